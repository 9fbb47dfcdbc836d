import type { EmailRow, ListParams } from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import { accessFor } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Channel } from '../../platform/mail/outbox.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { emailById, findEmail, hideEmail, listEmails, mayWriteTo, toEmailRow } from './emails.repository.js';

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

/** POST /email/resend: the message again, as stored, through the outbox and the dispatcher. */
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
