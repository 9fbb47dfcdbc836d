import type { FastifyInstance } from 'fastify';
import { routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, routes.system.health, async () => {
    await ctx.database.ping();
    return { data: { status: 'ok' as const, database: ctx.database.kind } };
  });
}
