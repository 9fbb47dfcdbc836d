import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthLevel } from '@lease/contract';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { unauthorized } from '../errors.js';
import type { Actor } from './actor.js';
import type { TokenSigner } from './tokens.js';

const { passwordHash: _, ...userColumns } = getTableColumns(users);

/** The live session of a token with its user, in one statement prepared once per database. */
function prepareActorQuery(db: Db) {
  return db
    .select({ user: userColumns, mfaPending: sessions.mfaPending })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, sql.placeholder('sub')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    )
    .prepare('actor_of_session');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareActorQuery>>();
function actorQuery(db: Db) {
  let query = prepared.get(db);
  if (!query) {
    query = prepareActorQuery(db);
    prepared.set(db, query);
  }
  return query;
}

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
  const [row] = await actorQuery(db).execute({ sid: claims.sid, sub: claims.sub });
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
