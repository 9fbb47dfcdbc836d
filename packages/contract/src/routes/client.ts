import { z } from 'zod';
import { CLAIM_STATUSES } from '../claims/texts.js';
import { PRODUCT_CODES } from '../codes.js';
import { INVOICE_STATUSES } from '../invoices/texts.js';
import { idField, listParams, pageOf } from '../list.js';
import { defineRoute } from '../route.js';
import { POLICY_STATUSES } from './applications.js';
import { CLAIM_SORTS } from './claims-lifecycle.js';
import { INVOICE_SORTS, invoiceRowSchema } from './invoices.js';

/**
 * The external role's read-only calls (decision 0032): one landlord's portfolio, the `clientId` of
 * /client/{clientId}/{section} being the landlord's id. Any other id answers 404; a grant that has ended
 * answers 403. Tenant names and contacts come as null unless the grant includes personal data (the
 * server leaves them out; nothing is sent to be hidden). Every call writes an Active Log row.
 */
// A key acts as one of the landlord's own people, never as an outside party.
const clientOnly = {
  auth: 'user',
  roles: ['external'],
  external: true,
  tag: 'Client',
  apiKey: false,
} as const;

const clientId = idField('Client id');

/** A page of a client list, and whether its rows carry personal data (else those fields are null). */
const clientPageOf = <T extends z.ZodType>(row: T) => pageOf(row).extend({ personalData: z.boolean() });

const count = z.number().int();
const money = z.string();

export const clientOverviewSchema = z.object({
  clientId: z.string(),
  landlordName: z.string(),
  /** The caller's grant: until when (null: no end) and whether personal data is shown. */
  access: z.object({ expiresAt: z.string().nullable(), personalData: z.boolean() }),
  buildings: count,
  /** Policies by standing (every status, zero included) and the money of those in force. */
  policies: z.object({
    byStatus: z.array(z.object({ status: z.enum(POLICY_STATUSES), count })),
    inForceCoverage: money,
    inForceMonthlyPremium: money,
  }),
  /** Claims by status (every status, zero included) and the indemnity paid on them. */
  claims: z.object({
    byStatus: z.array(z.object({ status: z.enum(CLAIM_STATUSES), count })),
    indemnityPaid: money,
  }),
  /** Invoices due (open or past due), of which past due, and paid: how many and how much. */
  invoices: z.object({
    due: z.object({ count, amount: money }),
    pastDue: z.object({ count, amount: money }),
    paid: z.object({ count, amount: money }),
  }),
});
export type ClientOverview = z.infer<typeof clientOverviewSchema>;

export const clientOverview = defineRoute({
  ...clientOnly,
  id: 'client.overview',
  method: 'GET',
  writes: false,
  path: '/client/overview',
  summary: "The landlord's portfolio at a glance: counts and money totals of policies, claims and invoices",
  query: z.strictObject({ clientId }),
  response: clientOverviewSchema,
});

export const CLIENT_POLICY_SORTS = [
  'coverage_start_date',
  'coverage_end_date',
  'rider_id',
  'apartment_building_name',
  'revised_unit_number',
  'lease_end_date',
] as const;

export const clientPolicyRowSchema = z.object({
  id: z.string(),
  riderId: z.string().nullable(),
  appType: z.enum(PRODUCT_CODES),
  buildingName: z.string(),
  unit: z.string(),
  /** Null unless the grant includes personal data. */
  tenants: z.array(z.string()).nullable(),
  status: z.enum(POLICY_STATUSES).nullable(),
  leaseStart: z.string(),
  leaseEnd: z.string(),
  coverageStart: z.string().nullable(),
  coverageEnd: z.string().nullable(),
  monthlyRent: money,
  monthlyPremium: money.nullable(),
  totalCoverage: money.nullable(),
});
export type ClientPolicyRow = z.infer<typeof clientPolicyRowSchema>;

export const clientPolicies = defineRoute({
  ...clientOnly,
  id: 'client.policies',
  method: 'GET',
  writes: false,
  path: '/client/policies',
  summary:
    "The landlord's issued policies; the search matches rider, building and unit (and tenants when granted)",
  query: z.strictObject({ clientId, ...listParams(CLIENT_POLICY_SORTS) }),
  response: clientPageOf(clientPolicyRowSchema),
});

export const clientClaimRowSchema = z.object({
  id: z.string(),
  /** The claim's number. */
  name: z.string(),
  status: z.enum(CLAIM_STATUSES),
  riderId: z.string(),
  buildingAddress: z.string(),
  claimTypes: z.array(z.string()),
  dateOfLoss: z.string(),
  createdAt: z.string(),
  totalIndemnityPayments: money,
  /** Null unless the grant includes personal data. */
  tenants: z.array(z.string()).nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
});
export type ClientClaimRow = z.infer<typeof clientClaimRowSchema>;

export const clientClaims = defineRoute({
  ...clientOnly,
  id: 'client.claims',
  method: 'GET',
  writes: false,
  path: '/client/claims',
  summary:
    "The landlord's claims; the search matches number, building and rider (and the contact when granted)",
  query: z.strictObject({
    clientId,
    ...listParams(CLAIM_SORTS),
    status: z.enum(CLAIM_STATUSES, 'Unknown claim status').optional(),
  }),
  response: clientPageOf(clientClaimRowSchema),
});

export const clientInvoices = defineRoute({
  ...clientOnly,
  id: 'client.invoices',
  method: 'GET',
  writes: false,
  path: '/client/invoices',
  summary: "The landlord's invoices; the search matches the invoice number",
  query: z.strictObject({
    clientId,
    ...listParams(INVOICE_SORTS),
    status: z.enum(INVOICE_STATUSES, 'Unknown invoice status').optional(),
  }),
  response: clientPageOf(invoiceRowSchema),
});

/** An insurance document of a policy, or a file filed with a claim. */
export const CLIENT_DOCUMENT_KINDS = ['insurance', 'claim-file'] as const;
export type ClientDocumentKind = (typeof CLIENT_DOCUMENT_KINDS)[number];
export const CLIENT_DOCUMENT_SORTS = ['createdAt', 'title'] as const;

export const clientDocumentRowSchema = z.object({
  id: z.string(),
  kind: z.enum(CLIENT_DOCUMENT_KINDS),
  title: z.string(),
  createdAt: z.string(),
  bytes: count,
  buildingName: z.string(),
  riderId: z.string().nullable(),
  /** The claim's number, for a claim file. */
  claimName: z.string().nullable(),
  /** False when the file holds personal data the grant does not include (clientDocument refuses it). */
  downloadable: z.boolean(),
});
export type ClientDocumentRow = z.infer<typeof clientDocumentRowSchema>;

const documentKind = z.enum(CLIENT_DOCUMENT_KINDS, `Kind is one of: ${CLIENT_DOCUMENT_KINDS.join(', ')}`);

export const clientDocuments = defineRoute({
  ...clientOnly,
  id: 'client.documents',
  method: 'GET',
  writes: false,
  path: '/client/documents',
  summary: "The landlord's insurance documents and claim files; the search matches the title",
  query: z.strictObject({ clientId, ...listParams(CLIENT_DOCUMENT_SORTS), kind: documentKind.optional() }),
  response: clientPageOf(clientDocumentRowSchema),
});

export const clientDocument = defineRoute({
  ...clientOnly,
  id: 'client.document',
  method: 'GET',
  writes: false,
  path: '/client/document',
  summary: "One of the landlord's documents or claim files, as its bytes (a download)",
  file: true,
  query: z.strictObject({ clientId, kind: documentKind, id: idField('Document id') }),
  response: z.unknown(),
});

export const clientRoutes = [
  clientOverview,
  clientPolicies,
  clientClaims,
  clientInvoices,
  clientDocuments,
  clientDocument,
] as const;
