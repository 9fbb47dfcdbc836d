import type { FastifyInstance } from 'fastify';
import { ANSWERS, type ApplicationRecord, POLICY_STATUS_LABELS, routes, STAGES } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { csvExport, type CsvColumn } from '../../platform/db/csv-export.js';
import { attachment } from '../../platform/http/attachment.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { registerBackfill } from '../../platform/backfills/backfills.js';
import { whoOf } from '../../platform/http/who.js';
import { listOfKind } from './kind-lists.js';
import type { RecordFilter } from './records.repository.js';
import { searchTextBackfill } from './search-backfill.js';
import { sortColumnsBackfill } from './sort-columns-backfill.js';
import {
  flaggedCount,
  moveStage,
  recordInScope,
  recordsExportReader,
  recordsInScope,
} from './records.service.js';

const { applications } = routes;

const CSV_COLUMNS: CsvColumn<ApplicationRecord>[] = [
  { header: 'Rider Id', value: (r) => r.rider_id },
  { header: 'Tenant 1', value: (r) => r.tenant_1_name },
  { header: 'Tenant 2', value: (r) => r.tenant_2_name },
  { header: 'Tenant 3', value: (r) => r.tenant_3_name },
  { header: 'Tenant 4', value: (r) => r.tenant_4_name },
  { header: 'Building', value: (r) => r.apartment_building_name },
  { header: 'Unit', value: (r) => r.revised_unit_number },
  { header: 'Landlord', value: (r) => r.lanlord_account_name },
  { header: 'Stage', value: (r) => STAGES.find((s) => s.code === r.stage)?.label },
  { header: 'Product', value: (r) => r.app_type },
  { header: 'Policy Status', value: (r) => (r.policy_status ? POLICY_STATUS_LABELS[r.policy_status] : '') },
  { header: 'Lease Start', value: (r) => r.lease_start_date },
  { header: 'Lease End', value: (r) => r.lease_end_date },
  { header: 'Coverage Start', value: (r) => r.coverage_start_date },
  { header: 'Coverage End', value: (r) => r.coverage_end_date },
  { header: 'Gross Monthly Rent', value: (r) => r.gross_monthly_rent },
  { header: 'Months Remaining', value: (r) => r.months_remaining },
  { header: 'Created', value: (r) => r.sf_createdDate.slice(0, 10) },
];

const asList = <T>(value: T | T[] | undefined): T[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

/** The rider/application lists of file 1 §7 'Property' and 'User'; filterApp and searchDB also read buildings and claims. */
export function registerRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerBackfill(ctx, searchTextBackfill);
  registerBackfill(ctx, sortColumnsBackfill);
  registerRoute(app, ctx, applications.filterRecords, async ({ actor, body }) => {
    const { title, ...rest } = body;
    return { data: await listOfKind(ctx, actor, title, rest) };
  });
  registerRoute(app, ctx, applications.searchRecords, async ({ actor, body }) => {
    const { label, ...rest } = body;
    return { data: await listOfKind(ctx, actor, label, rest) };
  });
  registerRoute(app, ctx, applications.exportRecords, async ({ actor, query, reply }) => {
    const { title, stage, appType, ...rest } = query;
    const filter: RecordFilter = { ...rest, kind: title, stage: asList(stage), appType: asList(appType) };
    const readPage = await recordsExportReader(ctx, actor, filter, rest);
    const name =
      title === 'application' ? 'applications' : title === 'policy' ? 'policies' : 'flagged-policies';
    reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(`${name}.csv`));
    return { data: csvExport(CSV_COLUMNS, readPage) };
  });
  registerRoute(app, ctx, applications.buildingApplications, async ({ actor, query }) => ({
    data: await recordsInScope(ctx, actor, { ...query, kind: 'application' }, query),
  }));
  registerRoute(app, ctx, applications.userApplications, async ({ actor, query }) => ({
    data: await recordsInScope(ctx, actor, { ...query, kind: 'application' }, query),
  }));
  registerRoute(app, ctx, applications.userPolicies, async ({ actor, query }) => ({
    data: await recordsInScope(ctx, actor, { ...query, kind: 'policy' }, query),
  }));
  registerRoute(app, ctx, applications.listPolicies, async ({ actor, body }) => {
    const { cancel, ...rest } = body;
    return {
      data: await recordsInScope(ctx, actor, { ...rest, kind: cancel ? 'policy-cancel' : 'policy' }, rest),
    };
  });
  registerRoute(app, ctx, applications.applicationRecord, async ({ actor, query }) => ({
    data: await recordInScope(ctx, actor, query.id),
  }));
  registerRoute(app, ctx, routes.reports.flaggedCancelCount, async ({ actor }) => ({
    data: { count: await flaggedCount(ctx, actor) },
  }));
  registerRoute(app, ctx, applications.moveStage, async ({ actor, body, request }) => {
    const data = await moveStage(ctx, whoOf(actor, request), actor, body);
    return { message: ANSWERS.movedTo(STAGES.find((s) => s.code === data.stage)?.label), data };
  });
}
