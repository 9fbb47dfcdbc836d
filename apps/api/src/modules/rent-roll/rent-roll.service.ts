import {
  canImportRentRoll,
  RENT_ROLL_PREVIEW_PROBLEMS,
  RENT_ROLL_TEXTS,
  type RentRollImport,
  type RentRollMapping,
  type RentRollPreview,
} from '@lease/contract';
import { accessFor, type Access } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { settleStaged } from '../../platform/uploads/staging.js';
import { landlordInScope } from '../users/users.repository.js';
import { buildingIndex, readRentRoll, type BuildingIndex } from './rent-roll.csv.js';
import {
  findImportOf,
  insertImport,
  landlordBuildings,
  presentImport,
  rememberedMapping,
  rememberMapping,
} from './rent-roll.repository.js';
import type { StoredRentRoll } from './rent-roll.uploads.js';

export const RENT_ROLL_JOB = 'rent-roll.import';

/** The landlord must be in the actor's scope (else 404, as if absent) and the actor's to import into (else 403). */
async function checkLandlord(ctx: AppContext, actor: Actor, landlordId: string): Promise<void> {
  const access = accessFor(ctx, actor);
  if (!(await landlordInScope(ctx.database.db, access, landlordId))) throw notFound('Landlord');
  if (!access.can(canImportRentRoll, landlordId)) throw forbidden();
}

export async function mappingOf(ctx: AppContext, actor: Actor, landlordId: string) {
  await checkLandlord(ctx, actor, landlordId);
  return { mapping: await rememberedMapping(ctx.database.db, landlordId) };
}

/** The landlord's buildings, marked whether `access` may import into them (see landlordBuildings). */
export const buildingsOf = async (
  ctx: AppContext,
  access: Access,
  landlordId: string,
  within: string[] | null = null,
): Promise<BuildingIndex> =>
  buildingIndex(await landlordBuildings(ctx.database.db, landlordId, access, within));

/**
 * Reads the stored file through the checks, streamed: the headers, how many rows, how many are valid,
 * and the first problems. The import reads it this way too before it queues its job, so a file that is not
 * CSV, or maps a column it lacks, is refused at once (400) rather than failing in the job.
 */
async function scan(
  ctx: AppContext,
  file: StoredRentRoll,
  mapping: RentRollMapping,
  buildings: BuildingIndex,
): Promise<RentRollPreview> {
  const preview: RentRollPreview = { headers: [], rows: 0, valid: 0, problemRows: 0, problems: [] };
  const source = await ctx.storage.get(file.storageKey);
  for await (const checked of readRentRoll(source, mapping, buildings, (h) => (preview.headers = h))) {
    preview.rows += 1;
    if (checked.ok) {
      preview.valid += 1;
      continue;
    }
    preview.problemRows += 1;
    if (preview.problems.length < RENT_ROLL_PREVIEW_PROBLEMS) {
      const { ok: _ok, ...problem } = checked;
      preview.problems.push(problem);
    }
  }
  if (preview.rows === 0) throw badRequest(RENT_ROLL_TEXTS.noRows);
  return preview;
}

export async function previewRentRoll(
  ctx: AppContext,
  actor: Actor,
  input: { landlordId: string; mapping: RentRollMapping },
  file: StoredRentRoll,
): Promise<RentRollPreview> {
  await checkLandlord(ctx, actor, input.landlordId);
  return scan(ctx, file, input.mapping, await buildingsOf(ctx, accessFor(ctx, actor), input.landlordId));
}

/**
 * Queues an import of a stored rent roll: checks it whole first (streamed), then in one change remembers
 * the landlord's mapping, writes the import's row, makes the file the import's own and sends the job.
 */
export async function startImport(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { landlordId: string; mapping: RentRollMapping },
  file: StoredRentRoll,
): Promise<RentRollImport> {
  await checkLandlord(ctx, actor, input.landlordId);
  const access = accessFor(ctx, actor);
  const index = await buildingsOf(ctx, access, input.landlordId);
  const checked = await scan(ctx, file, input.mapping, index);
  // The job writes as the system: a key narrowed to some buildings hands it those it may write into.
  const within = access.readsInPart ? [...index.inReach] : null;
  const at = ctx.clock.now();
  const row = await change(
    ctx,
    who,
    {
      action: 'rent-roll.import',
      subjectType: 'landlord',
      subjectId: input.landlordId,
      from: (r: RentRollImport) => ({
        detail: { importId: r.id, fileName: r.fileName, rows: r.rows, valid: checked.valid },
      }),
    },
    async (work) => {
      await rememberMapping(work.tx, input.landlordId, input.mapping, actor.userId, at);
      const created = await insertImport(work.tx, {
        landlordId: input.landlordId,
        requestedBy: actor.userId,
        fileName: file.fileName,
        storageKey: file.storageKey,
        mapping: input.mapping,
        rowsTotal: checked.rows,
        createdAt: at,
      });
      // The stored file is the import's own now: the sweep of unfinished uploads leaves it.
      await settleStaged(work, [file]);
      await work.enqueue(RENT_ROLL_JOB, { importId: created.id, ip: who.ip ?? null, within });
      return presentImport(created);
    },
  );
  return row;
}

export async function importStatus(ctx: AppContext, actor: Actor, id: string): Promise<RentRollImport> {
  const found = await findImportOf(ctx.database.db, id, actor.role === 'admin' ? null : actor.landlordId);
  if (!found) throw notFound('Import');
  return presentImport(found);
}
