import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { MESSAGES, RESET_RESEND_SECONDS, RESET_TTL_MINUTES } from '@lease/contract';
import { resetTokens, users } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { change } from '../../platform/unit-of-work.js';
import { findLiveUserByEmail } from './auth.repository.js';
import { clearFailures } from './lockout.js';
import { notifyAccountChange } from './notify.js';
import { revokeOtherSessions } from './session.js';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

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
  const token = randomBytes(32).toString('base64url');
  const link = `${ctx.config.publicUrl}/reset-password/${token}`;
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
      const { tx } = work;
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const since = new Date(now.getTime() - RESET_RESEND_SECONDS * 1000);
      const [recent] = await tx
        .select({ at: resetTokens.createdAt })
        .from(resetTokens)
        .where(and(eq(resetTokens.userId, user.id), gt(resetTokens.createdAt, since)))
        .limit(1);
      if (recent) return false;
      await tx.insert(resetTokens).values({
        tokenHash: sha256(token),
        userId: user.id,
        expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000),
        createdAt: now,
      });
      await work.send({
        to: user.email,
        subject: 'Reset your password',
        body: [
          `Hello ${user.name},`,
          '',
          `Open this link within ${RESET_TTL_MINUTES} minutes to choose a new password:`,
          link,
          '',
          'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
        ].join('\n'),
        userId: user.id,
      });
      return true;
    },
  );
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
