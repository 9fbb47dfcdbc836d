import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  EXTERNAL_TEXTS,
  ANSWERS,
  SOCKET_CLOSE,
  SOCKET_PATH,
  socketClientMessageSchema,
  type SocketServerMessage,
} from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import { authenticateToken } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import type { RealtimeEvent } from '../../platform/realtime/hub.js';
import {
  checkOrigin,
  chooseProtocol,
  liveSessions,
  socketToken,
} from '../../platform/realtime/socket-auth.js';
import { claimMovedFor } from '../claims/claims.lookups.js';
import { findForUser } from './notifications.repository.js';

interface Client {
  socket: WebSocket;
  actor: Actor;
  /** The client address, as rate limits read it: sockets are capped per address too. */
  address: string;
  /** Pushes start once the client has sent its open message with its own id. */
  opened: boolean;
}

/** How long a socket may stay silent before its open message. */
const OPEN_WITHIN_MS = 10_000;

/**
 * Why one more socket would pass a cap, or null: one user's tabs, or many accounts behind one address,
 * must not hold the instance's sockets (each costs memory and a share of every push and session check).
 */
function overCap(
  clients: Set<Client>,
  userId: string,
  address: string,
  max: { perUser: number; perAddress: number },
): string | null {
  let byUser = 0;
  let byAddress = 0;
  for (const c of clients) {
    if (c.actor.userId === userId) byUser += 1;
    if (c.address === address) byAddress += 1;
  }
  if (byUser >= max.perUser) return 'Too many open notification channels for this user.';
  if (byAddress >= max.perAddress) return 'Too many open notification channels from this address.';
  return null;
}

const send = (client: Client, message: SocketServerMessage) => {
  if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
};

/**
 * The real-time channel of §2.10 at /ws: authenticated on the upgrade (the token as a subprotocol, the
 * Origin checked), opened with the user's own id, then each notification made or changed for the user,
 * on any instance, is pushed. A socket whose session is revoked or expires is closed.
 */
export function registerNotificationSocket(app: FastifyInstance, ctx: AppContext): void {
  const clients = new Set<Client>();
  const actors = new WeakMap<FastifyRequest, Actor>();

  const deliver = async (event: RealtimeEvent) => {
    for (const userId of event.userIds) {
      const mine = [...clients].filter((c) => c.opened && c.actor.userId === userId);
      if (mine.length === 0) continue;
      if (event.kind === 'claim') {
        // Read with the user's own scope: a claim the user may no longer see is not announced.
        const claim = await claimMovedFor(ctx, mine[0]!.actor, event.claimId);
        if (claim) for (const client of mine) send(client, { status: 'claim', data: claim });
        continue;
      }
      const data = await findForUser(ctx.database.db, userId, event.notificationId);
      if (!data) continue;
      for (const client of mine)
        send(client, { status: event.kind === 'new' ? 'notification' : 'update', data });
    }
  };
  const unsubscribe = ctx.realtime.subscribe((event) => {
    deliver(event).catch((error: unknown) => ctx.outage.failed('realtime', error, 'realtime: a push failed'));
  });
  // Pushes made on another instance while this one was not LISTENing are lost: a bare update makes each
  // open browser refetch, as it does when its own socket reconnects.
  const stopResume = ctx.realtime.onResume(() => {
    for (const client of clients) if (client.opened) send(client, { status: 'update' });
  });

  const checkSessions = async () => {
    const ids = [...new Set([...clients].map((c) => c.actor.sessionId))];
    const live = await liveSessions(ctx.database.db, ids, ctx.clock.now());
    for (const client of clients) {
      if (!live.has(client.actor.sessionId))
        client.socket.close(SOCKET_CLOSE.sessionEnded, ANSWERS.socketSessionEnded);
    }
  };
  const sweep = setInterval(() => {
    if (clients.size > 0)
      checkSessions().catch((error: unknown) =>
        ctx.outage.failed('realtime', error, 'realtime: session check failed'),
      );
  }, ctx.config.wsSessionCheckMs);
  sweep.unref();
  // Before the server closes (a restart, after the requests in flight finished): each browser is told to
  // reconnect, which reaches another instance through the same address, instead of seeing a dropped line.
  app.addHook('preClose', async () => {
    for (const client of clients) client.socket.close(SOCKET_CLOSE.restart, 'The server is restarting.');
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    unsubscribe();
    stopResume();
  });

  void app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 4096, handleProtocols: chooseProtocol } });
    scope.get(
      SOCKET_PATH,
      {
        websocket: true,
        onRequest: async (request) => {
          checkOrigin(request, ctx.config);
          const actor = await authenticateToken(ctx.database, ctx.signer, socketToken(request), {
            auth: 'user',
          });
          // The channel is not open to an external (decision 0032): it has no notifications.
          if (actor.role === 'external') throw forbidden(EXTERNAL_TEXTS.notForExternal);
          actors.set(request, actor);
        },
      },
      (socket, request) => {
        const actor = actors.get(request);
        if (!actor) return socket.close(SOCKET_CLOSE.sessionEnded, ANSWERS.signInToContinue);
        const over = overCap(clients, actor.userId, request.ip, ctx.config.wsMax);
        if (over) return socket.close(SOCKET_CLOSE.tooMany, over);
        const client: Client = { socket, actor, address: request.ip, opened: false };
        clients.add(client);
        const timer = setTimeout(() => {
          if (!client.opened) socket.close(SOCKET_CLOSE.openExpected, 'Send status open first.');
        }, OPEN_WITHIN_MS);
        socket.on('close', () => {
          clearTimeout(timer);
          clients.delete(client);
        });
        socket.on('message', (raw: Buffer) => {
          let parsed;
          try {
            parsed = socketClientMessageSchema.safeParse(JSON.parse(raw.toString('utf8')));
          } catch {
            parsed = null;
          }
          if (!parsed?.success)
            return socket.close(SOCKET_CLOSE.badMessage, 'Not a message of this channel.');
          const message = parsed.data;
          if (message.status === 'close') return socket.close(1000, 'Closed.');
          if (message.status === 'open') {
            if (message.id !== actor.userId) return socket.close(SOCKET_CLOSE.notYourId, 'Not your id.');
            client.opened = true;
            return send(client, { status: 'open', id: actor.userId });
          }
          if (client.opened) send(client, { status: 'update' });
        });
      },
    );
  });
}
