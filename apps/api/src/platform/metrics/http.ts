import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { hookList } from '../http/route-hooks.js';
import { seriesHistogram, type HistogramSeries } from './series-histogram.js';

/** What a request matched no route of is counted under, so a scan of made-up paths adds no series. */
export const UNMATCHED = 'unmatched';

/**
 * Request durations by method, route pattern (`/api/claims/:id`, never the URL itself, so the series stay
 * as many as the routes) and status, from the first byte read to the answer sent.
 */
export function observeRequests(app: FastifyInstance, registry: Registry): void {
  const durations = seriesHistogram(registry, {
    name: 'lease_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status.',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  });
  // request.routeOptions builds an object per read: each route's series are found once, by status, in a
  // hook of that route alone.
  const seriesOf = (method: string, route: string) => {
    const byStatus = new Map<number, HistogramSeries>();
    return (status: number) => {
      let series = byStatus.get(status);
      if (!series)
        byStatus.set(status, (series = durations.series({ method, route, status: String(status) })));
      return series;
    };
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const series = new Map(methods.map((method) => [method, seriesOf(method, route.url)]));
    // A callback hook: it runs on every request, and an async one costs a promise each time.
    const observe = (
      request: { method: string },
      reply: { statusCode: number; elapsedTime: number },
      done: () => void,
    ) => {
      series
        .get(request.method)?.(reply.statusCode)
        .observe(reply.elapsedTime / 1000);
      done();
    };
    route.onResponse = [...hookList(route.onResponse), observe] as typeof route.onResponse;
  });
  // Fastify's not-found handler runs no route's hooks; only its requests are counted here.
  const unmatched = new Map<string, ReturnType<typeof seriesOf>>();
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      let series = unmatched.get(request.method);
      if (!series) unmatched.set(request.method, (series = seriesOf(request.method, UNMATCHED)));
      series(reply.statusCode).observe(reply.elapsedTime / 1000);
    }
    done();
  });
}
