import { count, inArray, min } from 'drizzle-orm';
import { Gauge, Histogram, type Registry } from 'prom-client';
import { CLAIM_DESK_STATUSES } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { claims } from '../../db/schema/index.js';
import type { Observers } from './observers.js';
import { sharedRead, type Queried } from './queried.js';

const HOUR = 3600;

/**
 * The claims desk (issue 32): how long claims wait from filing to their final decision, as a histogram
 * whose buckets name the promises (an hour, the day, three days, a week), and the claims waiting on an
 * adjuster now, with the age of the oldest, counted by any instance at scrape time.
 */
export function claimMetrics(db: Queryable, registry: Registry, queried: Queried): Observers {
  const decision = new Histogram({
    name: 'lease_claim_decision_seconds',
    help: 'Seconds from a claim being filed to its final decision (approve or deny), decided on this instance.',
    buckets: [60, HOUR, 4 * HOUR, 24 * HOUR, 72 * HOUR, 7 * 24 * HOUR, 30 * 24 * HOUR],
    registers: [registry],
  });
  const desk = sharedRead(async () => {
    const [row] = await db
      .select({ waiting: count(), oldest: min(claims.createdAt) })
      .from(claims)
      .where(inArray(claims.status, [...CLAIM_DESK_STATUSES]));
    return { waiting: row?.waiting ?? 0, oldest: row?.oldest ?? null };
  });
  new Gauge({
    name: 'lease_claims_undecided',
    help: 'Claims waiting on an adjuster (submitted, or back under review after a documents request).',
    registers: [registry],
    async collect() {
      await queried(
        'claims',
        async () => this.set((await desk()).waiting),
        () => this.set(NaN),
      );
    },
  });
  new Gauge({
    name: 'lease_claims_undecided_oldest_age_seconds',
    help: 'How long the oldest claim waiting on an adjuster has waited since it was filed; 0 when none waits.',
    registers: [registry],
    async collect() {
      await queried(
        'claims',
        async () => {
          const { oldest } = await desk();
          this.set(oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0);
        },
        () => this.set(NaN),
      );
    },
  });
  return { claimDecided: (seconds) => decision.observe(seconds) };
}
