import { createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';
import type { SecretBox } from '../crypto/secret-box.js';

export interface TokenClaims {
  /** The session row id: revoking that row ends the token. */
  sid: string;
  sub: string;
  mfaPending: boolean;
  exp: number;
}

export interface TokenSigner {
  sign(claims: Omit<TokenClaims, 'exp'>, expiresAt: Date): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
  /** An HMAC under the signing key, kept apart from tokens by its purpose (device cookies, for one). */
  mac(purpose: string, data: string): string;
}

/**
 * The signing key: from JWT_SECRET, or one generated once and kept in the database for every instance,
 * sealed with the secrets key. A key stored in clear by an older version is sealed in place here.
 */
export async function loadSigningKey(db: Db, configured: string | null, box: SecretBox): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const fresh = box.seal(randomBytes(48).toString('base64url'));
  await db.insert(appSettings).values({ key: 'jwt_secret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  if (!row) throw new Error('The token signing key could not be stored');
  if (!box.isSealed(row.value)) {
    await db
      .update(appSettings)
      .set({ value: box.seal(row.value) })
      .where(and(eq(appSettings.key, 'jwt_secret'), eq(appSettings.value, row.value)));
  }
  return new TextEncoder().encode(box.open(row.value));
}

/** How many verified tokens a signer remembers; past it, it starts again. */
const REMEMBERED = 10_000;

/** Verifies with the key, or answers null: a bad signature, a wrong key, an expired or malformed token. */
async function payloadOf(token: string, key: Uint8Array) {
  try {
    return (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload;
  } catch {
    return null;
  }
}

/**
 * Signs with `key`; verifies with it or, during a rotation (JWT_SECRET_PREVIOUS), a previous key, so the
 * sessions signed before the switch go on until they expire.
 */
export function createTokenSigner(key: Uint8Array, previous: readonly Uint8Array[] = []): TokenSigner {
  // A token's signature is checked once: the same string is the same signed token. Its expiry is still
  // checked on every use, and its session row (revocation, a disabled user) by the guard on every call.
  const verified = new Map<string, TokenClaims>();
  return {
    mac: (purpose, data) => createHmac('sha256', key).update(`${purpose}\0${data}`).digest('base64url'),
    sign: (claims, expiresAt) =>
      new SignJWT({ sid: claims.sid, mfa: claims.mfaPending })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) return known.exp * 1000 > Date.now() ? known : null;
      let payload = await payloadOf(token, key);
      for (const old of previous) payload ??= await payloadOf(token, old);
      if (!payload) return null;
      if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || !payload.exp) return null;
      const claims = {
        sid: payload.sid,
        sub: payload.sub,
        mfaPending: payload.mfa === true,
        exp: payload.exp,
      };
      if (verified.size >= REMEMBERED) verified.clear();
      verified.set(token, claims);
      return claims;
    },
  };
}
