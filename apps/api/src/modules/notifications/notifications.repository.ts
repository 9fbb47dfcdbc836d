import { and, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { InviteProperty, ListParams, Notification, Page, RequestStatus } from '@lease/contract';
import type { Queryable, Tx } from '../../db/client.js';
import { buildings, notificationBuildings, notifications } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { boundedTotal, keyset } from '../../platform/db/list.js';
import { propertyColumns } from '../buildings/buildings.repository.js';
import { joined, toWire } from './notifications.presenter.js';

export type NotificationRecord = typeof notifications.$inferSelect;

function viewer(access: Access): string {
  if (!access.actor) throw new Error('notifications are personal: a system access has none');
  return access.actor.userId;
}

/** The requests a user sent (the To page), not deleted on its side. */
const sentBy = (userId: string): SQL =>
  and(eq(notifications.requestorId, userId), isNull(notifications.requestorDeletedAt)) ?? sql`false`;
/** The requests a user received (the From page), not deleted on its side. */
const receivedBy = (userId: string): SQL =>
  and(eq(notifications.recipientId, userId), isNull(notifications.recipientDeletedAt)) ?? sql`false`;
const partyOf = (userId: string): SQL => or(sentBy(userId), receivedBy(userId)) ?? sql`false`;

/** What the bell counts: requests waiting for the user's answer, and answers to its own it has not seen. */
const activeFor = (userId: string): SQL =>
  or(
    and(receivedBy(userId), eq(notifications.status, 'pending')),
    and(sentBy(userId), ne(notifications.status, 'pending'), isNull(notifications.requestorSeenAt)),
  ) ?? sql`false`;

const SORT_KEYS = {
  created_at: notifications.createdAt,
  request_status: notifications.status,
  request_type: notifications.type,
};

async function page(
  q: Queryable,
  userId: string,
  where: SQL,
  params: ListParams,
): Promise<Page<Notification>> {
  const keys = keyset(params, SORT_KEYS, notifications.id);
  const [found, total] = await Promise.all([
    keys.page(
      joined(q, keys.value)
        .where(and(where, keys.where))
        .orderBy(...keys.orderBy)
        .limit(keys.limit)
        .offset(keys.offset),
    ),
    boundedTotal(q, q.select({ id: notifications.id }).from(notifications).where(where)),
  ]);
  return { ...found, ...total, rows: found.rows.map((r) => toWire(r, userId)) };
}

export const listSent = (q: Queryable, access: Access, params: ListParams) =>
  page(q, viewer(access), sentBy(viewer(access)), params);

export const listReceived = (q: Queryable, access: Access, params: ListParams) =>
  page(q, viewer(access), receivedBy(viewer(access)), params);

const NEWEST = { page: 1, pageSize: 50, sort: 'created_at', order: 'desc' } as const;

/** The bell: the newest 50 active notifications and how many are active in all. */
export const listActive = (q: Queryable, access: Access) =>
  page(q, viewer(access), activeFor(viewer(access)), NEWEST);

/** What changed for the user since a moment (created or answered), newest first: a reconnect's catch-up. */
export async function listChangedSince(
  q: Queryable,
  access: Access,
  since: Date | null,
): Promise<Notification[]> {
  const userId = viewer(access);
  const changed = since
    ? or(gt(notifications.createdAt, since), gt(notifications.answeredAt, since))
    : undefined;
  const rows = await joined(q)
    .where(and(partyOf(userId), changed))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(100);
  return rows.map((r) => toWire(r, userId));
}

/** One notification as the access's user sees it, or null when it is not one of its own. */
export const findForViewer = (q: Queryable, access: Access, id: string): Promise<Notification | null> =>
  findForUser(q, viewer(access), id);

/** The same for a user reached by an event (each socket's own user). */
export async function findForUser(q: Queryable, userId: string, id: string): Promise<Notification | null> {
  const [row] = await joined(q).where(and(eq(notifications.id, id), partyOf(userId)));
  return row ? toWire(row, userId) : null;
}

export async function findRecord(
  q: Queryable,
  access: Access,
  id: string,
): Promise<NotificationRecord | null> {
  const [row] = await q
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), partyOf(viewer(access))));
  return row ?? null;
}

/**
 * Answers a pending request addressed to the access's user, if it still is pending: the conditional
 * update settles two answers at once (only one finds it pending).
 */
export async function answer(
  q: Tx,
  access: Access,
  id: string,
  values: { status: RequestStatus; declineReason?: string | null; recipientDeletedAt?: Date },
): Promise<NotificationRecord | null> {
  const [row] = await q
    .update(notifications)
    .set({ ...values, answeredAt: access.now })
    .where(and(eq(notifications.id, id), receivedBy(viewer(access)), eq(notifications.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Declines a request still pending, whichever party closes it (the caller has checked it is one). */
export async function closePending(q: Tx, id: string, reason: string | null, at: Date): Promise<void> {
  await q
    .update(notifications)
    .set({ status: 'declined', declineReason: reason, answeredAt: at })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'pending')));
}

export async function hideForViewer(q: Tx, access: Access, record: NotificationRecord): Promise<void> {
  const userId = viewer(access);
  const side =
    record.requestorId === userId
      ? { requestorDeletedAt: access.now, requestorSeenAt: record.requestorSeenAt ?? access.now }
      : { recipientDeletedAt: access.now };
  await q.update(notifications).set(side).where(eq(notifications.id, record.id));
}

export async function markSeen(q: Tx, access: Access, ids: string[]): Promise<number> {
  const rows = await q
    .update(notifications)
    .set({ requestorSeenAt: access.now })
    .where(
      and(
        inArray(notifications.id, ids),
        sentBy(viewer(access)),
        ne(notifications.status, 'pending'),
        isNull(notifications.requestorSeenAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export type NewNotification = typeof notifications.$inferInsert;

/** Inserts a notification and its buildings; null when a unique index refused it (a duplicate pending request). */
export async function insertNotification(
  q: Tx,
  values: NewNotification,
  buildingIds: string[] = [],
): Promise<string | null> {
  const [row] = await q
    .insert(notifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row) return null;
  if (buildingIds.length > 0) {
    await q
      .insert(notificationBuildings)
      .values(buildingIds.map((buildingId) => ({ notificationId: row.id, buildingId })));
  }
  return row.id;
}

export async function requestBuildingIds(q: Queryable, id: string): Promise<string[]> {
  const rows = await q
    .select({ id: notificationBuildings.buildingId })
    .from(notificationBuildings)
    .where(eq(notificationBuildings.notificationId, id));
  return rows.map((r) => r.id);
}

/** A pending property request narrowed to some of its buildings. */
export async function keepRequestBuildings(q: Tx, id: string, keep: string[]): Promise<void> {
  await q
    .delete(notificationBuildings)
    .where(
      and(
        eq(notificationBuildings.notificationId, id),
        sql`${notificationBuildings.buildingId} <> all(${sql.param(keep)}::uuid[])`,
      ),
    );
}

export async function setGrantExpiry(q: Tx, id: string, at: Date | null): Promise<void> {
  await q.update(notifications).set({ grantExpiresAt: at }).where(eq(notifications.id, id));
}

export async function requestProperties(q: Queryable, id: string): Promise<InviteProperty[]> {
  return q
    .select(propertyColumns)
    .from(notificationBuildings)
    .innerJoin(buildings, eq(buildings.id, notificationBuildings.buildingId))
    .where(eq(notificationBuildings.notificationId, id))
    .orderBy(buildings.name);
}
