import type { EmailRow, ListParams } from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import { accessFor } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { Channel } from '../../platform/mail/message.js';
import { change, type Who, type Work } from '../../platform/unit-of-work.js';
import { resendResetLink } from '../auth/reset.js';
import { renewAndMailInvite } from '../invites/resend-invite.js';
import {
  emailById,
  findEmail,
  hideEmail,
  listEmails,
  mayWriteTo,
  toEmailRow,
  type EmailRecord,
} from './emails.repository.js';

export const emailRecords = (ctx: AppContext, actor: Actor, params: ListParams) =>
  listEmails(ctx.database.db, accessFor(ctx, actor), params);

async function rowOf(ctx: AppContext, actor: Actor, id: string): Promise<EmailRow> {
  const row = await emailById(ctx.database.db, accessFor(ctx, actor), id);
  if (!row) throw notFound('E-mail');
  return toEmailRow(row);
}

/** DELETE /email: the record leaves the list (the message was sent; only its record goes). */
export async function deleteEmail(ctx: AppContext, who: Who, actor: Actor, id: string): Promise<void> {
  const access = accessFor(ctx, actor);
  await change(ctx, who, { action: 'email.delete', subjectType: 'email', subjectId: id }, async ({ tx }) => {
    if (!(await findEmail(tx, access, id))) throw notFound('E-mail');
    await hideEmail(tx, id, access.now);
  });
}

/** A code or confirmation link answers its addressee's own request: only they may ask for another. */
export const RESEND_OWN_REQUEST =
  'This message held a code or link its addressee asked for; they can ask for a new one where they did.';

/**
 * Sends a message that carried a credential again with a fresh one (never the stored, masked text): a
 * new reset link, the earlier ones spent; the invite renewed with new links, the old ones dead. A code or
 * an address confirmation is not sent again.
 */
function sendFreshCredential(
  ctx: AppContext,
  work: Work,
  actor: Actor,
  record: EmailRecord,
): Promise<string> {
  if (record.credential === 'reset') return resendResetLink(ctx, work, record.userId);
  if (record.credential === 'invite' && record.credentialOf) {
    return renewAndMailInvite(ctx, work, actor, record.credentialOf).then((sent) => sent.messageId);
  }
  throw conflict(RESEND_OWN_REQUEST);
}

/**
 * POST /email/resend: the message again through the outbox and the dispatcher, as stored, or with a fresh
 * credential when it carried one.
 */
export async function resendEmail(ctx: AppContext, who: Who, actor: Actor, id: string): Promise<EmailRow> {
  const access = accessFor(ctx, actor);
  const sent = await change(
    ctx,
    who,
    {
      action: 'email.resend',
      subjectType: 'email',
      subjectId: id,
      from: (copy: string) => ({ detail: { copy } }),
    },
    async (work) => {
      const record = await findEmail(work.tx, access, id);
      if (!record) throw notFound('E-mail');
      if (record.credential) return sendFreshCredential(ctx, work, actor, record);
      return work.send({
        to: record.toAddress,
        subject: record.subject,
        body: record.body,
        userId: record.userId,
        channel: record.channel as Channel,
      });
    },
  );
  return rowOf(ctx, actor, sent);
}

/** POST /email/compose: a message to oneself or a person one manages (admin: anyone). */
export async function composeEmail(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  message: { to: string; subject: string; body: string },
): Promise<EmailRow> {
  const access = accessFor(ctx, actor);
  const to = message.to.toLowerCase();
  const sent = await change(
    ctx,
    who,
    {
      action: 'email.compose',
      subjectType: 'email',
      detail: { to },
      from: (id: string) => ({ subjectId: id }),
    },
    async (work) => {
      if (!(await mayWriteTo(work.tx, access, to))) throw notFound('User');
      return work.send({ to, subject: message.subject, body: message.body });
    },
  );
  return rowOf(ctx, actor, sent);
}
