import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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
  /** The first read of the shared count, while under way: this window's hits wait for it. */
  first?: Promise<void>;
}

/** A hit's count so far (every instance's, as far as known) and the time left in its window. */
export interface Hit {
  current: number;
  ttl: number;
}

/** How many keys one write carries; the rest wait for the next. */
const BATCH = 5000;

export interface SharedCounts {
  /** Counts a hit; a key's first in a window on this instance answers once the shared count is read. */
  hit(key: string, windowMs: number, max: number): Hit | Promise<Hit>;
  /** Writes what this instance counted and reads back every instance's totals. */
  sync(): Promise<void>;
  stop(): void;
}

/**
 * Request counts shared by every instance on one database. A request is counted in memory, so it costs
 * no round trip; every `syncMs` the instance adds what it counted to each key's row for the window and
 * reads back the sum of all instances (of a key near its limit, even with nothing to add). The first hit
 * of a key in a window on an instance reads the shared count before it is answered, so a client new to
 * an instance does not start there from 0. Each instance so learns the others' counts within about one
 * interval:
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

  /** What the other instances counted of a key before this one first saw it in the window. */
  async function readFirst(key: string, t: Tally): Promise<void> {
    try {
      const [row] = await db
        .select({ hits: rateLimitCounts.hits })
        .from(rateLimitCounts)
        .where(and(eq(rateLimitCounts.key, key), eq(rateLimitCounts.windowStart, t.window)));
      // A write answered meanwhile read the row after adding to it: it knows better.
      if (row && t.sent === 0) t.others = Number(row.hits);
    } catch (error) {
      // Admitted on what this instance knows, as when a sync fails.
      if (!failing)
        log.warn({ err: error }, 'a rate limit count could not be read; limiting on what is known');
    } finally {
      t.first = undefined;
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
        t.first = readFirst(key, t);
        tallies.set(key, t);
      }
      t.mine += 1;
      t.unsent += 1;
      const tally = t;
      const answer = (): Hit => ({ current: tally.mine + tally.others, ttl: window + windowMs - Date.now() });
      return tally.first ? tally.first.then(answer) : answer();
    },
    sync,
    stop: () => clearInterval(timer),
  };
}
