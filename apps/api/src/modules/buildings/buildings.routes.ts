import type { FastifyInstance } from 'fastify';
import { routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import { buildingsInScope, buildingsOfUser, importBuildings } from './buildings.service.js';

const { buildings } = routes;

export function registerBuildingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, buildings.listBuildings, async ({ actor, query }) => ({
    data: await buildingsInScope(ctx, actor, query),
  }));
  registerRoute(app, ctx, buildings.userBuildings, async ({ actor, body }) => ({
    data: await buildingsOfUser(ctx, actor, body.data),
  }));
  registerRoute(app, ctx, buildings.landlordBuildings, async ({ actor, query }) => ({
    data: await buildingsOfUser(ctx, actor, query),
  }));
  registerRoute(app, ctx, buildings.importBuildings, async ({ actor, body, request }) => {
    const data = await importBuildings(ctx, whoOf(actor, request), actor, body);
    return {
      message: body.dryRun ? `${data.checked} buildings checked.` : `${data.created} buildings added.`,
      status: body.dryRun ? 200 : 201,
      data,
    };
  });
}
