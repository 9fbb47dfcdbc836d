import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { rateLimitCounts } from '../../db/schema/index.js';

/** One key's window on this instance: what it counted, what it has not written yet, what the others had. */
interface Tally {
  window: number;
  windowMs: number;
  max: number;
  mine: number;
  unsent: number;
  sent: number;
  others: number;
}

/** How many keys one write carries; the rest wait for the next. */
const BATCH = 5000;

export interface SharedCounts {
  hit(key: string, windowMs: number, max: number): { current: number; ttl: number };
  /** Writes what this instance counted and reads back every instance's totals. */
  sync(): Promise<void>;
  stop(): void;
}

/**
 * Request counts shared by every instance on one database. A request is counted in memory, so it costs
 * no round trip; every `syncMs` the instance adds what it counted to each key's row for the window and
 * reads back the sum of all instances (of a key near its limit, even with nothing to add). Each instance
 * so learns the others' counts within about one interval:
 * a client spreading its requests over several instances gets past the limit by at most what the others
 * let through in one interval. Windows are fixed and cut from the epoch, so every instance agrees on them.
 */
export function createSharedCounts(db: Db, syncMs: number, log: FastifyBaseLogger): SharedCounts {
  const tallies = new Map<string, Tally>();
  let syncing = false;
  let failing = false;
  let syncs = 0;

  async function write(batch: [string, Tally, number][]): Promise<void> {
    const rows = await db.execute(sql`
      insert into ${rateLimitCounts} (key, window_start, hits, expires_at)
      select k, w, h, to_timestamp(e / 1000.0)
      from unnest(${sql.param(batch.map(([key]) => key))}::text[],
                  ${sql.param(batch.map(([, t]) => t.window))}::bigint[],
                  ${sql.param(batch.map(([, , n]) => n))}::int[],
                  ${sql.param(batch.map(([, t]) => t.window + t.windowMs))}::bigint[]) as s(k, w, h, e)
      on conflict (key, window_start) do update set hits = ${rateLimitCounts.hits} + excluded.hits
      returning key, window_start, hits`);
    for (const row of rowsOf<{ key: string; window_start: string; hits: number }>(rows)) {
      const t = tallies.get(row.key);
      if (t && t.window === Number(row.window_start)) t.others = Number(row.hits) - t.sent;
    }
  }

  const timer = setInterval(() => void sync(), syncMs);
  timer.unref();

  async function sync(): Promise<void> {
    if (syncing) return;
    syncing = true;
    const now = Date.now();
    const batch: [string, Tally, number][] = [];
    for (const [key, t] of tallies) {
      if (t.window + t.windowMs <= now) tallies.delete(key);
      // A key near its limit is read again even with nothing to add: the others may have spent the rest.
      else if ((t.unsent > 0 || (t.mine + t.others) * 2 >= t.max) && batch.length < BATCH) {
        batch.push([key, t, t.unsent]);
      }
    }
    for (const [, t, n] of batch) {
      t.unsent -= n;
      t.sent += n;
    }
    try {
      if (batch.length > 0) await write(batch);
      syncs += 1;
      if (syncs % 60 === 0) await db.delete(rateLimitCounts).where(sql`${rateLimitCounts.expiresAt} < now()`);
      if (failing) log.info('rate limit counts are shared again');
      failing = false;
    } catch (error) {
      // Counted again at the next write; meanwhile each instance limits on what it knows.
      for (const [, t, n] of batch) {
        t.unsent += n;
        t.sent -= n;
      }
      if (!failing) log.warn({ err: error }, 'rate limit counts could not be shared; retrying');
      failing = true;
    } finally {
      syncing = false;
    }
  }

  return {
    hit(key, windowMs, max) {
      const now = Date.now();
      const window = now - (now % windowMs);
      let t = tallies.get(key);
      if (!t || t.window !== window) {
        t = { window, windowMs, max, mine: 0, unsent: 0, sent: 0, others: 0 };
        tallies.set(key, t);
      }
      t.mine += 1;
      t.unsent += 1;
      return { current: t.mine + t.others, ttl: window + windowMs - now };
    },
    sync,
    stop: () => clearInterval(timer),
  };
}

/** The rate-limit plugin's store over shared counts: a route with limits of its own counts apart. */
export function sharedStore(counts: SharedCounts): FastifyRateLimitStoreCtor {
  const storeFor = (scope: string): FastifyRateLimitStore => ({
    incr: (key, callback, timeWindow, max) => callback(null, counts.hit(`${scope} ${key}`, timeWindow, max)),
    // The plugin hands a child its merged limits, with the route under `routeInfo`.
    child: (params) => {
      const route = (params as unknown as { routeInfo: { method: string | string[]; url: string } })
        .routeInfo;
      return storeFor(`${[route.method].flat().join(',')} ${route.url}`);
    },
  });
  return class {
    constructor() {
      return storeFor('*');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
