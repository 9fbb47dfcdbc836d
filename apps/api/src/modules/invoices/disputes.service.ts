import {
  ANSWERS,
  canBill,
  cents,
  type DisputeOutcome,
  type DisputeReason,
  type DisputeStatus,
  dollars,
  fromCents,
  INVOICE_TEXTS,
  type InvoiceStatus,
} from '@lease/contract';
import { accessFor } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import { isoDay } from '../../platform/clock.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { change, type Work, type Who } from '../../platform/unit-of-work.js';
import { emitWebhook } from '../webhooks/webhooks.emit.js';
import { settleStaged, type StagedFile } from '../../platform/uploads/staging.js';
import { findDispute } from './disputes.repository.js';
import {
  closeDispute,
  insertDispute,
  insertMessage,
  invoiceSums,
  lockLines,
  nameOf,
  openerOf,
  setInvoiceStanding,
  setLineCredit,
} from './disputes.writes.js';
import { findInvoice, linesOf } from './invoices.repository.js';

/**
 * Opens a dispute of an invoice in scope: the whole invoice (only for one who reads it whole) or some of
 * its lines, with a reason, the comment that starts its conversation, and the attachment streamed in.
 * One open dispute per invoice: the partial unique index settles two at once.
 */
export async function openDispute(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { invoiceId: string; lineIds: string[]; reason: DisputeReason; comment: string },
  attachment: StagedFile | undefined,
): Promise<{ disputeId: string; status: InvoiceStatus }> {
  const access = accessFor(ctx, actor);
  try {
    return await change(
      ctx,
      who,
      {
        action: 'invoice.dispute',
        subjectType: 'invoice',
        subjectId: input.invoiceId,
        detail: { reason: input.reason, lines: input.lineIds.length },
      },
      async (work) => {
        const invoice = await findInvoice(work.tx, access, input.invoiceId, true);
        if (!invoice) throw notFound('Invoice');
        if (invoice.status === 'void') throw conflict(ANSWERS.voidNotDisputed);
        const wanted = [...new Set(input.lineIds)];
        if (wanted.length === 0 && access.readsInPart) {
          throw forbidden(ANSWERS.disputeOwnLines);
        }
        const lines = await linesOf(work.tx, access, invoice.id, { limit: 0, including: wanted });
        if (lines.length !== wanted.length) throw notFound('Invoice line');
        const now = ctx.clock.now();
        const disputeId = await insertDispute(work.tx, {
          invoiceId: invoice.id,
          reason: input.reason,
          lineIds: wanted,
          buildingIds: [...new Set(lines.map((l) => l.buildingId))],
          openedBy: actor.userId,
          attachmentName: attachment?.fileName ?? null,
          attachmentKey: attachment?.storageKey ?? null,
          createdAt: now,
        });
        await insertMessage(work.tx, {
          disputeId,
          body: input.comment,
          by: actor.userId,
          byStaff: actor.role === 'admin',
          at: now,
        });
        if (attachment) await settleStaged(work, [attachment]);
        const status: InvoiceStatus = invoice.status === 'paid' ? 'paid' : 'disputed';
        await setInvoiceStanding(work.tx, invoice.id, { status, updatedAt: now });
        return { disputeId, status };
      },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(INVOICE_TEXTS.onePerInvoice);
    throw error;
  }
}

/** Adds to a dispute's conversation; our staff's answer is e-mailed to the one who opened it. */
export async function addDisputeMessage(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { disputeId: string; body: string },
) {
  const access = accessFor(ctx, actor);
  return change(
    ctx,
    who,
    { action: 'invoice.dispute.message', subjectType: 'dispute', subjectId: input.disputeId },
    async (work) => {
      const dispute = await findDispute(work.tx, access, input.disputeId, true);
      if (!dispute) throw notFound('Dispute');
      if (dispute.status !== 'open') throw conflict(ANSWERS.disputeClosed);
      const byStaff = actor.role === 'admin';
      const now = ctx.clock.now();
      const message = await insertMessage(work.tx, {
        disputeId: dispute.id,
        body: input.body,
        by: actor.userId,
        byStaff,
        at: now,
      });
      if (byStaff) await mailOpener(work, dispute, 'Our billing team answered your dispute', input.body);
      return {
        id: message.id,
        body: message.body,
        byName: await nameOf(work.tx, actor.userId),
        byStaff,
        at: now.toISOString(),
      };
    },
  );
}

async function mailOpener(
  work: Work,
  dispute: { openedBy: string | null; invoiceId: string },
  subject: string,
  text: string,
): Promise<void> {
  if (!dispute.openedBy) return;
  const opener = await openerOf(work.tx, dispute.openedBy, dispute.invoiceId);
  if (!opener) return;
  await work.send({
    to: opener.email,
    userId: opener.id,
    subject: `Invoice ${opener.invoiceNumber}: ${subject}`,
    body: [text, `See the invoice and its new PDF: ${work.ctx.config.publicUrl}/dashboard/invoice`].join(
      '\n\n',
    ),
  });
}

/** The standing an invoice returns to once nothing is disputed: paid, past due or open by its dates. */
const settledStatus = (paidOn: string | null, dueDate: string, today: string): InvoiceStatus =>
  paidOn ? 'paid' : dueDate < today ? 'past_due' : 'open';

/**
 * Resolves a dispute (our billing staff): credits its lines (in full, or the amounts given), voids the
 * invoice, or rejects it with the reason. The invoice's credited total, its status and so its PDF follow,
 * and the landlord's person who opened it is e-mailed the outcome and the new total.
 */
export async function resolveDispute(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: {
    disputeId: string;
    outcome: DisputeOutcome;
    credits: { lineId: string; amount?: string | undefined }[];
    note: string;
  },
): Promise<{ status: DisputeStatus; total: string }> {
  const access = accessFor(ctx, actor);
  return change(
    ctx,
    who,
    {
      action: `invoice.dispute.${input.outcome}`,
      subjectType: 'dispute',
      subjectId: input.disputeId,
      detail: { credits: input.credits.length },
    },
    async (work) => {
      // Billing staff only, here as well as on the route: a route that lost its roles must not open it.
      if (!access.can(canBill, undefined)) throw forbidden();
      const dispute = await findDispute(work.tx, access, input.disputeId, true);
      if (!dispute) throw notFound('Dispute');
      if (dispute.status !== 'open') throw conflict(ANSWERS.disputeAlreadyResolved);
      const invoice = await findInvoice(work.tx, access, dispute.invoiceId, true);
      if (!invoice) throw notFound('Invoice');
      const now = ctx.clock.now();
      let status: DisputeStatus = 'rejected';
      if (input.outcome === 'credit') {
        await creditLines(work, invoice.id, dispute.lineIds, input.credits);
        status = 'credited';
      } else if (input.outcome === 'void') {
        status = 'voided';
      }
      const sums = await invoiceSums(work.tx, invoice.id);
      const invoiceStatus =
        status === 'voided' ? 'void' : settledStatus(invoice.paidOn, invoice.dueDate, isoDay(now));
      await setInvoiceStanding(work.tx, invoice.id, {
        credited: sums.credited,
        status: invoiceStatus,
        updatedAt: now,
      });
      await closeDispute(work.tx, dispute.id, {
        status,
        resolution: input.note,
        resolvedBy: actor.userId,
        resolvedAt: now,
      });
      await insertMessage(work.tx, {
        disputeId: dispute.id,
        body: input.note,
        by: actor.userId,
        byStaff: true,
        at: now,
      });
      const total = invoiceStatus === 'void' ? 0n : cents(sums.amount) - cents(sums.credited);
      const outcome = {
        credited: `Your dispute was resolved with a credit. The invoice total is now ${dollars(total)}.`,
        voided: 'Your dispute was resolved: the invoice is void, nothing is due on it.',
        rejected: `Your dispute was not accepted. The invoice total stays ${dollars(total)}.`,
        open: '',
      }[status];
      await mailOpener(work, dispute, 'your dispute was resolved', `${outcome}\n\n${input.note}`);
      await emitWebhook(work, {
        landlordId: invoice.landlordId,
        type: 'invoice.dispute_resolved',
        subject: { type: 'invoice', id: invoice.id },
        data: {
          number: invoice.number,
          disputeId: dispute.id,
          outcome: status,
          invoiceStatus,
          total: fromCents(total),
        },
      });
      return { status, total: fromCents(total) };
    },
  );
}

/** Credits lines of the dispute (any line of the invoice for a whole-invoice dispute), never above what is left. */
async function creditLines(
  work: Work,
  invoiceId: string,
  disputed: string[],
  credits: { lineId: string; amount?: string | undefined }[],
): Promise<void> {
  if (credits.length === 0) throw badRequest(ANSWERS.chooseCreditLines);
  const ids = [...new Set(credits.map((c) => c.lineId))];
  if (ids.length !== credits.length) throw badRequest(ANSWERS.creditOnce);
  if (disputed.length > 0 && ids.some((id) => !disputed.includes(id))) {
    throw badRequest(ANSWERS.creditDisputedOnly);
  }
  const lines = await lockLines(work.tx, invoiceId, ids);
  if (lines.length !== ids.length) throw notFound('Invoice line');
  for (const credit of credits) {
    const line = lines.find((l) => l.id === credit.lineId)!;
    const left = cents(line.amount) - cents(line.credited);
    const amount = credit.amount === undefined ? left : cents(credit.amount);
    if (amount <= 0n) throw badRequest(ANSWERS.creditPositive);
    if (amount > left) throw badRequest(ANSWERS.creditAtMost(dollars(left)));
    await setLineCredit(work.tx, line.id, fromCents(cents(line.credited) + amount));
  }
}
