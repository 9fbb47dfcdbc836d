import {
  canImportBuildings,
  type BuildingImportRow,
  type BuildingRow,
  type BuildingSort,
  type ListParams,
  type Page as ListPage,
} from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { accessFor } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { findVisibleUser, landlordInScope, type UserRecord } from '../users/users.repository.js';
import { EXPORT_PAGE_SIZE } from '../../platform/db/csv-export.js';
import {
  buildingsPage,
  insertBuildingRows,
  listBuildings,
  type BuildingFilter,
} from './buildings.repository.js';

type Page = ListPage<BuildingRow>;

/** Narrows a building filter to what one user sees: its landlord's buildings for ll and vp, its grants otherwise. */
const heldBy = (user: UserRecord): BuildingFilter =>
  user.role === 'll' || user.role === 'vp'
    ? { landlordId: user.landlordId ?? undefined }
    : user.role === 'admin'
      ? {}
      : { grantedTo: user.id };

/** The Buildings grid: every building in the actor's scope, optionally of one landlord in scope. */
export async function buildingsInScope(
  ctx: AppContext,
  actor: Actor,
  params: ListParams<BuildingSort> & { landlordId?: string },
): Promise<Page> {
  const { db } = ctx.database;
  const access = accessFor(ctx, actor);
  if (params.landlordId && !(await landlordInScope(db, access, params.landlordId)))
    throw notFound('Landlord');
  return listBuildings(db, access, { landlordId: params.landlordId }, params);
}

/**
 * The Buildings grid's export: after the same scope check as the grid, a reader of its keyset pages
 * without totals, for the CSV stream.
 */
export async function buildingsExportReader(
  ctx: AppContext,
  actor: Actor,
  params: Omit<ListParams<BuildingSort>, 'page' | 'pageSize' | 'cursor'> & { landlordId?: string },
) {
  const { db } = ctx.database;
  const access = accessFor(ctx, actor);
  if (params.landlordId && !(await landlordInScope(db, access, params.landlordId)))
    throw notFound('Landlord');
  return (cursor: string | undefined) =>
    buildingsPage(
      db,
      access,
      { landlordId: params.landlordId },
      { ...params, page: 1, pageSize: EXPORT_PAGE_SIZE, cursor },
    );
}

/** Buildings in scope, optionally only those a user of the actor's line (or the actor) holds. */
export async function buildingsOfUser(
  ctx: AppContext,
  actor: Actor,
  params: ListParams<BuildingSort> & { userId?: string; landlordId?: string },
): Promise<Page> {
  const { db } = ctx.database;
  const access = accessFor(ctx, actor);
  if (params.landlordId && !(await landlordInScope(db, access, params.landlordId)))
    throw notFound('Landlord');
  let narrow: BuildingFilter = {};
  if (params.userId) {
    const user = await findVisibleUser(db, access, params.userId);
    if (!user || (params.landlordId && user.landlordId !== params.landlordId)) throw notFound('User');
    narrow = heldBy(user);
  }
  return listBuildings(db, access, { landlordId: params.landlordId, ...narrow }, params);
}

/** Adds buildings to a landlord in scope; a dry run only confirms the rows and the landlord, and writes nothing. */
export async function importBuildings(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { landlordId: string; dryRun: boolean; rows: BuildingImportRow[] },
): Promise<{ created: number; checked: number }> {
  const access = accessFor(ctx, actor);
  const checkLandlord = async (q: Queryable) => {
    // Out of scope answers 404 as if absent; in scope but not the actor's to import into answers 403.
    if (!(await landlordInScope(q, access, input.landlordId))) throw notFound('Landlord');
    if (!access.can(canImportBuildings, input.landlordId)) throw forbidden();
  };
  if (input.dryRun) {
    await checkLandlord(ctx.database.db);
    return { created: 0, checked: input.rows.length };
  }
  const ids = await change(
    ctx,
    who,
    {
      action: 'building.import',
      subjectType: 'landlord',
      subjectId: input.landlordId,
      from: (created: string[]) => ({ detail: { count: created.length, buildingIds: created } }),
    },
    async ({ tx }) => {
      await checkLandlord(tx);
      return insertBuildingRows(tx, input.landlordId, input.rows);
    },
  );
  return { created: ids.length, checked: input.rows.length };
}
