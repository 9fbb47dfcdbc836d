import { and, eq, type SQL } from 'drizzle-orm';
import type { BuildingImportRow, BuildingRow, BuildingSort, ListParams, Page } from '@lease/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../db/client.js';
import { buildings, landlords } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import {
  boundedTotal,
  exactUpToFor,
  keyset,
  searchCondition,
  withoutSortValue,
} from '../../platform/db/list.js';

const SORT_KEYS = {
  name: buildings.name,
  buildingType: buildings.buildingType,
  totalUnits: buildings.totalUnits,
  billingCity: buildings.billingCity,
  billingState: buildings.billingState,
  // A copy kept on the row by triggers (migration 0033): the sort needs no join.
  landlordName: buildings.landlordName,
  applications: buildings.applicationCount,
  policies: buildings.policyCount,
} satisfies Record<BuildingSort, AnyPgColumn>;

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

/** One page of the Buildings grid by key, without its total: what an export reads page after page. */
export async function buildingsPage(
  q: Queryable,
  access: Access,
  filter: BuildingFilter,
  params: ListParams<BuildingSort>,
): Promise<Omit<Page<BuildingRow>, 'total' | 'totalExact'>> {
  const page = keyset(params, SORT_KEYS, buildings.id);
  const found = await page.page(
    q
      .select({
        id: buildings.id,
        sortValue: page.value,
        name: buildings.name,
        buildingType: buildings.buildingType,
        totalUnits: buildings.totalUnits,
        emailAddress: buildings.emailAddress,
        billingCity: buildings.billingCity,
        billingState: buildings.billingState,
        landlordId: buildings.landlordId,
        landlordName: landlords.name,
        applications: buildings.applicationCount,
        policies: buildings.policyCount,
      })
      .from(buildings)
      .innerJoin(landlords, eq(landlords.id, buildings.landlordId))
      .where(and(buildingWhere(access, filter, params.q), page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
  );
  return { ...found, rows: found.rows.map(withoutSortValue) };
}

/**
 * One page of the Buildings grid, by key, with its bounded total. Its counts of applications and policies
 * in force are columns of the building kept by the database (migration 0008), so sorting by them reads an index.
 */
export async function listBuildings(
  q: Queryable,
  access: Access,
  filter: BuildingFilter,
  params: ListParams<BuildingSort>,
): Promise<Page<BuildingRow>> {
  const where = buildingWhere(access, filter, params.q);
  const [found, total] = await Promise.all([
    buildingsPage(q, access, filter, params),
    boundedTotal(q, q.select({ id: buildings.id }).from(buildings).where(where), exactUpToFor(params.q)),
  ]);
  return { ...found, ...total };
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
  q: Tx,
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

/** Buildings as the invite rows of §2.6: name, building_type, email_address, total_of_units, billingState, billingCity. */
export const propertyColumns = {
  id: buildings.id,
  name: buildings.name,
  building_type: buildings.buildingType,
  email_address: buildings.emailAddress,
  total_of_units: buildings.totalUnits,
  billingState: buildings.billingState,
  billingCity: buildings.billingCity,
};
