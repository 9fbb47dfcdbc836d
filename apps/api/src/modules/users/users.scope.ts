import { and, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { type ListParams, type Role } from '@lease/contract';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { buildingGrants, buildings, users } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { boundedTotal, keyset, withoutSortValue } from '../../platform/db/list.js';

export type UserRecord = typeof users.$inferSelect;

export const managers = alias(users, 'managers');
/** The FROM of a subquery over the alias: a bare alias in a sql template renders only its name. */
export const fromManagers = sql`${users} as ${sql.identifier('managers')}`;
export const live = isNull(users.deletedAt);
export const inScope = (access: Access): SQL => access.people(users);

/** What the tree shows an actor: the people it manages and itself. */
export const visible = (access: Access, table: typeof users | typeof managers): SQL =>
  or(access.actor ? eq(table.id, access.actor.userId) : undefined, access.people(table)) ?? sql`false`;

/** The roles that see every building of their landlord; rm and pm see those of their live grants. */
export const WIDE_ROLES: readonly Role[] = ['ll', 'vp'];

/**
 * How many buildings each user sees, in two grouped queries for a whole page: its landlord's count for
 * ll and vp, its live grants for rm and pm.
 */
export async function buildingCounts(
  q: Queryable,
  access: Access,
  rows: { id: string; role: Role; landlordId: string | null }[],
): Promise<(row: { id: string; role: Role; landlordId: string | null }) => number> {
  const wide = (r: { role: Role }) => WIDE_ROLES.includes(r.role);
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
/** A page of users in short (id, name, e-mail, role, landlord), keyset-paged, with a bounded total. */
export async function shortUserPage(
  q: Queryable,
  where: SQL | undefined,
  params: ListParams<'name' | 'email'>,
) {
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
