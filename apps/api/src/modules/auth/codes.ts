import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  ANSWERS,
  MESSAGES,
  type MFA_METHODS,
  OTP_MAX_TRIES,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  type SignedIn,
} from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { authCodes } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, tooManyRequests, unauthorized } from '../../platform/errors.js';
import { change, type ActivitySpec, type Who } from '../../platform/unit-of-work.js';
import { findLiveUserById, type UserRow } from './auth.repository.js';
import { confirm, isCurrentFactor, type Confirmed } from './confirm-code.js';
import { bumpCounter, keys, lockedUntil } from './lockout.js';
import { maskDestination } from './mask.js';
import type { Client } from './session.js';
import { budgetLockedMessage, requirePasswordStepUp, SECOND_FACTOR_BACKOFF_AFTER } from './step-up.js';
import { checkTotp, findTotp } from './totp.js';

type MfaMethod = (typeof MFA_METHODS)[number];

export interface CodeRequest {
  email?: string | undefined;
  phone?: string | null | undefined;
  mfa_method: MfaMethod;
  /** The step-up for a code to a method or phone that is not the account's factor yet. */
  password?: string | undefined;
}

const hashCode = (code: string, salt: string) => createHmac('sha256', salt).update(code).digest('hex');

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/**
 * Where a code goes. Before the second factor is verified only the account's own e-mail and phone
 * qualify, or a stolen password could route the code to the thief. A verified session may send one to a
 * new phone (/setup-2fa), after the step-up sendAuthCode asks.
 */
function destinationFor(user: UserRow, actor: Actor, input: CodeRequest): string | null {
  if (input.mfa_method === 'totp') return null;
  if (input.mfa_method === 'email') {
    if (input.email && input.email.toLowerCase() !== user.email) {
      throw badRequest(ANSWERS.codesToOwnEmail);
    }
    return user.email;
  }
  const phone = input.phone || user.phone;
  if (!phone) throw badRequest(MESSAGES.phoneForMethod);
  if (actor.mfaPending && phone !== user.phone) {
    throw badRequest(ANSWERS.codesToOwnPhone);
  }
  return phone;
}

async function latestCode(q: Queryable, sessionId: string) {
  const [row] = await q
    .select()
    .from(authCodes)
    .where(eq(authCodes.sessionId, sessionId))
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** A voice call reads the digits one by one, so it says 'four, two, …' rather than a large number. */
const codeText = (code: string, method: MfaMethod) =>
  `Your Lease Portal verification code is ${method === 'voice' ? code.split('').join(' ') : code}. It expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, change your password.`;

/**
 * Sends a 6-digit code by e-mail, sms or voice; for the authenticator app it only opens an attempt.
 * One code per session at a time: a new one replaces the last, and may be asked for only after
 * OTP_RESEND_SECONDS.
 */
export async function sendAuthCode(
  ctx: AppContext,
  actor: Actor,
  who: Who,
  input: CodeRequest,
): Promise<{ mfa_method: MfaMethod; sentTo: string | null; resendAfter: number }> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const user = await findLiveUserById(db, actor.userId);
  if (!user) throw unauthorized();
  const destination = destinationFor(user, actor, input);
  const totp = input.mfa_method === 'totp' ? await findTotp(db, user.id) : null;
  if (input.mfa_method === 'totp' && (!totp || (actor.mfaPending && !totp.confirmedAt))) {
    throw badRequest(ANSWERS.setUpAuthenticator);
  }
  // A full session changing its factor steps up first (an app being enrolled did, at totp-setup).
  const enrolling = input.mfa_method === 'totp' && !!totp && !totp.confirmedAt;
  if (!actor.mfaPending && !enrolling && !isCurrentFactor(user, input.mfa_method, destination)) {
    await requirePasswordStepUp(ctx, who, user, input.password);
  }

  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const entry = {
    action: 'auth.code.send',
    subjectType: 'user',
    subjectId: user.id,
    detail: { method: input.mfa_method },
  };
  await change(ctx, who, entry, async ({ tx, send }) => {
    const last = await latestCode(tx, actor.sessionId);
    const waitMs = last ? last.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime() : 0;
    if (last?.method !== 'totp' && input.mfa_method !== 'totp' && waitMs > 0) {
      throw tooManyRequests(ANSWERS.waitBeforeNewCode(Math.ceil(waitMs / 1000)));
    }
    await tx
      .update(authCodes)
      .set({ spentAt: now })
      .where(
        and(
          eq(authCodes.sessionId, actor.sessionId),
          isNull(authCodes.spentAt),
          isNull(authCodes.verifiedAt),
        ),
      );
    await tx.insert(authCodes).values({
      userId: user.id,
      sessionId: actor.sessionId,
      method: input.mfa_method,
      destination,
      codeHash: destination ? hashCode(code, salt) : null,
      salt: destination ? salt : null,
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    if (destination && input.mfa_method !== 'totp') {
      await send({
        to: destination,
        subject: 'Your verification code',
        body: codeText(code, input.mfa_method),
        userId: user.id,
        channel: input.mfa_method,
        credential: { kind: 'code' },
      });
    }
  });
  return {
    mfa_method: input.mfa_method,
    sentTo: destination ? maskDestination(destination) : null,
    resendAfter: input.mfa_method === 'totp' ? 0 : OTP_RESEND_SECONDS,
  };
}

/**
 * Checks a code against the session's open attempt: each check spends one of OTP_MAX_TRIES, whatever
 * its outcome, and a wrong one also counts against the account's budget (both kept, with a row saying the
 * code was wrong). On a pending session success replaces it with a full one; on a full session it
 * confirms the next profile save. A method or phone confirmed this way becomes the account's (/setup-2fa).
 */
export async function verifyAuthCode(
  ctx: AppContext,
  actor: Actor,
  input: CodeRequest & { code: string },
  client: Client,
): Promise<SignedIn> {
  const now = ctx.clock.now();
  const entry: ActivitySpec<Confirmed | null> = {
    action: 'auth.code.verify',
    subjectType: 'user',
    subjectId: actor.userId,
    detail: { method: input.mfa_method },
    from: (confirmed) => ({ action: confirmed?.action ?? 'auth.code.wrong' }),
  };
  const confirmed = await change(ctx, { actorId: actor.userId, ip: client.ip }, entry, async (work) => {
    const { tx } = work;
    const open = await latestCode(tx, actor.sessionId);
    if (!open || open.method !== input.mfa_method || open.spentAt || open.verifiedAt) {
      throw badRequest(ANSWERS.sendCodeFirst);
    }
    if (open.expiresAt <= now) throw badRequest(MESSAGES.codeExpired);
    const waitUntil = await lockedUntil(tx, keys.secondFactor(actor.userId), now);
    if (waitUntil) throw tooManyRequests(budgetLockedMessage(waitUntil, now));
    const [counted] = await tx
      .update(authCodes)
      .set({ attempts: sql`${authCodes.attempts} + 1` })
      .where(and(eq(authCodes.id, open.id), lt(authCodes.attempts, OTP_MAX_TRIES)))
      .returning();
    if (!counted) throw badRequest(MESSAGES.codeTriesUsed);
    const good =
      open.method === 'totp'
        ? await checkTotp(tx, ctx.secrets, actor.userId, input.code, now, { allowPending: !actor.mfaPending })
        : !!open.codeHash && !!open.salt && sameHash(hashCode(input.code, open.salt), open.codeHash);
    if (!good) {
      await bumpCounter(tx, keys.secondFactor(actor.userId), now, SECOND_FACTOR_BACKOFF_AFTER);
      return null;
    }
    return confirm(ctx, work, actor, open, now, client);
  });
  if (!confirmed) throw badRequest(MESSAGES.wrongCode);
  return confirmed.signedIn;
}
