import { and, asc, eq, sql } from 'drizzle-orm';
import { INVOICE_LIMITS } from '@lease/contract';
import { isoDay } from '../platform/clock.js';
import type { AppContext } from '../platform/context.js';
import { change } from '../platform/unit-of-work.js';
import type { Tx } from '../db/client.js';
import { issueMonthIn } from '../modules/invoices/invoices.issue.js';
import { disputeMessages, invoiceDisputes, invoiceLines, invoices, users } from '../db/schema/index.js';

const dayAfter = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/**
 * The months before today's, newest first, as the monthly job would have issued them: last month's
 * open, the one before past due, the third disputed (two of its lines, by the landlord), the rest paid.
 */
export async function seedDemoInvoices(ctx: AppContext, options: { months: number }): Promise<number> {
  const today = ctx.clock.now();
  let issued = 0;
  for (let back = options.months; back >= 1; back--) {
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    const month = isoDay(start).slice(0, 7);
    const issuedOn = isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back + 1, 1)));
    await change(
      ctx,
      { actorId: null },
      { action: 'invoice.issue', subjectType: 'invoice', detail: { month, seed: true } },
      async (work) => {
        const { ids } = await issueMonthIn(work.tx, month, issuedOn, today);
        issued += ids.length;
        if (ids.length === 0) return;
        const dueDate = dayAfter(issuedOn, INVOICE_LIMITS.dueDays);
        const these = sql`${invoices.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;
        if (back >= 4) {
          await work.tx
            .update(invoices)
            .set({ status: 'paid', paidOn: dayAfter(issuedOn, 20) })
            .where(these);
        } else if (back === 2 && dueDate < isoDay(today)) {
          await work.tx.update(invoices).set({ status: 'past_due' }).where(these);
        } else if (back === 3) {
          await work.tx.update(invoices).set({ status: 'disputed' }).where(these);
          for (const id of ids) await disputeTwoLines(work.tx, id, today);
        }
      },
    );
  }
  return issued;
}

/** A dispute of an invoice's first two lines, opened by its landlord with a comment. */
async function disputeTwoLines(tx: Tx, invoiceId: string, at: Date) {
  const lines = await tx
    .select({ id: invoiceLines.id, buildingId: invoiceLines.buildingId, landlordId: invoiceLines.landlordId })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position))
    .limit(2);
  if (lines.length === 0) return;
  const [opener] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.landlordId, lines[0]!.landlordId), eq(users.role, 'll')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  const [dispute] = await tx
    .insert(invoiceDisputes)
    .values({
      invoiceId,
      reason: 'Cancellation',
      lineIds: lines.map((l) => l.id),
      buildingIds: [...new Set(lines.map((l) => l.buildingId))],
      openedBy: opener?.id ?? null,
      createdAt: at,
    })
    .returning({ id: invoiceDisputes.id });
  await tx.insert(disputeMessages).values({
    disputeId: dispute!.id,
    body: 'These two tenants moved out before the month began; the policies were cancelled.',
    by: opener?.id ?? null,
    byStaff: false,
    at,
  });
}
