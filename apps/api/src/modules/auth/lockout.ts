import { eq, inArray, lt, sql } from 'drizzle-orm';
import { CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, LOCK_MINUTES } from '@lease/contract';
import type { Queryable, Tx } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/index.js';

/** Failures older than this, with none since, are forgotten. */
const FORGET_AFTER_MS = 60 * 60 * 1000;
/** An address alone needs many more failures before its sign-ins need a captcha: an office shares one. */
export const IP_CAPTCHA_AFTER_FAILURES = 20;
/** One address failing for one e-mail waits from this failure on. */
export const PAIR_BACKOFF_AFTER_FAILURES = 5;
/** Back-off: the first wait, doubled at every further failure, never above LOCK_MINUTES. */
const BACKOFF_BASE_MS = 60_000;

const norm = (email: string) => email.trim().toLowerCase();
export const keys = {
  email: (email: string) => `email:${norm(email)}`,
  ip: (ip: string) => `ip:${ip}`,
  pair: (email: string, ip: string) => `pair:${norm(email)}|${ip}`,
  /** Wrong second-factor codes of one account, across its sessions and re-sent codes. */
  secondFactor: (userId: string) => `2fa:${userId}`,
};

export interface Counter {
  failures: number;
  lockedUntil: Date | null;
}

/** The wait after `failures`, once they reach `after`: 1 minute, doubling, capped at LOCK_MINUTES. */
export function backoffEnd(failures: number, after: number, now: Date): Date | null {
  if (failures < after) return null;
  const wait = Math.min(BACKOFF_BASE_MS * 2 ** Math.min(failures - after, 10), LOCK_MINUTES * 60_000);
  return new Date(now.getTime() + wait);
}

export async function readCounters(q: Queryable, wanted: string[], now: Date): Promise<Map<string, Counter>> {
  const rows = await q.select().from(loginAttempts).where(inArray(loginAttempts.key, wanted));
  const live = rows.filter((r) => now.getTime() - r.lastFailureAt.getTime() < FORGET_AFTER_MS);
  return new Map(live.map((r) => [r.key, { failures: r.failures, lockedUntil: r.lockedUntil }]));
}

/** The end of a key's back-off, or null when it is not waiting now. */
export async function lockedUntil(q: Queryable, key: string, now: Date): Promise<Date | null> {
  const counter = (await readCounters(q, [key], now)).get(key);
  return counter?.lockedUntil && counter.lockedUntil > now ? counter.lockedUntil : null;
}

/**
 * Whether the next sign-in needs a captcha: counted per e-mail (when known), and per address alone
 * with a much higher bar, so one person's mistakes do not challenge everyone behind the same address.
 */
export async function captchaRequired(
  q: Queryable,
  client: { email?: string | null; ip: string },
  now: Date,
): Promise<boolean> {
  const wanted = [keys.ip(client.ip), ...(client.email ? [keys.email(client.email)] : [])];
  const counters = await readCounters(q, wanted, now);
  const byIp = counters.get(keys.ip(client.ip))?.failures ?? 0;
  const byEmail = client.email ? (counters.get(keys.email(client.email))?.failures ?? 0) : 0;
  return byEmail >= CAPTCHA_AFTER_FAILURES || byIp >= IP_CAPTCHA_AFTER_FAILURES;
}

/**
 * Counts one failure against a key in one upsert, so parallel attempts cannot lose a count, and sets
 * its back-off once the count reaches `backoffAfter` (never shortening one already running).
 */
export async function bumpCounter(
  q: Tx,
  key: string,
  now: Date,
  backoffAfter: number | null,
): Promise<Counter> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const [row] = await q
    .insert(loginAttempts)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${loginAttempts.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning();
  const failures = row?.failures ?? 1;
  const end = backoffAfter === null ? null : backoffEnd(failures, backoffAfter, now);
  if (!end) return { failures, lockedUntil: null };
  const [locked] = await q
    .update(loginAttempts)
    .set({
      lockedUntil: sql`greatest(coalesce(${loginAttempts.lockedUntil}, ${end.toISOString()}::timestamptz), ${end.toISOString()}::timestamptz)`,
    })
    .where(eq(loginAttempts.key, key))
    .returning();
  return { failures, lockedUntil: locked?.lockedUntil ?? end };
}

/**
 * Counts one failed sign-in against the e-mail, the address, and the pair of both. The e-mail backs off
 * from LOCK_AFTER_FAILURES and the pair from PAIR_BACKOFF_AFTER_FAILURES (see auth.service.ts for who
 * still passes); the address alone only counts toward its captcha.
 */
export async function recordFailure(
  q: Tx,
  client: { email: string; ip: string },
  now: Date,
): Promise<{ captchaRequired: boolean }> {
  // Counters past the quiet hour count for nothing: dropping them keeps sprayed addresses from piling up.
  await q
    .delete(loginAttempts)
    .where(lt(loginAttempts.lastFailureAt, new Date(now.getTime() - FORGET_AFTER_MS)));
  const byEmail = await bumpCounter(q, keys.email(client.email), now, LOCK_AFTER_FAILURES);
  const byIp = await bumpCounter(q, keys.ip(client.ip), now, null);
  await bumpCounter(q, keys.pair(client.email, client.ip), now, PAIR_BACKOFF_AFTER_FAILURES);
  return {
    captchaRequired: byEmail.failures >= CAPTCHA_AFTER_FAILURES || byIp.failures >= IP_CAPTCHA_AFTER_FAILURES,
  };
}

/** A success, or a password reset, clears the e-mail's counts; the address keeps its own. */
export async function clearFailures(q: Tx, email: string): Promise<void> {
  await q.delete(loginAttempts).where(eq(loginAttempts.key, keys.email(email)));
  const pairs = `pair:${norm(email)}|`;
  await q.delete(loginAttempts).where(sql`left(${loginAttempts.key}, ${pairs.length}) = ${pairs}`);
}

export async function clearKey(q: Tx, key: string): Promise<void> {
  await q.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
