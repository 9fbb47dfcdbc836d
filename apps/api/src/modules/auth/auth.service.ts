import { LOCK_MINUTES, MESSAGES, type SignedIn, type ThemeSettings, type User } from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords.js';
import { recordActivity } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, notFound, tooManyRequests } from '../../platform/errors.js';
import { findLiveUserByEmail, findLiveUserById, revokeSession, updateTheme } from './auth.repository.js';
import { verifyCaptcha } from './captcha.js';
import { captchaRequired, clearFailures, lockedUntil, recordFailure } from './lockout.js';
import { needsSecondFactor, openSession, type Client } from './session.js';
import { toUserDto } from './user-dto.js';

export const SIGN_IN_FAILED = MESSAGES.signInFailed;

/** The lock's answer names how long is left, rounded up to whole minutes. */
const lockedMessage = (until: Date, now: Date): string => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return minutes >= LOCK_MINUTES
    ? MESSAGES.accountLocked
    : `Too many failed sign-in attempts. This account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * Checks the password and opens a session. The e-mail's lock is checked first, then the captcha once
 * failures reach CAPTCHA_AFTER_FAILURES; an unknown e-mail, a wrong password and a disabled account
 * answer alike and count alike, so the answer never tells whether an account exists.
 */
export async function signIn(
  ctx: AppContext,
  input: { email: string; password: string; captcha_token?: string | null },
  client: Client,
): Promise<SignedIn> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const locked = await lockedUntil(db, input.email, now);
  if (locked) throw tooManyRequests(lockedMessage(locked, now));
  if (await captchaRequired(db, { email: input.email, ip: client.ip }, now)) {
    if (!(await verifyCaptcha(ctx, input.captcha_token))) {
      throw new HttpError(400, MESSAGES.captchaRequired, undefined, { captchaRequired: true });
    }
  }

  const user = await findLiveUserByEmail(db, input.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyHash(), input.password).then(() => false);
  if (!user || !ok || user.disabledAt) {
    const after = await db.transaction((tx) => recordFailure(tx, { email: input.email, ip: client.ip }, now));
    if (after.lockedUntil) throw tooManyRequests(MESSAGES.accountLocked);
    throw new HttpError(
      401,
      SIGN_IN_FAILED,
      undefined,
      after.captchaRequired ? { captchaRequired: true } : {},
    );
  }

  const mfaPending = needsSecondFactor(ctx, user);
  return db.transaction(async (tx) => {
    await clearFailures(tx, input.email);
    const signedIn = await openSession(ctx, tx, user, mfaPending, client);
    await recordActivity(tx, {
      actorId: user.id,
      action: mfaPending ? 'auth.signin.pending-2fa' : 'auth.signin',
      subjectType: 'user',
      subjectId: user.id,
      detail: { ip: client.ip },
    });
    return signedIn;
  });
}

export async function currentUser(ctx: AppContext, actor: Actor): Promise<User> {
  const user = await findLiveUserById(ctx.database.db, actor.userId);
  if (!user) throw notFound('User');
  return toUserDto(user, actor.mfaPending);
}

export async function saveTheme(ctx: AppContext, actor: Actor, theme: ThemeSettings): Promise<ThemeSettings> {
  await ctx.database.db.transaction(async (tx) => {
    await updateTheme(tx, actor.userId, theme);
    await recordActivity(tx, {
      actorId: actor.userId,
      action: 'user.theme.save',
      subjectType: 'user',
      subjectId: actor.userId,
    });
  });
  return theme;
}

export async function signOut(ctx: AppContext, actor: Actor): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await revokeSession(tx, actor.sessionId);
    await recordActivity(tx, {
      actorId: actor.userId,
      action: 'auth.logout',
      subjectType: 'user',
      subjectId: actor.userId,
    });
  });
}
