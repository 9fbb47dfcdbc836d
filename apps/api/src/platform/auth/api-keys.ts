import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { API_KEY_PREFIX } from '@lease/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiKeys } from '../../db/schema/index.js';
import { createSharedCounts, type SharedCounts } from '../http/rate-limit-store.js';
import { writer } from '../writer.js';
import { ACTOR_USER_JSON, toActorUser } from './actor-of-session.js';
import type { LiveSession } from './session-cache.js';

/** A new key's secret: the prefix and 256 random bits, base64url. */
export const newKeySecret = (): string => API_KEY_PREFIX + randomBytes(32).toString('base64url');

/** What is stored of a secret: its SHA-256 (a 256-bit random secret needs no slow hash). */
export const hashKey = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** How much of the secret a person sees in the list, to recognise it. */
export const keyPrefixOf = (secret: string): string => secret.slice(0, API_KEY_PREFIX.length + 6);

export const isKeySecret = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/**
 * The live key of a hash with its user, in one statement: not revoked, not expired, its user live and
 * still of the key's landlord.
 */
const ACTOR_OF_KEY = `
  select ${ACTOR_USER_JSON},
         json_build_object('id', k.id, 'name', k.name, 'readOnly', k.read_only,
                           'buildingIds', k.building_ids, 'expiresAt', k.expires_at)
    from api_keys k
    join users u on u.id = k.user_id
   where k.key_hash = $1 and k.revoked_at is null and (k.expires_at is null or k.expires_at > now())
     and u.landlord_id = k.landlord_id and u.deleted_at is null and u.disabled_at is null`;

export async function actorOfKey(database: Database, hash: string): Promise<LiveSession | null> {
  const [row] = await database.statement('actor_of_key', ACTOR_OF_KEY)([hash]);
  if (!row) return null;
  const key = JSON.parse(row[1]!) as {
    id: string;
    name: string;
    readOnly: boolean;
    buildingIds: string[] | null;
    expiresAt: string | null;
  };
  return {
    user: toActorUser(row[0]!),
    mfaPending: false,
    key: {
      ...key,
      buildingIds: key.buildingIds ?? [],
      expiresAt: key.expiresAt ? new Date(key.expiresAt) : null,
    },
  };
}

/** How often one instance writes a key's last use: at most once a minute, not once a call. */
export const LAST_USE_EVERY_MS = 60_000;
const KEY_WINDOW_MS = 60_000;

/** Per-key bookkeeping of an instance: its own rate limit (shared across instances) and its last use. */
export interface KeyUse {
  /**
   * Counts a call of the key; false once it is past its limit for this minute (every instance's calls,
   * the first on this instance waiting for the shared count).
   */
  admit(keyId: string): Promise<{ ok: true } | { ok: false; retryInSeconds: number }>;
  /** Notes the key was used; writes it at most once a minute, off the request's path. */
  touch(keyId: string): void;
  stop(): void;
}

export function createKeyUse(
  database: Database,
  max: number,
  syncMs: number,
  log: FastifyBaseLogger,
): KeyUse {
  // The same shared counts as the other limits, in a bucket of the key's own ('apikey <id>').
  const counts: SharedCounts = createSharedCounts(writer(database), syncMs, log);
  const written = new Map<string, number>();
  return {
    async admit(keyId) {
      const { current, ttl } = await counts.hit(`apikey ${keyId}`, KEY_WINDOW_MS, max);
      return current <= max ? { ok: true } : { ok: false, retryInSeconds: Math.ceil(ttl / 1000) };
    },
    touch(keyId) {
      const now = Date.now();
      if (now - (written.get(keyId) ?? 0) < LAST_USE_EVERY_MS) return;
      if (written.size > 10_000) written.clear();
      written.set(keyId, now);
      // Bookkeeping, not a change of state: no activity row (the calls' own rows name the key). The
      // trigger that drops cached keys does not watch this column.
      writer(database)
        .update(apiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(apiKeys.id, keyId),
            sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute')`,
          ),
        )
        .catch((error: unknown) => {
          written.delete(keyId);
          log.warn({ err: error }, 'the last use of an API key could not be written');
        });
    },
    stop: () => counts.stop(),
  };
}
