import { eq, sql } from 'drizzle-orm';
import type { routes, User } from '@lease/contract';
import { users } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { recordActivity } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, HttpError } from '../../platform/errors.js';
import { queueEmail } from '../../platform/mail/outbox.js';
import { inviteLinks } from '../invites/invite-token.js';
import {
  consumeInviteForNewUser,
  declineInviteByToken,
  findInviteByToken,
  findInvitesByEmail,
  INVITE_LINK_INVALID,
  INVITE_OTHER_ADDRESS,
  reissueInviteToken,
} from '../invites/invites.service.js';
import { findLiveUserByEmail } from './auth.repository.js';
import { toUserDto } from './user-dto.js';

type InviteData = routes.auth.InviteData;
type InviteLookup = routes.auth.InviteLookup;

export const EMAIL_TAKEN = 'An account with this email already exists.';

/** The invite a link opens, whatever its status, so the landing can say why it cannot be used. */
export async function checkInviteToken(ctx: AppContext, token: string): Promise<InviteData> {
  const invite = await findInviteByToken(ctx.database.db, token, ctx.clock.now());
  if (!invite) throw new HttpError(404, INVITE_LINK_INVALID);
  return {
    status: invite.status,
    type: invite.type,
    email: invite.email,
    role: invite.role,
    landlordId: invite.landlordId,
    landlordName: invite.landlordName,
    requestor_email: invite.requestor_email,
    requestor_role: invite.requestor_role,
    property_data: invite.property_data,
    accountExists: (await findLiveUserByEmail(ctx.database.db, invite.email)) !== null,
  };
}

/**
 * The register form's e-mail check (§5), made from the invite token rather than the address alone, so
 * it tells nothing to a caller without the invite: the link must be open and sent to this address; only
 * then is a taken address refused with its reason.
 */
export async function verifyInviteEmail(
  ctx: AppContext,
  input: { email: string; token: string },
): Promise<{ email: string; available: true }> {
  const { db } = ctx.database;
  const invite = await findInviteByToken(db, input.token, ctx.clock.now());
  if (!invite || invite.status !== 'pending') throw new HttpError(410, INVITE_LINK_INVALID);
  if (invite.email !== input.email.toLowerCase()) throw badRequest(INVITE_OTHER_ADDRESS);
  if (await findLiveUserByEmail(db, invite.email)) throw conflict(EMAIL_TAKEN);
  return { email: invite.email, available: true };
}

export interface SignUpInput {
  token: string;
  username: string;
  email: string;
  password: string;
  phonenumber: string;
  jobtitle: string;
}

/**
 * Creates the account an invite was sent for. The invite link proves the address, so the user starts
 * verified; role, landlord and manager come from the invite (consumeInviteForNewUser), never from the
 * form, and the invite is spent in the same transaction.
 */
export async function signUp(ctx: AppContext, input: SignUpInput): Promise<User> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // The live-e-mail unique index settles simultaneous sign-ups: the losers insert nothing and get 409.
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        name: input.username,
        // A placeholder the invite overwrites in this same transaction.
        role: 'pm',
        phone: input.phonenumber,
        jobTitle: input.jobtitle,
        isVerified: true,
      })
      .onConflictDoNothing({ target: users.email, where: sql`${users.deletedAt} is null` })
      .returning({ id: users.id });
    if (!created) throw conflict(EMAIL_TAKEN);
    await consumeInviteForNewUser(tx, input.token, created.id, now);
    const [user] = await tx.select().from(users).where(eq(users.id, created.id));
    if (!user) throw new Error('the new user was not found');
    await recordActivity(tx, {
      actorId: user.id,
      action: 'auth.signup',
      subjectType: 'user',
      subjectId: user.id,
      detail: { role: user.role },
    });
    return toUserDto(user);
  });
}

/** Declines an invite with its reason and tells the inviter (§2.1 /decline-invite). */
export async function declineInvite(ctx: AppContext, token: string, reason: string): Promise<void> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const invite = await findInviteByToken(db, token, now);
  if (!invite) throw new HttpError(410, INVITE_LINK_INVALID);
  await db.transaction(async (tx) => {
    await declineInviteByToken(tx, token, reason, now);
    if (invite.requestor_email) {
      await queueEmail(tx, {
        to: invite.requestor_email,
        subject: 'Your invite was declined',
        body: [
          `${invite.email} declined your invite to the lease-guarantee portal.`,
          '',
          `Reason: ${reason}`,
        ].join('\n'),
      });
    }
  });
  ctx.mail.kick();
}

/**
 * The lost-invite lookup (§2.6). Links are never shown on the page, since anyone may type any address:
 * a fresh pair is e-mailed to the address itself, and the page's Accept and Decline open the plain
 * /invite and /decline-invite pages, which ask the user to use the e-mailed link.
 */
export async function findInvite(ctx: AppContext, email: string): Promise<InviteLookup> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const [invite] = await findInvitesByEmail(db, email, now);
  if (!invite) {
    return {
      status: 'invalid',
      requestor_email: null,
      requestor_role: null,
      property_data: [],
      decline_link: null,
      accept_link: null,
    };
  }
  await db.transaction(async (tx) => {
    const { token } = await reissueInviteToken(tx, invite.id, now);
    const links = inviteLinks(ctx.config.publicUrl, invite.type, token);
    await queueEmail(tx, {
      to: invite.email,
      subject: 'Your invite to the lease-guarantee portal',
      body: [
        `${invite.requestor_email} invited you to the lease-guarantee portal. You asked for your invite again:`,
        '',
        `Accept the invite: ${links.accept_link}`,
        `Decline it: ${links.decline_link}`,
        '',
        'Earlier links of this invite no longer work.',
      ].join('\n'),
    });
    await recordActivity(tx, {
      actorId: null,
      action: 'invite.lookup',
      subjectType: 'invite',
      subjectId: invite.id,
    });
  });
  ctx.mail.kick();
  return {
    status: 'found',
    requestor_email: invite.requestor_email,
    requestor_role: invite.requestor_role,
    property_data: invite.property_data,
    decline_link: `${ctx.config.publicUrl}/decline-invite`,
    accept_link: `${ctx.config.publicUrl}/invite`,
  };
}
