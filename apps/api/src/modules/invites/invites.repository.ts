import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { InviteProperty, InviteRow, InviteStatus, ListParams, Page, Role } from '@lease/contract';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../db/client.js';
import {
  buildings,
  inviteBuildings,
  inviteLookupLinks,
  invites,
  landlords,
  users,
} from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { boundedTotal, keyset, searchCondition } from '../../platform/db/list.js';
import { propertyColumns } from '../buildings/buildings.repository.js';

export type InviteRecord = typeof invites.$inferSelect;

const inviters = alias(users, 'inviters');

/** The status a caller reads: a pending invite past its expiry is expired. */
export const statusOf = (invite: Pick<InviteRecord, 'status' | 'expiresAt'>, now: Date): InviteStatus =>
  invite.status === 'pending' && invite.expiresAt <= now ? 'expired' : invite.status;

/** The SQL twin of statusOf, for filtering lists by status. */
export function statusCondition(status: InviteStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'pending':
      return and(eq(invites.status, 'pending'), gt(invites.expiresAt, now));
    case 'expired':
      return and(eq(invites.status, 'pending'), lte(invites.expiresAt, now));
    default:
      return eq(invites.status, status);
  }
}

const statusExpr = (now: Date) =>
  sql<string>`case when ${invites.status} = 'pending' and ${invites.expiresAt} <= ${now} then 'expired' else ${invites.status}::text end`;

/** Inserts a pending invite; null when an open one with the same key exists (invites_open_uq). */
export async function insertOpenInvite(
  q: Tx,
  values: typeof invites.$inferInsert,
): Promise<InviteRecord | null> {
  const [row] = await q.insert(invites).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Adds buildings to an invite; those it already has stay once. */
export async function addInviteBuildings(q: Tx, inviteId: string, buildingIds: string[]): Promise<void> {
  if (buildingIds.length === 0) return;
  await q
    .insert(inviteBuildings)
    .values(buildingIds.map((buildingId) => ({ inviteId, buildingId })))
    .onConflictDoNothing();
}

/**
 * The open (pending, even if expired) invite of an address for the same landlord and role, to renew:
 * locked, so identical invites sent at once renew (and mail) one after another.
 */
export async function findOpenInvite(
  q: Queryable,
  key: { email: string; type: InviteRecord['type']; landlordId: string | null; role: InviteRecord['role'] },
): Promise<InviteRecord | null> {
  const [row] = await q
    .select()
    .from(invites)
    .where(
      and(
        eq(invites.email, key.email),
        eq(invites.type, key.type),
        eq(invites.role, key.role),
        eq(invites.status, 'pending'),
        key.landlordId ? eq(invites.landlordId, key.landlordId) : sql`${invites.landlordId} is null`,
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

/** An invite the access may list and resend, by id, locked to resend; null when absent or out of scope. */
export async function findInviteById(q: Queryable, access: Access, id: string): Promise<InviteRecord | null> {
  const [row] = await q
    .select()
    .from(invites)
    .where(and(eq(invites.id, id), access.invites(invites)))
    .for('update');
  return row ?? null;
}

/** The invite a link opens: its own link, or a live link minted for a lookup proven by code. */
export async function findInviteByHash(
  q: Queryable,
  tokenHash: string,
  now: Date,
): Promise<InviteRecord | null> {
  const [own] = await q.select().from(invites).where(eq(invites.tokenHash, tokenHash));
  if (own) return own;
  const [minted] = await q
    .select({ invite: invites })
    .from(inviteLookupLinks)
    .innerJoin(invites, eq(invites.id, inviteLookupLinks.inviteId))
    .where(and(eq(inviteLookupLinks.tokenHash, tokenHash), gt(inviteLookupLinks.expiresAt, now)));
  return minted?.invite ?? null;
}

/** An extra link of an invite for a code-proven lookup; the invite's own link stays as it is. */
export async function insertLookupLink(q: Tx, values: typeof inviteLookupLinks.$inferInsert): Promise<void> {
  await q.insert(inviteLookupLinks).values(values);
}

export async function findInvitesByAddress(q: Queryable, email: string): Promise<InviteRecord[]> {
  return q
    .select()
    .from(invites)
    .where(eq(invites.email, email))
    .orderBy(sql`${invites.createdAt} desc`);
}

/** A new link and a fresh expiry: the old token, and any link a lookup minted, stop working. */
export async function renewInvite(
  q: Tx,
  id: string,
  values: { tokenHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  await q.delete(inviteLookupLinks).where(eq(inviteLookupLinks.inviteId, id));
  await q
    .update(invites)
    .set({ tokenHash: values.tokenHash, expiresAt: values.expiresAt, updatedAt: values.at })
    .where(eq(invites.id, id));
}

/** Closes a pending invite once; false when it was no longer pending (raced, or already used). */
export async function closeInvite(
  q: Tx,
  id: string,
  values:
    | { status: 'accepted'; acceptedUserId: string; at: Date }
    | { status: 'declined'; declineReason: string | null; at: Date },
): Promise<boolean> {
  const rows = await q
    .update(invites)
    .set({
      status: values.status,
      respondedAt: values.at,
      updatedAt: values.at,
      ...(values.status === 'accepted'
        ? { acceptedUserId: values.acceptedUserId }
        : { declineReason: values.declineReason }),
    })
    .where(and(eq(invites.id, id), eq(invites.status, 'pending')))
    .returning({ id: invites.id });
  return rows.length === 1;
}

export async function setInviteLandlord(q: Tx, id: string, landlordId: string): Promise<void> {
  await q.update(invites).set({ landlordId }).where(eq(invites.id, id));
}

export async function inviteBuildingIds(q: Queryable, inviteId: string): Promise<string[]> {
  const rows = await q
    .select({ id: inviteBuildings.buildingId })
    .from(inviteBuildings)
    .where(eq(inviteBuildings.inviteId, inviteId));
  return rows.map((r) => r.id);
}

export async function inviteProperties(q: Queryable, inviteId: string): Promise<InviteProperty[]> {
  return q
    .select(propertyColumns)
    .from(inviteBuildings)
    .innerJoin(buildings, eq(buildings.id, inviteBuildings.buildingId))
    .where(eq(inviteBuildings.inviteId, inviteId))
    .orderBy(buildings.name);
}

type InviteSort = 'createdAt' | 'email' | 'expiresAt' | 'status';

/** What an invite list narrows to, within the access's invites. */
export interface InviteFilter {
  id?: string;
  type?: InviteRecord['type'];
  role?: Role;
  landlordId?: string;
  status?: InviteStatus;
}

/**
 * One page of the invites the access may list, with the inviter, the landlord and the number of
 * buildings; statuses are judged at the access's instant.
 */
export async function listInvites(
  q: Queryable,
  access: Access,
  filter: InviteFilter,
  params: ListParams<InviteSort>,
): Promise<Page<InviteRow>> {
  const { now } = access;
  const full = and(
    access.invites(invites),
    filter.id ? eq(invites.id, filter.id) : undefined,
    filter.type ? eq(invites.type, filter.type) : undefined,
    filter.role ? eq(invites.role, filter.role) : undefined,
    filter.landlordId ? eq(invites.landlordId, filter.landlordId) : undefined,
    filter.status ? statusCondition(filter.status, now) : undefined,
    searchCondition(params.q, [invites.email, invites.landlordName]),
  );
  const keys = keyset(
    params,
    {
      createdAt: invites.createdAt,
      email: invites.email,
      expiresAt: invites.expiresAt,
      status: statusExpr(now),
    },
    invites.id,
  );
  const [page, total] = await Promise.all([
    keys.page(
      q
        .select({
          id: invites.id,
          sortValue: keys.value,
          type: invites.type,
          email: invites.email,
          role: invites.role,
          status: invites.status,
          expiresAt: invites.expiresAt,
          createdAt: invites.createdAt,
          landlordId: invites.landlordId,
          landlordName: sql<string | null>`coalesce(${landlords.name}, ${invites.landlordName})`,
          invitedByEmail: inviters.email,
          invitedByRole: inviters.role,
          declineReason: invites.declineReason,
          buildings: sql<number>`(select count(*) from ${inviteBuildings} where ${eq(
            inviteBuildings.inviteId,
            invites.id,
          )})::int`,
        })
        .from(invites)
        .innerJoin(inviters, eq(inviters.id, invites.invitedBy))
        .leftJoin(landlords, eq(landlords.id, invites.landlordId))
        .where(and(full, keys.where))
        .orderBy(...keys.orderBy)
        .limit(keys.limit)
        .offset(keys.offset),
    ),
    boundedTotal(q, q.select({ id: invites.id }).from(invites).where(full)),
  ]);
  return {
    ...page,
    ...total,
    rows: page.rows.map(({ sortValue: _, ...r }) => ({
      ...r,
      status: statusOf(r, now),
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
    })),
  };
}

/** The buildings a user holds (all its landlord's for ll and vp, its live grants otherwise), within the access. */
export async function propertiesHeldBy(
  q: Queryable,
  access: Access,
  user: { id: string; role: Role; landlordId: string | null },
): Promise<InviteProperty[]> {
  const held =
    user.role === 'll' || user.role === 'vp'
      ? user.landlordId
        ? eq(buildings.landlordId, user.landlordId)
        : sql`false`
      : access.heldBy(user.id, buildings.id);
  return q
    .select(propertyColumns)
    .from(buildings)
    .where(and(held, access.where('buildings')))
    .orderBy(buildings.name);
}
