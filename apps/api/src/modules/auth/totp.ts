import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Queryable } from '../../db/client.js';
import { totpSecrets } from '../../db/schema/index.js';

const PERIOD = 30;
const ISSUER = 'Lease Portal';

const totpFor = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A fresh secret for the user to scan; it stays pending until a first code confirms it. */
export async function startTotp(
  q: Queryable,
  userId: string,
  email: string,
): Promise<{ secret: string; uri: string }> {
  const secret = new Secret({ size: 20 }).base32;
  await q
    .insert(totpSecrets)
    .values({ userId, secret, confirmedAt: null, lastStep: null })
    .onConflictDoUpdate({ target: totpSecrets.userId, set: { secret, confirmedAt: null, lastStep: null } });
  return { secret, uri: totpFor(secret, email).toString() };
}

export async function findTotp(q: Queryable, userId: string) {
  const [row] = await q.select().from(totpSecrets).where(eq(totpSecrets.userId, userId));
  return row ?? null;
}

/**
 * Checks an authenticator code (one step of drift either way) and remembers its step, so the same code
 * is never accepted twice. Confirms a pending secret on its first good code, which only a verified
 * session may use: a pending one could otherwise enrol an app of its own.
 */
export async function checkTotp(
  q: Queryable,
  userId: string,
  code: string,
  now: Date,
  options: { allowPending: boolean },
): Promise<boolean> {
  const row = await findTotp(q, userId);
  if (!row || (!row.confirmedAt && !options.allowPending)) return false;
  const delta = totpFor(row.secret, userId).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  if (row.lastStep !== null && step <= row.lastStep) return false;
  await q
    .update(totpSecrets)
    .set({ lastStep: step, confirmedAt: row.confirmedAt ?? now })
    .where(eq(totpSecrets.userId, userId));
  return true;
}
