import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
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
import { boundedTotal, containsPattern, keyset, outer, searchCondition } from '../../platform/db/list.js';
import { buildingCounts, inScope, live, managers, shortUserPage, visible } from './users.scope.js';

/** Buildings a user sees, as a sort key: all of its landlord's for ll and vp, its live grants for rm and pm. */
const buildingCount = (access: Access) => sql<number>`(case when ${outer(users.role)} in ('ll', 'vp')
  then (select count(*) from ${buildings} where ${eq(buildings.landlordId, outer(users.landlordId))})
  else (select count(*) from ${buildingGrants} where ${and(eq(buildingGrants.userId, outer(users.id)), access.liveGrant)})
  end)::int`;

export interface UserFilter {
  role?: Role;
  landlordId?: string;
  /** Matches the name, the e-mail, or the name of a building the user holds. */
  search?: string;
}

const userSortKeys = (access: Access): Record<UserSort, SQL | AnyPgColumn> => ({
  name: users.name,
  email: users.email,
  phone: users.phone,
  jobTitle: users.jobTitle,
  managerName: sql`${managers.name}`,
  landlordName: sql`${landlords.name}`,
  buildings: buildingCount(access),
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
  const keys = keyset(params, userSortKeys(access), users.id);
  const [page, total] = await Promise.all([
    keys.page(
      q
        .select({ id: users.id, sortValue: keys.value })
        .from(users)
        .leftJoin(landlords, eq(landlords.id, users.landlordId))
        .leftJoin(managers, eq(managers.id, users.managerId))
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
