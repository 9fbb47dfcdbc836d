import { and, eq, isNull } from 'drizzle-orm';
import { invoiceLines, invoices, landlords } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { change } from '../../platform/unit-of-work.js';
import { forgetStaleStates, liveAccessToken } from './accounting.oauth.js';

export const ACCOUNTING_PUSH_JOB = 'invoices.push-accounting';

/**
 * Sends an issued invoice to the accounting system (QuickBooks Online's invoice shape). A failure
 * throws, and the job queue retries with back-off; an invoice already pushed is not sent twice. The
 * answer's id is recorded as a change under the system actor, with its activity row.
 */
export async function pushInvoice(ctx: AppContext, invoiceId: string): Promise<void> {
  const [invoice] = await ctx.database.db
    .select({
      number: invoices.number,
      issuedOn: invoices.issuedOn,
      dueDate: invoices.dueDate,
      landlordName: landlords.name,
    })
    .from(invoices)
    .innerJoin(landlords, eq(landlords.id, invoices.landlordId))
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.pushedAt)));
  if (!invoice) return;
  const lines = await ctx.database.db
    .select({
      riderId: invoiceLines.riderId,
      unit: invoiceLines.unit,
      buildingName: invoiceLines.buildingName,
      periodStart: invoiceLines.periodStart,
      periodEnd: invoiceLines.periodEnd,
      amount: invoiceLines.amount,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.position);
  const { token, realmId } = await liveAccessToken(ctx);
  const accounting = ctx.config.accounting!;
  const response = await fetch(
    `${accounting.apiUrl}/v3/company/${encodeURIComponent(realmId ?? '')}/invoice`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        DocNumber: invoice.number,
        TxnDate: invoice.issuedOn,
        DueDate: invoice.dueDate,
        CustomerRef: { name: invoice.landlordName },
        Line: lines.map((l) => ({
          Amount: Number(l.amount),
          DetailType: 'SalesItemLineDetail',
          Description: `${l.riderId} · ${l.buildingName} unit ${l.unit} · ${l.periodStart} to ${l.periodEnd}`,
        })),
      }),
      signal: AbortSignal.timeout(15_000),
    },
  );
  const body = (await response.json().catch(() => null)) as { Invoice?: { Id?: string } } | null;
  if (!response.ok || !body?.Invoice?.Id) {
    throw new Error(`The accounting system refused invoice ${invoice.number} (HTTP ${response.status})`);
  }
  const externalId = body.Invoice.Id;
  await change(
    ctx,
    { actorId: null },
    { action: 'invoice.pushed', subjectType: 'invoice', subjectId: invoiceId, detail: { externalId } },
    async ({ tx }) => {
      await tx
        .update(invoices)
        .set({ pushedAt: ctx.clock.now(), externalId })
        .where(eq(invoices.id, invoiceId));
    },
  );
}

/** The push job (the queue retries a failed push with back-off) and the hourly clean-up of stale authorisations. */
export function registerAccountingJobs(ctx: AppContext): void {
  ctx.jobs.register<{ invoiceId: string }>(
    ACCOUNTING_PUSH_JOB,
    async ({ invoiceId }) => {
      await pushInvoice(ctx, invoiceId);
    },
    { retryLimit: 5 },
  );
  ctx.jobs.register('accounting.forget-stale-states', () => forgetStaleStates(ctx), { cron: '41 * * * *' });
}
