import { LOCK_MINUTES, MESSAGES, type SignedIn, type ThemeSettings, type User } from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords.js';
import { recordActivity } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, notFound, tooManyRequests } from '../../platform/errors.js';
import { findLiveUserByEmail, findLiveUserById, revokeSession, updateTheme } from './auth.repository.js';
import { verifyCaptcha } from './captcha.js';
import { captchaRequired, clearFailures, keys, lockedUntil, recordFailure } from './lockout.js';
import { needsSecondFactor, openSession, type Client } from './session.js';
import { toUserDto } from './user-dto.js';

export const SIGN_IN_FAILED = MESSAGES.signInFailed;

/** A back-off's answer names how long is left, rounded up to whole minutes. */
const lockedMessage = (until: Date, now: Date): string => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return minutes >= LOCK_MINUTES
    ? MESSAGES.accountLocked
    : `Too many failed sign-in attempts. This account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * The limits a sign-in from an unknown device passes before its password is checked (decision 6): this
 * address's back-off for this e-mail holds whatever it sends; the e-mail's own back-off and the captcha
 * after failures are passed by a solved captcha.
 */
async function checkLimits(
  ctx: AppContext,
  input: { email: string; captcha_token?: string | null },
  client: Client,
  now: Date,
): Promise<void> {
  const { db } = ctx.database;
  const pairLock = await lockedUntil(db, keys.pair(input.email, client.ip), now);
  if (pairLock) throw tooManyRequests(lockedMessage(pairLock, now));
  if (!(await captchaRequired(db, { email: input.email, ip: client.ip }, now))) return;
  if (await verifyCaptcha(ctx, input.captcha_token)) return;
  const emailLock = await lockedUntil(db, keys.email(input.email), now);
  if (emailLock) {
    throw new HttpError(429, lockedMessage(emailLock, now), undefined, { captchaRequired: true });
  }
  throw new HttpError(400, MESSAGES.captchaRequired, undefined, { captchaRequired: true });
}

/**
 * Checks the password and opens a session. From a known device of that account (device.ts) the right
 * password always passes; otherwise the limits above apply first. An unknown e-mail, a wrong password and
 * a disabled account answer alike and count alike, so the answer never tells whether an account exists.
 */
export async function signIn(
  ctx: AppContext,
  input: { email: string; password: string; captcha_token?: string | null },
  client: Client,
  knownDevice: string | null,
): Promise<SignedIn> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const user = await findLiveUserByEmail(db, input.email);
  if (!user || knownDevice !== user.id) await checkLimits(ctx, input, client, now);

  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyHash(), input.password).then(() => false);
  if (!user || !ok || user.disabledAt) {
    const after = await db.transaction((tx) => recordFailure(tx, { email: input.email, ip: client.ip }, now));
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
      detail: { ip: client.ip, knownDevice: knownDevice === user.id },
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
