import { and, eq, isNull, ne } from 'drizzle-orm';
import type { PendingSignIn, SignedIn } from '@lease/contract';
import type { Tx } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { insertSession, markSignedIn, type UserRow } from './auth.repository.js';
import { toPendingUserDto, toUserDto } from './user-dto.js';

export interface Client {
  ip: string;
  userAgent: string | null;
}

/** Whether this account must pass a second factor: every account under REQUIRE_2FA, or its own flag. */
export const needsSecondFactor = (ctx: AppContext, user: UserRow): boolean =>
  ctx.config.require2fa || user.require2fa;

/** Inserts a session and signs its token; the token fields of a sign-in answer. */
async function startSession(ctx: AppContext, tx: Tx, user: UserRow, mfaPending: boolean, client: Client) {
  const expiresAt = new Date(ctx.clock.now().getTime() + ctx.config.tokenTtlSeconds * 1000);
  const sessionId = await insertSession(tx, { userId: user.id, mfaPending, expiresAt, ...client });
  if (!mfaPending) await markSignedIn(tx, user.id);
  const accessToken = await ctx.signer.sign({ sid: sessionId, sub: user.id, mfaPending }, expiresAt);
  return { accessToken, exp: Math.floor(expiresAt.getTime() / 1000) };
}

/** Opens a full session in the caller's transaction: the token and the whole user. */
export async function openSession(ctx: AppContext, tx: Tx, user: UserRow, client: Client): Promise<SignedIn> {
  return { ...toUserDto(user), ...(await startSession(ctx, tx, user, false, client)) };
}

/**
 * Opens a session that still owes its second factor: its token opens only the two-factor calls, and
 * it carries only the pending user.
 */
export async function openPendingSession(
  ctx: AppContext,
  tx: Tx,
  user: UserRow,
  client: Client,
): Promise<PendingSignIn> {
  return { ...toPendingUserDto(user), ...(await startSession(ctx, tx, user, true, client)) };
}

/** A password change ends every session of the user but the one that made it (none for a reset link). */
export async function revokeOtherSessions(q: Tx, userId: string, keep: string | null, now: Date) {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ...(keep ? [ne(sessions.id, keep)] : [])),
    );
}
