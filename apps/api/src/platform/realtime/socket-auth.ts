import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ANSWERS, SOCKET_PROTOCOL } from '@lease/contract';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { forbidden } from '../errors.js';

/** The token a browser sends as the second subprotocol: `lease.v1, <token>`. */
export function socketToken(request: FastifyRequest): string | null {
  const offered = (request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return offered[0] === SOCKET_PROTOCOL ? (offered[1] ?? null) : null;
}

/** The subprotocol the server answers with: never the token. */
export const chooseProtocol = (offered: Set<string>): string | false =>
  offered.has(SOCKET_PROTOCOL) ? SOCKET_PROTOCOL : false;

/**
 * A browser always names the page's origin: a socket opened from another site is refused (the token
 * would not be there anyway, but a page must not even try). A client without an Origin is not a browser.
 */
export function checkOrigin(request: FastifyRequest, config: Config): void {
  const origin = request.headers.origin;
  if (!origin) return;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw forbidden(ANSWERS.originRefused);
  }
  if (url.origin === new URL(config.publicUrl).origin || url.host === request.headers.host) return;
  throw forbidden(ANSWERS.originRefused);
}

/** Of the given sessions, those still live (not revoked, not expired, user not deleted or disabled). */
export async function liveSessions(db: Queryable, ids: string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
