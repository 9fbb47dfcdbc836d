import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DisputeReason, DisputeStatus, InvoiceStatus } from '@lease/contract';
import type { Tx } from '../../db/client.js';
import { disputeMessages, invoiceDisputes, invoiceLines, invoices, users } from '../../db/schema/index.js';

// The SQL of a dispute's changes, each run in the change's transaction; disputes.service.ts decides.

/** A new dispute of an invoice's lines (none: the whole invoice); its id. */
export async function insertDispute(
  tx: Tx,
  values: {
    invoiceId: string;
    reason: DisputeReason;
    lineIds: string[];
    buildingIds: string[];
    openedBy: string;
    attachmentName: string | null;
    attachmentKey: string | null;
    createdAt: Date;
  },
): Promise<string> {
  const [dispute] = await tx.insert(invoiceDisputes).values(values).returning({ id: invoiceDisputes.id });
  return dispute!.id;
}

/** One message of a dispute's conversation, as stored. */
export async function insertMessage(
  tx: Tx,
  values: { disputeId: string; body: string; by: string; byStaff: boolean; at: Date },
) {
  const [message] = await tx.insert(disputeMessages).values(values).returning();
  return message!;
}

/** An invoice's status (and credited total, when it changed) after a dispute is opened or resolved. */
export async function setInvoiceStanding(
  tx: Tx,
  invoiceId: string,
  standing: { status: InvoiceStatus; credited?: string; updatedAt: Date },
): Promise<void> {
  await tx.update(invoices).set(standing).where(eq(invoices.id, invoiceId));
}

export async function closeDispute(
  tx: Tx,
  disputeId: string,
  closed: { status: DisputeStatus; resolution: string; resolvedBy: string; resolvedAt: Date },
): Promise<void> {
  await tx.update(invoiceDisputes).set(closed).where(eq(invoiceDisputes.id, disputeId));
}

/** What an invoice's lines amount to, and how much of it is credited, as money text. */
export async function invoiceSums(tx: Tx, invoiceId: string): Promise<{ amount: string; credited: string }> {
  const [sums] = await tx
    .select({
      amount: sql<string>`coalesce(sum(${invoiceLines.amount}), 0)::text`,
      credited: sql<string>`coalesce(sum(${invoiceLines.credited}), 0)::text`,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  return sums!;
}

/** These lines of the invoice, locked for their credit. */
export async function lockLines(tx: Tx, invoiceId: string, ids: string[]) {
  return tx
    .select({ id: invoiceLines.id, amount: invoiceLines.amount, credited: invoiceLines.credited })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoiceId), inArray(invoiceLines.id, ids)))
    .for('update');
}

export async function setLineCredit(tx: Tx, lineId: string, credited: string): Promise<void> {
  await tx.update(invoiceLines).set({ credited }).where(eq(invoiceLines.id, lineId));
}

/** A person's name, for the message just written. */
export async function nameOf(tx: Tx, userId: string): Promise<string | null> {
  const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return me?.name ?? null;
}

/** Who opened a dispute and its invoice's number, for the mail that tells them; null when either is gone. */
export async function openerOf(tx: Tx, openedBy: string, invoiceId: string) {
  const [opener] = await tx
    .select({ email: users.email, id: users.id })
    .from(users)
    .where(eq(users.id, openedBy));
  const [invoice] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return opener && invoice ? { ...opener, invoiceNumber: invoice.number } : null;
}
