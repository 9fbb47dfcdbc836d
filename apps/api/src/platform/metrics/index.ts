import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Config } from '../../config.js';
import type { AppContext } from '../context.js';
import { claimMetrics } from './claims.js';
import { countConnections } from './connections.js';
import { poolGauges } from './database.js';
import { observeRequests } from './http.js';
import { jobGauges } from './jobs.js';
import { outboxGauges } from './outbox.js';
import { queriedGauges } from './queried.js';
import { listenMetrics } from './server.js';
import { countUploadBytes } from './uploads.js';

/**
 * Prometheus metrics of this instance, served on their own port (METRICS_PORT): requests, the database
 * pool, the job queue, the outbox, the claims desk, open sockets, uploads in flight, and Node's own. Call it before any
 * route is registered (its hooks cover every route); the server closes with the app.
 */
export async function serveMetrics(
  app: FastifyInstance,
  ctx: AppContext,
  where: NonNullable<Config['metrics']>,
): Promise<void> {
  // A registry per app, not prom-client's global one: tests run several apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  observeRequests(app, registry);
  countConnections(app.server, registry);
  countUploadBytes(app, registry);
  poolGauges(ctx.database, registry);
  const queried = queriedGauges(registry, ctx.outage);
  jobGauges(ctx.jobs, registry, queried);
  outboxGauges(ctx.database.db, registry, queried);
  ctx.observe = claimMetrics(ctx.database.db, registry, queried);
  const server = await listenMetrics(registry, where, ctx.log);
  app.addHook('onClose', () => server.close());
  ctx.log.info({ address: server.address }, 'metrics listening');
}
