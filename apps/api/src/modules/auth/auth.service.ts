import {
  EXTERNAL_TEXTS,
  LOCK_MINUTES,
  MESSAGES,
  type Role,
  type SessionUser,
  type SignInAnswer,
  type ThemeSettings,
} from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, HttpError, tooManyRequests } from '../../platform/errors.js';
import { grantRefusal } from '../../platform/auth/external-grant.js';
import { grantOfUser } from '../external-access/external-access.repository.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { findLiveUserByEmail, revokeSession, updateTheme } from './auth.repository.js';
import { verifyCaptcha } from './captcha.js';
import { captchaRequired, clearFailures, keys, lockedUntil, recordFailure } from './lockout.js';
import { refused } from './refused.js';
import { needsSecondFactor, openPendingSession, openSession, type Client } from './session.js';
import { toSessionUserDto } from './user-dto.js';

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
 * after failures are passed by a solved captcha. Returns the refusal, or null when the sign-in may go on.
 */
async function limitRefusal(
  ctx: AppContext,
  input: { email: string; captcha_token?: string | null },
  client: Client,
  now: Date,
): Promise<HttpError | null> {
  const { db } = ctx.database;
  const pairLock = await lockedUntil(db, keys.pair(input.email, client.ip), now);
  if (pairLock) return tooManyRequests(lockedMessage(pairLock, now));
  if (!(await captchaRequired(db, { email: input.email, ip: client.ip }, now))) return null;
  if (await verifyCaptcha(ctx, input.captcha_token)) return null;
  const emailLock = await lockedUntil(db, keys.email(input.email), now);
  if (emailLock) {
    return new HttpError(429, lockedMessage(emailLock, now), undefined, { captchaRequired: true });
  }
  return new HttpError(400, MESSAGES.captchaRequired, undefined, { captchaRequired: true });
}

/**
 * Checks the password and opens a session. From a known device of that account (device.ts) the right
 * password always passes; otherwise the limits above apply first. An unknown e-mail, a wrong password and
 * a disabled account answer alike and count alike, so the answer never tells whether an account exists;
 * the activity log, which only staff read, records which it was and from where.
 */
export async function signIn(
  ctx: AppContext,
  input: { email: string; password: string; captcha_token?: string | null },
  client: Client,
  knownDevice: string | null,
): Promise<SignInAnswer> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const anonymous: Who = { actorId: null, ip: client.ip };
  const user = await findLiveUserByEmail(db, input.email);
  const attempt = { action: 'auth.signin', subjectType: 'user', subjectId: user?.id ?? null };
  if (!user || knownDevice !== user.id) {
    const refusal = await limitRefusal(ctx, input, client, now);
    if (refusal) throw await refused(ctx, anonymous, { ...attempt, detail: { email: input.email } }, refusal);
  }

  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyHash(), input.password).then(() => false);
  if (!user || !ok || user.disabledAt) {
    const reason = !user ? 'unknown-email' : !ok ? 'wrong-password' : 'disabled';
    const after = await change(
      ctx,
      anonymous,
      { ...attempt, action: 'auth.signin.failed', detail: { email: input.email, reason } },
      ({ tx }) => recordFailure(tx, { email: input.email, ip: client.ip }, now),
    );
    throw new HttpError(
      401,
      SIGN_IN_FAILED,
      undefined,
      after.captchaRequired ? { captchaRequired: true } : {},
    );
  }

  if (user.role === 'external') {
    const refusal = await externalRefusal(ctx, user, now);
    if (refusal) throw await refused(ctx, { actorId: user.id, ip: client.ip }, attempt, forbidden(refusal));
  }

  const mfaPending = needsSecondFactor(ctx, user);
  return change(
    ctx,
    { actorId: user.id, ip: client.ip },
    {
      ...attempt,
      action: mfaPending ? 'auth.signin.pending-2fa' : 'auth.signin',
      detail: { knownDevice: knownDevice === user.id },
    },
    async ({ tx }) => {
      await clearFailures(tx, input.email);
      return mfaPending ? openPendingSession(ctx, tx, user, client) : openSession(ctx, tx, user, client);
    },
  );
}

/** Why an external may not sign in (decision 0032): its access revoked, ended or expired; null when it may. */
async function externalRefusal(
  ctx: AppContext,
  user: { id: string; role: Role; landlordId: string | null },
  now: Date,
): Promise<string | null> {
  const { live, revoked } = await grantOfUser(ctx.database.db, user.id);
  if (!live) return revoked ? EXTERNAL_TEXTS.accessRevoked : EXTERNAL_TEXTS.accessEnded;
  return grantRefusal({ ...user, grant: live }, now);
}

/** The caller as its session may see it: the user was read with the session. */
export const currentUser = (actor: Actor): SessionUser => toSessionUserDto(actor.user, actor.mfaPending);

export async function saveTheme(
  ctx: AppContext,
  actor: Actor,
  who: Who,
  theme: ThemeSettings,
): Promise<ThemeSettings> {
  await change(
    ctx,
    who,
    { action: 'user.theme.save', subjectType: 'user', subjectId: actor.userId },
    ({ tx }) => updateTheme(tx, actor.userId, theme),
  );
  return theme;
}

export async function signOut(ctx: AppContext, actor: Actor, who: Who): Promise<void> {
  await change(ctx, who, { action: 'auth.logout', subjectType: 'user', subjectId: actor.userId }, ({ tx }) =>
    revokeSession(tx, actor.sessionId),
  );
}
