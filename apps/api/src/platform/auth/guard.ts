import type { FastifyRequest } from 'fastify';
import { ANSWERS, API_KEY_TEXTS, keyMayCall, MESSAGES, type AuthLevel, type RouteDef } from '@lease/contract';
import type { Database } from '../../db/client.js';
import { forbidden, tooManyRequests, unauthorized } from '../errors.js';
import type { Actor } from './actor.js';
import { actorOfKey, hashKey, isKeySecret, type KeyUse } from './api-keys.js';
import { actorOfSession } from './actor-of-session.js';
import type { SessionCache } from './session-cache.js';
import type { TokenSigner } from './tokens.js';

/** The raw token (§7), or `Bearer <token>`. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}

/**
 * What a call admits: its auth level, whether a session that must update its password may make it,
 * and whether an API key may (`apiKey`; with `writes`, whether a read-only key may: not when unsaid).
 */
export type Gate = Pick<RouteDef, 'duringPasswordUpdate' | 'apiKey'> &
  Partial<Pick<RouteDef, 'writes'>> & { auth: Exclude<AuthLevel, 'public'> };

/**
 * Checks the token's signature, then its session and user, so a revoked token or disabled user stops
 * (within the session cache's notice on a read, at once on a write); the actor carries the user read
 * with it, so no handler reads it again.
 */
export async function authenticate(
  database: Database,
  signer: TokenSigner,
  request: FastifyRequest,
  gate: Gate,
  sessions: SessionCache,
  keys: KeyUse | null = null,
): Promise<Actor> {
  // A write reads its session live: a revoked session changes nothing, even before the news arrives.
  const reads = request.method === 'GET' || request.method === 'HEAD';
  const token = readToken(request);
  if (token && isKeySecret(token)) {
    return authenticateKey(database, token, gate, reads ? sessions : null, keys);
  }
  return authenticateToken(database, signer, token, gate, reads ? sessions : null);
}

/**
 * An API key (decision 0029): only on the calls it may make (never the account, two-factor or key
 * calls, nor the socket), read-only keys on no write, within its own rate limit. It is cached and
 * dropped like a session, so a revoke is refused on every instance within a second.
 */
export async function authenticateKey(
  database: Database,
  secret: string,
  gate: Gate,
  sessions: SessionCache | null,
  keys: KeyUse | null,
): Promise<Actor> {
  const hash = hashKey(secret);
  const load = () => actorOfKey(database, hash);
  const row = await (sessions ? sessions.read(`key ${hash}`, null, load) : load());
  const key = row?.key;
  // A remembered key is still judged against its expiry on every use.
  if (!row || !key || (key.expiresAt && key.expiresAt.getTime() <= Date.now())) {
    throw unauthorized(ANSWERS.sessionEnded);
  }
  if (gate.auth !== 'user' || !keyMayCall(gate)) throw forbidden(API_KEY_TEXTS.notForKeys);
  // What the contract says of the call, not its method (a GET that accepts a request writes); a call
  // that says nothing is taken for a write.
  if (key.readOnly && gate.writes !== false) {
    throw forbidden(API_KEY_TEXTS.readOnlyRefused);
  }
  if (row.user.requirePasswordUpdate && !gate.duringPasswordUpdate) {
    throw forbidden(MESSAGES.passwordUpdateRequired);
  }
  if (keys) {
    const admitted = await keys.admit(key.id);
    if (!admitted.ok) {
      throw tooManyRequests(
        `Too many requests. Please wait ${admitted.retryInSeconds} seconds and try again.`,
      );
    }
    keys.touch(key.id);
  }
  return {
    userId: row.user.id,
    role: row.user.role,
    landlordId: row.user.landlordId,
    sessionId: key.id,
    mfaPending: false,
    user: row.user,
    key,
  };
}

/**
 * The same checks for a token that did not come in the Authorization header (the WebSocket's); without
 * a cache, the session is read live.
 */
export async function authenticateToken(
  database: Database,
  signer: TokenSigner,
  token: string | null,
  gate: Gate,
  sessions: SessionCache | null = null,
): Promise<Actor> {
  if (!token) throw unauthorized();
  // A key reaches no call by this path (the socket's): it has no session.
  if (isKeySecret(token)) throw unauthorized(ANSWERS.sessionEnded);
  const claims = await signer.verify(token);
  if (!claims) throw unauthorized(ANSWERS.sessionExpired);
  const load = () => actorOfSession(database, claims.sid, claims.sub);
  const row = await (sessions ? sessions.read(claims.sid, claims.sub, load) : load());
  if (!row) throw unauthorized(ANSWERS.sessionEnded);
  if (row.mfaPending && gate.auth !== 'pending') {
    throw unauthorized(ANSWERS.twoStepFirst);
  }
  // The second factor comes first; then a forced update (§2.9) is enforced here, not by the page alone.
  // The flag is read live, so the same session reaches everything once the update clears it.
  if (!row.mfaPending && row.user.requirePasswordUpdate && !gate.duringPasswordUpdate) {
    throw forbidden(MESSAGES.passwordUpdateRequired);
  }
  return {
    userId: claims.sub,
    role: row.user.role,
    landlordId: row.user.landlordId,
    sessionId: claims.sid,
    mfaPending: row.mfaPending,
    user: row.user,
    ...(row.user.role === 'external' ? { grant: row.grant ?? null } : {}),
  };
}
