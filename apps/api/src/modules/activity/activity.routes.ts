import type { FastifyInstance } from 'fastify';
import { routes, type ActivityRow } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { csvExport, EXPORT_PAGE_SIZE, type CsvColumn } from '../../platform/db/csv-export.js';
import { attachment } from '../../platform/http/attachment.js';
import { activityPage, listActivity, type ActivityFilter } from './activity.repository.js';

const CSV_COLUMNS: CsvColumn<ActivityRow>[] = [
  { header: 'When', value: (r) => r.createdAt },
  { header: 'Who', value: (r) => r.actorEmail ?? 'No one signed in' },
  { header: 'Name', value: (r) => r.actorName },
  { header: 'API Key', value: (r) => r.apiKeyName },
  { header: 'What', value: (r) => r.action },
  { header: 'Subject', value: (r) => r.subjectType },
  { header: 'Subject Id', value: (r) => r.subjectId },
  { header: 'Subject Name', value: (r) => r.subjectLabel },
  { header: 'From Address', value: (r) => r.ip },
];

/** The query's dates as dates; the rest of the filter as it came. */
const filterOf = ({
  from,
  to,
  ...rest
}: Omit<ActivityFilter, 'from' | 'to'> & { from?: string; to?: string }) => ({
  ...rest,
  from: from ? new Date(from) : undefined,
  to: to ? new Date(to) : undefined,
});

/**
 * The Active Log (admin only, §6). The activity log is not scoped per landlord: what every role may do
 * is read it whole, so the route's role is the access rule, and no Access is needed.
 */
export function registerActivityRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, routes.activity.listActivity, async ({ query }) => {
    const { page, pageSize, order, cursor, ...filter } = query;
    const data = await listActivity(ctx.database.db, filterOf(filter), { page, pageSize, order, cursor });
    return { data };
  });
  registerRoute(app, ctx, routes.activity.exportActivity, async ({ query, reply }) => {
    const { order, ...filter } = query;
    const readPage = (cursor: string | undefined) =>
      activityPage(ctx.database.db, filterOf(filter), { page: 1, pageSize: EXPORT_PAGE_SIZE, order, cursor });
    reply.type('text/csv; charset=utf-8').header('content-disposition', attachment('active-log.csv'));
    return { data: csvExport(CSV_COLUMNS, readPage) };
  });
}
