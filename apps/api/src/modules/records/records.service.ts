import {
  ANSWERS,
  type ApplicationRecord,
  canMoveStage,
  type ListParams,
  nextStages,
  type Page,
  type RecordSort,
  type StageCode,
  STAGES,
} from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { accessFor, type Access } from '../../platform/auth/access.js';
import { backfillFinished } from '../../platform/backfills/backfills.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { EXPORT_PAGE_SIZE } from '../../platform/db/csv-export.js';
import { conflict, notFound } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { emitWebhook } from '../webhooks/webhooks.emit.js';
import { landlordInScope } from '../users/users.repository.js';
import { raiseFlags } from './flag-rules.js';
import {
  countOpenFlags,
  findRecord,
  listRecords,
  lockApplication,
  recordsPage,
  type RecordFilter,
} from './records.repository.js';
import { nextRiderId, setStage } from './records.writes.js';
import { searchTextBackfill } from './search-backfill.js';

/** A building or landlord named by the caller must be in its scope: outside it answers 404, as if absent. */
export async function checkNamed(
  q: Queryable,
  access: Access,
  filter: { buildingId?: string | undefined; landlordId?: string | undefined },
): Promise<void> {
  if (filter.buildingId && (await access.visible(q, 'buildings', [filter.buildingId])).length === 0)
    throw notFound('Building');
  if (filter.landlordId && !(await landlordInScope(q, access, filter.landlordId))) throw notFound('Landlord');
}

/** The filter, told to read unfilled search texts the slow way while their backfill runs. */
const withSearchFallback = async (ctx: AppContext, filter: RecordFilter): Promise<RecordFilter> =>
  filter.q ? { ...filter, searchUnfilled: !(await backfillFinished(ctx, searchTextBackfill.name)) } : filter;

/** A page of applications, policies or flagged policies in the actor's scope. */
export async function recordsInScope(
  ctx: AppContext,
  actor: Actor,
  filter: RecordFilter,
  params: ListParams<RecordSort>,
): Promise<Page<ApplicationRecord>> {
  const { db } = ctx.database;
  const access = accessFor(ctx, actor);
  await checkNamed(db, access, filter);
  return listRecords(db, access, await withSearchFallback(ctx, filter), params);
}

/** After the same checks as the grid, a reader of its keyset pages without totals, for the CSV stream. */
export async function recordsExportReader(
  ctx: AppContext,
  actor: Actor,
  filter: RecordFilter,
  params: Omit<ListParams<RecordSort>, 'page' | 'pageSize' | 'cursor'>,
) {
  const { db } = ctx.database;
  const access = accessFor(ctx, actor);
  await checkNamed(db, access, filter);
  const searched = await withSearchFallback(ctx, filter);
  return (cursor: string | undefined) =>
    recordsPage(db, access, searched, { ...params, page: 1, pageSize: EXPORT_PAGE_SIZE, cursor });
}

/** The sidebar badge: flagged policies in scope. */
export const flaggedCount = (ctx: AppContext, actor: Actor): Promise<number> =>
  countOpenFlags(ctx.database.db, accessFor(ctx, actor));

/** One record in scope, or 404. */
export async function recordInScope(ctx: AppContext, actor: Actor, id: string): Promise<ApplicationRecord> {
  const record = await findRecord(ctx.database.db, accessFor(ctx, actor), id);
  if (!record) throw notFound('Record');
  return record;
}

const labelOf = (code: string) => STAGES.find((s) => s.code === code)?.label ?? code;

/**
 * Moves an application along its stages (admin): the next stage, Declined or Cancelled from an open
 * stage; issuing (05) assigns the rider id and the issue date. The row is locked, so two moves queue.
 */
export async function moveStage(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { id: string; stage: StageCode },
): Promise<ApplicationRecord> {
  const access = accessFor(ctx, actor);
  await change(
    ctx,
    who,
    {
      action: 'application.stage',
      subjectType: 'application',
      subjectId: input.id,
      detail: { to: input.stage },
    },
    async (work) => {
      const { tx } = work;
      const row = await lockApplication(tx, access, input.id);
      if (!row) throw notFound('Record');
      if (!canMoveStage(actor, { from: row.stage, to: input.stage })) {
        const allowed = nextStages(row.stage).map(labelOf);
        throw conflict(
          allowed.length === 0
            ? ANSWERS.stageFinal(labelOf(row.stage))
            : ANSWERS.stageMovesTo(labelOf(row.stage), allowed.join(', ')),
        );
      }
      const today = access.now.toISOString().slice(0, 10);
      const issuing = input.stage === 'Stage05';
      await setStage(tx, row.id, {
        stage: input.stage,
        ...(issuing ? { riderId: await nextRiderId(tx), issueDate: today, activeLease: true } : {}),
        ...(input.stage === 'Cancelled' ? { cancelledAt: access.now, activeLease: false } : {}),
        ...(input.stage === 'Stage06' ? { activeLease: false } : {}),
      });
      // A policy issued for a lease already over (or a tenant already gone) is flagged at once.
      if (issuing) await raiseFlags(work, access.now, [row.id]);
      await emitWebhook(work, {
        landlordId: row.landlordId,
        type: 'application.stage_changed',
        subject: { type: 'application', id: row.id },
        data: { from: row.stage, to: input.stage },
      });
    },
  );
  return recordInScope(ctx, actor, input.id);
}
