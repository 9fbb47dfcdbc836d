import { eq, sql } from 'drizzle-orm';
import type { routes, User } from '@lease/contract';
import { ANSWERS } from '@lease/contract';
import { users } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, HttpError } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import {
  consumeInviteForNewUser,
  declineInviteByToken,
  INVITE_LINK_INVALID,
  INVITE_OTHER_ADDRESS,
} from '../invites/accept-invite.js';
import { findInviteByToken } from '../invites/invite-view.js';
import { inviteAccepted } from '../notifications/notify.js';
import { findLiveUserByEmail } from './auth.repository.js';
import { toUserDto } from './user-dto.js';

type InviteData = routes.auth.InviteData;

export const EMAIL_TAKEN = ANSWERS.emailTaken;

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
 * form, and the invite is spent in the same change, whose rows name the new user as their actor.
 */
export async function signUp(ctx: AppContext, who: Who, input: SignUpInput): Promise<User> {
  const now = ctx.clock.now();
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return change(
    ctx,
    who,
    {
      action: 'auth.signup',
      subjectType: 'user',
      detail: { email },
      from: (user: User) => ({ subjectId: user.id, detail: { role: user.role } }),
    },
    async (work) => {
      const { tx } = work;
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
      work.actAs(created.id);
      const { accepted, invitedBy, landlordId } = await consumeInviteForNewUser(
        tx,
        input.token,
        created.id,
        now,
      );
      await work.record(accepted);
      await inviteAccepted(ctx, work, { invitedBy, landlordId }, created.id, now);
      const [user] = await tx.select().from(users).where(eq(users.id, created.id));
      if (!user) throw new Error('the new user was not found');
      return toUserDto(user);
    },
  );
}

/** Declines an invite with its reason and tells the inviter (§2.1 /decline-invite). */
export async function declineInvite(ctx: AppContext, who: Who, token: string, reason: string): Promise<void> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const invite = await findInviteByToken(db, token, now);
  if (!invite) throw new HttpError(410, INVITE_LINK_INVALID);
  await change(
    ctx,
    who,
    {
      action: 'invite.decline',
      subjectType: 'invite',
      subjectId: invite.id,
      detail: { email: invite.email, reason },
    },
    async (work) => {
      await declineInviteByToken(work.tx, token, reason, now);
      if (invite.requestor_email) {
        await work.send({
          to: invite.requestor_email,
          subject: 'Your invite was declined',
          body: [
            `${invite.email} declined your invite to the lease-guarantee portal.`,
            '',
            `Reason: ${reason}`,
          ].join('\n'),
        });
      }
    },
  );
}
