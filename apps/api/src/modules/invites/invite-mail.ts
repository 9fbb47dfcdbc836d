// The invite e-mails: the link to accept or decline, or why an address already taken cannot join.
import { eq } from 'drizzle-orm';
import { INVITE_TTL_DAYS, ROLE_LABELS } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Work } from '../../platform/unit-of-work.js';
import { inviteLinks } from './invite-token.js';
import { type InviteRecord } from './invites.repository.js';

export type Mailer = Pick<Work, 'send'>;

/** Queues the invite e-mail with its links, in the invite's own change. */
export async function mailInvite(
  ctx: AppContext,
  work: Mailer,
  invite: InviteRecord,
  token: string,
  inviter: { name: string; email: string },
): Promise<string> {
  const links = inviteLinks(ctx.config.publicUrl, invite.type, token);
  const what =
    invite.type === 'landlord'
      ? `the landlord account ${invite.landlordName ?? ''}`.trim()
      : invite.role === 'external'
        ? 'a read-only view of their portfolio'
        : `a ${ROLE_LABELS[invite.role]} account`;
  return work.send({
    to: invite.email,
    subject: 'You are invited to the lease-guarantee portal',
    body: [
      `${inviter.name} (${inviter.email}) has invited you to ${what} on the lease-guarantee portal.`,
      '',
      `Accept the invite: ${links.accept_link}`,
      `Decline it: ${links.decline_link}`,
      '',
      `The link is valid for ${INVITE_TTL_DAYS} days and can be used once.`,
    ].join('\n'),
    credential: { kind: 'invite', inviteId: invite.id },
  });
}

/**
 * For an address that has an account at another landlord: the invite is made as any other (the inviter
 * must not learn that the address is taken), but its addressee is told why it cannot join, and no link.
 */
export async function mailTakenAddress(
  work: Mailer,
  invite: InviteRecord,
  inviter: { name: string; email: string },
): Promise<void> {
  await work.send({
    to: invite.email,
    subject: 'You are invited to the lease-guarantee portal',
    body: [
      `${inviter.name} (${inviter.email}) has invited you to a ${ROLE_LABELS[invite.role]} account on the lease-guarantee portal.`,
      '',
      `${invite.email} already has an account with another landlord, and one address can belong to one account only.`,
      `To join, ask ${inviter.email} to invite another e-mail address of yours.`,
    ].join('\n'),
  });
}

export async function inviterOf(q: Queryable, actor: Actor) {
  const [row] = await q
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!row) throw notFound('User');
  return row;
}
