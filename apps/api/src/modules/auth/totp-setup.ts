import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { unauthorized } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { findLiveUserById } from './auth.repository.js';
import { notifyAccountChange } from './notify.js';
import { requirePasswordStepUp } from './step-up.js';
import { startTotp } from './totp.js';

/** Starts enrolling an authenticator app, after the password step-up; the owner hears of it. */
export async function setUpTotp(
  ctx: AppContext,
  actor: Actor,
  who: Who,
  password: string | null | undefined,
): Promise<{ secret: string; uri: string }> {
  const user = await findLiveUserById(ctx.database.db, actor.userId);
  if (!user) throw unauthorized();
  await requirePasswordStepUp(ctx, who, user, password);
  return change(
    ctx,
    who,
    { action: 'auth.totp.start', subjectType: 'user', subjectId: user.id },
    async (work) => {
      const started = await startTotp(work.tx, ctx.secrets, user.id, user.email);
      // A confirmed app stops working from here.
      await notifyAccountChange(work, user, ['two-factor'], user.email);
      return started;
    },
  );
}
