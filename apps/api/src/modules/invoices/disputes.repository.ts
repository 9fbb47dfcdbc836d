import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Dispute } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { disputeMessages, invoiceDisputes, invoices, users } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';

const DISPUTE_COLUMNS = {
  id: invoiceDisputes.id,
  invoiceId: invoiceDisputes.invoiceId,
  reason: invoiceDisputes.reason,
  status: invoiceDisputes.status,
  lineIds: invoiceDisputes.lineIds,
  openedBy: invoiceDisputes.openedBy,
  attachmentName: invoiceDisputes.attachmentName,
  attachmentKey: invoiceDisputes.attachmentKey,
  resolution: invoiceDisputes.resolution,
  createdAt: invoiceDisputes.createdAt,
  resolvedAt: invoiceDisputes.resolvedAt,
};

/**
 * One dispute in scope (its invoice in scope too), or null; `lock` holds it for a change. A dispute is
 * read by whoever reads its invoice whole; one who reads it in part (a manager, a narrowed key) reads one
 * of lines all in its reach, never a whole-invoice dispute, which speaks of lines it does not see.
 */
export async function findDispute(q: Queryable, access: Access, id: string, lock = false) {
  const query = q
    .select(DISPUTE_COLUMNS)
    .from(invoiceDisputes)
    .innerJoin(invoices, eq(invoices.id, invoiceDisputes.invoiceId))
    .where(
      and(
        eq(invoiceDisputes.id, id),
        access.where('invoices'),
        access.coversBuildings(invoiceDisputes.buildingIds),
      ),
    );
  const [row] = lock ? await query.for('update', { of: invoiceDisputes }) : await query;
  return row ?? null;
}

/** An invoice's disputes in scope with their conversations, oldest first. */
export async function disputesOf(q: Queryable, access: Access, invoiceId: string): Promise<Dispute[]> {
  const found = await q
    .select(DISPUTE_COLUMNS)
    .from(invoiceDisputes)
    .where(and(eq(invoiceDisputes.invoiceId, invoiceId), access.coversBuildings(invoiceDisputes.buildingIds)))
    .orderBy(asc(invoiceDisputes.createdAt));
  if (found.length === 0) return [];
  const messages = await q
    .select({
      id: disputeMessages.id,
      disputeId: disputeMessages.disputeId,
      body: disputeMessages.body,
      byName: users.name,
      byStaff: disputeMessages.byStaff,
      at: disputeMessages.at,
    })
    .from(disputeMessages)
    .leftJoin(users, eq(users.id, disputeMessages.by))
    .where(
      inArray(
        disputeMessages.disputeId,
        found.map((d) => d.id),
      ),
    )
    .orderBy(asc(disputeMessages.at), asc(disputeMessages.id));
  return found.map((d) => ({
    id: d.id,
    reason: d.reason,
    status: d.status,
    lineIds: d.lineIds,
    wholeInvoice: d.lineIds.length === 0,
    attachmentName: d.attachmentName,
    resolution: d.resolution,
    createdAt: d.createdAt.toISOString(),
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
    messages: messages
      .filter((m) => m.disputeId === d.id)
      .map((m) => ({ id: m.id, body: m.body, byName: m.byName, byStaff: m.byStaff, at: m.at.toISOString() })),
  }));
}
