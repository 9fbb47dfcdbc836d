import { z } from 'zod';
import { claimDataSchema, stateCode } from '../claims/claim-data.js';
import { otherFileKindsField } from '../claims/papers.js';
import { browserFile, idField } from '../list.js';
import { defineRoute } from '../route.js';

/** Landlord record of the wizard's step 0 (file 2 §3): its id and name. */
export const claimLandlordSchema = z.object({ Landlord__c: z.string(), Name: z.string() });
/** Apartment record: the building. */
export const claimApartmentSchema = z.object({ Id: z.string(), Name: z.string() });
/** Policy record (file 2 §3), with the record's id as the claim's riderId. */
export const claimPolicySchema = z.object({
  Id: z.string(),
  Renewal_Rider_ID__c: z.string(),
  Lease_Start_Date__c: z.string(),
  Lease_End_Date__c: z.string(),
  CoverageStartDate__c: z.string().nullable(),
  CoverageEndDate__c: z.string().nullable(),
  Tenant_1__c: z.string().nullable(),
  Tenant_2__c: z.string().nullable(),
  Tenant_3__c: z.string().nullable(),
  Tenant_4__c: z.string().nullable(),
  /** What the readiness panel reads: rent, months covered and what was already paid on the rider. */
  gross_monthly_rent: z.string(),
  coverage_amount_requested_months: z.number().nullable(),
  total_coverage_amount: z.string().nullable(),
  paid_on_rider: z.string(),
  /** What the Review's estimate reads (issue #32): rent coverage (`ldr_coverage`) and the Damage Coverage Amount. */
  ldr_coverage: z.string().nullable(),
  damage_coverage_amount: z.string().nullable(),
  /** For the one landlord group so configured: the accounting address every receipt goes to, locked. */
  locked_receipt_email: z.string().nullable(),
});
export type ClaimPolicy = z.infer<typeof claimPolicySchema>;
export const claimTenantEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  dob: z.string().nullable(),
});
/** An existing claim as the duplicate dialog shows it. */
export const duplicateClaimSchema = z.object({ Name: z.string(), CreatedDate: z.string() });

/** A claim filed from a list's policy: the wizard opens with its first choices (file 2 §2 steps 0–1) made. */
export interface ClaimPreset {
  state: string;
  landlordId: string;
  apartmentId: string;
  policyId: string;
}

export const claimSetup = defineRoute({
  id: 'claim.setup',
  method: 'GET',
  writes: false,
  path: '/claim/setup',
  summary:
    "What the wizard reads as it opens: the states of the caller's buildings in scope, listed first under State, and whether the maps service suggests addresses",
  tag: 'Claim',
  auth: 'user',
  response: z.object({ states: z.array(stateCode), addressSuggestions: z.boolean() }),
});

export const claimLandlords = defineRoute({
  id: 'claim.landlord',
  method: 'GET',
  writes: false,
  path: '/claim/landlord',
  summary: 'The landlords in scope with policies in a state (claim wizard, step 0)',
  tag: 'Claim',
  auth: 'user',
  query: z.strictObject({ state: stateCode }),
  response: z.array(claimLandlordSchema),
});

export const claimProperties = defineRoute({
  id: 'claim.property',
  method: 'GET',
  writes: false,
  path: '/claim/property',
  summary: "A landlord's buildings in scope in a state (claim wizard, step 0)",
  tag: 'Claim',
  auth: 'user',
  query: z.strictObject({ state: stateCode, landlordId: idField('Landlord id') }),
  response: z.array(claimApartmentSchema),
});

export const claimRiders = defineRoute({
  id: 'claim.rider',
  method: 'GET',
  writes: false,
  path: '/claim/rider',
  summary: "A building's issued policies (claim wizard, step 0)",
  tag: 'Claim',
  auth: 'user',
  query: z.strictObject({ propertyId: idField('Property id') }),
  response: z.array(claimPolicySchema),
});

export const claimTenants = defineRoute({
  id: 'claim.tenants',
  method: 'GET',
  writes: false,
  path: '/claim/tenants',
  summary: "A policy's tenants, up to four, with their dates of birth on file (claim wizard, step 1)",
  tag: 'Claim',
  auth: 'user',
  query: z.strictObject({ riderId: idField('Policy') }),
  response: z.object({ tenant_result: z.object({ records: z.array(claimTenantEntrySchema) }) }),
});

export const claimDuplicated = defineRoute({
  id: 'claim.claim-duplicated',
  method: 'GET',
  writes: false,
  path: '/claim/claim-duplicated',
  summary: 'Whether a claim was already filed on a policy, and which (claim wizard, step 0)',
  tag: 'Claim',
  auth: 'user',
  query: z.strictObject({ riderId: idField('Policy') }),
  response: z.object({
    isDuplicated: z.boolean(),
    riderId: z.string(),
    claimData: z.array(duplicateClaimSchema),
    /** The claims address the duplicate and future-policy dialogs name (file 2 §8). */
    claimsEmail: z.string(),
  }),
});

/** The claim JSON as the multipart part carries it: text, parsed, then checked as file 2 §7 reads it. */
const claimDataPart = z
  .string('claimData must be the claim as JSON')
  .max(100_000, { message: 'claimData is too long', abort: true })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'claimData must be the claim as JSON' });
      return z.NEVER;
    }
  })
  .pipe(claimDataSchema);

export const createClaim = defineRoute({
  id: 'claim.create',
  method: 'POST',
  writes: true,
  path: '/claim/create',
  summary:
    'Files a claim (multipart: claimData, then leaseFile, ledgerFile and otherFiles); the claim and its files commit together. Optionally one otherFileKinds field per otherFiles part, in order, saying what each is: a paper the claim needs or other (without them every other file is other)',
  tag: 'Claim',
  auth: 'user',
  multipart: true,
  body: z.strictObject({
    claimData: claimDataPart,
    leaseFile: browserFile.optional(),
    ledgerFile: browserFile.optional(),
    otherFiles: z.union([browserFile, z.array(browserFile)]).optional(),
    otherFileKinds: otherFileKindsField.optional(),
  }),
  response: z.object({
    status: z.literal('success'),
    claimId: z.string(),
    data: z.object({ message: z.string(), claimData: z.array(duplicateClaimSchema) }),
  }),
});
