import type { FastifyInstance } from 'fastify';
import { routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { HttpError } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';

const DRAINING = 'This instance is shutting down.';
const NO_DATABASE = 'The database does not answer.';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, routes.system.health, async () => {
    await ctx.database.ping();
    return { data: { status: 'ok' as const, database: ctx.database.kind } };
  });

  registerRoute(app, ctx, routes.system.healthLive, async () => ({ data: { status: 'ok' as const } }));

  // The app serves only once openDatabase has run the migrations, so an answering instance has them done.
  registerRoute(app, ctx, routes.system.healthReady, async () => {
    if (ctx.lifecycle.draining) throw new HttpError(503, DRAINING);
    try {
      await ctx.database.ping();
    } catch {
      throw new HttpError(503, NO_DATABASE);
    }
    return { data: { status: 'ok' as const, database: ctx.database.kind } };
  });
}
