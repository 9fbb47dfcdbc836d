import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApiKeyRow, KeyPerson } from '@lease/contract';
import type { Queryable, Tx } from '../../db/client.js';
import { apiKeys, buildings, landlords, users } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';

const creators = alias(users, 'creators');

/**
 * The people whose keys an access may see, make and revoke: the actor itself (unless an admin, whose
 * keys would reach everything) and the people it manages (Access.people: never an admin).
 */
export function keyPeople(access: Access): SQL {
  const self = access.actor && access.actor.role !== 'admin' ? eq(users.id, access.actor.userId) : sql`false`;
  return or(self, access.people(users)) ?? sql`false`;
}

/** The live people a new key may act as, the caller first, then by role and name. */
export async function peopleForKeys(q: Queryable, access: Access, only?: string): Promise<KeyPerson[]> {
  const me = access.actor?.userId ?? null;
  return q
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        keyPeople(access),
        sql`${users.landlordId} is not null`,
        isNull(users.deletedAt),
        isNull(users.disabledAt),
        only ? eq(users.id, only) : undefined,
      ),
    )
    .orderBy(sql`${users.id} = ${me} desc`, users.role, users.name)
    .limit(500);
}

type KeyRecord = typeof apiKeys.$inferSelect & { user: KeyPerson; createdByName: string | null };

const statusOf = (k: typeof apiKeys.$inferSelect, now: Date): ApiKeyRow['status'] =>
  k.revokedAt ? 'revoked' : k.expiresAt && k.expiresAt <= now ? 'expired' : 'active';

/** The keys an access may see (all of them, or one by id), newest first, as the list shows them. */
export async function findKeys(q: Queryable, access: Access, id?: string): Promise<ApiKeyRow[]> {
  const found: KeyRecord[] = (
    await q
      .select({
        key: apiKeys,
        user: { id: users.id, name: users.name, email: users.email, role: users.role },
        createdByName: creators.name,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .leftJoin(creators, eq(creators.id, apiKeys.createdBy))
      .where(and(keyPeople(access), id ? eq(apiKeys.id, id) : undefined))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(500)
  ).map((r) => ({ ...r.key, user: r.user, createdByName: r.createdByName }));
  const ids = [...new Set(found.flatMap((k) => k.buildingIds))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await q
            .select({ id: buildings.id, name: buildings.name })
            .from(buildings)
            .where(inArray(buildings.id, ids))
        ).map((b) => [b.id, b.name] as const),
  );
  return found.map((k) => ({
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    user: k.user,
    readOnly: k.readOnly,
    buildings: k.buildingIds.map((b) => ({ id: b, name: names.get(b) ?? '' })),
    expiresAt: k.expiresAt?.toISOString() ?? null,
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    createdAt: k.createdAt.toISOString(),
    createdBy: k.createdByName,
    revokedAt: k.revokedAt?.toISOString() ?? null,
    status: statusOf(k, access.now),
  }));
}

/** How many keys a landlord holds, live or not. */
export async function keysOfLandlord(q: Queryable, landlordId: string): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(eq(apiKeys.landlordId, landlordId));
  return row?.n ?? 0;
}

/** Holds the landlord's row for the change, so two key creates cannot both pass the cap. */
export async function lockLandlord(tx: Tx, landlordId: string): Promise<void> {
  await tx.select({ id: landlords.id }).from(landlords).where(eq(landlords.id, landlordId)).for('update');
}

/** The new key's row (its secret only as a hash); its id. */
export async function insertKey(tx: Tx, values: typeof apiKeys.$inferInsert): Promise<string> {
  const [made] = await tx.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return made!.id;
}

/** Revokes a key not revoked yet, at the database's now; false when it was already. */
export async function revokeOnce(tx: Tx, id: string): Promise<boolean> {
  const revoked = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length > 0;
}
