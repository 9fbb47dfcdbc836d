import type { FastifyRequest } from 'fastify';
import { ANSWERS, MESSAGES, type AuthLevel, type RouteDef } from '@lease/contract';
import type { Database } from '../../db/client.js';
import { forbidden, unauthorized } from '../errors.js';
import type { Actor } from './actor.js';
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

/** What a call admits: its auth level, and whether a session that must update its password may make it. */
export type Gate = Pick<RouteDef, 'duringPasswordUpdate'> & { auth: Exclude<AuthLevel, 'public'> };

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
): Promise<Actor> {
  // A write reads its session live: a revoked session changes nothing, even before the news arrives.
  const reads = request.method === 'GET' || request.method === 'HEAD';
  return authenticateToken(database, signer, readToken(request), gate, reads ? sessions : null);
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
  };
}
