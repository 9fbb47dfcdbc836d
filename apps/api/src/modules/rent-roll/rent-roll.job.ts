import { eq, sql } from 'drizzle-orm';
import { RENT_ROLL_FAILED } from '@lease/contract';
import { rentRollImports } from '../../db/schema/index.js';
import { systemAccess } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import type { RentRollRow } from './rent-roll.csv.js';
import { readRentRoll } from './rent-roll.csv.js';
import {
  findImport,
  upsertRentRollBatch,
  type BatchCounts,
  type ImportRecord,
} from './rent-roll.repository.js';
import { buildingsOf } from './rent-roll.service.js';

/** Data rows per batch: one transaction, one statement, one activity row. */
export const RENT_ROLL_BATCH = 2_000;

/**
 * Runs one import (decision 0031): streams its stored file through the same checks as the preview and
 * upserts the valid rows in batches. Each batch is one change: its upsert, the import's progress (rows
 * passed and counts) and its activity row commit together, so a retried job skips the rows already
 * passed and resumes after them, and the progress bar never counts a row the database lacks.
 */
export async function runRentRollImport(
  ctx: AppContext,
  importId: string,
  ip: string | null,
  within: string[] | null,
): Promise<void> {
  const start = await findImport(ctx.database.db, importId);
  if (!start || start.status === 'done' || start.status === 'failed' || !start.storageKey) return;
  // Its start checked the landlord in scope; `within` keeps a narrowed key's import to its buildings.
  const access = systemAccess(ctx, 'a rent-roll import, within the buildings it was started with');
  const buildings = await buildingsOf(ctx, access, start.landlordId, within);
  const source = await ctx.storage.get(start.storageKey);
  let passed = 0;
  let batch: RentRollRow[] = [];
  let skipped = 0;
  let first = 0;
  const flush = async () => {
    if (passed <= start.rowsDone) return;
    await importBatch(ctx, { actorId: start.requestedBy, ip }, start, first, passed, batch, skipped);
    batch = [];
    skipped = 0;
    first = passed;
  };
  first = start.rowsDone;
  for await (const checked of readRentRoll(source, start.mapping, buildings)) {
    passed += 1;
    if (passed <= start.rowsDone) continue;
    if (checked.ok) batch.push(checked.row);
    else skipped += 1;
    if (batch.length + skipped >= RENT_ROLL_BATCH) await flush();
  }
  await flush();
  await change(
    ctx,
    { actorId: start.requestedBy, ip },
    { action: 'rent-roll.import-done', subjectType: 'rent_roll_import', subjectId: importId },
    async ({ tx }) => {
      await tx
        .update(rentRollImports)
        .set({ status: 'done', storageKey: null, finishedAt: ctx.clock.now() })
        .where(eq(rentRollImports.id, importId));
    },
  );
  await ctx.storage.delete(start.storageKey);
}

async function importBatch(
  ctx: AppContext,
  who: Who,
  job: ImportRecord,
  from: number,
  to: number,
  rows: RentRollRow[],
  skipped: number,
): Promise<void> {
  await change(
    ctx,
    who,
    {
      action: 'rent-roll.import-batch',
      subjectType: 'rent_roll_import',
      subjectId: job.id,
      detail: { landlordId: job.landlordId, rows: `${from + 1}-${to}`, skipped },
      from: (counts: BatchCounts) => ({
        detail: { landlordId: job.landlordId, rows: `${from + 1}-${to}`, skipped, ...counts },
      }),
    },
    async ({ tx }) => {
      // The progress row first, locked: two runs of the same import (a retry while the first still ran) take turns.
      const current = await findImport(tx, job.id, true);
      if (!current || current.rowsDone >= to) return { created: 0, updated: 0, unchanged: 0 };
      const counts = await upsertRentRollBatch(tx, job.landlordId, rows);
      await tx
        .update(rentRollImports)
        .set({
          status: 'running',
          rowsDone: to,
          created: sql`${rentRollImports.created} + ${counts.created}`,
          updated: sql`${rentRollImports.updated} + ${counts.updated}`,
          unchanged: sql`${rentRollImports.unchanged} + ${counts.unchanged}`,
          skipped: sql`${rentRollImports.skipped} + ${skipped}`,
        })
        .where(eq(rentRollImports.id, job.id));
      return counts;
    },
  );
}

/** The import's job: retried with back-off; once out of retries the import is marked failed with its reason. */
export function registerRentRollJob(ctx: AppContext, name: string): void {
  ctx.jobs.register<{ importId: string; ip?: string | null; within?: string[] | null }>(
    name,
    async ({ importId, ip = null, within = null }, { retryCount }) => {
      try {
        await runRentRollImport(ctx, importId, ip, within);
      } catch (error) {
        ctx.log.error({ err: error, importId, retryCount }, 'rent-roll import failed');
        if (retryCount >= RETRIES) await markFailed(ctx, importId, ip);
        throw error;
      }
    },
    { retryLimit: RETRIES },
  );
}

const RETRIES = 2;

/** Out of retries: the import shows as failed; the batches before stay imported (a new import resumes nothing). */
async function markFailed(ctx: AppContext, importId: string, ip: string | null): Promise<void> {
  const job = await findImport(ctx.database.db, importId);
  if (!job) return;
  await change(
    ctx,
    { actorId: job.requestedBy, ip },
    { action: 'rent-roll.import-failed', subjectType: 'rent_roll_import', subjectId: importId },
    async ({ tx }) => {
      await tx
        .update(rentRollImports)
        .set({ status: 'failed', error: RENT_ROLL_FAILED, finishedAt: ctx.clock.now() })
        .where(eq(rentRollImports.id, importId));
    },
  );
  if (job.storageKey) await ctx.storage.delete(job.storageKey);
}
