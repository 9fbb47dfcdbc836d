import { and, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  canDeleteUser,
  canMoveUser,
  type ListParams,
  type Page,
  type Role,
  type TreeNode,
  type UserRow,
  type UserSort,
} from '@lease/contract';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { buildingGrants, buildings, landlords, sessions, users } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import {
  boundedTotal,
  containsPattern,
  keyset,
  outer,
  searchCondition,
  withoutSortValue,
} from '../../platform/db/list.js';

export type UserRecord = typeof users.$inferSelect;

const managers = alias(users, 'managers');
/** The FROM of a subquery over the alias: a bare alias in a sql template renders only its name. */
const fromManagers = sql`${users} as ${sql.identifier('managers')}`;
const live = isNull(users.deletedAt);

/** Buildings a user sees, as a sort key: all of its landlord's for ll and vp, its live grants for rm and pm. */
const buildingCount = (access: Access) => sql<number>`(case when ${outer(users.role)} in ('ll', 'vp')
  then (select count(*) from ${buildings} where ${eq(buildings.landlordId, outer(users.landlordId))})
  else (select count(*) from ${buildingGrants} where ${and(eq(buildingGrants.userId, outer(users.id)), access.liveGrant)})
  end)::int`;

const inScope = (access: Access): SQL => access.people(users);

/** What the tree shows an actor: the people it manages and itself. */
const visible = (access: Access, table: typeof users | typeof managers): SQL =>
  or(access.actor ? eq(table.id, access.actor.userId) : undefined, access.people(table)) ?? sql`false`;

/** A live user the actor manages (the contract's `managesPerson`), or null: the caller answers 404. */
export async function findManagedUser(q: Queryable, access: Access, id: string): Promise<UserRecord | null> {
  const [row] = await q
    .select()
    .from(users)
    .where(and(eq(users.id, id), live, inScope(access)));
  return row ?? null;
}

/** A live user the actor manages, or the actor itself: whose buildings and reports it may read. */
export async function findVisibleUser(q: Queryable, access: Access, id: string): Promise<UserRecord | null> {
  const [row] = await q
    .select()
    .from(users)
    .where(and(eq(users.id, id), live, visible(access, users)));
  return row ?? null;
}

export async function landlordInScope(q: Queryable, access: Access, landlordId: string): Promise<boolean> {
  const [row] = await q
    .select({ id: landlords.id })
    .from(landlords)
    .where(and(eq(landlords.id, landlordId), access.landlords(landlords.id)));
  return Boolean(row);
}

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
 * How many buildings each user sees, in two grouped queries for a whole page: its landlord's count for
 * ll and vp, its live grants for rm and pm.
 */
async function buildingCounts(
  q: Queryable,
  access: Access,
  rows: { id: string; role: Role; landlordId: string | null }[],
): Promise<(row: { id: string; role: Role; landlordId: string | null }) => number> {
  const wide = (r: { role: Role }) => r.role === 'll' || r.role === 'vp';
  const landlordIds = [...new Set(rows.filter(wide).flatMap((r) => (r.landlordId ? [r.landlordId] : [])))];
  const holders = rows.filter((r) => !wide(r)).map((r) => r.id);
  const [byLandlord, byUser] = await Promise.all([
    landlordIds.length === 0
      ? []
      : q
          .select({ id: buildings.landlordId, n: count() })
          .from(buildings)
          .where(inArray(buildings.landlordId, landlordIds))
          .groupBy(buildings.landlordId),
    holders.length === 0
      ? []
      : q
          .select({ id: buildingGrants.userId, n: count() })
          .from(buildingGrants)
          .where(and(inArray(buildingGrants.userId, holders), access.liveGrant))
          .groupBy(buildingGrants.userId),
  ]);
  const landlordCount = new Map(byLandlord.map((r) => [r.id, r.n]));
  const userCount = new Map(byUser.map((r) => [r.id, r.n]));
  return (r) => (wide(r) ? (landlordCount.get(r.landlordId ?? '') ?? 0) : (userCount.get(r.id) ?? 0));
}

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

/** A page of users in short (id, name, e-mail, role, landlord), keyset-paged, with a bounded total. */
async function shortUserPage(q: Queryable, where: SQL | undefined, params: ListParams<'name' | 'email'>) {
  const keys = keyset(params, { name: users.name, email: users.email }, users.id);
  const [page, total] = await Promise.all([
    keys.page(
      q
        .select({
          id: users.id,
          sortValue: keys.value,
          name: users.name,
          email: users.email,
          role: users.role,
          landlordId: users.landlordId,
        })
        .from(users)
        .where(and(where, keys.where))
        .orderBy(...keys.orderBy)
        .limit(keys.limit)
        .offset(keys.offset),
    ),
    boundedTotal(q, q.select({ id: users.id }).from(users).where(where)),
  ]);
  return { ...page, rows: page.rows.map(withoutSortValue), ...total };
}

/** Ends a user: it can no longer sign in, its tokens stop now, its grants end; its rows and history stay. */
export async function retireUser(q: Queryable, user: UserRecord, at: Date): Promise<{ grantsEnded: number }> {
  await q.update(users).set({ deletedAt: at }).where(eq(users.id, user.id));
  await q
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
  const ended = await q
    .delete(buildingGrants)
    .where(eq(buildingGrants.userId, user.id))
    .returning({ buildingId: buildingGrants.buildingId });
  // Its reports keep a live line: they move up to the deleted user's own manager.
  await q
    .update(users)
    .set({ managerId: user.managerId })
    .where(and(eq(users.managerId, user.id), live));
  return { grantsEnded: ended.length };
}

export async function setManager(q: Queryable, userId: string, managerId: string): Promise<void> {
  await q.update(users).set({ managerId }).where(eq(users.id, userId));
}

/** Live grants of a user, building ids only. */
export async function grantedBuildingIds(q: Queryable, access: Access, userId: string): Promise<string[]> {
  const rows = await q
    .select({ id: buildingGrants.buildingId })
    .from(buildingGrants)
    .where(and(eq(buildingGrants.userId, userId), access.liveGrant));
  return rows.map((r) => r.id);
}

/**
 * Grants the buildings to a user, keeping grants it already holds and lifting their expiry (a lasting
 * grant wins over a time-limited one). Returns how many buildings were new to it.
 */
export async function grantBuildings(
  q: Queryable,
  grant: {
    userId: string;
    buildingIds: string[];
    how: 'invite' | 'request' | 'move';
    grantedBy: string;
    /** Access that ends then (an accepted request may be time-limited); lasting when omitted. */
    expiresAt?: Date | null;
  },
): Promise<number> {
  if (grant.buildingIds.length === 0) return 0;
  const before = await q
    .select({ id: buildingGrants.buildingId })
    .from(buildingGrants)
    .where(
      and(eq(buildingGrants.userId, grant.userId), inArray(buildingGrants.buildingId, grant.buildingIds)),
    );
  const held = new Set(before.map((r) => r.id));
  await q
    .insert(buildingGrants)
    .values(
      grant.buildingIds.map((buildingId) => ({
        userId: grant.userId,
        buildingId,
        how: grant.how,
        grantedBy: grant.grantedBy,
        expiresAt: grant.expiresAt ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [buildingGrants.userId, buildingGrants.buildingId],
      // A grant held already keeps the longer of the two: lasting wins over any date.
      set: {
        expiresAt: sql`case when ${buildingGrants.expiresAt} is null or excluded.expires_at is null then null
          else greatest(${buildingGrants.expiresAt}, excluded.expires_at) end`,
      },
    });
  return grant.buildingIds.filter((id) => !held.has(id)).length;
}

/** Tree nodes for users matching a condition, one page, with their visible reports and buildings counted. */
async function userNodes(
  q: Queryable,
  access: Access,
  where: SQL | undefined,
  params: ListParams<'name' | 'email'>,
): Promise<Page<TreeNode>> {
  const { rows: page, ...info } = await shortUserPage(
    q,
    and(where, searchCondition(params.q, [users.name, users.email])),
    params,
  );
  const ids = page.map((r) => r.id);
  if (ids.length === 0) return { rows: [], ...info };
  const [reports, buildingsOf] = await Promise.all([
    q
      .select({ id: managers.managerId, n: count() })
      .from(managers)
      .where(and(inArray(managers.managerId, ids), isNull(managers.deletedAt), visible(access, managers)))
      .groupBy(managers.managerId),
    buildingCounts(q, access, page),
  ]);
  const reportCount = new Map(reports.map((r) => [r.id, r.n]));
  return {
    rows: page.map((r) => ({
      ...r,
      kind: 'user' as const,
      landlordId: r.landlordId ?? '',
      children: reportCount.get(r.id) ?? 0,
      buildings: buildingsOf(r),
    })),
    ...info,
  };
}

/**
 * The top of a landlord's line as the actor sees it (the landlord node stands for its ll users): the
 * users it may see whose manager it may not see, or who report to a landlord user or to no one. For ll
 * and admin those are the vps and any orphans; a vp sees itself there, and the rms of other vps.
 */
export function topOfLine(
  q: Queryable,
  access: Access,
  landlordId: string,
  params: ListParams<'name' | 'email'>,
) {
  const managerShown = sql`exists (select 1 from ${fromManagers} where ${and(
    eq(managers.id, users.managerId),
    isNull(managers.deletedAt),
    sql`${managers.role} <> 'll'`,
    visible(access, managers),
  )})`;
  return userNodes(
    q,
    access,
    and(
      live,
      eq(users.landlordId, landlordId),
      sql`${users.role} <> 'll'`,
      visible(access, users),
      sql`not ${managerShown}`,
    ),
    params,
  );
}

/** The users reporting to one manager, limited to those the actor may see. */
export function reportsOf(
  q: Queryable,
  access: Access,
  managerId: string,
  params: ListParams<'name' | 'email'>,
) {
  return userNodes(q, access, and(live, eq(users.managerId, managerId), visible(access, users)), params);
}

/** The landlord accounts in scope, each with how many of its people the actor sees, and its portfolio size. */
export async function landlordNodes(
  q: Queryable,
  access: Access,
  params: ListParams<'name' | 'email'>,
): Promise<Page<TreeNode>> {
  const owner = sql<string | null>`(select ${users.email} from ${users} where ${and(
    eq(users.landlordId, outer(landlords.id)),
    eq(users.role, 'll'),
    live,
  )} order by ${users.createdAt} limit 1)`;
  const where = and(
    access.landlords(landlords.id),
    params.q
      ? or(searchCondition(params.q, [landlords.name]), sql`${owner} ilike ${containsPattern(params.q)}`)
      : undefined,
  );
  const keys = keyset(params, { name: landlords.name, email: owner }, landlords.id);
  const [page, total] = await Promise.all([
    keys.page(
      q
        .select({
          id: landlords.id,
          sortValue: keys.value,
          name: landlords.name,
          email: owner,
          children: sql<number>`(select count(*) from ${users} where ${and(
            eq(users.landlordId, outer(landlords.id)),
            live,
            sql`${users.role} <> 'll'`,
            visible(access, users),
          )})::int`,
          buildings: sql<number>`(select count(*) from ${buildings} where ${eq(buildings.landlordId, outer(landlords.id))})::int`,
        })
        .from(landlords)
        .where(and(where, keys.where))
        .orderBy(...keys.orderBy)
        .limit(keys.limit)
        .offset(keys.offset),
    ),
    boundedTotal(q, q.select({ id: landlords.id }).from(landlords).where(where)),
  ]);
  return {
    ...page,
    rows: page.rows.map(({ sortValue: _, ...r }) => ({
      ...r,
      kind: 'landlord' as const,
      role: null,
      landlordId: r.id,
    })),
    ...total,
  };
}
