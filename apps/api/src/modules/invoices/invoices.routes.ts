import type { FastifyInstance } from 'fastify';
import { ANSWERS, INVOICE_TEXTS, routes } from '@lease/contract';
import { accessFor } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { attachment } from '../../platform/http/attachment.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import { keepStaged, stagedFiles, streamedUploadOptions } from '../../platform/uploads/staging.js';
import { completeAuthorization, startAuthorization } from './accounting.oauth.js';
import { registerAccountingJobs } from './accounting.push.js';
import { disputeAttachment } from './disputes.attachment.js';
import { addDisputeMessage, openDispute, resolveDispute } from './disputes.service.js';
import { issueMonth, registerInvoiceJobs } from './invoices.issue.js';
import {
  invoicePdfOf,
  invoiceRecord,
  invoicesInScope,
  invoicesNumbered,
  markPaid,
  policyByRider,
} from './invoices.service.js';

const { invoices } = routes;

/** A dispute's form: its fields, then one optional attachment, streamed like a claim's files. */
const DISPUTE_FORM = { parts: { attachment: 1 }, prefix: 'disputes/', fields: 4, fieldSize: 20_000 };

/**
 * The page the provider's redirect lands on: it sends the browser on to the Invoices page (a page, not a
 * 302, so the answer is the call's own and the app reads the outcome from the address).
 */
const backToInvoices = (outcome: 'connected' | 'denied') => {
  const to = `/dashboard/invoice?accounting=${outcome}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${to}"><title>Accounting system</title></head><body><p><a href="${to}">Back to the Invoices page</a></p></body></html>`;
};

/** Invoices, disputes and the accounting connection (file 2 §7 'Invoice'). */
export function registerInvoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, invoices.invoiceList, async ({ actor, query }) => {
    const { page, pageSize, sort, order, cursor, q, ...filter } = query;
    return {
      data: await invoicesInScope(ctx, actor, { ...filter, q }, { page, pageSize, sort, order, cursor }),
    };
  });
  registerRoute(app, ctx, invoices.invoiceSearch, async ({ actor, query }) => ({
    data: await invoicesNumbered(ctx, actor, query.invoiceNum),
  }));
  registerRoute(app, ctx, invoices.invoiceRecord, async ({ actor, query }) => ({
    data: await invoiceRecord(ctx, actor, query.id, query.lineQ),
  }));
  registerRoute(app, ctx, invoices.invoicePdf, async ({ actor, query, reply }) => {
    const { invoiceNum, pdf } = await invoicePdfOf(ctx, actor, query.id);
    reply
      .type('application/pdf')
      .header('content-length', pdf.byteLength)
      .header('content-disposition', attachment(`${invoiceNum}.pdf`));
    return { data: Buffer.from(pdf) };
  });
  registerRoute(app, ctx, invoices.invoicePolicy, async ({ actor, query }) => ({
    data: await policyByRider(ctx, actor, query.riderId),
  }));

  registerRoute(
    app,
    ctx,
    invoices.invoiceDispute,
    async ({ actor, body, request }) => {
      const { attachment: _file, ...input } = body;
      const [file] = stagedFiles(request);
      const opened = await openDispute(ctx, whoOf(actor, request), actor, input, file);
      keepStaged(request);
      return { status: 201, message: INVOICE_TEXTS.disputeSent, data: opened };
    },
    { uploads: streamedUploadOptions(ctx, DISPUTE_FORM) },
  );
  registerRoute(app, ctx, invoices.disputeAttachment, async ({ actor, query, reply }) => {
    const file = await disputeAttachment(ctx, actor, query.disputeId);
    reply.type(file.contentType).header('content-disposition', attachment(file.fileName));
    return { data: file.body };
  });
  registerRoute(app, ctx, invoices.disputeMessage, async ({ actor, body, request }) => ({
    status: 201,
    message: ANSWERS.messageSent,
    data: await addDisputeMessage(ctx, whoOf(actor, request), actor, body),
  }));
  registerRoute(app, ctx, invoices.disputeResolve, async ({ actor, body, request }) => {
    const resolved = await resolveDispute(ctx, whoOf(actor, request), actor, body);
    return {
      message: ANSWERS.disputeResolved(resolved.status, resolved.total),
      data: resolved,
    };
  });
  registerRoute(app, ctx, invoices.invoiceMarkPaid, async ({ actor, body, request }) => ({
    message: ANSWERS.invoicePaid,
    data: await markPaid(ctx, whoOf(actor, request), actor, body),
  }));
  registerRoute(app, ctx, invoices.invoiceIssue, async ({ actor, body, request }) => {
    const result = await issueMonth(ctx, whoOf(actor, request), accessFor(ctx, actor), body.month);
    return { message: ANSWERS.invoicesIssued(result.issued, body.month), data: result };
  });

  registerRoute(app, ctx, invoices.invoiceOauth, async ({ actor, request }) => ({
    data: await startAuthorization(ctx, whoOf(actor, request), actor),
  }));
  registerRoute(app, ctx, invoices.invoiceOauthCallback, async ({ query, request, reply }) => {
    if (!query.error) await completeAuthorization(ctx, { actorId: null, ip: request.ip }, query);
    reply.type('text/html; charset=utf-8');
    return { data: backToInvoices(query.error ? 'denied' : 'connected') };
  });

  registerInvoiceJobs(ctx);
  registerAccountingJobs(ctx);
}
