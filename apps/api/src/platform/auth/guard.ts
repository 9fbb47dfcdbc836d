import type { FastifyRequest } from 'fastify';
import type { AuthLevel } from '@lease/contract';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../errors.js';
import type { Actor } from './actor.js';
import { actorOfSession } from './actor-of-session.js';
import type { TokenSigner } from './tokens.js';

/** The raw token (§7), or `Bearer <token>`. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}

/**
 * Checks the token's signature, then its session and user, so a revoked token or disabled user stops at
 * once; the actor carries the user read with it, so no handler reads it again.
 */
export async function authenticate(
  database: Database,
  signer: TokenSigner,
  request: FastifyRequest,
  level: Exclude<AuthLevel, 'public'>,
): Promise<Actor> {
  return authenticateToken(database, signer, readToken(request), level);
}

/** The same checks for a token that did not come in the Authorization header (the WebSocket's). */
export async function authenticateToken(
  database: Database,
  signer: TokenSigner,
  token: string | null,
  level: Exclude<AuthLevel, 'public'>,
): Promise<Actor> {
  if (!token) throw unauthorized();
  const claims = await signer.verify(token);
  if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
  const row = await actorOfSession(database, claims.sid, claims.sub);
  if (!row) throw unauthorized('Your session has ended. Please sign in again.');
  if (row.mfaPending && level !== 'pending') {
    throw unauthorized('Two-step verification is required before this action.');
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
