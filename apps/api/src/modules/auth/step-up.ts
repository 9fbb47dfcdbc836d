import { ANSWERS } from '@lease/contract';
import type { UserRow } from './auth.repository.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, forbidden, tooManyRequests } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { bumpCounter, keys, lockedUntil } from './lockout.js';
import { refused } from './refused.js';

export const STEP_UP_NEEDED = ANSWERS.stepUpNeeded;
export const STEP_UP_WRONG = ANSWERS.stepUpWrong;
/** Wrong step-up passwords spend the same per-account budget as wrong codes. */
export const SECOND_FACTOR_BACKOFF_AFTER = 5;

/** 'Too many wrong codes…' with the wait rounded up to whole minutes. */
export function budgetLockedMessage(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * The step-up a change of second factor needs when no code from the current factor vouches for it
 * (decision 6): the current password, checked against the account's budget of failures. Every refusal
 * is audited; a wrong password spends the budget in the same transaction as its activity row.
 */
export async function requirePasswordStepUp(
  ctx: AppContext,
  who: Who,
  user: UserRow,
  password: string | null | undefined,
): Promise<void> {
  const stepUp = { action: 'auth.step-up', subjectType: 'user', subjectId: user.id };
  if (!password) throw await refused(ctx, who, stepUp, forbidden(STEP_UP_NEEDED));
  const now = ctx.clock.now();
  const key = keys.secondFactor(user.id);
  const waitUntil = await lockedUntil(ctx.database.db, key, now);
  if (waitUntil) throw await refused(ctx, who, stepUp, tooManyRequests(budgetLockedMessage(waitUntil, now)));
  if (await verifyPassword(user.passwordHash, password)) return;
  await change(ctx, who, { ...stepUp, action: 'auth.step-up.wrong' }, ({ tx }) =>
    bumpCounter(tx, key, now, SECOND_FACTOR_BACKOFF_AFTER),
  );
  throw badRequest(STEP_UP_WRONG, [{ path: 'body.password', message: STEP_UP_WRONG }]);
}
