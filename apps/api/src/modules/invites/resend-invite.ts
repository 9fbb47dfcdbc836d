// Sending an open invite again with a new link (the invite lists' Resend, the e-mail records' resend).
import { ANSWERS } from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import { accessFor } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { change, type Who, type Work } from '../../platform/unit-of-work.js';
import { hashInviteToken, inviteExpiry, mailedRecently, newInviteToken } from './invite-token.js';
import { findInviteById, renewInvite } from './invites.repository.js';
import { inviterOf, mailInvite } from './invite-mail.js';
import { inviteRowOf } from './invite-lists.js';
import type { SentInvite } from './send-invite.js';

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
  const sent = await renewAndMail(ctx, work, actor, id, { coolDown: false });
  return { email: sent.email, messageId: sent.messageId! };
}

/** Renews and mails; with the cool-down, within it, keeps the link just mailed and sends nothing. */
async function renewAndMail(
  ctx: AppContext,
  work: Work,
  actor: Actor,
  id: string,
  options: { coolDown: boolean },
): Promise<{ email: string; messageId: string | null }> {
  const access = accessFor(ctx, actor);
  const invite = await findInviteById(work.tx, access, id);
  if (!invite) throw notFound('Invite');
  if (invite.status !== 'pending') throw conflict(ANSWERS.inviteAlready(invite.status));
  if (options.coolDown && mailedRecently(invite, access.now)) return { email: invite.email, messageId: null };
  const token = newInviteToken();
  const expiresAt = inviteExpiry(access.now);
  await renewInvite(work.tx, invite.id, { tokenHash: hashInviteToken(token), expiresAt, at: access.now });
  const inviter = await inviterOf(work.tx, actor);
  return {
    email: invite.email,
    messageId: await mailInvite(ctx, work, { ...invite, expiresAt }, token, inviter),
  };
}

/**
 * Sends a pending or expired invite again with a new link; the old link stops working. Within the
 * cool-down it keeps the link just mailed and sends nothing.
 */
export async function resendInvite(ctx: AppContext, who: Who, actor: Actor, id: string): Promise<SentInvite> {
  const mailed = await change(
    ctx,
    who,
    {
      action: 'invite.resend',
      subjectType: 'invite',
      subjectId: id,
      from: (sent: { email: string; mailed: boolean }) => ({ detail: sent }),
    },
    async (work) => {
      const sent = await renewAndMail(ctx, work, actor, id, { coolDown: true });
      return { email: sent.email, mailed: sent.messageId !== null };
    },
  );
  return { invite: await inviteRowOf(ctx, id), renewed: true, mailed: mailed.mailed };
}
