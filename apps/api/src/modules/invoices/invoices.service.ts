import {
  ANSWERS,
  canBill,
  dateFormatOf,
  INVOICE_LIMITS,
  type InvoiceRecord,
  type InvoiceRow,
  type InvoiceStatus,
  type ListParams,
  type Page,
} from '@lease/contract';
import { accessFor } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { checkNamed } from '../records/records.service.js';
import { disputesOf } from './disputes.repository.js';
import { invoicePdf } from './invoices.pdf.js';
import { invoicedLinesOf, policyOfRider, setPaid } from './invoices.policy.js';
import { toInvoiceLine, toInvoiceRow } from './invoices.presenter.js';
import {
  findInvoice,
  linesByBuilding,
  linesOf,
  listInvoices,
  searchInvoices,
  type InvoiceFilter,
} from './invoices.repository.js';

type InvoiceSort = 'issuedOn' | 'invoiceNum' | 'dueDate' | 'status' | 'total';

export async function invoicesInScope(
  ctx: AppContext,
  actor: Actor,
  filter: InvoiceFilter,
  params: ListParams<InvoiceSort>,
): Promise<Page<InvoiceRow>> {
  const access = accessFor(ctx, actor);
  await checkNamed(ctx.database.db, access, filter);
  const page = await listInvoices(ctx.database.db, access, filter, params);
  return { ...page, rows: page.rows.map((r) => toInvoiceRow(r, access.readsInPart)) };
}

export async function invoicesNumbered(ctx: AppContext, actor: Actor, text: string): Promise<InvoiceRow[]> {
  const access = accessFor(ctx, actor);
  const rows = await searchInvoices(ctx.database.db, access, text);
  return rows.map((r) => toInvoiceRow(r, access.readsInPart));
}

/**
 * One invoice in scope as its reader sees it, with its disputes and its lines: the first of them (or
 * those a search names) and always the lines its disputes name.
 */
export async function invoiceRecord(
  ctx: AppContext,
  actor: Actor,
  id: string,
  lineQ?: string,
): Promise<InvoiceRecord> {
  const access = accessFor(ctx, actor);
  const db = ctx.database.db;
  const row = await findInvoice(db, access, id);
  if (!row) throw notFound('Invoice');
  const disputes = await disputesOf(db, access, id);
  const lines = await linesOf(db, access, id, {
    limit: INVOICE_LIMITS.linesShown,
    search: lineQ,
    including: disputes.flatMap((d) => d.lineIds),
  });
  return { ...toInvoiceRow(row, access.readsInPart), lines: lines.map(toInvoiceLine), disputes };
}

/**
 * The invoice's PDF as its reader sees it, made now from the rows as they stand: every line, or for a
 * very long invoice its totals by building.
 */
export async function invoicePdfOf(ctx: AppContext, actor: Actor, id: string) {
  const access = accessFor(ctx, actor);
  const db = ctx.database.db;
  const row = await findInvoice(db, access, id);
  if (!row) throw notFound('Invoice');
  const invoice = toInvoiceRow(row, access.readsInPart);
  const body =
    invoice.lineCount > INVOICE_LIMITS.pdfLinesMax
      ? { byBuilding: await linesByBuilding(db, access, id) }
      : { lines: (await linesOf(db, access, id)).map(toInvoiceLine) };
  const format = dateFormatOf(actor.user.theme);
  return { invoiceNum: invoice.invoiceNum, pdf: await invoicePdf(invoice, body, ctx.clock.now(), format) };
}

/** A policy in scope by its rider number, with each line it was invoiced on that the reader may see. */
export async function policyByRider(ctx: AppContext, actor: Actor, riderId: string) {
  const access = accessFor(ctx, actor);
  const db = ctx.database.db;
  const policy = await policyOfRider(db, access, riderId);
  if (!policy?.riderId) throw notFound('Policy');
  const lines = await invoicedLinesOf(db, policy.applicationId);
  const { stage, cancelledAt, ...rest } = policy;
  return {
    ...rest,
    riderId: policy.riderId,
    status: cancelledAt ? 'Cancelled' : stage === 'Stage05' ? 'Policy Issued' : stage,
    lines: lines.map((l) => ({ ...toInvoiceLine(l), invoiceId: l.invoiceId, invoiceNum: l.invoiceNum })),
  };
}

/** Records an invoice paid in full (billing staff: the policy is checked here too, not only by the route). */
export async function markPaid(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { id: string; paidOn: string },
): Promise<{ status: InvoiceStatus }> {
  const access = accessFor(ctx, actor);
  return change(
    ctx,
    who,
    { action: 'invoice.paid', subjectType: 'invoice', subjectId: input.id },
    async (work) => {
      if (!access.can(canBill, undefined)) throw forbidden();
      const invoice = await findInvoice(work.tx, access, input.id, true);
      if (!invoice) throw notFound('Invoice');
      if (invoice.status === 'void' || invoice.status === 'paid') {
        throw conflict(ANSWERS.invoiceClosed(invoice.status === 'void' ? 'void' : 'already paid'));
      }
      if (invoice.openDispute) throw conflict(ANSWERS.resolveDisputeFirst);
      await setPaid(work.tx, invoice.id, input.paidOn, ctx.clock.now());
      return { status: 'paid' as const };
    },
  );
}
