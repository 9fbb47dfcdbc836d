// Spending an invite: accepted by a new or an existing user, or declined.
import { and, eq, isNull } from 'drizzle-orm';
import { ANSWERS, type Role, roleManages } from '@lease/contract';
import type { Queryable, Tx } from '../../db/client.js';
import { landlords, users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, HttpError } from '../../platform/errors.js';
import { change, type ActivityDraft, type Who } from '../../platform/unit-of-work.js';
import { inviteAccepted } from '../notifications/notify.js';
import { grantBuildings } from '../users/users.repository.js';
import { linkGrantUser } from './external-grant.repository.js';
import { hashInviteToken } from './invite-token.js';
import {
  closeInvite,
  findInviteByHash,
  inviteBuildingIds,
  setInviteLandlord,
  statusOf,
  type InviteRecord,
} from './invites.repository.js';

/** Answered when a token is unknown, used, declined or expired: one message, nothing to probe. */
export const INVITE_LINK_INVALID = ANSWERS.inviteLinkInvalid;
const linkInvalid = () => new HttpError(410, INVITE_LINK_INVALID);
export const INVITE_OTHER_ADDRESS = ANSWERS.inviteOtherAddress;

async function openInviteOf(q: Queryable, token: string, now: Date): Promise<InviteRecord> {
  const invite = await findInviteByHash(q, hashInviteToken(token), now);
  if (!invite || statusOf(invite, now) !== 'pending') throw linkInvalid();
  return invite;
}

/** Grants a user invite's buildings and closes it; the inviter becomes the manager when it ranks above. */
async function grantInvite(q: Tx, invite: InviteRecord, userId: string, now: Date): Promise<number> {
  const granted = await grantBuildings(q, {
    userId,
    buildingIds: await inviteBuildingIds(q, invite.id),
    how: 'invite',
    grantedBy: invite.invitedBy,
  });
  if (!(await closeInvite(q, invite.id, { status: 'accepted', acceptedUserId: userId, at: now }))) {
    throw linkInvalid();
  }
  return granted;
}

/**
 * For POST /auth/signup, inside its change: spends the invite for the account just created, and sets
 * the role, landlord and manager the invite carries (the client's own claims are not trusted). A
 * landlord invite creates its landlord account here. `accepted` is the activity row the caller writes.
 */
export async function consumeInviteForNewUser(
  tx: Tx,
  token: string,
  newUserId: string,
  now = new Date(),
): Promise<{ role: Role; landlordId: string; invitedBy: string; accepted: ActivityDraft }> {
  const invite = await openInviteOf(tx, token, now);
  const [user] = await tx.select().from(users).where(eq(users.id, newUserId));
  if (!user || user.email !== invite.email) throw badRequest(INVITE_OTHER_ADDRESS);
  let landlordId = invite.landlordId;
  if (invite.type === 'landlord') {
    const [landlord] = await tx
      .insert(landlords)
      .values({ name: invite.landlordName ?? user.name })
      .returning({ id: landlords.id });
    if (!landlord) throw new Error('landlord insert returned no row');
    landlordId = landlord.id;
    await setInviteLandlord(tx, invite.id, landlordId);
  }
  if (!landlordId) throw linkInvalid();
  const [inviter] = await tx.select().from(users).where(eq(users.id, invite.invitedBy));
  const managerId =
    inviter &&
    !inviter.deletedAt &&
    inviter.landlordId === landlordId &&
    roleManages(inviter.role, invite.role)
      ? inviter.id
      : null;
  await tx.update(users).set({ role: invite.role, landlordId, managerId }).where(eq(users.id, newUserId));
  // An outside party's invite carries its grant (decision 0032); revoked meanwhile, the link is void.
  if (invite.role === 'external' && !(await linkGrantUser(tx, invite.id, newUserId))) throw linkInvalid();
  const granted = await grantInvite(tx, invite, newUserId, now);
  return {
    role: invite.role,
    landlordId,
    invitedBy: invite.invitedBy,
    accepted: {
      action: 'invite.accept',
      subjectType: 'invite',
      subjectId: invite.id,
      detail: { type: invite.type, role: invite.role, landlordId, buildingsGranted: granted, newUser: true },
    },
  };
}

/**
 * An existing user accepts an invite to more buildings: no new account, the grants are added. The
 * invite must be addressed to this user, of its landlord and role.
 */
export async function acceptInviteForExistingUser(
  tx: Tx,
  token: string,
  userId: string,
  now = new Date(),
): Promise<{ buildingsGranted: number; invite: InviteRecord }> {
  const invite = await openInviteOf(tx, token, now);
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user || user.email !== invite.email) throw badRequest(INVITE_OTHER_ADDRESS);
  if (invite.type !== 'user' || user.landlordId !== invite.landlordId || user.role !== invite.role) {
    throw conflict(ANSWERS.inviteOtherAccount);
  }
  return { buildingsGranted: await grantInvite(tx, invite, user.id, now), invite };
}

/** POST /invite/accept: the signed-in user accepts an invite addressed to it. */
export async function acceptInvite(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  token: string,
): Promise<{ buildingsGranted: number }> {
  const { buildingsGranted } = await change(
    ctx,
    who,
    {
      action: 'invite.accept',
      subjectType: 'invite',
      from: ({ invite, buildingsGranted: granted }: { invite: InviteRecord; buildingsGranted: number }) => ({
        subjectId: invite.id,
        detail: { type: invite.type, role: invite.role, buildingsGranted: granted, newUser: false },
      }),
    },
    async (work) => {
      const now = ctx.clock.now();
      const accepted = await acceptInviteForExistingUser(work.tx, token, actor.userId, now);
      await inviteAccepted(ctx, work, accepted.invite, actor.userId, now);
      return accepted;
    },
  );
  return { buildingsGranted };
}

/** For POST /auth/decline-invite, inside its change: closes an open invite with the reason given. */
export async function declineInviteByToken(
  tx: Tx,
  token: string,
  reason: string | null,
  now = new Date(),
): Promise<InviteRecord> {
  const invite = await openInviteOf(tx, token, now);
  if (!(await closeInvite(tx, invite.id, { status: 'declined', declineReason: reason, at: now }))) {
    throw linkInvalid();
  }
  return invite;
}
