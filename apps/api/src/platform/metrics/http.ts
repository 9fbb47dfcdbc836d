import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** What a request matched no route of is counted under, so a scan of made-up paths adds no series. */
export const UNMATCHED = 'unmatched';

/**
 * Request durations by method, route pattern (`/api/claims/:id`, never the URL itself, so the series stay
 * as many as the routes) and status, from the first byte read to the answer sent.
 */
export function observeRequests(app: FastifyInstance, registry: Registry): void {
  const durations = new Histogram({
    name: 'lease_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  // A callback hook: it runs on every request, and an async one costs a promise each time.
  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
