import {
  ANSWERS,
  canDeleteUser,
  canMoveUser,
  type ListParams,
  type Page,
  type Role,
  ROLE_LABELS,
  roleManages,
  type TreeNode,
  type UserRow,
  type UserSort,
} from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { accessFor, type Access } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { buildingIdsInScope } from '../buildings/buildings.repository.js';
import {
  findManagedUser,
  findVisibleUser,
  grantBuildings,
  grantedBuildingIds,
  landlordInScope,
  landlordNodes,
  listUserOptions,
  listUsers,
  reportsOf,
  retireUser,
  setManager,
  topOfLine,
  type UserFilter,
  type UserRecord,
} from './users.repository.js';

type TreeParams = ListParams<'name' | 'email'>;

async function checkLandlord(ctx: AppContext, access: Access, landlordId: string | undefined): Promise<void> {
  if (landlordId && !(await landlordInScope(ctx.database.db, access, landlordId))) {
    throw notFound('Landlord');
  }
}

/** A user grid: the users of one role the actor manages, searched by name, e-mail or building. */
export async function usersInScope(
  ctx: AppContext,
  actor: Actor,
  filter: UserFilter,
  params: ListParams<UserSort>,
): Promise<Page<UserRow>> {
  const access = accessFor(ctx, actor);
  await checkLandlord(ctx, access, filter.landlordId);
  return listUsers(ctx.database.db, access, filter, params);
}

export async function userOptions(
  ctx: AppContext,
  actor: Actor,
  filter: { role?: Role; landlordId?: string },
  params: TreeParams,
) {
  const access = accessFor(ctx, actor);
  await checkLandlord(ctx, access, filter.landlordId);
  return listUserOptions(ctx.database.db, access, filter, params);
}

/**
 * Deletes a user the actor manages: it cannot sign in any more, its open sessions end, its grants end
 * and its reports move up to its manager. The row and its history stay. `onlyRole` is the landlord route.
 */
export async function deleteUser(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  id: string,
  onlyRole?: 'll',
): Promise<{ id: string }> {
  const access = accessFor(ctx, actor);
  const { user } = await change(
    ctx,
    who,
    {
      action: 'user.delete',
      subjectType: 'user',
      subjectId: id,
      from: ({ user, grantsEnded }: { user: UserRecord; grantsEnded: number }) => ({
        detail: { email: user.email, role: user.role, managerId: user.managerId, grantsEnded },
      }),
    },
    async ({ tx }) => {
      const found = await findManagedUser(tx, access, id);
      if (!found || (onlyRole && found.role !== onlyRole)) throw notFound(onlyRole ? 'Landlord' : 'User');
      if (!access.can(canDeleteUser, found)) throw forbidden();
      const { grantsEnded } = await retireUser(tx, found, access.now);
      return { user: found, grantsEnded };
    },
  );
  return { id: user.id };
}

const MANAGER_ROLE = { landlord: 'll', vp: 'vp', rm: 'rm' } as const;
type Moved = { id: string; managerId: string; buildingsGranted: number };
type MoveInput = { editType: keyof typeof MANAGER_ROLE; userId: string; managerId: string };

/** The manager a user may be moved under, read through the access; refuses any other. */
async function checkMove(tx: Queryable, access: Access, input: MoveInput) {
  const user = await findManagedUser(tx, access, input.userId);
  if (!user) throw notFound('User');
  if (!access.can(canMoveUser, user)) throw forbidden(ANSWERS.cannotMoveUser(ROLE_LABELS[user.role]));
  const manager = await findVisibleUser(tx, access, input.managerId);
  if (!manager) throw notFound('Manager');
  const role = MANAGER_ROLE[input.editType];
  if (manager.role !== role) throw badRequest(ANSWERS.managerRole(ROLE_LABELS[role]));
  if (manager.landlordId !== user.landlordId) {
    throw conflict(ANSWERS.moveWithinHierarchy);
  }
  if (!roleManages(manager.role, user.role)) {
    throw badRequest(ANSWERS.cannotReportTo(ROLE_LABELS[user.role], ROLE_LABELS[manager.role]));
  }
  return { user, manager };
}

/**
 * Moves a user the actor manages under another manager (the actor itself or someone it manages) of the
 * given role and of the same landlord. An rm manager is granted the user's buildings that lie in the
 * actor's scope, so it keeps seeing what its new report sees; an ll or vp sees them already.
 */
export async function moveUser(ctx: AppContext, who: Who, actor: Actor, input: MoveInput): Promise<Moved> {
  const access = accessFor(ctx, actor);
  const { id, managerId, buildingsGranted } = await change(
    ctx,
    who,
    {
      action: 'user.move',
      subjectType: 'user',
      subjectId: input.userId,
      from: (r: Moved & { from: string | null }) => ({
        detail: {
          from: r.from,
          to: r.managerId,
          editType: input.editType,
          buildingsGranted: r.buildingsGranted,
        },
      }),
    },
    async ({ tx }) => {
      const { user, manager } = await checkMove(tx, access, input);
      await setManager(tx, user.id, manager.id);
      let buildingsGranted = 0;
      if (manager.role === 'rm') {
        const held = await buildingIdsInScope(tx, access, await grantedBuildingIds(tx, access, user.id));
        buildingsGranted = await grantBuildings(tx, {
          userId: manager.id,
          buildingIds: held,
          how: 'move',
          grantedBy: actor.userId,
        });
      }
      return { id: user.id, managerId: manager.id, buildingsGranted, from: user.managerId };
    },
  );
  return { id, managerId, buildingsGranted };
}

export function landlordTree(ctx: AppContext, actor: Actor, params: TreeParams): Promise<Page<TreeNode>> {
  return landlordNodes(ctx.database.db, accessFor(ctx, actor), params);
}

export async function vpTree(
  ctx: AppContext,
  actor: Actor,
  landlordId: string,
  params: TreeParams,
): Promise<Page<TreeNode>> {
  const access = accessFor(ctx, actor);
  await checkLandlord(ctx, access, landlordId);
  return topOfLine(ctx.database.db, access, landlordId, params);
}

export async function rmTree(
  ctx: AppContext,
  actor: Actor,
  managerId: string,
  params: TreeParams,
): Promise<Page<TreeNode>> {
  const { db } = ctx.database;
  const access = accessFor(ctx, actor);
  if (!(await findVisibleUser(db, access, managerId))) throw notFound('User');
  return reportsOf(db, access, managerId, params);
}
