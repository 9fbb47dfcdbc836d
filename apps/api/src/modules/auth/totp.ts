import { and, eq, not, like } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db, Queryable, Tx } from '../../db/client.js';
import { totpSecrets } from '../../db/schema/index.js';
import { SEALED_PREFIX, type SecretBox } from '../../platform/crypto/secret-box.js';

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

/** A fresh secret for the user to scan, stored sealed; it stays pending until a first code confirms it. */
export async function startTotp(
  q: Tx,
  box: SecretBox,
  userId: string,
  email: string,
): Promise<{ secret: string; uri: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const sealed = box.seal(secret);
  await q
    .insert(totpSecrets)
    .values({ userId, secret: sealed, confirmedAt: null, lastStep: null })
    .onConflictDoUpdate({
      target: totpSecrets.userId,
      set: { secret: sealed, confirmedAt: null, lastStep: null },
    });
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
  q: Tx,
  box: SecretBox,
  userId: string,
  code: string,
  now: Date,
  options: { allowPending: boolean },
): Promise<boolean> {
  const row = await findTotp(q, userId);
  if (!row || (!row.confirmedAt && !options.allowPending)) return false;
  const delta = totpFor(box.open(row.secret), userId).validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  if (row.lastStep !== null && step <= row.lastStep) return false;
  await q
    .update(totpSecrets)
    .set({ lastStep: step, confirmedAt: row.confirmedAt ?? now })
    .where(eq(totpSecrets.userId, userId));
  return true;
}

/** Seals secrets stored in clear by an older version; each row only if no one changed it meanwhile. */
export async function sealPlainTotpSecrets(q: Db, box: SecretBox): Promise<void> {
  const plain = await q
    .select()
    .from(totpSecrets)
    .where(not(like(totpSecrets.secret, `${SEALED_PREFIX}%`)));
  for (const row of plain) {
    await q
      .update(totpSecrets)
      .set({ secret: box.seal(row.secret) })
      .where(and(eq(totpSecrets.userId, row.userId), eq(totpSecrets.secret, row.secret)));
  }
}
