import { and, count, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ListParams, Role, TreeNode, UserRow, UserSort } from '@lease/contract';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { buildingGrants, buildings, landlords, sessions, users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import { landlordScopeCondition, userScopeCondition, type Scope } from '../../platform/auth/scope.js';
import { containsPattern, orderOf, outer, pageWindow, searchCondition } from '../../platform/db/list.js';

export type UserRecord = typeof users.$inferSelect;

const managers = alias(users, 'managers');
/** The FROM of a subquery over the alias: a bare alias in a sql template renders only its name. */
const fromManagers = sql`${users} as ${sql.identifier('managers')}`;
const live = isNull(users.deletedAt);
const liveGrant = or(isNull(buildingGrants.expiresAt), gt(buildingGrants.expiresAt, sql`now()`));

/** Buildings a user sees, as a sort key: all of its landlord's for ll and vp, its live grants for rm and pm. */
const buildingCount = sql<number>`(case when ${outer(users.role)} in ('ll', 'vp')
  then (select count(*) from ${buildings} where ${eq(buildings.landlordId, outer(users.landlordId))})
  else (select count(*) from ${buildingGrants} where ${and(eq(buildingGrants.userId, outer(users.id)), liveGrant)})
  end)::int`;

const inScope = (actor: Actor): SQL => userScopeCondition(actor, users);

/** What the tree shows an actor: the people it manages and itself. */
const visible = (actor: Actor, table: typeof users | typeof managers): SQL =>
  or(eq(table.id, actor.userId), userScopeCondition(actor, table)) ?? sql`false`;

/** A live user the actor manages (see userScopeCondition), or null: the caller answers 404. */
export async function findManagedUser(q: Queryable, actor: Actor, id: string): Promise<UserRecord | null> {
  const [row] = await q
    .select()
    .from(users)
    .where(and(eq(users.id, id), live, inScope(actor)));
  return row ?? null;
}

/** A live user the actor manages, or the actor itself: whose buildings and reports it may read. */
export async function findVisibleUser(q: Queryable, actor: Actor, id: string): Promise<UserRecord | null> {
  const [row] = await q
    .select()
    .from(users)
    .where(and(eq(users.id, id), live, visible(actor, users)));
  return row ?? null;
}

export async function landlordInScope(q: Queryable, scope: Scope, landlordId: string): Promise<boolean> {
  const [row] = await q
    .select({ id: landlords.id })
    .from(landlords)
    .where(and(eq(landlords.id, landlordId), landlordScopeCondition(scope, landlords.id)));
  return Boolean(row);
}

export interface UserFilter {
  role?: Role;
  landlordId?: string;
  /** Matches the name, the e-mail, or the name of a building the user holds. */
  search?: string;
}

const USER_SORT_KEYS: Record<UserSort, SQL | AnyPgColumn> = {
  name: users.name,
  email: users.email,
  phone: users.phone,
  jobTitle: users.jobTitle,
  managerName: sql`${managers.name}`,
  landlordName: sql`${landlords.name}`,
  buildings: buildingCount,
  isVerified: users.isVerified,
  lastSignInAt: users.lastSignInAt,
};

function userWhere(actor: Actor, filter: UserFilter, params: ListParams): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const holdsBuilding = pattern
    ? sql`exists (select 1 from ${buildingGrants} inner join ${buildings} on ${eq(buildings.id, buildingGrants.buildingId)} where ${and(
        eq(buildingGrants.userId, users.id),
        sql`${buildings.name} ilike ${pattern}`,
      )})`
    : undefined;
  return and(
    live,
    inScope(actor),
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
          .where(and(inArray(buildingGrants.userId, holders), liveGrant))
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
  actor: Actor,
  filter: UserFilter,
  params: ListParams<UserSort>,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = userWhere(actor, filter, params);
  const window = pageWindow(params);
  const page = await q
    .select({ id: users.id })
    .from(users)
    .leftJoin(landlords, eq(landlords.id, users.landlordId))
    .leftJoin(managers, eq(managers.id, users.managerId))
    .where(where)
    .orderBy(...orderOf(params, USER_SORT_KEYS, users.id))
    .limit(window.limit)
    .offset(window.offset);
  const [totalRow] = await q.select({ n: count() }).from(users).where(where);
  const ids = page.map((r) => r.id);
  if (ids.length === 0) return { rows: [], total: totalRow?.n ?? 0 };
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
  const buildingsOf = await buildingCounts(q, rows);
  return {
    rows: inOrderOf(ids, rows).map((r) => ({
      ...r,
      buildings: buildingsOf(r),
      lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    })),
    total: totalRow?.n ?? 0,
  };
}

/** Short rows for pickers: the users in scope and the actor itself. */
export async function listUserOptions(
  q: Queryable,
  actor: Actor,
  filter: { role?: Role; landlordId?: string },
  params: ListParams<'name' | 'email'>,
) {
  const where = and(
    live,
    or(eq(users.id, actor.userId), inScope(actor)),
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.landlordId ? eq(users.landlordId, filter.landlordId) : undefined,
    searchCondition(params.q, [users.name, users.email]),
  );
  const [rows, [totalRow]] = await Promise.all([
    q
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        landlordId: users.landlordId,
      })
      .from(users)
      .where(where)
      .orderBy(...orderOf(params, { name: users.name, email: users.email }, users.id))
      .limit(pageWindow(params).limit)
      .offset(pageWindow(params).offset),
    q.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
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
export async function grantedBuildingIds(q: Queryable, userId: string): Promise<string[]> {
  const rows = await q
    .select({ id: buildingGrants.buildingId })
    .from(buildingGrants)
    .where(and(eq(buildingGrants.userId, userId), liveGrant));
  return rows.map((r) => r.id);
}

/**
 * Grants the buildings to a user, keeping grants it already holds and lifting their expiry (a lasting
 * grant wins over a time-limited one). Returns how many buildings were new to it.
 */
export async function grantBuildings(
  q: Queryable,
  grant: { userId: string; buildingIds: string[]; how: 'invite' | 'request' | 'move'; grantedBy: string },
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
      })),
    )
    .onConflictDoUpdate({
      target: [buildingGrants.userId, buildingGrants.buildingId],
      set: { expiresAt: null },
    });
  return grant.buildingIds.filter((id) => !held.has(id)).length;
}

const treeParams = (params: ListParams<'name' | 'email'>) => ({
  order: orderOf(params, { name: users.name, email: users.email }, users.id),
  ...pageWindow(params),
});

/** Tree nodes for users matching a condition, one page, with their visible reports and buildings counted. */
async function userNodes(
  q: Queryable,
  actor: Actor,
  where: SQL | undefined,
  params: ListParams<'name' | 'email'>,
): Promise<{ rows: TreeNode[]; total: number }> {
  const full = and(where, searchCondition(params.q, [users.name, users.email]));
  const window = treeParams(params);
  const page = await q
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      landlordId: users.landlordId,
    })
    .from(users)
    .where(full)
    .orderBy(...window.order)
    .limit(window.limit)
    .offset(window.offset);
  const [totalRow] = await q.select({ n: count() }).from(users).where(full);
  const ids = page.map((r) => r.id);
  if (ids.length === 0) return { rows: [], total: totalRow?.n ?? 0 };
  const [reports, buildingsOf] = await Promise.all([
    q
      .select({ id: managers.managerId, n: count() })
      .from(managers)
      .where(and(inArray(managers.managerId, ids), isNull(managers.deletedAt), visible(actor, managers)))
      .groupBy(managers.managerId),
    buildingCounts(q, page),
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
    total: totalRow?.n ?? 0,
  };
}

/**
 * The top of a landlord's line as the actor sees it (the landlord node stands for its ll users): the
 * users it may see whose manager it may not see, or who report to a landlord user or to no one. For ll
 * and admin those are the vps and any orphans; a vp sees itself there, and the rms of other vps.
 */
export function topOfLine(
  q: Queryable,
  actor: Actor,
  landlordId: string,
  params: ListParams<'name' | 'email'>,
) {
  const managerShown = sql`exists (select 1 from ${fromManagers} where ${and(
    eq(managers.id, users.managerId),
    isNull(managers.deletedAt),
    sql`${managers.role} <> 'll'`,
    visible(actor, managers),
  )})`;
  return userNodes(
    q,
    actor,
    and(
      live,
      eq(users.landlordId, landlordId),
      sql`${users.role} <> 'll'`,
      visible(actor, users),
      sql`not ${managerShown}`,
    ),
    params,
  );
}

/** The users reporting to one manager, limited to those the actor may see. */
export function reportsOf(
  q: Queryable,
  actor: Actor,
  managerId: string,
  params: ListParams<'name' | 'email'>,
) {
  return userNodes(q, actor, and(live, eq(users.managerId, managerId), visible(actor, users)), params);
}

/** The landlord accounts in scope, each with how many of its people the actor sees, and its portfolio size. */
export async function landlordNodes(
  q: Queryable,
  actor: Actor,
  scope: Scope,
  params: ListParams<'name' | 'email'>,
): Promise<{ rows: TreeNode[]; total: number }> {
  const owner = sql<string | null>`(select ${users.email} from ${users} where ${and(
    eq(users.landlordId, outer(landlords.id)),
    eq(users.role, 'll'),
    live,
  )} order by ${users.createdAt} limit 1)`;
  const where = and(
    landlordScopeCondition(scope, landlords.id),
    params.q
      ? or(searchCondition(params.q, [landlords.name]), sql`${owner} ilike ${containsPattern(params.q)}`)
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    q
      .select({
        id: landlords.id,
        name: landlords.name,
        email: owner,
        children: sql<number>`(select count(*) from ${users} where ${and(
          eq(users.landlordId, outer(landlords.id)),
          live,
          sql`${users.role} <> 'll'`,
          visible(actor, users),
        )})::int`,
        buildings: sql<number>`(select count(*) from ${buildings} where ${eq(buildings.landlordId, outer(landlords.id))})::int`,
      })
      .from(landlords)
      .where(where)
      .orderBy(...orderOf(params, { name: landlords.name, email: owner }, landlords.id))
      .limit(pageWindow(params).limit)
      .offset(pageWindow(params).offset),
    q.select({ n: count() }).from(landlords).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, kind: 'landlord' as const, role: null, landlordId: r.id })),
    total: totalRow?.n ?? 0,
  };
}
