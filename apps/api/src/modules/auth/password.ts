import { eq } from 'drizzle-orm';
import { MESSAGES, type User } from '@lease/contract';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, unauthorized } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { findLiveUserById } from './auth.repository.js';
import { notifyAccountChange } from './notify.js';
import { refused } from './refused.js';
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
  who: Who,
  input: { old_pwd: string; new_pwd: string },
): Promise<User> {
  const user = await findLiveUserById(ctx.database.db, actor.userId);
  if (!user) throw unauthorized();
  const entry = { action: 'auth.password.update', subjectType: 'user', subjectId: user.id };
  if (!(await verifyPassword(user.passwordHash, input.old_pwd))) {
    throw await refused(ctx, who, entry, wrongOldPassword());
  }
  const passwordHash = await hashPassword(input.new_pwd);
  const now = ctx.clock.now();
  const updated = await change(ctx, who, entry, async (work) => {
    const { tx } = work;
    const [row] = await tx
      .update(users)
      .set({ passwordHash, requirePasswordUpdate: false })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw unauthorized();
    await revokeOtherSessions(tx, user.id, actor.sessionId, now);
    await notifyAccountChange(work, row, ['password'], row.email);
    return row;
  });
  return toUserDto(updated);
}

/** The answer to a wrong current password, on the field that holds it. */
export const wrongOldPassword = () =>
  badRequest(MESSAGES.wrongOldPassword, [{ path: 'body.old_pwd', message: MESSAGES.wrongOldPassword }]);
