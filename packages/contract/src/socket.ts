import type { ClaimStatus } from './claims/texts.js';
import type { Notification } from './routes/notification-schemas.js';

/**
 * The real-time channel of §2.10 (file 2 §7 'Other'). It is a WebSocket, not a call of the catalogue, so
 * it lives outside /api: the contract-routes guard covers /api only, and the socket's own tests cover
 * its authentication (no token, a bad token, another user's id, a revoked session).
 * Free of zod, as the shell opens the channel on every page (issue #27); realtime.ts re-exports it
 * beside the schema of what a client sends.
 */
export const SOCKET_PATH = '/ws';
/** The token travels as the second subprotocol (browsers cannot set headers on a WebSocket); this is the first. */
export const SOCKET_PROTOCOL = 'lease.v1';

/** A claim of the user's that moved: its number and new status (the filer hears of each move). */
export interface ClaimMoved {
  id: string;
  name: string;
  claim_status: ClaimStatus;
}

/**
 * What the server sends: the open acknowledged, a new notification, one that changed (the update path),
 * or a claim the user filed that moved.
 */
export type SocketServerMessage =
  | { status: 'open'; id: string }
  | { status: 'notification'; data: Notification }
  | { status: 'update'; data?: Notification }
  | { status: 'claim'; data: ClaimMoved };

/** Close codes the server uses, beside the standard 1000 (normal) and 1001 (going away). */
export const SOCKET_CLOSE = {
  badMessage: 4400,
  sessionEnded: 4401,
  notYourId: 4403,
  openExpected: 4408,
  /** Past the open sockets one user, or one client address, may hold. */
  tooMany: 4429,
  /**
   * 1012 Service Restart: the instance is shutting down (a rolling restart). The browser reconnects at
   * once through the same address, which the proxy now sends to another instance; nothing is shown.
   */
  restart: 1012,
} as const;
