import { Counter, type Registry } from 'prom-client';
import type { OutageLog } from '../db/outage.js';

/** How long a scrape waits for a gauge's query: a database that hangs must not hold the whole scrape. */
const QUERY_TIMEOUT_MS = 2_000;

/**
 * Fills gauges from a query at scrape time, the scrape answering whether or not the query does: when it
 * fails, `unknown` marks the gauge as not known (no samples, or NaN for a gauge without labels).
 */
export type Queried = (source: string, fill: () => Promise<void>, unknown: () => void) => Promise<void>;

/**
 * A failed or slow query leaves its gauge unknown (no stale value stands in for a current one), counts
 * the failure by source, and goes to the outage log; the rest of the scrape is answered as usual.
 */
export function queriedGauges(registry: Registry, outage: OutageLog): Queried {
  const pending = new Set<Promise<unknown>>();
  const failures = new Counter({
    name: 'lease_metrics_query_failures_total',
    help: 'Gauge reads at a scrape that failed or took over 2 s, by source; the gauge is left out of that scrape.',
    labelNames: ['source'] as const,
    registers: [registry],
    // A scrape collects every metric side by side: this waits for the scrape's reads, which have all
    // started by the next turn, so their failures count in the same answer.
    async collect() {
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled(pending);
    },
  });
  return async (source, fill, unknown) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the ${source} query took over ${QUERY_TIMEOUT_MS} ms`)),
        QUERY_TIMEOUT_MS,
      );
    });
    const read = Promise.race([fill(), late]);
    pending.add(read);
    try {
      await read;
    } catch (error) {
      unknown();
      failures.inc({ source });
      outage.failed('metrics', error, `metrics: the ${source} gauges could not be read`);
    } finally {
      pending.delete(read);
      clearTimeout(timer);
    }
  };
}

/** The same read for every caller while one is under way: two gauges filled by one query run it once per scrape. */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= read().finally(() => (pending = null));
    return pending;
  };
}
