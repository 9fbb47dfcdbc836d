import { eq } from 'drizzle-orm';
import { MESSAGES, type User } from '@lease/contract';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { recordActivity } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, unauthorized } from '../../platform/errors.js';
import { findLiveUserById } from './auth.repository.js';
import { notifyAccountChange } from './notify.js';
import { revokeOtherSessions } from './session.js';
import { toUserDto } from './user-dto.js';

/**
 * The password update of §2.9 (also the forced one): the old password must be right, the new one follows
 * the register rules and differs from the old. It clears the forced-update flag and ends every other
 * session of the user.
 */
export async function updatePassword(
  ctx: AppContext,
  actor: Actor,
  input: { old_pwd: string; new_pwd: string },
): Promise<User> {
  const { db } = ctx.database;
  const user = await findLiveUserById(db, actor.userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.old_pwd))) {
    throw badRequest(MESSAGES.wrongOldPassword, [
      { path: 'body.old_pwd', message: MESSAGES.wrongOldPassword },
    ]);
  }
  const passwordHash = await hashPassword(input.new_pwd);
  const now = ctx.clock.now();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, requirePasswordUpdate: false })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw unauthorized();
    await revokeOtherSessions(tx, user.id, actor.sessionId, now);
    await notifyAccountChange(tx, row, ['password'], row.email);
    await recordActivity(tx, {
      actorId: user.id,
      action: 'auth.password.update',
      subjectType: 'user',
      subjectId: user.id,
    });
    return row;
  });
  ctx.mail.kick();
  return toUserDto(updated);
}
