import type { FastifyInstance } from 'fastify';
import { ANSWERS, type BuildingRow, routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { csvExport, type CsvColumn } from '../../platform/db/csv-export.js';
import { attachment } from '../../platform/http/attachment.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import {
  buildingsExportReader,
  buildingsInScope,
  buildingsOfUser,
  importBuildings,
} from './buildings.service.js';

const { buildings } = routes;

/** The grid's columns, by the names the grid and the import dialog give them. */
const CSV_COLUMNS: CsvColumn<BuildingRow>[] = [
  { header: 'Building Name', value: (r) => r.name },
  { header: 'Building Type', value: (r) => r.buildingType },
  { header: 'Total Units', value: (r) => r.totalUnits },
  { header: 'Email Address', value: (r) => r.emailAddress },
  { header: 'Billing City', value: (r) => r.billingCity },
  { header: 'Billing State', value: (r) => r.billingState },
  { header: 'Landlord', value: (r) => r.landlordName },
  { header: 'Applications', value: (r) => r.applications },
  { header: 'Policies in Force', value: (r) => r.policies },
];

export function registerBuildingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, buildings.listBuildings, async ({ actor, query }) => ({
    data: await buildingsInScope(ctx, actor, query),
  }));
  registerRoute(app, ctx, buildings.exportBuildings, async ({ actor, query, reply }) => {
    const readPage = await buildingsExportReader(ctx, actor, query);
    reply.type('text/csv; charset=utf-8').header('content-disposition', attachment('buildings.csv'));
    return { data: csvExport(CSV_COLUMNS, readPage) };
  });
  registerRoute(app, ctx, buildings.userBuildings, async ({ actor, body }) => ({
    data: await buildingsOfUser(ctx, actor, body.data),
  }));
  registerRoute(app, ctx, buildings.landlordBuildings, async ({ actor, query }) => ({
    data: await buildingsOfUser(ctx, actor, query),
  }));
  registerRoute(app, ctx, buildings.importBuildings, async ({ actor, body, request }) => {
    const data = await importBuildings(ctx, whoOf(actor, request), actor, body);
    return {
      message: body.dryRun ? ANSWERS.buildingsChecked(data.checked) : ANSWERS.buildingsAdded(data.created),
      status: body.dryRun ? 200 : 201,
      data,
    };
  });
}
