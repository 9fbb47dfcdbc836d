import type { ThemeSettings, User } from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords.js';
import { recordActivity } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unauthorized } from '../../platform/errors.js';
import {
  findLiveUserByEmail,
  findLiveUserById,
  insertSession,
  markSignedIn,
  revokeSession,
  updateTheme,
} from './auth.repository.js';
import { toUserDto } from './user-dto.js';

export const SIGN_IN_FAILED = 'The email or password you entered is incorrect.';

export interface SignInResult extends User {
  accessToken: string;
  exp: number;
}

/** Checks the password and opens a session; unknown e-mail and wrong password answer alike. */
export async function signIn(
  ctx: AppContext,
  input: { email: string; password: string },
  client: { ip: string; userAgent: string | null },
): Promise<SignInResult> {
  const { db } = ctx.database;
  const user = await findLiveUserByEmail(db, input.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyHash(), input.password).then(() => false);
  if (!user || !ok || user.disabledAt) throw unauthorized(SIGN_IN_FAILED);

  const dto = toUserDto(user);
  const mfaPending = dto.require2FA;
  const expiresAt = new Date(Date.now() + ctx.config.tokenTtlSeconds * 1000);
  const sessionId = await db.transaction(async (tx) => {
    const id = await insertSession(tx, { userId: user.id, mfaPending, expiresAt, ...client });
    if (!mfaPending) await markSignedIn(tx, user.id);
    await recordActivity(tx, {
      actorId: user.id,
      action: mfaPending ? 'auth.signin.pending-2fa' : 'auth.signin',
      subjectType: 'user',
      subjectId: user.id,
      detail: { ip: client.ip },
    });
    return id;
  });
  const accessToken = await ctx.signer.sign({ sid: sessionId, sub: user.id, mfaPending }, expiresAt);
  return { ...dto, accessToken, exp: Math.floor(expiresAt.getTime() / 1000) };
}

export async function currentUser(ctx: AppContext, actor: Actor): Promise<User> {
  const user = await findLiveUserById(ctx.database.db, actor.userId);
  if (!user) throw notFound('User');
  return toUserDto(user);
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
