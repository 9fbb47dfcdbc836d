// Sending an invite: a new one, or renewing the open one for the same address, landlord and role.
import { and, eq, isNull } from 'drizzle-orm';
import {
  ANSWERS,
  canInviteLandlord,
  canInviteRole,
  type InviteRow,
  type Role,
  ROLE_LABELS,
} from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import { accessFor } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { change, type Who, type Work } from '../../platform/unit-of-work.js';
import { buildingIdsInScope } from '../buildings/buildings.repository.js';
import { hashInviteToken, inviteExpiry, mailedRecently, newInviteToken } from './invite-token.js';
import {
  addInviteBuildings,
  findOpenInvite,
  insertOpenInvite,
  renewInvite,
  type InviteRecord,
} from './invites.repository.js';
import { inviterOf, mailInvite, mailTakenAddress } from './invite-mail.js';
import { inviteRowOf } from './invite-lists.js';

export interface SentInvite {
  invite: InviteRow;
  renewed: boolean;
  /** False within the cool-down: the link mailed moments ago is kept and still works. */
  mailed: boolean;
}

export async function liveUserByEmail(q: Queryable, email: string) {
  const [row] = await q
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row ?? null;
}

export interface InviteValues {
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
 * what the actor may not invite, inside the change, so a refusal is audited; `also` adds to the same
 * change what the invite brings with it (an external's grant).
 */
export async function sendInvite(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  email: string,
  check: (tx: Queryable) => Promise<InviteValues>,
  also?: (work: Work, inviteId: string) => Promise<void>,
): Promise<SentInvite> {
  const access = accessFor(ctx, actor);
  const now = access.now;
  const token = newInviteToken();
  const tokenHash = hashInviteToken(token);
  const expiresAt = inviteExpiry(now);
  const { id, renewed, mailed } = await change(
    ctx,
    who,
    {
      action: 'invite.create',
      subjectType: 'invite',
      detail: { email },
      from: (sent: { id: string; renewed: boolean; mailed: boolean; values: InviteValues }) => ({
        action: sent.renewed ? 'invite.renew' : 'invite.create',
        subjectId: sent.id,
        detail: {
          email,
          role: sent.values.role,
          type: sent.values.type,
          buildings: sent.values.buildingIds.length,
          mailed: sent.mailed,
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
        updatedAt: now,
      });
      const open = created ? null : await findOpenInvite(tx, { ...values, email });
      if (!created && !open) throw new Error('an open invite conflicted but was not found');
      // Within the cool-down the invite keeps its link and gets no mail: one address is not flooded.
      const mail = !open || !mailedRecently(open, now);
      let invite: InviteRecord = created ?? open!;
      if (open && mail) {
        await renewInvite(tx, open.id, { tokenHash, expiresAt, at: now });
        invite = { ...open, tokenHash, expiresAt };
      }
      await addInviteBuildings(tx, invite.id, values.buildingIds);
      await also?.(work, invite.id);
      if (mail && values.addressTaken) await mailTakenAddress(work, invite, inviter);
      else if (mail) await mailInvite(ctx, work, invite, token, inviter);
      return { id: invite.id, renewed: Boolean(open), mailed: mail, values };
    },
  );
  return { invite: await inviteRowOf(ctx, id), renewed, mailed };
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
    if (await liveUserByEmail(tx, email)) throw conflict(ANSWERS.emailHasAccount);
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
      throw forbidden(ANSWERS.cannotInvite(ROLE_LABELS[actor.role], ROLE_LABELS[input.role]));
    }
    if (!actor.landlordId) throw forbidden(ANSWERS.onlyLandlordUsersInvite);
    if (input.role !== 'vp' && input.buildingIds.length === 0) {
      throw badRequest(ANSWERS.chooseBuilding, [
        { path: 'body.buildingIds', message: ANSWERS.chooseBuilding },
      ]);
    }
    const access = accessFor(ctx, actor);
    const inScope = await buildingIdsInScope(tx, access, input.buildingIds, actor.landlordId);
    if (inScope.length !== input.buildingIds.length) throw notFound('Building');
    const existing = await liveUserByEmail(tx, email);
    // Another landlord's account answers like a free address: the inviter may not know of it (finding 5).
    const elsewhere = !!existing && existing.landlordId !== actor.landlordId;
    if (existing && !elsewhere && existing.role !== input.role) {
      throw conflict(ANSWERS.emailBelongsTo(ROLE_LABELS[existing.role]));
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
