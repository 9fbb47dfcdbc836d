import { and, count, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BuildingImportRow, BuildingRow, BuildingSort, ListParams } from '@lease/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { applications, buildingGrants, buildings, landlords } from '../../db/schema/index.js';
import { buildingScopeCondition, type Scope } from '../../platform/auth/scope.js';
import { orderOf, pageWindow, searchCondition } from '../../platform/db/list.js';

/** A policy in force: issued (Stage05), its lease active, not cancelled. */
const inForce = sql`${applications.stage} = 'Stage05' and ${applications.activeLease} and ${applications.cancelledAt} is null`;

const SORT_COLUMNS = {
  name: buildings.name,
  buildingType: buildings.buildingType,
  totalUnits: buildings.totalUnits,
  billingCity: buildings.billingCity,
  billingState: buildings.billingState,
  landlordName: sql`${landlords.name}`,
} satisfies Partial<Record<BuildingSort, SQL | AnyPgColumn>>;

export interface BuildingFilter {
  scope: Scope;
  landlordId?: string;
  /** Only the buildings this rm or pm holds by a live grant. */
  grantedTo?: string;
}

function buildingWhere(filter: BuildingFilter, q: string | undefined): SQL | undefined {
  return and(
    buildingScopeCondition(filter.scope, { buildingId: buildings.id, landlordId: buildings.landlordId }),
    filter.landlordId ? eq(buildings.landlordId, filter.landlordId) : undefined,
    filter.grantedTo
      ? sql`exists (select 1 from ${buildingGrants} where ${and(
          eq(buildingGrants.userId, filter.grantedTo),
          eq(buildingGrants.buildingId, buildings.id),
          or(isNull(buildingGrants.expiresAt), gt(buildingGrants.expiresAt, sql`now()`)),
        )})`
      : undefined,
    searchCondition(q, [buildings.name, buildings.billingCity]),
  );
}

/** Applications and policies in force per building, grouped in one pass over the applications. */
function applicationCounts(q: Queryable, buildingIds?: string[]) {
  return q
    .select({
      buildingId: applications.buildingId,
      applications: sql<number>`count(*)::int`.as('applications'),
      policies: sql<number>`(count(*) filter (where ${inForce}))::int`.as('policies'),
    })
    .from(applications)
    .where(buildingIds ? inArray(applications.buildingId, buildingIds) : undefined)
    .groupBy(applications.buildingId);
}

/**
 * One page of the Buildings grid. The page's ids are found first; the counts of applications and
 * policies are computed for those rows only, unless the grid is sorted by them.
 */
export async function listBuildings(
  q: Queryable,
  filter: BuildingFilter,
  params: ListParams<BuildingSort>,
): Promise<{ rows: BuildingRow[]; total: number }> {
  const where = buildingWhere(filter, params.q);
  const window = pageWindow(params);
  const base = q
    .select({ id: buildings.id })
    .from(buildings)
    .innerJoin(landlords, eq(landlords.id, buildings.landlordId))
    .$dynamic();
  let pageQuery;
  if (params.sort === 'applications' || params.sort === 'policies') {
    const counts = applicationCounts(q).as('counts');
    const key = sql`coalesce(${params.sort === 'applications' ? counts.applications : counts.policies}, 0)`;
    pageQuery = base
      .leftJoin(counts, eq(counts.buildingId, buildings.id))
      .where(where)
      .orderBy(...orderOf(params, { [params.sort]: key }, buildings.id));
  } else {
    pageQuery = base.where(where).orderBy(...orderOf(params, SORT_COLUMNS, buildings.id));
  }
  const page = await pageQuery.limit(window.limit).offset(window.offset);
  const [totalRow] = await q.select({ n: count() }).from(buildings).where(where);
  const ids = page.map((r) => r.id);
  if (ids.length === 0) return { rows: [], total: totalRow?.n ?? 0 };
  const [rows, counts] = await Promise.all([
    q
      .select({
        id: buildings.id,
        name: buildings.name,
        buildingType: buildings.buildingType,
        totalUnits: buildings.totalUnits,
        emailAddress: buildings.emailAddress,
        billingCity: buildings.billingCity,
        billingState: buildings.billingState,
        landlordId: buildings.landlordId,
        landlordName: landlords.name,
      })
      .from(buildings)
      .innerJoin(landlords, eq(landlords.id, buildings.landlordId))
      .where(inArray(buildings.id, ids)),
    applicationCounts(q, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const countOf = new Map(counts.map((c) => [c.buildingId, c]));
  return {
    rows: ids.flatMap((id) => {
      const row = byId.get(id);
      const c = countOf.get(id);
      return row ? [{ ...row, applications: c?.applications ?? 0, policies: c?.policies ?? 0 }] : [];
    }),
    total: totalRow?.n ?? 0,
  };
}

/** Those of the given buildings that lie in the scope (and, when given, belong to one landlord). */
export async function buildingIdsInScope(
  q: Queryable,
  scope: Scope,
  ids: string[],
  landlordId?: string | null,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await q
    .select({ id: buildings.id })
    .from(buildings)
    .where(
      and(
        inArray(buildings.id, ids),
        buildingScopeCondition(scope, { buildingId: buildings.id, landlordId: buildings.landlordId }),
        landlordId ? eq(buildings.landlordId, landlordId) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

export async function insertBuildingRows(
  q: Queryable,
  landlordId: string,
  rows: BuildingImportRow[],
): Promise<string[]> {
  const out = await q
    .insert(buildings)
    .values(
      rows.map((r) => ({
        landlordId,
        name: r.name,
        buildingType: r.buildingType,
        totalUnits: r.totalUnits,
        emailAddress: r.emailAddress || null,
        billingStreet: r.billingStreet || null,
        billingCity: r.billingCity,
        billingState: r.billingState,
        billingZip: r.billingZip || null,
      })),
    )
    .returning({ id: buildings.id });
  return out.map((r) => r.id);
}
