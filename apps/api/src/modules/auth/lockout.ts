import { eq, inArray, lt, sql } from 'drizzle-orm';
import { CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, LOCK_MINUTES } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/index.js';

/** Failures older than this, with none since, are forgotten. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

interface Counter {
  failures: number;
  lockedUntil: Date | null;
}

async function readCounters(q: Queryable, keys: string[], now: Date): Promise<Map<string, Counter>> {
  const rows = await q.select().from(loginAttempts).where(inArray(loginAttempts.key, keys));
  const live = rows.filter((r) => now.getTime() - r.lastFailureAt.getTime() < FORGET_AFTER_MS);
  return new Map(live.map((r) => [r.key, { failures: r.failures, lockedUntil: r.lockedUntil }]));
}

/** Whether the next sign-in for this e-mail (when known) or from this address needs a captcha. */
export async function captchaRequired(
  q: Queryable,
  client: { email?: string | null; ip: string },
  now: Date,
): Promise<boolean> {
  const keys = [ipKey(client.ip), ...(client.email ? [emailKey(client.email)] : [])];
  const counters = await readCounters(q, keys, now);
  return [...counters.values()].some((c) => c.failures >= CAPTCHA_AFTER_FAILURES);
}

/** The end of the e-mail's lock, or null when it is not locked now. */
export async function lockedUntil(q: Queryable, email: string, now: Date): Promise<Date | null> {
  const counter = (await readCounters(q, [emailKey(email)], now)).get(emailKey(email));
  return counter?.lockedUntil && counter.lockedUntil > now ? counter.lockedUntil : null;
}

/**
 * Counts one failure against the e-mail and the address, in one statement each so parallel attempts
 * cannot lose a count. The e-mail locks once it reaches LOCK_AFTER_FAILURES, and again at every failure
 * after a lock ends, until a success or an hour of quiet clears it.
 */
export async function recordFailure(
  q: Queryable,
  client: { email: string; ip: string },
  now: Date,
): Promise<{ captchaRequired: boolean; lockedUntil: Date | null }> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const lockEnd = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  const bump = async (key: string, canLock: boolean) => {
    const failures = sql`case when ${loginAttempts.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${loginAttempts.failures} + 1 end`;
    const [row] = await q
      .insert(loginAttempts)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures,
          lastFailureAt: now,
          lockedUntil: canLock
            ? sql`case when ${failures} >= ${LOCK_AFTER_FAILURES} then ${lockEnd.toISOString()}::timestamptz else null end`
            : null,
        },
      })
      .returning();
    return row ?? { failures: 1, lockedUntil: null };
  };
  // Counters past the quiet hour count for nothing: dropping them keeps sprayed addresses from piling up.
  await q.delete(loginAttempts).where(lt(loginAttempts.lastFailureAt, forgetBefore));
  const byEmail = await bump(emailKey(client.email), true);
  const byIp = await bump(ipKey(client.ip), false);
  return {
    captchaRequired: Math.max(byEmail.failures, byIp.failures) >= CAPTCHA_AFTER_FAILURES,
    lockedUntil: byEmail.lockedUntil,
  };
}

/** A success, or a password reset, clears the e-mail's count; the address keeps its own. */
export async function clearFailures(q: Queryable, email: string): Promise<void> {
  await q.delete(loginAttempts).where(eq(loginAttempts.key, emailKey(email)));
}
