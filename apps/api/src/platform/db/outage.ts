import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './unavailable.js';

/**
 * The log of database outages. While PostgreSQL restarts, every request, poll and LISTEN fails at once:
 * logging each would bury the one line that matters. The first failure of a burst is logged, the rest
 * are counted by source, and one line ends the burst when the database answers again.
 */
export interface OutageLog {
  /**
   * Logs a failure under `message`: one caused by the database being away joins the burst (logged only
   * when it opens it), any other is logged as an error as it is.
   */
  failed(source: string, error: unknown, message: string): void;
  /** A connection to the database was made: ends the burst, if one is open, with one line. */
  answered(): void;
}

interface Burst {
  since: number;
  last: number;
  failures: Record<string, number>;
}

/**
 * `quietMs`: a burst that no connection ended (nothing needed one) counts as over once no failure came
 * for that long, so a later outage is logged again.
 */
export function outageLog(log: FastifyBaseLogger, quietMs = 30_000, now = Date.now): OutageLog {
  let burst: Burst | null = null;
  return {
    failed(source, error, message) {
      if (!isDatabaseUnavailable(error)) {
        log.error({ err: error, source }, message);
        return;
      }
      const at = now();
      if (burst && at - burst.last <= quietMs) {
        burst.last = at;
        burst.failures[source] = (burst.failures[source] ?? 0) + 1;
        return;
      }
      burst = { since: at, last: at, failures: { [source]: 1 } };
      log.error(
        { err: error, source, during: message },
        'database unavailable; further failures are counted until it answers again',
      );
    },
    answered() {
      if (!burst) return;
      log.warn({ downMs: now() - burst.since, failures: burst.failures }, 'database answers again');
      burst = null;
    },
  };
}
