import { z } from 'zod';
import { claimDataSchema, stateCode } from '../claims/claim-data.js';
import { CLAIM_FILE_TYPES } from '../claims/files.js';
import { CLAIM_PAYMENT_METHODS, CLAIM_STATUSES, PAYMENT_METHODS } from '../claims/texts.js';
import { MONEY_PATTERN, URL_TOKEN_PATTERN, ZIP_PATTERN } from '../patterns.js';
import { ROLES_THAT } from '../policies.js';
import { browserFile, idField, listParams, pageOf, textField } from '../list.js';
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

export const claimLandlords = defineRoute({
  id: 'claim.landlord',
  method: 'GET',
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
  path: '/claim/create',
  summary:
    'Files a claim (multipart: claimData, then leaseFile, ledgerFile and otherFiles); the claim and its files commit together',
  tag: 'Claim',
  auth: 'user',
  body: z.strictObject({
    claimData: claimDataPart,
    leaseFile: browserFile.optional(),
    ledgerFile: browserFile.optional(),
    otherFiles: z.union([browserFile, z.array(browserFile)]).optional(),
  }),
  response: z.object({
    status: z.literal('success'),
    claimId: z.string(),
    data: z.object({ message: z.string(), claimData: z.array(duplicateClaimSchema) }),
  }),
});

export const claimFileSchema = z.object({
  id: z.string(),
  field: z.string(),
  file_name: z.string(),
  file_type: z.enum(CLAIM_FILE_TYPES),
  bytes: z.number(),
  createdAt: z.string(),
});

/** The claim record of file 2 §3, with the id, type and files the portal adds. */
export const claimRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  account_name: z.string(),
  apartment_building_address: z.string(),
  app_type: z.string(),
  bond_issue_date: z.string().nullable(),
  claim_status: z.enum(CLAIM_STATUSES),
  claim_file_status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  landlord_name: z.string(),
  lease_start_date: z.string(),
  lease_end_date: z.string(),
  monthly_rent: z.string(),
  rider_id: z.string(),
  rider_active_lease: z.boolean(),
  rider_coverage_amount_requested_months: z.number().nullable(),
  rider_damage_coverage_amount: z.string().nullable(),
  rider_gross_annual_rent: z.string(),
  rider_insurable_value: z.string().nullable(),
  rider_ldr_coverage_c: z.string().nullable(),
  rider_months_remaining: z.number(),
  rider_total_coverage_amount: z.string().nullable(),
  rider_total_number_of_tenants: z.number(),
  rider_total_rent: z.string(),
  tenant1: z.string().nullable(),
  tenant2: z.string().nullable(),
  tenant3: z.string().nullable(),
  tenant4: z.string().nullable(),
  total_indemnity_payments: z.string(),
  claim_type: z.array(z.string()),
  date_of_loss: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  contact_name: z.string(),
  contact_email: z.string(),
});
export type ClaimRecord = z.infer<typeof claimRecordSchema>;

export const CLAIM_SORTS = ['createdAt', 'name', 'claim_status', 'date_of_loss'] as const;

const claimListQuery = z.strictObject({
  ...listParams(CLAIM_SORTS),
  buildingId: idField('Building id').optional(),
  landlordId: idField('Landlord id').optional(),
  status: z.enum(CLAIM_STATUSES, 'Unknown claim status').optional(),
});

export const buildingClaims = defineRoute({
  id: 'property.claim',
  method: 'GET',
  path: '/property/claim',
  summary: 'The claims of the buildings in scope, or of one building',
  tag: 'Property',
  auth: 'user',
  query: claimListQuery,
  response: pageOf(claimRecordSchema),
});

export const userClaims = defineRoute({
  id: 'user.claims',
  method: 'GET',
  path: '/user/claims',
  summary: 'Claims in scope, by landlordId (ll) or buildingId (every other role)',
  tag: 'User',
  auth: 'user',
  query: claimListQuery,
  response: pageOf(claimRecordSchema),
});

/** One move of a claim's status, with the note the admin gave: the claim's timeline. */
export const claimEventSchema = z.object({
  status: z.enum(CLAIM_STATUSES),
  note: z.string().nullable(),
  at: z.string(),
  by_name: z.string().nullable(),
});
export const claimPaymentSchema = z.object({
  id: z.string(),
  method: z.enum(CLAIM_PAYMENT_METHODS),
  paid_on: z.string(),
  amount: z.string(),
  reference: z.string(),
});

export const claimRecord = defineRoute({
  id: 'claim.record',
  method: 'GET',
  path: '/claim/record',
  summary: 'One claim in scope with its files (the claim detail dialog)',
  tag: 'Claim',
  auth: 'user',
  query: z.strictObject({ id: idField('Claim id') }),
  response: claimRecordSchema.extend({
    files: z.array(claimFileSchema),
    approved_amount: z.string().nullable(),
    timeline: z.array(claimEventSchema),
    payments: z.array(claimPaymentSchema),
  }),
});

const amountField = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .max(20, { message: `${label} is too long`, abort: true })
    .regex(MONEY_PATTERN, `${label} must be an amount with at most 2 decimals`);

export const moveClaimStatus = defineRoute({
  id: 'claim.move-status',
  method: 'POST',
  path: '/claim/move-status',
  summary:
    "Moves a claim along its timeline with a note (admin); approving records the approved amount, never above the policy's remaining coverage",
  tag: 'Claim',
  auth: 'user',
  roles: ROLES_THAT.moveClaim,
  body: z.strictObject({
    id: idField('Claim id'),
    status: z.enum(CLAIM_STATUSES, 'Unknown claim status'),
    note: textField(2000, 'Note').pipe(z.string().min(1, 'Say why the claim moves')),
    approvedAmount: amountField('Approved amount').optional(),
  }),
  response: z.object({ claim_status: z.enum(CLAIM_STATUSES) }),
});

export const recordClaimPayment = defineRoute({
  id: 'claim.payment',
  method: 'POST',
  path: '/claim/payment',
  summary:
    'Records a payment of an approved claim (admin); the payments add up to total_indemnity_payments, and a claim is paid when they reach its approved amount',
  tag: 'Claim',
  auth: 'user',
  roles: ROLES_THAT.moveClaim,
  body: z.strictObject({
    id: idField('Claim id'),
    method: z.enum(CLAIM_PAYMENT_METHODS, 'Method is eCheck or check'),
    paidOn: z.iso.date('Paid on must be a date (YYYY-MM-DD)'),
    amount: amountField('Amount'),
    reference: textField(100, 'Reference').pipe(z.string().min(1, 'Reference is required')),
  }),
  response: z.object({ claim_status: z.enum(CLAIM_STATUSES), total_indemnity_payments: z.string() }),
});

export const addClaimFiles = defineRoute({
  id: 'claim.add-files',
  method: 'POST',
  path: '/claim/add-files',
  summary:
    'Adds the documents asked for to a claim whose status is documents requested (multipart: claimId, then otherFiles); the claim goes back under review',
  tag: 'Claim',
  auth: 'user',
  body: z.strictObject({
    claimId: idField('Claim id'),
    otherFiles: z.union([browserFile, z.array(browserFile)]).optional(),
  }),
  response: z.object({ claim_status: z.enum(CLAIM_STATUSES), files: z.number() }),
});

export const claimFile = defineRoute({
  id: 'claim.file',
  method: 'GET',
  path: '/claim/file',
  summary: "One of a claim's files, for those who can see the claim",
  tag: 'Claim',
  auth: 'user',
  file: true,
  query: z.strictObject({ fileId: idField('File id') }),
  response: z.unknown(),
});

export const claimZip = defineRoute({
  id: 'claim.zip',
  method: 'GET',
  path: '/claim/zip',
  summary: "A US ZIP code's city and state, to fill a mailed check's address (claim wizard, step 5)",
  tag: 'Claim',
  auth: 'user',
  query: z.strictObject({
    zip: z
      .string('ZIP code is required')
      .max(10, { message: 'ZIP code must be 5 digits', abort: true })
      .regex(ZIP_PATTERN, 'ZIP code must be 5 digits or ZIP+4')
      .min(5, 'ZIP code must be 5 digits'),
  }),
  response: z.object({ city: z.string(), state: z.string() }),
});

/** One address the maps service suggests for what the filer typed: its place id and how it reads. */
export const placeSuggestionSchema = z.object({ placeId: z.string(), description: z.string() });
/** A place's postal address, as the mailed check's fields take it. */
export const placeAddressSchema = z.object({
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});

export const claimPlaces = defineRoute({
  id: 'claim.places',
  method: 'GET',
  path: '/claim/places',
  summary:
    "Addresses matching what the filer typed, from the hosted maps service, for a mailed check's address line 1 (claim wizard, step 5); an empty list when no service is configured",
  tag: 'Claim',
  auth: 'user',
  query: z.strictObject({
    input: textField(200, 'Address').pipe(z.string().min(3, 'Type at least 3 characters of the address')),
  }),
  response: z.array(placeSuggestionSchema),
});

export const claimPlace = defineRoute({
  id: 'claim.place',
  method: 'GET',
  path: '/claim/place',
  summary:
    "A suggested place's street address, city, state and ZIP code, from the hosted maps service (claim wizard, step 5)",
  tag: 'Claim',
  auth: 'user',
  query: z.strictObject({
    // Place ids are base64url characters, the alphabet of a link token; nothing else reaches the service's URL.
    placeId: z
      .string('Place id is required')
      .max(400, { message: 'Place id is too long', abort: true })
      .regex(URL_TOKEN_PATTERN, 'Place id is not valid'),
  }),
  response: placeAddressSchema,
});

export const claimOfficeHours = defineRoute({
  id: 'claim.office-hours',
  method: 'GET',
  path: '/claim/office-hours',
  summary: 'The claims office-hours banner when one is configured for today (file 1 §9), else null',
  tag: 'Claim',
  auth: 'user',
  response: z.object({ banner: z.string().nullable() }),
});

export const claimRoutes = [
  claimLandlords,
  claimProperties,
  claimRiders,
  claimTenants,
  claimDuplicated,
  createClaim,
  buildingClaims,
  userClaims,
  claimRecord,
  claimFile,
  moveClaimStatus,
  recordClaimPayment,
  addClaimFiles,
  claimZip,
  claimPlaces,
  claimPlace,
  claimOfficeHours,
] as const;
