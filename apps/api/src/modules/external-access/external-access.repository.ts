import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ExternalGrantRow, ExternalStatus, ListParams, Page } from '@lease/contract';
import type { Queryable, Tx } from '../../db/client.js';
import type { Access } from '../../platform/auth/access.js';
import { activityLog, externalGrants, landlords, users } from '../../db/schema/index.js';
import { boundedTotal, keyset, searchCondition, withoutSortValue } from '../../platform/db/list.js';

export type GrantRecord = typeof externalGrants.$inferSelect;

/** What a client read writes in the Active Log, and what "last read" is read from. */
export const CLIENT_READ_ACTION = 'client.read';

const creators = alias(users, 'creators');

const statusOf = (now: Date) =>
  sql<ExternalStatus>`case when ${externalGrants.revokedAt} is not null then 'revoked'
    when ${externalGrants.expiresAt} <= ${now} then 'expired'
    when ${externalGrants.userId} is null then 'invited' else 'active' end`;

/**
 * The last client read of the grant's user (activity_actor_idx serves it): a time the driver may hand
 * back as text, for it is an expression rather than a column.
 */
const lastReadAt = sql<Date | string | null>`(select max(${activityLog.createdAt}) from ${activityLog}
  where ${activityLog.actorId} = ${externalGrants.userId} and ${activityLog.action} = ${CLIENT_READ_ACTION})`;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

const rowColumns = (now: Date) => ({
  id: externalGrants.id,
  landlordId: externalGrants.landlordId,
  landlordName: landlords.name,
  name: externalGrants.name,
  email: externalGrants.email,
  userId: externalGrants.userId,
  status: statusOf(now),
  expiresAt: externalGrants.expiresAt,
  personalData: externalGrants.personalData,
  createdAt: externalGrants.createdAt,
  createdByName: creators.name,
  revokedAt: externalGrants.revokedAt,
  lastReadAt,
});

const grantsFrom = (q: Queryable, now: Date) =>
  q
    .select(rowColumns(now))
    .from(externalGrants)
    .innerJoin(landlords, eq(landlords.id, externalGrants.landlordId))
    .leftJoin(creators, eq(creators.id, externalGrants.createdBy))
    .$dynamic();

type DbRow = Awaited<ReturnType<typeof grantsFrom>>[number];

const toRow = (r: DbRow): ExternalGrantRow => ({
  ...r,
  expiresAt: iso(r.expiresAt),
  createdAt: r.createdAt.toISOString(),
  revokedAt: iso(r.revokedAt),
  lastReadAt: iso(r.lastReadAt),
});

type GrantSort = 'createdAt' | 'name' | 'email' | 'expiresAt';

/** A landlord's grants, keyset-paged, with a bounded total; the search matches name and e-mail. */
export async function listGrants(
  q: Queryable,
  landlordId: string,
  params: ListParams<GrantSort>,
  now: Date,
): Promise<Page<ExternalGrantRow>> {
  const keys = keyset(
    params,
    {
      createdAt: externalGrants.createdAt,
      name: externalGrants.name,
      email: externalGrants.email,
      expiresAt: externalGrants.expiresAt,
    },
    externalGrants.id,
  );
  const where: SQL | undefined = and(
    eq(externalGrants.landlordId, landlordId),
    searchCondition(params.q, [externalGrants.name, externalGrants.email]),
  );
  const [found, total] = await Promise.all([
    keys.page(
      q
        .select({ ...rowColumns(now), sortValue: keys.value })
        .from(externalGrants)
        .innerJoin(landlords, eq(landlords.id, externalGrants.landlordId))
        .leftJoin(creators, eq(creators.id, externalGrants.createdBy))
        .where(and(where, keys.where))
        .orderBy(...keys.orderBy)
        .limit(keys.limit)
        .offset(keys.offset),
    ),
    boundedTotal(q, q.select({ id: externalGrants.id }).from(externalGrants).where(where)),
  ]);
  return { ...found, rows: found.rows.map((r) => toRow(withoutSortValue(r))), ...total };
}

/** One grant as listed. */
export async function grantRow(q: Queryable, id: string, now: Date): Promise<ExternalGrantRow> {
  const [row] = await grantsFrom(q, now).where(eq(externalGrants.id, id));
  if (!row) throw new Error(`grant ${id} was not found`);
  return toRow(row);
}

/** A grant the access manages (Access.wholeLandlord), locked for its change; null when there is none. */
export async function lockGrant(q: Queryable, id: string, access: Access): Promise<GrantRecord | null> {
  const [row] = await q
    .select()
    .from(externalGrants)
    .where(and(eq(externalGrants.id, id), access.wholeLandlord(externalGrants.landlordId)))
    .for('update');
  return row ?? null;
}

/**
 * The grant an invite makes, or, when the invite was an open one renewed, the terms of its grant
 * renewed with it (one grant per invite: external_grants_invite_uq).
 */
export async function upsertInviteGrant(
  q: Tx,
  values: Omit<typeof externalGrants.$inferInsert, 'id'> & { inviteId: string },
): Promise<string> {
  const [row] = await q
    .insert(externalGrants)
    .values(values)
    .onConflictDoUpdate({
      target: externalGrants.inviteId,
      set: {
        name: values.name,
        expiresAt: values.expiresAt ?? null,
        personalData: values.personalData ?? false,
        revokedAt: null,
        revokedBy: null,
      },
    })
    .returning({ id: externalGrants.id });
  if (!row) throw new Error('grant upsert returned no row');
  return row.id;
}

/** The user's grant that is not revoked, or, when none, whether one was revoked: what sign-in tells. */
export async function grantOfUser(
  q: Queryable,
  userId: string,
): Promise<{ live: GrantRecord | null; revoked: boolean }> {
  const [live] = await q
    .select()
    .from(externalGrants)
    .where(and(eq(externalGrants.userId, userId), isNull(externalGrants.revokedAt)));
  if (live) return { live, revoked: false };
  const [revoked] = await q
    .select({ id: externalGrants.id })
    .from(externalGrants)
    .where(and(eq(externalGrants.userId, userId), isNotNull(externalGrants.revokedAt)))
    .limit(1);
  return { live: null, revoked: Boolean(revoked) };
}

/** The landlord of this id that the access manages whole, or null. */
export async function wholeLandlordOf(q: Queryable, access: Access, landlordId: string | null) {
  const [row] = await q
    .select({ id: landlords.id })
    .from(landlords)
    .where(and(eq(landlords.id, landlordId ?? sql`null`), access.wholeLandlord(landlords.id)));
  return row?.id ?? null;
}

/** A grant's end and personal-data flag as changed. */
export async function setGrantTerms(
  tx: Tx,
  id: string,
  terms: { expiresAt: Date | null; personalData: boolean },
): Promise<void> {
  await tx.update(externalGrants).set(terms).where(eq(externalGrants.id, id));
}

export async function revokeGrant(tx: Tx, id: string, by: string, at: Date): Promise<void> {
  await tx.update(externalGrants).set({ revokedAt: at, revokedBy: by }).where(eq(externalGrants.id, id));
}
