import type { FastifyInstance } from 'fastify';
import { ANSWERS, type CancelLogRow, routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { csvExport, type CsvColumn } from '../../platform/db/csv-export.js';
import { attachment } from '../../platform/http/attachment.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import type { CancelLogFilter } from './cancellations.repository.js';
import {
  cancelLogExportReader,
  cancelLogInScope,
  cancelPolicies,
  dismissFlags,
} from './cancellations.service.js';

const { cancellations } = routes;

const CSV_COLUMNS: CsvColumn<CancelLogRow>[] = [
  { header: 'Rider Id', value: (r) => r.rider_id },
  { header: 'Tenant', value: (r) => r.tenant_1_name },
  { header: 'Building', value: (r) => r.apartment_building_name },
  { header: 'Unit', value: (r) => r.revised_unit_number },
  { header: 'Landlord', value: (r) => r.lanlord_account_name },
  { header: 'Requested By', value: (r) => r.requested_by_email },
  { header: 'Requested At', value: (r) => r.requested_at },
  { header: 'Effective At', value: (r) => r.effective_at },
  { header: 'Reason', value: (r) => r.reason },
];

/** The query's dates as dates; the rest of the filter as it came. */
const filterOf = ({
  from,
  to,
  ...rest
}: Omit<CancelLogFilter, 'from' | 'to'> & { from?: string; to?: string }): CancelLogFilter => ({
  ...rest,
  from: from ? new Date(from) : undefined,
  to: to ? new Date(to) : undefined,
});

/** Cancelling policies, dismissing flags, and the Policy Cancel Log (file 2 §2, §7 'Property'). */
export function registerCancellationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, cancellations.cancelPolicy, async ({ actor, body, request }) => {
    const cancelled = await cancelPolicies(ctx, whoOf(actor, request), actor, body);
    const n = cancelled.length;
    return {
      message: ANSWERS.policiesCancelled(n),
      data: { cancelled },
    };
  });
  registerRoute(app, ctx, cancellations.dismissFlag, async ({ actor, body, request }) => {
    const dismissed = await dismissFlags(ctx, whoOf(actor, request), actor, body);
    return {
      message: ANSWERS.flagsDismissed(dismissed.length),
      data: { dismissed },
    };
  });
  registerRoute(app, ctx, cancellations.cancelLogs, async ({ actor, query }) => {
    const { page, pageSize, order, cursor, ...filter } = query;
    return { data: await cancelLogInScope(ctx, actor, filterOf(filter), { page, pageSize, order, cursor }) };
  });
  registerRoute(app, ctx, cancellations.exportCancelLogs, async ({ actor, query, reply }) => {
    const { order, ...filter } = query;
    const readPage = await cancelLogExportReader(ctx, actor, filterOf(filter), order);
    reply.type('text/csv; charset=utf-8').header('content-disposition', attachment('policy-cancel-log.csv'));
    return { data: csvExport(CSV_COLUMNS, readPage) };
  });
}
