import { and, eq, isNull } from 'drizzle-orm';
import { canInviteLandlord, canInviteRole, ROLE_LABELS, type InviteRow, type Role } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import { accessFor, systemAccess } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { change, type Who, type Work } from '../../platform/unit-of-work.js';
import { buildingIdsInScope } from '../buildings/buildings.repository.js';
import { hashInviteToken, inviteExpiry, newInviteToken } from './invite-token.js';
import {
  addInviteBuildings,
  findInviteById,
  findOpenInvite,
  insertOpenInvite,
  listInvites,
  renewInvite,
  type InviteRecord,
} from './invites.repository.js';
import { inviterOf, mailInvite, mailTakenAddress } from './invite-mail.js';

export interface SentInvite {
  invite: InviteRow;
  renewed: boolean;
}

async function liveUserByEmail(q: Queryable, email: string) {
  const [row] = await q
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row ?? null;
}

/**
 * The invite as its list shows it, to the one who just sent or renewed it: a renewal may touch an invite
 * another user first sent (an rm renewing its landlord's), which that sender's list would not show.
 */
async function rowOf(ctx: AppContext, id: string): Promise<InviteRow> {
  const access = systemAccess(ctx, 'the answer to the invite its caller just sent');
  const page = await listInvites(ctx.database.db, access, { id }, ONE_ROW);
  const row = page.rows[0];
  if (!row) throw notFound('Invite');
  return row;
}
const ONE_ROW = { page: 1, pageSize: 1, sort: 'createdAt', order: 'asc' } as const;

interface InviteValues {
  type: InviteRecord['type'];
  email: string;
  role: Role;
  landlordId: string | null;
  landlordName?: string;
  buildingIds: string[];
  /** The address has an account the invite cannot reach: the mail says so instead of linking. */
  addressTaken?: boolean;
}

/**
 * Creates an invite, or renews the open one for the same address, landlord and role (new link, fresh
 * expiry, buildings added): inviting again is how a lost or expired invite is resent. `check` refuses
 * what the actor may not invite, inside the change, so a refusal is audited.
 */
async function sendInvite(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  email: string,
  check: (tx: Queryable) => Promise<InviteValues>,
): Promise<SentInvite> {
  const access = accessFor(ctx, actor);
  const now = access.now;
  const token = newInviteToken();
  const tokenHash = hashInviteToken(token);
  const expiresAt = inviteExpiry(now);
  const { id, renewed } = await change(
    ctx,
    who,
    {
      action: 'invite.create',
      subjectType: 'invite',
      detail: { email },
      from: (sent: { id: string; renewed: boolean; values: InviteValues }) => ({
        action: sent.renewed ? 'invite.renew' : 'invite.create',
        subjectId: sent.id,
        detail: {
          email,
          role: sent.values.role,
          type: sent.values.type,
          buildings: sent.values.buildingIds.length,
        },
      }),
    },
    async (work) => {
      const { tx } = work;
      const values = await check(tx);
      const inviter = await inviterOf(tx, actor);
      // The open-invite unique index settles simultaneous identical invites: the insert that loses finds
      // nothing inserted and renews the winner's invite instead.
      const created = await insertOpenInvite(tx, {
        tokenHash,
        type: values.type,
        email,
        role: values.role,
        landlordId: values.landlordId,
        landlordName: values.landlordName ?? null,
        invitedBy: actor.userId,
        expiresAt,
      });
      const open = created ? null : await findOpenInvite(tx, { ...values, email });
      let invite: InviteRecord;
      if (created) invite = created;
      else if (open) {
        await renewInvite(tx, open.id, { tokenHash, expiresAt, at: now });
        invite = { ...open, tokenHash, expiresAt };
      } else throw new Error('an open invite conflicted but was not found');
      await addInviteBuildings(tx, invite.id, values.buildingIds);
      if (values.addressTaken) await mailTakenAddress(work, invite, inviter);
      else await mailInvite(ctx, work, invite, token, inviter);
      return { id: invite.id, renewed: Boolean(open), values };
    },
  );
  return { invite: await rowOf(ctx, id), renewed };
}

/** Admin → a new landlord account; the landlord itself is created when the invite is accepted. */
export function inviteLandlord(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { email: string; landlordName: string },
): Promise<SentInvite> {
  const email = input.email.toLowerCase();
  return sendInvite(ctx, who, actor, email, async (tx) => {
    if (!canInviteLandlord(actor)) throw forbidden();
    if (await liveUserByEmail(tx, email)) throw conflict('This e-mail already has an account.');
    return {
      type: 'landlord',
      email,
      role: 'll',
      landlordId: null,
      landlordName: input.landlordName,
      buildingIds: [],
    };
  });
}

/**
 * ll → vp, rm, pm; vp → rm, pm; rm → pm (canInviteRole), only to buildings in one's own scope. An
 * existing user may be invited to more buildings if it has that role at the same landlord.
 */
export function inviteUser(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { email: string; role: 'vp' | 'rm' | 'pm'; buildingIds: string[] },
): Promise<SentInvite> {
  const email = input.email.toLowerCase();
  return sendInvite(ctx, who, actor, email, async (tx) => {
    if (!canInviteRole(actor, input.role)) {
      throw forbidden(`A ${ROLE_LABELS[actor.role]} user cannot invite a ${ROLE_LABELS[input.role]} user.`);
    }
    if (!actor.landlordId) throw forbidden('Only a user of a landlord can invite to its buildings.');
    if (input.role !== 'vp' && input.buildingIds.length === 0) {
      throw badRequest('Choose at least one building.', [
        { path: 'body.buildingIds', message: 'Choose at least one building.' },
      ]);
    }
    const access = accessFor(ctx, actor);
    const inScope = await buildingIdsInScope(tx, access, input.buildingIds, actor.landlordId);
    if (inScope.length !== input.buildingIds.length) throw notFound('Building');
    const existing = await liveUserByEmail(tx, email);
    // Another landlord's account answers like a free address: the inviter may not know of it (finding 5).
    const elsewhere = !!existing && existing.landlordId !== actor.landlordId;
    if (existing && !elsewhere && existing.role !== input.role) {
      throw conflict(`This e-mail already belongs to a ${ROLE_LABELS[existing.role]} user.`);
    }
    return {
      type: 'user',
      email,
      role: input.role,
      landlordId: actor.landlordId,
      buildingIds: input.buildingIds,
      addressTaken: elsewhere,
    };
  });
}

/**
 * Renews a pending or expired invite with a new link, in the caller's change, and mails it; the old link
 * stops working. Answers its address and the id of the message queued.
 */
export async function renewAndMailInvite(
  ctx: AppContext,
  work: Work,
  actor: Actor,
  id: string,
): Promise<{ email: string; messageId: string }> {
  const access = accessFor(ctx, actor);
  const token = newInviteToken();
  const expiresAt = inviteExpiry(access.now);
  const invite = await findInviteById(work.tx, access, id);
  if (!invite) throw notFound('Invite');
  if (invite.status !== 'pending') throw conflict(`This invite was already ${invite.status}.`);
  await renewInvite(work.tx, invite.id, { tokenHash: hashInviteToken(token), expiresAt, at: access.now });
  const inviter = await inviterOf(work.tx, actor);
  return {
    email: invite.email,
    messageId: await mailInvite(ctx, work, { ...invite, expiresAt }, token, inviter),
  };
}

/** Sends a pending or expired invite again with a new link; the old link stops working. */
export async function resendInvite(ctx: AppContext, who: Who, actor: Actor, id: string): Promise<SentInvite> {
  await change(
    ctx,
    who,
    {
      action: 'invite.resend',
      subjectType: 'invite',
      subjectId: id,
      from: (email: string) => ({ detail: { email } }),
    },
    async (work) => (await renewAndMailInvite(ctx, work, actor, id)).email,
  );
  return { invite: await rowOf(ctx, id), renewed: true };
}
