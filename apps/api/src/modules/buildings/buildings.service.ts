import type { BuildingImportRow, BuildingRow, BuildingSort, ListParams } from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import { scopeOf } from '../../platform/auth/scope.js';
import { recordActivity } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findVisibleUser, landlordInScope, type UserRecord } from '../users/users.repository.js';
import { insertBuildingRows, listBuildings, type BuildingFilter } from './buildings.repository.js';

type Page = { rows: BuildingRow[]; total: number };

/** Narrows a building filter to what one user sees: its landlord's buildings for ll and vp, its grants otherwise. */
const heldBy = (user: UserRecord): Partial<BuildingFilter> =>
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
  const scope = scopeOf(actor);
  if (params.landlordId && !(await landlordInScope(db, scope, params.landlordId))) throw notFound('Landlord');
  return listBuildings(db, { scope, landlordId: params.landlordId }, params);
}

/** Buildings in scope, optionally only those a user of the actor's line (or the actor) holds. */
export async function buildingsOfUser(
  ctx: AppContext,
  actor: Actor,
  params: ListParams<BuildingSort> & { userId?: string; landlordId?: string },
): Promise<Page> {
  const { db } = ctx.database;
  const scope = scopeOf(actor);
  if (params.landlordId && !(await landlordInScope(db, scope, params.landlordId))) throw notFound('Landlord');
  let narrow: Partial<BuildingFilter> = {};
  if (params.userId) {
    const user = await findVisibleUser(db, actor, params.userId);
    if (!user || (params.landlordId && user.landlordId !== params.landlordId)) throw notFound('User');
    narrow = heldBy(user);
  }
  return listBuildings(db, { scope, landlordId: params.landlordId, ...narrow }, params);
}

/** Adds buildings to a landlord in scope; a dry run only confirms the rows and the landlord. */
export async function importBuildings(
  ctx: AppContext,
  actor: Actor,
  input: { landlordId: string; dryRun: boolean; rows: BuildingImportRow[] },
): Promise<{ created: number; checked: number }> {
  const { db } = ctx.database;
  if (!(await landlordInScope(db, scopeOf(actor), input.landlordId))) throw notFound('Landlord');
  if (input.dryRun) return { created: 0, checked: input.rows.length };
  const ids = await db.transaction(async (tx) => {
    const created = await insertBuildingRows(tx, input.landlordId, input.rows);
    await recordActivity(tx, {
      actorId: actor.userId,
      action: 'building.import',
      subjectType: 'landlord',
      subjectId: input.landlordId,
      detail: { count: created.length, buildingIds: created },
    });
    return created;
  });
  return { created: ids.length, checked: input.rows.length };
}
