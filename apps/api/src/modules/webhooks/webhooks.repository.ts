import { and, arrayContains, asc, desc, eq, getTableColumns, isNull, lte, or, sql } from 'drizzle-orm';
import type { ListParams, Page, WebhookDelivery, WebhookSubscription } from '@lease/contract';
import type { Db, Queryable, Tx } from '../../db/client.js';
import { landlords, webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { boundedTotal, keyset, withoutSortValue } from '../../platform/db/list.js';

export type SubscriptionRow = typeof webhookSubscriptions.$inferSelect & { landlordName: string };
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A subscription speaks for its landlord's whole portfolio: Access.wholeLandlord says who reaches it. */
const inScope = (access: Access) => access.wholeLandlord(webhookSubscriptions.landlordId);

export function toSubscription(row: SubscriptionRow): WebhookSubscription {
  return {
    id: row.id,
    landlordId: row.landlordId,
    landlordName: row.landlordName,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    messageId: row.messageId,
    eventType: row.eventType,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastStatus: row.lastStatus,
    lastLatencyMs: row.lastLatencyMs,
    lastResponse: row.lastResponse,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const subscriptionColumns = { ...getTableColumns(webhookSubscriptions), landlordName: landlords.name };

export async function subscriptionsOf(q: Queryable, access: Access): Promise<SubscriptionRow[]> {
  return q
    .select(subscriptionColumns)
    .from(webhookSubscriptions)
    .innerJoin(landlords, eq(landlords.id, webhookSubscriptions.landlordId))
    .where(inScope(access))
    .orderBy(asc(landlords.name), asc(webhookSubscriptions.createdAt));
}

/** One subscription in the access's reach (locked for a change when `forUpdate`), or null. */
export async function subscriptionOf(
  q: Queryable,
  access: Access,
  id: string,
  forUpdate = false,
): Promise<SubscriptionRow | null> {
  const query = q
    .select(subscriptionColumns)
    .from(webhookSubscriptions)
    .innerJoin(landlords, eq(landlords.id, webhookSubscriptions.landlordId))
    .where(and(eq(webhookSubscriptions.id, id), inScope(access)));
  const [row] = await (forUpdate ? query.for('update', { of: webhookSubscriptions }) : query);
  return row ?? null;
}

export async function countOfLandlord(q: Queryable, landlordId: string): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.landlordId, landlordId));
  return Number(row?.n ?? 0);
}

export async function landlordName(q: Queryable, landlordId: string): Promise<string | null> {
  const [row] = await q.select({ name: landlords.name }).from(landlords).where(eq(landlords.id, landlordId));
  return row?.name ?? null;
}

/** The enabled subscriptions of a landlord that want an event. */
export async function listenersOf(
  q: Queryable,
  landlordId: string,
  event: string,
): Promise<{ id: string }[]> {
  return q
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(
      and(
        eq(webhookSubscriptions.landlordId, landlordId),
        eq(webhookSubscriptions.enabled, true),
        arrayContains(webhookSubscriptions.events, [event]),
      ),
    );
}

const SORT_KEYS = { seq: webhookDeliveries.seq };

/** A subscription's delivery log, newest first. */
export async function deliveriesOf(
  q: Queryable,
  subscriptionId: string,
  params: Pick<ListParams, 'page' | 'pageSize' | 'cursor'>,
): Promise<Page<WebhookDelivery>> {
  const where = eq(webhookDeliveries.subscriptionId, subscriptionId);
  const keys = keyset({ ...params, sort: 'seq', order: 'desc' }, SORT_KEYS, webhookDeliveries.id);
  const [found, total] = await Promise.all([
    keys.page(
      q
        .select({ ...getTableColumns(webhookDeliveries), sortValue: keys.value })
        .from(webhookDeliveries)
        .where(and(where, keys.where))
        .orderBy(...keys.orderBy)
        .limit(keys.limit)
        .offset(keys.offset),
    ),
    boundedTotal(q, q.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(where)),
  ]);
  return { ...found, ...total, rows: found.rows.map((r) => toDelivery(withoutSortValue(r))) };
}

/** A logged delivery whose subscription is in the access's reach. */
export async function deliveryOf(q: Queryable, access: Access, id: string): Promise<DeliveryRow | null> {
  const [row] = await q
    .select(getTableColumns(webhookDeliveries))
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .where(and(eq(webhookDeliveries.id, id), inScope(access)));
  return row ?? null;
}

export type NewDelivery = Pick<
  typeof webhookDeliveries.$inferInsert,
  'subscriptionId' | 'messageId' | 'eventType' | 'subject' | 'payload' | 'createdAt' | 'nextAttemptAt'
>;

export async function insertDeliveries(q: Tx, rows: NewDelivery[]): Promise<DeliveryRow[]> {
  if (rows.length === 0) return [];
  return q.insert(webhookDeliveries).values(rows).returning();
}

/*
 * What follows is the delivery job's own bookkeeping (claiming an attempt, recording its outcome): like the
 * mail dispatcher's, it is written outside a change, one statement at a time, so no transaction is held
 * open across an HTTP call, and no activity row is written per attempt (the delivery log is the record).
 */

/** The first pending message of a subject for a subscription, with what the attempt needs. */
export async function headOf(q: Queryable, subscriptionId: string, subject: string) {
  const [row] = await q
    .select({
      ...getTableColumns(webhookDeliveries),
      url: webhookSubscriptions.url,
      secretSealed: webhookSubscriptions.secretSealed,
      enabled: webhookSubscriptions.enabled,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .where(
      and(
        eq(webhookDeliveries.subscriptionId, subscriptionId),
        eq(webhookDeliveries.subject, subject),
        eq(webhookDeliveries.status, 'pending'),
      ),
    )
    .orderBy(asc(webhookDeliveries.seq))
    .limit(1);
  return row ?? null;
}

/** Takes an attempt at a message: true for the one worker whose claim landed (no lease, or an expired one). */
export async function claimAttempt(
  q: Db,
  id: string,
  attempts: number,
  now: Date,
  until: Date,
): Promise<boolean> {
  const rows = await q
    .update(webhookDeliveries)
    .set({ leaseUntil: until })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        // As the claimer read it: a worker that read the message before another's attempt was recorded
        // would count from a stale number and send it again before its back-off.
        eq(webhookDeliveries.attempts, attempts),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.leaseUntil), lte(webhookDeliveries.leaseUntil, now)),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length === 1;
}

export interface AttemptRecord {
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: Date;
  lastStatus: number | null;
  lastLatencyMs: number;
  lastResponse: string | null;
  lastError: string | null;
  lastAttemptAt: Date;
}

export async function recordAttempt(q: Db, id: string, record: AttemptRecord): Promise<void> {
  await q
    .update(webhookDeliveries)
    .set({ ...record, leaseUntil: null })
    .where(eq(webhookDeliveries.id, id));
}

/** A success ends the subscription's run of failures; a failure starts one if none is running. */
export async function markSubscription(q: Db, id: string, ok: boolean, at: Date) {
  const [row] = await q
    .update(webhookSubscriptions)
    .set({ failingSince: ok ? null : sql`coalesce(${webhookSubscriptions.failingSince}, ${at})` })
    .where(eq(webhookSubscriptions.id, id))
    .returning({ failingSince: webhookSubscriptions.failingSince, enabled: webhookSubscriptions.enabled });
  return row ?? null;
}

/** Subjects whose first pending message is due and not in flight: what the sweep sends jobs for. */
export async function dueSubjects(q: Queryable, now: Date, limit = 500) {
  return q
    .selectDistinct({ subscriptionId: webhookDeliveries.subscriptionId, subject: webhookDeliveries.subject })
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookSubscriptions.enabled, true),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.leaseUntil), lte(webhookDeliveries.leaseUntil, now)),
      ),
    )
    .orderBy(desc(webhookDeliveries.subscriptionId))
    .limit(limit);
}
