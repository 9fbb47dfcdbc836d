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

/** How often the event loop's delay is sampled, in ms. */
const LOOP_DELAY_SAMPLE_MS = 100;

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
  // Node's event-loop delay is sampled by a timer: at prom-client's 10 ms default an idle instance woke
  // 219 times a second against 47 at 100 ms, and spent about 1 % of a core on it, under load too (issue
  // #37). A sample every 100 ms still sees every stall worth alerting on (operations.md: 0.5 s).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: LOOP_DELAY_SAMPLE_MS });
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
