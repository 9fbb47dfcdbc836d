import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  canDeleteUser,
  canMoveUser,
  type ListParams,
  type Page,
  type Role,
  type UserRow,
  type UserSort,
} from '@lease/contract';
import { type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { buildingGrants, buildings, landlords, users } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { endingGrantLiveAt } from '../../platform/auth/scope-of.js';
import { boundedTotal, containsPattern, keyset, outer, searchCondition } from '../../platform/db/list.js';
import {
  buildingCounts,
  inScope,
  live,
  managers,
  shortUserPage,
  visible,
  WIDE_ROLES,
} from './users.scope.js';

/**
 * Buildings a user sees, as a sort key (decision 0036): all of its landlord's for ll and vp; for rm and pm
 * its grants live at the Access's `now`, those without an end (kept on the row) and those ending later
 * (one grouped count). A count of grants per row cost 7-11x the grid's other sorts at 2,000 users. The
 * landlord's count is lateral with a condition on the row's role alone: the planner runs it once per
 * landlord (memoized) and never for an rm's or pm's row. Unused by the other sorts, both joins are dropped.
 */
function buildingCountKey(q: Queryable, access: Access) {
  const ofLandlord = q
    .select({ n: count().as('landlord_building_count') })
    .from(buildings)
    .where(
      and(eq(buildings.landlordId, outer(users.landlordId)), inArray(outer(users.role), [...WIDE_ROLES])),
    )
    .as('landlord_buildings');
  const ending = q
    .select({ userId: buildingGrants.userId, n: count().as('ending_grant_count') })
    .from(buildingGrants)
    .where(endingGrantLiveAt(access.now))
    .groupBy(buildingGrants.userId)
    .as('ending_grants');
  return {
    ofLandlord,
    ending,
    key: sql<number>`(case when ${inArray(users.role, [...WIDE_ROLES])} then ${ofLandlord.n}
      else ${users.openGrantCount} + coalesce(${ending.n}, 0) end)::int`,
  };
}

export interface UserFilter {
  role?: Role;
  landlordId?: string;
  /** Matches the name, the e-mail, or the name of a building the user holds. */
  search?: string;
}

const userSortKeys = (buildingCount: SQL): Record<UserSort, SQL | AnyPgColumn> => ({
  name: users.name,
  email: users.email,
  phone: users.phone,
  jobTitle: users.jobTitle,
  managerName: sql`${managers.name}`,
  landlordName: sql`${landlords.name}`,
  buildings: buildingCount,
  isVerified: users.isVerified,
  lastSignInAt: users.lastSignInAt,
});

function userWhere(access: Access, filter: UserFilter, params: ListParams): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const holdsBuilding = pattern
    ? sql`exists (select 1 from ${buildingGrants} inner join ${buildings} on ${eq(buildings.id, buildingGrants.buildingId)} where ${and(
        eq(buildingGrants.userId, users.id),
        access.liveGrant,
        sql`${buildings.name} ilike ${pattern}`,
      )})`
    : undefined;
  return and(
    live,
    inScope(access),
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.landlordId ? eq(users.landlordId, filter.landlordId) : undefined,
    searchCondition(params.q, [users.name, users.email]),
    pattern ? or(searchCondition(filter.search, [users.name, users.email]), holdsBuilding) : undefined,
  );
}

/** Orders a page's detail rows as its id query ordered them. */
const inOrderOf = <T extends { id: string }>(ids: string[], rows: T[]): T[] => {
  const at = new Map(ids.map((id, i) => [id, i]));
  return [...rows].sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
};

/**
 * One page of users in scope with their landlord, manager and building count. The page's ids are found
 * first on plain columns; the counts are then computed for those rows only.
 */
export async function listUsers(
  q: Queryable,
  access: Access,
  filter: UserFilter,
  params: ListParams<UserSort>,
): Promise<Page<UserRow>> {
  const where = userWhere(access, filter, params);
  const counts = buildingCountKey(q, access);
  const keys = keyset(params, userSortKeys(counts.key), users.id);
  const [page, total] = await Promise.all([
    keys.page(
      q
        .select({ id: users.id, sortValue: keys.value })
        .from(users)
        // First: after the joins below, the lateral kept the planner from dropping them when unused.
        .leftJoinLateral(counts.ofLandlord, sql`true`)
        .leftJoin(landlords, eq(landlords.id, users.landlordId))
        .leftJoin(managers, eq(managers.id, users.managerId))
        .leftJoin(counts.ending, eq(counts.ending.userId, users.id))
        .where(and(where, keys.where))
        .orderBy(...keys.orderBy)
        .limit(keys.limit)
        .offset(keys.offset),
    ),
    boundedTotal(q, q.select({ id: users.id }).from(users).where(where)),
  ]);
  const ids = page.rows.map((r) => r.id);
  const info = { ...total, nextCursor: page.nextCursor, prevCursor: page.prevCursor };
  if (ids.length === 0) return { rows: [], ...info };
  const rows = await q
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      jobTitle: users.jobTitle,
      role: users.role,
      landlordId: users.landlordId,
      landlordName: landlords.name,
      managerId: users.managerId,
      managerName: managers.name,
      isVerified: users.isVerified,
      lastSignInAt: users.lastSignInAt,
    })
    .from(users)
    .leftJoin(landlords, eq(landlords.id, users.landlordId))
    .leftJoin(managers, eq(managers.id, users.managerId))
    .where(inArray(users.id, ids));
  const buildingsOf = await buildingCounts(q, access, rows);
  return {
    rows: inOrderOf(ids, rows).map((r) => ({
      ...r,
      buildings: buildingsOf(r),
      lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
      can: { move: access.can(canMoveUser, r), delete: access.can(canDeleteUser, r) },
    })),
    ...info,
  };
}

/** Short rows for pickers: the users in scope and the actor itself. */
export async function listUserOptions(
  q: Queryable,
  access: Access,
  filter: { role?: Role; landlordId?: string },
  params: ListParams<'name' | 'email'>,
) {
  const where = and(
    live,
    visible(access, users),
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.landlordId ? eq(users.landlordId, filter.landlordId) : undefined,
    searchCondition(params.q, [users.name, users.email]),
  );
  return shortUserPage(q, where, params);
}
