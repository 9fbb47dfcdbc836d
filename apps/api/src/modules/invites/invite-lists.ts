// The invite lists (landlord invites, property invites) and the buildings a user of one's line holds.
import {
  type InviteProperty,
  type InviteRow,
  type InviteStatus,
  type ListParams,
  type Page,
  type Role,
} from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import { accessFor, systemAccess } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findManagedUser, landlordInScope } from '../users/users.repository.js';
import { listInvites, propertiesHeldBy } from './invites.repository.js';

export type InviteSort = 'createdAt' | 'email' | 'expiresAt' | 'status';

/**
 * The invite as its list shows it, to the one who just sent or renewed it: a renewal may touch an invite
 * another user first sent (an rm renewing its landlord's), which that sender's list would not show.
 */
export async function inviteRowOf(ctx: AppContext, id: string): Promise<InviteRow> {
  const access = systemAccess(ctx, 'the answer to the invite its caller just sent');
  const page = await listInvites(ctx.database.db, access, { id }, ONE_ROW);
  const row = page.rows[0];
  if (!row) throw notFound('Invite');
  return row;
}
const ONE_ROW = { page: 1, pageSize: 1, sort: 'createdAt', order: 'asc' } as const;

/** The landlord invite list (admin): every landlord invite the access may list, of one status. */
export function landlordInvites(
  ctx: AppContext,
  actor: Actor,
  params: ListParams<InviteSort> & { type: InviteStatus },
): Promise<Page<InviteRow>> {
  return listInvites(
    ctx.database.db,
    accessFor(ctx, actor),
    { type: 'landlord', status: params.type },
    params,
  );
}

/** The property invite list (§4): user invites in scope for one role, optionally of one landlord and status. */
export async function propertyInvites(
  ctx: AppContext,
  actor: Actor,
  params: ListParams<InviteSort> & { inviteRole: Role; landlordId?: string; status?: InviteStatus },
): Promise<Page<InviteRow>> {
  const { db } = ctx.database;
  const access = accessFor(ctx, actor);
  if (params.landlordId && !(await landlordInScope(db, access, params.landlordId))) {
    throw notFound('Landlord');
  }
  return listInvites(
    db,
    access,
    { type: 'user', role: params.inviteRole, landlordId: params.landlordId, status: params.status },
    params,
  );
}

/** The buildings a user of the actor's line holds, within the actor's scope, as invite rows. */
export async function propertiesOfUser(
  ctx: AppContext,
  actor: Actor,
  userId: string,
): Promise<{ role: Role; email: string; property_data: InviteProperty[] }> {
  const { db } = ctx.database;
  const access = accessFor(ctx, actor);
  const user = await findManagedUser(db, access, userId);
  if (!user) throw notFound('User');
  return {
    role: user.role,
    email: user.email,
    property_data: await propertiesHeldBy(db, access, user),
  };
}
