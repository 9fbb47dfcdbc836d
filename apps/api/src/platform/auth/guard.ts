import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthLevel } from '@lease/contract';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { unauthorized } from '../errors.js';
import type { Actor } from './actor.js';
import type { TokenSigner } from './tokens.js';

/** The raw token (§7), or `Bearer <token>`. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}

/** Checks the token's signature, then its session and user, so a revoked token or disabled user stops at once. */
export async function authenticate(
  db: Db,
  signer: TokenSigner,
  request: FastifyRequest,
  level: Exclude<AuthLevel, 'public'>,
): Promise<Actor> {
  return authenticateToken(db, signer, readToken(request), level);
}

/** The same checks for a token that did not come in the Authorization header (the WebSocket's). */
export async function authenticateToken(
  db: Db,
  signer: TokenSigner,
  token: string | null,
  level: Exclude<AuthLevel, 'public'>,
): Promise<Actor> {
  if (!token) throw unauthorized();
  const claims = await signer.verify(token);
  if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
  const [row] = await db
    .select({ role: users.role, landlordId: users.landlordId, mfaPending: sessions.mfaPending })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sid),
        eq(sessions.userId, claims.sub),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    );
  if (!row) throw unauthorized('Your session has ended. Please sign in again.');
  if (row.mfaPending && level !== 'pending') {
    throw unauthorized('Two-step verification is required before this action.');
  }
  return {
    userId: claims.sub,
    role: row.role,
    landlordId: row.landlordId,
    sessionId: claims.sid,
    mfaPending: row.mfaPending,
  };
}
