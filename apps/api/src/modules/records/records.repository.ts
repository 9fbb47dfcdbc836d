import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  type ApplicationRecord,
  type ListParams,
  type Page,
  type RecordKind,
  type RecordSort,
} from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { applications, buildings, landlords, tenants } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import {
  boundedTotal,
  containsPattern,
  exactUpToFor,
  keyset,
  type Keyset,
  type SortKey,
} from '../../platform/db/list.js';
import { toRecord, type RecordRow, type TenantRow } from './records.presenter.js';

export interface RecordFilter {
  kind: RecordKind;
  stage?: string[] | undefined;
  appType?: string[] | undefined;
  buildingId?: string | undefined;
  landlordId?: string | undefined;
  leaseStartFrom?: string | undefined;
  leaseStartTo?: string | undefined;
  coverageEndFrom?: string | undefined;
  coverageEndTo?: string | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  q?: string | undefined;
  /** Set while the search text backfill runs: a row whose text is still empty is read the slow way. */
  searchUnfilled?: boolean | undefined;
  /**
   * False: the search matches rider, unit and building, not tenants' names, for a reader who may not
   * see them (an external without personal data, decision 0032): a match must not tell a name.
   */
  searchTenants?: boolean | undefined;
}

/** The day a policy's cover ends: its coverage end, else its lease end. */
const coverEnds = sql`coalesce(${applications.coverageEndDate}, ${applications.leaseEndDate})`;

const SORT_KEYS: Record<RecordSort, SortKey> = {
  sf_createdDate: applications.createdAt,
  // Copies kept on the row by triggers (migration 0033), so these sorts are one index range too.
  tenant_1_name: applications.tenant1Name,
  apartment_building_name: applications.buildingName,
  revised_unit_number: applications.unitNumber,
  stage: applications.stage,
  app_type: applications.appType,
  lease_start_date: applications.leaseStartDate,
  lease_end_date: applications.leaseEndDate,
  coverage_start_date: applications.coverageStartDate,
  coverage_end_date: applications.coverageEndDate,
  gross_monthly_rent: applications.grossMonthlyRent,
  // Months remaining grow with the day the cover ends.
  months_remaining: coverEnds,
  rider_id: applications.riderId,
};

/** A flag still waiting for a person: raised, not resolved, on a policy not cancelled. */
export const openFlag = (): SQL =>
  and(
    isNotNull(applications.flaggedAt),
    isNull(applications.flagResolvedAt),
    isNull(applications.cancelledAt),
  ) ?? sql`false`;

function kindCondition(kind: RecordKind): SQL | undefined {
  if (kind === 'policy') return isNotNull(applications.riderId);
  if (kind === 'policy-cancel') return and(isNotNull(applications.riderId), openFlag());
  return undefined;
}

/**
 * Tenant names, rider id, unit and building name: all in `search_text`, in lower case, kept by triggers
 * (migration 0019). The planner walks the landlord's newest-first index, which carries that text, when many rows
 * match, and the text's trigram index when few do (docs/benchmarks.md).
 */
function searchOf(
  text: string | undefined,
  unfilled: boolean | undefined,
  matchTenants = true,
): SQL | undefined {
  if (!text) return undefined;
  const pattern = sql`lower(${containsPattern(text)})`;
  if (!matchTenants) {
    return sql`(lower(${applications.riderId}) like ${pattern} or lower(${applications.unitNumber}) like ${pattern}
      or ${applications.buildingId} in (select ${buildings.id} from ${buildings} where lower(${buildings.name}) like ${pattern}))`;
  }
  const filled = sql`${applications.searchText} like ${pattern}`;
  if (!unfilled) return filled;
  // Until the backfill (search-backfill.ts) is done, an empty text is matched field by field, as 0019's
  // application_search_text joins them: each tenant's and building's matches found once, not per row.
  return sql`(${filled} or (${applications.searchText} = '' and (
    lower(${applications.riderId}) like ${pattern} or lower(${applications.unitNumber}) like ${pattern}
    or ${applications.buildingId} in (select ${buildings.id} from ${buildings} where lower(${buildings.name}) like ${pattern})
    or ${applications.id} in (select ${tenants.applicationId} from ${tenants}
      where lower(${tenants.firstName} || ' ' || ${tenants.lastName}) like ${pattern}))))`;
}

function recordWhere(access: Access, f: RecordFilter): SQL | undefined {
  return and(
    access.where('applications'),
    kindCondition(f.kind),
    f.stage?.length ? inArray(applications.stage, f.stage as never[]) : undefined,
    f.appType?.length ? inArray(applications.appType, f.appType as never[]) : undefined,
    f.buildingId ? eq(applications.buildingId, f.buildingId) : undefined,
    f.landlordId ? eq(applications.landlordId, f.landlordId) : undefined,
    f.leaseStartFrom ? gte(applications.leaseStartDate, f.leaseStartFrom) : undefined,
    f.leaseStartTo ? lte(applications.leaseStartDate, f.leaseStartTo) : undefined,
    f.coverageEndFrom ? gte(applications.coverageEndDate, f.coverageEndFrom) : undefined,
    f.coverageEndTo ? lte(applications.coverageEndDate, f.coverageEndTo) : undefined,
    f.createdFrom ? sql`${applications.createdAt} >= ${f.createdFrom}::date` : undefined,
    f.createdTo ? sql`${applications.createdAt} < ${f.createdTo}::date + 1` : undefined,
    searchOf(f.q, f.searchUnfilled, f.searchTenants !== false),
  );
}

const RECORD_COLUMNS = {
  id: applications.id,
  buildingId: applications.buildingId,
  landlordId: applications.landlordId,
  stage: applications.stage,
  appType: applications.appType,
  riderId: applications.riderId,
  issueDate: applications.issueDate,
  unitNumber: applications.unitNumber,
  leaseStartDate: applications.leaseStartDate,
  leaseEndDate: applications.leaseEndDate,
  coverageStartDate: applications.coverageStartDate,
  coverageEndDate: applications.coverageEndDate,
  grossMonthlyRent: applications.grossMonthlyRent,
  ldrCoverage: applications.ldrCoverage,
  totalCoverageAmount: applications.totalCoverageAmount,
  damagesPremium: applications.damagesPremium,
  monthlyPremium: applications.monthlyPremium,
  coverageAmountRequestedMonths: applications.coverageAmountRequestedMonths,
  activeLease: applications.activeLease,
  missingDocs: applications.missingDocs,
  cancellationReason: applications.cancellationReason,
  cancelledAt: applications.cancelledAt,
  flaggedAt: applications.flaggedAt,
  flagReason: applications.flagReason,
  flagResolvedAt: applications.flagResolvedAt,
  createdAt: applications.createdAt,
  buildingName: buildings.name,
  billingState: buildings.billingState,
  landlordName: landlords.name,
};

const recordsFrom = (q: Queryable) =>
  q
    .select(RECORD_COLUMNS)
    .from(applications)
    .innerJoin(buildings, eq(buildings.id, applications.buildingId))
    .innerJoin(landlords, eq(landlords.id, applications.landlordId));

/** The tenants of these applications, in one query, by application. */
async function tenantsOf(q: Queryable, ids: string[]): Promise<Map<string, TenantRow[]>> {
  const byApp = new Map<string, TenantRow[]>();
  if (ids.length === 0) return byApp;
  const rows = await q
    .select({
      applicationId: tenants.applicationId,
      position: tenants.position,
      firstName: tenants.firstName,
      lastName: tenants.lastName,
      portionFee: tenants.portionFee,
    })
    .from(tenants)
    .where(inArray(tenants.applicationId, ids))
    .orderBy(asc(tenants.position));
  for (const t of rows) byApp.set(t.applicationId, [...(byApp.get(t.applicationId) ?? []), t]);
  return byApp;
}

async function present(q: Queryable, rows: RecordRow[], today: Date) {
  const byApp = await tenantsOf(
    q,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRecord(r, byApp.get(r.id) ?? [], today));
}

/**
 * The ids of one keyset page, in order. A search reads them apart from the page's columns: walking the
 * newest-first index, PostgreSQL can then test the text on the index entry rather than fetch every
 * passed-over row (an index-only scan).
 */
function pageIds(q: Queryable, access: Access, filter: RecordFilter, keys: Keyset) {
  return q
    .select({ id: applications.id })
    .from(applications)
    .where(and(recordWhere(access, filter), keys.where))
    .orderBy(...keys.orderBy)
    .limit(keys.limit)
    .offset(keys.offset);
}

/** One keyset page of records, without its total: what an export reads page after page. */
export async function recordsPage(
  q: Queryable,
  access: Access,
  filter: RecordFilter,
  params: ListParams<RecordSort>,
) {
  const keys = keyset(params, SORT_KEYS, applications.id);
  const where = filter.q
    ? inArray(applications.id, pageIds(q, access, filter, keys))
    : and(recordWhere(access, filter), keys.where);
  const found = await keys.page(
    q
      .select({ ...RECORD_COLUMNS, sortValue: keys.value })
      .from(applications)
      .innerJoin(buildings, eq(buildings.id, applications.buildingId))
      .innerJoin(landlords, eq(landlords.id, applications.landlordId))
      .where(where)
      .orderBy(...keys.orderBy)
      .limit(keys.limit)
      .offset(filter.q ? 0 : keys.offset),
  );
  return { ...found, rows: await present(q, found.rows, access.now) };
}

/** One page of records with its bounded total. */
export async function listRecords(
  q: Queryable,
  access: Access,
  filter: RecordFilter,
  params: ListParams<RecordSort>,
): Promise<Page<ReturnType<typeof toRecord>>> {
  const [found, total] = await Promise.all([
    recordsPage(q, access, filter, params),
    boundedTotal(
      q,
      // No join: the filters read applications alone, and the count is then an index-only scan.
      q.select({ id: applications.id }).from(applications).where(recordWhere(access, filter)),
      exactUpToFor(filter.q),
    ),
  ]);
  return { ...found, ...total };
}

/** One record the access sees, or null (out of scope reads as missing). */
export async function findRecord(q: Queryable, access: Access, id: string) {
  const [row] = await recordsFrom(q).where(and(access.where('applications'), eq(applications.id, id)));
  return row ? (await present(q, [row], access.now))[0]! : null;
}

/**
 * The records of these applications, read without a scope: for a caller that already holds rows of a
 * scoped table pointing at them (a claim's policy), never for ids a client sent.
 */
export async function recordsOfScopedRows(q: Queryable, ids: string[], today: Date) {
  if (ids.length === 0) return new Map<string, ApplicationRecord>();
  const rows = await recordsFrom(q).where(inArray(applications.id, ids));
  return new Map((await present(q, rows, today)).map((r) => [r.id, r]));
}

/** The application row to move, locked for the change. */
export async function lockApplication(q: Queryable, access: Access, id: string) {
  const [row] = await q
    .select({
      id: applications.id,
      stage: applications.stage,
      riderId: applications.riderId,
      landlordId: applications.landlordId,
    })
    .from(applications)
    .where(and(access.where('applications'), eq(applications.id, id)))
    .for('update');
  return row ?? null;
}

/** How many policies this access sees whose flag waits for a person. */
export async function countOpenFlags(q: Queryable, access: Access): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(access.where('applications'), isNotNull(applications.riderId), openFlag()));
  return Number(row?.n ?? 0);
}
