import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BuildingImportRow, BuildingRow, BuildingSort, ListParams } from '@lease/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { applications, buildings, landlords } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
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
  landlordId?: string;
  /** Only the buildings this rm or pm holds by a live grant. */
  grantedTo?: string;
}

function buildingWhere(access: Access, filter: BuildingFilter, q: string | undefined): SQL | undefined {
  return and(
    access.where('buildings'),
    filter.landlordId ? eq(buildings.landlordId, filter.landlordId) : undefined,
    filter.grantedTo ? access.heldBy(filter.grantedTo, buildings.id) : undefined,
    searchCondition(q, [buildings.name, buildings.billingCity]),
  );
}

/** Applications and policies in force per building, grouped in one pass over the applications. */
function applicationCounts(q: Queryable, access: Access, buildingIds?: string[]) {
  return q
    .select({
      buildingId: applications.buildingId,
      applications: sql<number>`count(*)::int`.as('applications'),
      policies: sql<number>`(count(*) filter (where ${inForce}))::int`.as('policies'),
    })
    .from(applications)
    .where(
      and(
        access.where('applications'),
        buildingIds ? inArray(applications.buildingId, buildingIds) : undefined,
      ),
    )
    .groupBy(applications.buildingId);
}

/**
 * One page of the Buildings grid. The page's ids are found first; the counts of applications and
 * policies are computed for those rows only, unless the grid is sorted by them.
 */
export async function listBuildings(
  q: Queryable,
  access: Access,
  filter: BuildingFilter,
  params: ListParams<BuildingSort>,
): Promise<{ rows: BuildingRow[]; total: number }> {
  const where = buildingWhere(access, filter, params.q);
  const window = pageWindow(params);
  const base = q
    .select({ id: buildings.id })
    .from(buildings)
    .innerJoin(landlords, eq(landlords.id, buildings.landlordId))
    .$dynamic();
  let pageQuery;
  if (params.sort === 'applications' || params.sort === 'policies') {
    const counts = applicationCounts(q, access).as('counts');
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
    applicationCounts(q, access, ids),
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

/** Those of the given buildings the access sees, of one landlord when it is named. */
export const buildingIdsInScope = (
  q: Queryable,
  access: Access,
  ids: string[],
  landlordId?: string | null,
): Promise<string[]> =>
  access.visible(q, 'buildings', ids, landlordId ? eq(buildings.landlordId, landlordId) : undefined);

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
