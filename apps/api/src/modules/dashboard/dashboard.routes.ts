import type { FastifyInstance } from 'fastify';
import { routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { summaryFor } from './dashboard.service.js';

export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, routes.dashboard.dashboardSummary, async ({ actor }) => ({
    data: await summaryFor(ctx, actor),
  }));
}
