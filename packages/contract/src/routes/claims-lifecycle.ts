import { z } from 'zod';
import { CLAIM_FILE_TYPES } from '../claims/files.js';
import { CLAIM_FILE_KINDS, CLAIM_PAPERS, otherFileKindsField } from '../claims/papers.js';
import { CLAIM_PAYMENT_METHODS, CLAIM_STATUSES, PAYMENT_METHODS } from '../claims/texts.js';
import { MONEY_PATTERN } from '../patterns.js';
import { ROLES_THAT } from '../policies.js';
import { browserFile, idField, listParams, pageOf, textField } from '../list.js';
import { defineRoute } from '../route.js';
import { claimDecisionSchema } from './claims-desk.js';

export const claimFileSchema = z.object({
  id: z.string(),
  field: z.string(),
  file_name: z.string(),
  file_type: z.enum(CLAIM_FILE_TYPES),
  /** What the file is: the lease or ledger part's paper, or what the filer said an other file is. */
  kind: z.enum(CLAIM_FILE_KINDS),
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
export type ClaimSort = (typeof CLAIM_SORTS)[number];

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
    /** The readiness checklist (claimChecklist): each paper the claim needs and whether a file is it. */
    papers: z.array(z.object({ paper: z.enum(CLAIM_PAPERS), label: z.string(), present: z.boolean() })),
    approved_amount: z.string().nullable(),
    /** The latest decision from the desk, with the assessment it saw; null while none is taken. */
    decision: claimDecisionSchema.nullable(),
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
    'Adds the documents asked for to a claim whose status is documents requested (multipart: claimId, optionally one otherFileKinds per file, then otherFiles); the claim goes back under review',
  tag: 'Claim',
  auth: 'user',
  multipart: true,
  body: z.strictObject({
    claimId: idField('Claim id'),
    otherFiles: z.union([browserFile, z.array(browserFile)]).optional(),
    otherFileKinds: otherFileKindsField.optional(),
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
