import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { backfills } from '../../db/schema/index.js';
import type { AppContext } from '../context.js';
import { writer } from '../writer.js';

/**
 * A data change too long for a migration (docs/decisions/0022): the migration adds the schema and a
 * pending row in `backfills`, and this fills the rows in batches after start while the app serves.
 */
export interface Backfill {
  /** Its row in `backfills`, written by the migration that needs it; its job is `backfill.<name>`. */
  name: string;
  /**
   * Fills up to `limit` rows whose key comes after `after` (all from the start when null), in key order,
   * inside `tx`; answers the last key it passed, or null when no row is left. It must skip a row already
   * filled, so a batch run twice (a retry, a second instance) changes nothing.
   */
  batch(tx: Tx, after: string | null, limit: number): Promise<{ lastKey: string | null; rows: number }>;
}

/** Rows per batch: each batch is one short transaction, so it holds its rows' locks briefly. */
export const BATCH_ROWS = 10_000;
/** How long one job runs before it hands on to the next, so a shutdown never waits on a long run. */
const SLICE_MS = 5_000;

/** Finished backfills per instance: once finished, one stays finished, and readers stop asking. */
const finishedSeen = new WeakMap<AppContext, Set<string>>();

/** Whether a backfill has filled every row; until it has, its readers take the slow way. */
export async function backfillFinished(ctx: AppContext, name: string): Promise<boolean> {
  const seen = finishedSeen.get(ctx) ?? new Set<string>();
  finishedSeen.set(ctx, seen);
  if (seen.has(name)) return true;
  const [row] = await ctx.database.db
    .select({ finishedAt: backfills.finishedAt })
    .from(backfills)
    .where(eq(backfills.name, name));
  // A backfill no migration wrote has nothing to do.
  if (row && !row.finishedAt) return false;
  seen.add(name);
  return true;
}

/**
 * One batch in its own transaction, under a lock on the backfill's row: instances running the same
 * backfill take turns and each resumes from the other's last key. Answers false once it is finished.
 */
async function runBatch(ctx: AppContext, backfill: Backfill): Promise<boolean> {
  return writer(ctx.database).transaction(async (tx) => {
    const [row] = await tx.select().from(backfills).where(eq(backfills.name, backfill.name)).for('update');
    if (!row || row.finishedAt) return false;
    const { lastKey, rows } = await backfill.batch(tx, row.lastKey, BATCH_ROWS);
    const done = lastKey === null;
    await tx
      .update(backfills)
      .set({
        lastKey: lastKey ?? row.lastKey,
        rowsDone: sql`${backfills.rowsDone} + ${rows}`,
        startedAt: row.startedAt ?? sql`now()`,
        finishedAt: done ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(eq(backfills.name, backfill.name));
    if (done) {
      const rowsDone = row.rowsDone + rows;
      ctx.log.info({ backfill: backfill.name, rows: rowsDone }, 'backfill finished');
    }
    return !done;
  });
}

/**
 * Registers a backfill's job, sent at every start: it runs batches for a few seconds, logs its progress
 * and sends itself again until no row is left. A failed batch rolls back alone and the job is retried
 * (5 times, with back-off); the next start sends it again after that.
 */
export function registerBackfill(ctx: AppContext, backfill: Backfill): void {
  const job = `backfill.${backfill.name}`;
  ctx.jobs.register(
    job,
    async () => {
      const started = Date.now();
      try {
        while (Date.now() - started < SLICE_MS) {
          if (!(await runBatch(ctx, backfill))) return;
        }
      } catch (error) {
        ctx.log.warn({ err: error, backfill: backfill.name }, 'backfill batch failed; it will be retried');
        throw error;
      }
      const [row] = await ctx.database.db.select().from(backfills).where(eq(backfills.name, backfill.name));
      ctx.log.info(
        { backfill: backfill.name, rows: row?.rowsDone, lastKey: row?.lastKey },
        'backfill progress',
      );
      await ctx.jobs.enqueue(job, {});
    },
    { atStart: true, retryLimit: 5 },
  );
}
