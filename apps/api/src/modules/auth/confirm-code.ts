import { and, eq, gt, isNull } from 'drizzle-orm';
import { OTP_TTL_MINUTES, type MFA_METHODS, type SignedIn } from '@lease/contract';
import type { Tx } from '../../db/client.js';
import { authCodes, sessions, users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { unauthorized } from '../../platform/errors.js';
import type { Work } from '../../platform/unit-of-work.js';
import { findLiveUserById, revokeSession, type UserRow } from './auth.repository.js';
import { clearKey, keys } from './lockout.js';
import { notifyAccountChange } from './notify.js';
import { openSession, type Client } from './session.js';
import { toUserDto } from './user-dto.js';

/** How long a verified code on a full session stays good for the save it confirms (§2.8). */
const CONFIRMATION_TTL_MS = OTP_TTL_MINUTES * 60_000;

type MfaMethod = (typeof MFA_METHODS)[number];

/** Whether a method and destination are the account's second factor as it stands. */
export const isCurrentFactor = (user: UserRow, method: MfaMethod, destination: string | null): boolean =>
  method === user.mfaMethod &&
  (method === 'totp' || destination === (method === 'email' ? user.email : user.phone));

/** A right code: the session it leaves, and the activity that names what it did. */
export interface Confirmed {
  signedIn: SignedIn;
  action: 'auth.signin' | 'auth.factor.change' | 'auth.code.verify';
}

/**
 * A right code. From the account's current factor on a full session it is the step-up the next profile
 * save spends; from another method or phone it makes that the factor (its step-up was asked at send),
 * and the owner's current address is told.
 */
export async function confirm(
  ctx: AppContext,
  work: Work,
  actor: Actor,
  code: typeof authCodes.$inferSelect,
  now: Date,
  client: Client,
): Promise<Confirmed> {
  const { tx } = work;
  await clearKey(tx, keys.secondFactor(actor.userId));
  const before = await findLiveUserById(tx, actor.userId);
  if (!before) throw unauthorized();
  const changesFactor = !isCurrentFactor(before, code.method, code.destination);
  await tx
    .update(authCodes)
    .set({ verifiedAt: now, ...(actor.mfaPending || changesFactor ? { spentAt: now } : {}) })
    .where(eq(authCodes.id, code.id));
  let user = before;
  if (changesFactor) {
    const isPhone = code.method === 'sms' || code.method === 'voice';
    const phone = isPhone && code.destination ? code.destination : before.phone;
    const [updated] = await tx
      .update(users)
      .set({ mfaMethod: code.method, phone })
      .where(eq(users.id, actor.userId))
      .returning();
    if (!updated) throw unauthorized();
    user = updated;
    await notifyAccountChange(
      work,
      user,
      phone === before.phone ? ['two-factor'] : ['two-factor', 'phone'],
      user.email,
    );
  }
  if (actor.mfaPending) {
    await revokeSession(tx, actor.sessionId);
    return { action: 'auth.signin', signedIn: await openSession(ctx, tx, user, client) };
  }
  const [session] = await tx.select().from(sessions).where(eq(sessions.id, actor.sessionId));
  if (!session) throw unauthorized();
  const accessToken = await ctx.signer.sign(
    { sid: session.id, sub: user.id, mfaPending: false },
    session.expiresAt,
  );
  return {
    action: changesFactor ? 'auth.factor.change' : 'auth.code.verify',
    signedIn: { ...toUserDto(user), accessToken, exp: Math.floor(session.expiresAt.getTime() / 1000) },
  };
}

/**
 * Spends the confirmation a full session earned with a verified code in the last minutes; a profile
 * save without one is refused (§2.8: save first asks for a two-factor code).
 */
export async function spendConfirmation(q: Tx, actor: Actor, now: Date): Promise<boolean> {
  const spent = await q
    .update(authCodes)
    .set({ spentAt: now })
    .where(
      and(
        eq(authCodes.sessionId, actor.sessionId),
        isNull(authCodes.spentAt),
        gt(authCodes.verifiedAt, new Date(now.getTime() - CONFIRMATION_TTL_MS)),
      ),
    )
    .returning({ id: authCodes.id });
  return spent.length > 0;
}
