import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config.js';

/** Sealed values carry this prefix; a value without it is a plain one written before encryption. */
export const SEALED_PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM for secrets the server must read back (TOTP secrets, the stored signing key). */
export interface SecretBox {
  seal(plain: string): string;
  /**
   * Opens a sealed value, with the current key or, during a rotation, a previous one; a plain legacy
   * value is answered as it is, so old rows keep working until resealed.
   */
  open(stored: string): string;
  isSealed(stored: string): boolean;
  /** True for a value sealed with a previous key: it opens, and should be sealed again with the current. */
  sealedWithPrevious(stored: string): boolean;
}

function openWith(key: Uint8Array, stored: string): string {
  const raw = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/** Opens with the key, or answers null when the value was not sealed with it (GCM's tag refuses it). */
function tryOpen(key: Uint8Array, stored: string): string | null {
  try {
    return openWith(key, stored);
  } catch {
    return null;
  }
}

/** `previous`: the keys of a rotation in progress (SECRETS_KEY_PREVIOUS), read but never sealed with. */
export function createSecretBox(key: Uint8Array, previous: readonly Uint8Array[] = []): SecretBox {
  if ([key, ...previous].some((k) => k.length !== 32)) throw new Error('The secrets key must be 32 bytes');
  const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      if (previous.length > 0) {
        for (const candidate of [key, ...previous]) {
          const opened = tryOpen(candidate, stored);
          if (opened !== null) return opened;
        }
      }
      // A value no key opens (altered, or sealed with a key now forgotten) throws.
      return openWith(key, stored);
    },
    isSealed,
    sealedWithPrevious: (stored) =>
      isSealed(stored) &&
      tryOpen(key, stored) === null &&
      previous.some((old) => tryOpen(old, stored) !== null),
  };
}

const KEY_FILE = 'secrets.key';

const keyOf = (secret: string): Uint8Array => createHash('sha256').update(secret).digest();
const derivedKeyOf = (jwtSecret: string): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', jwtSecret, 'lease-portal', 'secrets-at-rest', 32));

/**
 * The keys of a rotation in progress, read alongside the current one: SECRETS_KEY_PREVIOUS; and, where the
 * secrets key is derived from JWT_SECRET (no SECRETS_KEY), the key derived from JWT_SECRET_PREVIOUS.
 */
export function resolvePreviousSecretsKeys(config: Config): Uint8Array[] {
  const keys: Uint8Array[] = [];
  if (config.secretsKeyPrevious) keys.push(keyOf(config.secretsKeyPrevious));
  if (!config.secretsKey && config.jwtSecretPrevious) keys.push(derivedKeyOf(config.jwtSecretPrevious));
  return keys;
}

/**
 * The key that seals secrets at rest, never kept in the database it protects: SECRETS_KEY; else one
 * derived from JWT_SECRET; else, for the embedded PGlite, a key file generated once beside its data
 * directory's files. PostgreSQL without either setting refuses to start: each instance would invent its own.
 */
export function resolveSecretsKey(config: Config): Uint8Array {
  if (config.secretsKey) return keyOf(config.secretsKey);
  if (config.jwtSecret) return derivedKeyOf(config.jwtSecret);
  if (config.database.kind === 'pglite' && config.database.dataDir) {
    const file = join(config.database.dataDir, KEY_FILE);
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Already there (made by an earlier start): keep it, or every sealed secret would be lost.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  }
  throw new Error('Invalid configuration:\n  SECRETS_KEY (or JWT_SECRET) is required on PostgreSQL');
}
