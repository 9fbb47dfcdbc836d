import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { buildingGrants, landlords, sessions, users } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { inScope, live, visible, type UserRecord } from './users.scope.js';

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

/** Ends a user: it can no longer sign in, its tokens stop now, its grants end; its rows and history stay. */
export async function retireUser(q: Tx, user: UserRecord, at: Date): Promise<{ grantsEnded: number }> {
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

export async function setManager(q: Tx, userId: string, managerId: string): Promise<void> {
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
  q: Tx,
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

export type { UserRecord } from './users.scope.js';
export * from './users.lists.js';
export * from './users.tree.js';

/** A user by id, whatever its state, or null: for code that already holds the id from a row in scope. */
export async function userById(q: Queryable, id: string) {
  const [user] = await q.select().from(users).where(eq(users.id, id));
  return user ?? null;
}
