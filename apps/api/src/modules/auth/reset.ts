import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ANSWERS, MESSAGES, RESET_RESEND_SECONDS, RESET_TTL_MINUTES } from '@lease/contract';
import { resetTokens, users } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { change, type Work } from '../../platform/unit-of-work.js';
import { findLiveUserByEmail, findLiveUserById } from './auth.repository.js';
import { clearFailures } from './lockout.js';
import { notifyAccountChange } from './notify.js';
import { revokeOtherSessions } from './session.js';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Mints a reset link valid RESET_TTL_MINUTES and queues its e-mail, in the caller's change; the message id. */
async function mailResetLink(
  ctx: AppContext,
  work: Work,
  user: { id: string; name: string; email: string },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await work.tx.insert(resetTokens).values({
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  return work.send({
    to: user.email,
    subject: 'Reset your password',
    body: [
      `Hello ${user.name},`,
      '',
      `Open this link within ${RESET_TTL_MINUTES} minutes to choose a new password:`,
      `${ctx.config.publicUrl}/reset-password/${token}`,
      '',
      'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
    ].join('\n'),
    userId: user.id,
    credential: { kind: 'reset' },
  });
}

/** Locks the user's row: parallel reset requests and resends wait for each other's link. */
const lockUser = (work: Work, userId: string) =>
  work.tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/**
 * E-mails a single-use link valid RESET_TTL_MINUTES, at most one per RESET_RESEND_SECONDS to an account
 * (the user's row lock makes parallel requests wait for each other's link). An unknown or disabled
 * address, and a request within the cool-down, get no e-mail but the very same answer, so the form can
 * neither find out who has an account nor flood an inbox.
 */
export async function sendResetEmail(
  ctx: AppContext,
  email: string,
  ip: string | null = null,
): Promise<void> {
  const user = await findLiveUserByEmail(ctx.database.db, email);
  if (!user || user.disabledAt) return;
  const now = ctx.clock.now();
  await change(
    ctx,
    { actorId: user.id, ip },
    {
      action: 'auth.reset.request',
      subjectType: 'user',
      subjectId: user.id,
      from: (sent: boolean) => ({ detail: { sent } }),
    },
    async (work) => {
      await lockUser(work, user.id);
      const since = new Date(now.getTime() - RESET_RESEND_SECONDS * 1000);
      const [recent] = await work.tx
        .select({ at: resetTokens.createdAt })
        .from(resetTokens)
        .where(and(eq(resetTokens.userId, user.id), gt(resetTokens.createdAt, since)))
        .limit(1);
      if (recent) return false;
      await mailResetLink(ctx, work, user, now);
      return true;
    },
  );
}

/**
 * A reset e-mail sent again from the Email page (POST /email/resend): a new link rather than the stored
 * one, and the user's earlier links stop working, so only the newest link mailed can set the password.
 */
export async function resendResetLink(ctx: AppContext, work: Work, userId: string | null): Promise<string> {
  const now = ctx.clock.now();
  if (userId) await lockUser(work, userId);
  const user = userId ? await findLiveUserById(work.tx, userId) : null;
  if (!user || user.disabledAt) throw conflict(ANSWERS.resetClosed);
  await work.tx
    .update(resetTokens)
    .set({ usedAt: now })
    .where(and(eq(resetTokens.userId, user.id), isNull(resetTokens.usedAt)));
  return mailResetLink(ctx, work, user, now);
}

/**
 * Sets the new password from a link: the token must be unused and unexpired, and is spent together
 * with every other reset link of that user. Every session of the user ends, and the e-mail's
 * failed-sign-in count is cleared so the owner can sign in at once.
 */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
  ip: string | null = null,
): Promise<void> {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(password);
  await change(
    ctx,
    { actorId: null, ip },
    {
      action: 'auth.reset.complete',
      subjectType: 'user',
      from: (userId: string) => ({ subjectId: userId }),
    },
    async (work) => {
      const { tx } = work;
      const [spent] = await tx
        .update(resetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(resetTokens.tokenHash, sha256(token)),
            isNull(resetTokens.usedAt),
            gt(resetTokens.expiresAt, now),
          ),
        )
        .returning();
      if (!spent) throw badRequest(MESSAGES.resetLinkInvalid);
      const [user] = await tx
        .update(users)
        .set({ passwordHash, requirePasswordUpdate: false })
        .where(and(eq(users.id, spent.userId), isNull(users.deletedAt), isNull(users.disabledAt)))
        .returning();
      if (!user) throw badRequest(MESSAGES.resetLinkInvalid);
      // The link proves who this is: the rows of the change name its owner.
      work.actAs(user.id);
      await tx
        .update(resetTokens)
        .set({ usedAt: now })
        .where(and(eq(resetTokens.userId, user.id), isNull(resetTokens.usedAt)));
      await revokeOtherSessions(tx, user.id, null, now);
      await clearFailures(tx, user.email);
      await notifyAccountChange(work, user, ['password'], user.email);
      return user.id;
    },
  );
}
