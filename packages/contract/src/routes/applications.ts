import { z } from 'zod';
import { PRODUCT_CODES, STAGE_CODES } from '../codes.js';
import { exportParams, idField, listParams, pageFields, pageOf, textField } from '../list.js';
import { ROLES_THAT } from '../policies.js';
import { defineRoute } from '../route.js';
import { BUILDING_SORTS, buildingRowSchema } from './buildings.js';
import { CLAIM_SORTS, claimRecordSchema } from './claims-lifecycle.js';
import { POLICY_STATUSES } from './record-texts.js';

export {
  FLAG_REASON_LABELS,
  POLICY_STATUSES,
  POLICY_STATUS_LABELS,
  recordPageOf,
  type PolicyStatus,
} from './record-texts.js';

const money = z.string().nullable();

/**
 * The rider/application record of file 2 §3 in its wire names, spelling included (`lanlord_account_name`,
 * `sf_createdDate`); money as exact decimal strings, dates as YYYY-MM-DD. `id` and the ids after the
 * spec's fields are ours: the detail link, and what the claim wizard preloads from a row (§4 Wizard).
 */
export const applicationRecordSchema = z.object({
  id: z.string(),
  tenant_1_name: z.string().nullable(),
  tenant_2_name: z.string().nullable(),
  tenant_3_name: z.string().nullable(),
  tenant_4_name: z.string().nullable(),
  stage: z.enum(STAGE_CODES),
  months_remaining: z.number().int(),
  active_lease: z.boolean(),
  app_type: z.enum(PRODUCT_CODES),
  lanlord_account_name: z.string(),
  cancellation_reason: z.string().nullable(),
  sf_createdDate: z.string(),
  rider_id: z.string().nullable(),
  issue_date: z.string().nullable(),
  ldr_coverage: money,
  total_coverage_amount: money,
  revised_unit_number: z.string(),
  lease_start_date: z.string(),
  lease_end_date: z.string(),
  coverage_start_date: z.string().nullable(),
  coverage_end_date: z.string().nullable(),
  gross_monthly_rent: z.string(),
  gross_annual_rent: z.string(),
  total_number_of_tenants: z.number().int(),
  damages_premium: money,
  apartment_building_name: z.string(),
  coverage_amount_requested_months: z.number().int().nullable(),
  tenant_1_portion_fee: money,
  tenant_2_portion_fee: money,
  tenant_3_portion_fee: money,
  tenant_4_portion_fee: money,
  missing_docs: z.string().nullable(),
  monthly_premium: money,
  policy_status: z.enum(POLICY_STATUSES).nullable(),
  flagged_at: z.string().nullable(),
  flag_reason: z.string().nullable(),
  app_id: z.string(),
  apartment_building_id: z.string(),
  landlord_id: z.string(),
  billingState: z.string(),
});
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;

export const RECORD_SORTS = [
  'sf_createdDate',
  'tenant_1_name',
  'apartment_building_name',
  'revised_unit_number',
  'stage',
  'app_type',
  'lease_start_date',
  'lease_end_date',
  'coverage_start_date',
  'coverage_end_date',
  'gross_monthly_rent',
  'months_remaining',
  'rider_id',
] as const;
export type RecordSort = (typeof RECORD_SORTS)[number];

const day = (label: string) => z.iso.date(`${label} must be a date (YYYY-MM-DD)`);

/** What the grids filter records by (filterApp): stages, products, a building, a landlord, date ranges. */
export const recordFilterShape = {
  stage: z.array(z.enum(STAGE_CODES, 'Unknown stage')).max(STAGE_CODES.length).optional(),
  appType: z.array(z.enum(PRODUCT_CODES, 'Unknown product')).max(PRODUCT_CODES.length).optional(),
  buildingId: idField('Building id').optional(),
  landlordId: idField('Landlord id').optional(),
  leaseStartFrom: day('Lease start from').optional(),
  leaseStartTo: day('Lease start to').optional(),
  coverageEndFrom: day('Coverage end from').optional(),
  coverageEndTo: day('Coverage end to').optional(),
  createdFrom: day('Created from').optional(),
  createdTo: day('Created to').optional(),
};

/** Which list a filterApp or searchDB call reads (file 1 §7): applications, issued policies, or flagged ones. */
export const RECORD_KINDS = ['application', 'policy', 'policy-cancel'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
const kindField = (name: string) =>
  z.enum(RECORD_KINDS, `${name} is one of: ${RECORD_KINDS.join(', ')}`).default('application');

const recordList = listParams(RECORD_SORTS);
const recordsPage = pageOf(applicationRecordSchema);

/** ll by landlordId, every other role by buildingId (file 1 §6); either narrows what the scope shows. */
const lookupQuery = z.strictObject({
  ...recordList,
  buildingId: idField('Building id').optional(),
  landlordId: idField('Landlord id').optional(),
});

/**
 * Every list a filterApp or searchDB call reads (file 1 §7): the three of rider/application records, the
 * buildings and the claims, each in its own row shape (the Buildings grid's, the claim record of file 2 §3).
 */
export const LIST_KINDS = [...RECORD_KINDS, 'building', 'claim'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** What each kind sorts by; its first is the default. */
export const LIST_KIND_SORTS = {
  application: RECORD_SORTS,
  policy: RECORD_SORTS,
  'policy-cancel': RECORD_SORTS,
  building: BUILDING_SORTS,
  claim: CLAIM_SORTS,
} as const satisfies Record<ListKind, readonly string[]>;
export type ListSort = (typeof LIST_KIND_SORTS)[ListKind][number];
const LIST_SORTS = [...new Set(Object.values(LIST_KIND_SORTS).flat())] as [ListSort, ...ListSort[]];

type RecordFilterKey = keyof typeof recordFilterShape;
/** The filters each kind reads: a building list by landlord, a claim list by building or landlord. */
export const LIST_KIND_FILTERS: Record<ListKind, readonly RecordFilterKey[]> = {
  application: Object.keys(recordFilterShape) as RecordFilterKey[],
  policy: Object.keys(recordFilterShape) as RecordFilterKey[],
  'policy-cancel': Object.keys(recordFilterShape) as RecordFilterKey[],
  building: ['landlordId'],
  claim: ['buildingId', 'landlordId'],
};

const kindListShape = {
  ...pageFields(),
  sort: z.enum(LIST_SORTS, `Sort by one of: ${LIST_SORTS.join(', ')}`).optional(),
  order: z.enum(['asc', 'desc'], 'Order is asc or desc').default('asc'),
  q: textField(200, 'Search').optional(),
  ...recordFilterShape,
};
const listKindField = (name: string) =>
  z.enum(LIST_KINDS, `${name} is one of: ${LIST_KINDS.join(', ')}`).default('application');

/** A sort or filter the kind named by `key` does not read is refused, so a caller learns it was not applied. */
function kindRules(key: 'title' | 'label') {
  return (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const kind = body[key] as ListKind;
    const sorts: readonly string[] = LIST_KIND_SORTS[kind];
    if (body.sort !== undefined && !sorts.includes(body.sort as string)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sort'],
        message: `Sort a ${kind} list by one of: ${sorts.join(', ')}`,
      });
    }
    for (const filter of Object.keys(recordFilterShape) as RecordFilterKey[]) {
      if (body[filter] !== undefined && !LIST_KIND_FILTERS[kind].includes(filter)) {
        ctx.addIssue({
          code: 'custom',
          path: [filter],
          message: `A ${kind} list is not filtered by ${filter}`,
        });
      }
    }
  };
}

const kindPage = <const K extends readonly [string, ...string[]], T extends z.ZodType>(kinds: K, row: T) =>
  pageOf(row).extend({ kind: z.enum(kinds) });
/** A filterApp or searchDB answer: a page of the kind asked for, which `kind` names. */
export const kindPageSchema = z.discriminatedUnion('kind', [
  kindPage(RECORD_KINDS, applicationRecordSchema),
  kindPage(['building'], buildingRowSchema),
  kindPage(['claim'], claimRecordSchema),
]);
export type KindPage = z.infer<typeof kindPageSchema>;

export const filterRecords = defineRoute({
  id: 'property.filter-app',
  method: 'POST',
  writes: false,
  path: '/property/filterApp',
  summary:
    'Applications, policies, flagged policies, buildings or claims in scope; records by stage, product, building, landlord and dates',
  tag: 'Property',
  auth: 'user',
  body: z.strictObject({ title: listKindField('Title'), ...kindListShape }).superRefine(kindRules('title')),
  response: kindPageSchema,
});

export const searchRecords = defineRoute({
  id: 'property.search-db',
  method: 'POST',
  writes: false,
  path: '/property/searchDB',
  summary:
    "Applications, policies, flagged policies, buildings or claims in scope matching the text: a record's tenant, rider id, unit or building; a building's name or city; a claim's number, contact, building or rider id",
  tag: 'Property',
  auth: 'user',
  body: z.strictObject({ label: listKindField('Label'), ...kindListShape }).superRefine(kindRules('label')),
  response: kindPageSchema,
});

export const exportRecords = defineRoute({
  id: 'property.records-export',
  method: 'GET',
  writes: false,
  path: '/property/records/export',
  summary: 'Every application, policy or flagged policy the filter and search select, as CSV, streamed',
  tag: 'Property',
  auth: 'user',
  file: true,
  query: z.strictObject({
    title: kindField('Title'),
    ...exportParams(RECORD_SORTS),
    ...recordFilterShape,
    stage: z.union([z.enum(STAGE_CODES, 'Unknown stage'), z.array(z.enum(STAGE_CODES))]).optional(),
    appType: z.union([z.enum(PRODUCT_CODES, 'Unknown product'), z.array(z.enum(PRODUCT_CODES))]).optional(),
  }),
  response: z.unknown(),
});

export const buildingApplications = defineRoute({
  id: 'property.application',
  method: 'GET',
  writes: false,
  path: '/property/application',
  summary: 'The applications of the buildings in scope, or of one building',
  tag: 'Property',
  auth: 'user',
  query: lookupQuery,
  response: recordsPage,
});

export const listPolicies = defineRoute({
  id: 'property.policy',
  method: 'POST',
  writes: false,
  path: '/property/policy',
  summary:
    'The issued policies (riders) in scope; with cancel:true the ones flagged for claim or cancellation',
  tag: 'Property',
  auth: 'user',
  body: z.strictObject({
    cancel: z.boolean('Cancel must be true or false').optional(),
    ...recordList,
    ...recordFilterShape,
  }),
  response: recordsPage,
});

export const userApplications = defineRoute({
  id: 'user.applications',
  method: 'GET',
  writes: false,
  path: '/user/applications',
  summary: 'Applications in scope, by landlordId (ll) or buildingId (every other role)',
  tag: 'User',
  auth: 'user',
  query: lookupQuery,
  response: recordsPage,
});

export const userPolicies = defineRoute({
  id: 'user.policies',
  method: 'GET',
  writes: false,
  path: '/user/policies',
  summary: 'Issued policies in scope, by landlordId (ll) or buildingId (every other role)',
  tag: 'User',
  auth: 'user',
  query: lookupQuery,
  response: recordsPage,
});

export const applicationRecord = defineRoute({
  id: 'property.record',
  method: 'GET',
  writes: false,
  path: '/property/record',
  summary: 'One rider/application record in scope (the detail dialog, and its shareable link)',
  tag: 'Property',
  auth: 'user',
  query: z.strictObject({ id: idField('Record id') }),
  response: applicationRecordSchema,
});

export const moveStage = defineRoute({
  id: 'property.move-stage',
  method: 'POST',
  writes: true,
  path: '/property/move-stage',
  summary:
    'Moves an application to its next stage, or to Declined or Cancelled (admin); issuing assigns the rider id',
  tag: 'Property',
  auth: 'user',
  roles: ROLES_THAT.moveStage,
  body: z.strictObject({ id: idField('Record id'), stage: z.enum(STAGE_CODES, 'Unknown stage') }),
  response: applicationRecordSchema,
});

export const applicationRoutes = [
  filterRecords,
  searchRecords,
  exportRecords,
  buildingApplications,
  listPolicies,
  userApplications,
  userPolicies,
  applicationRecord,
  moveStage,
] as const;
