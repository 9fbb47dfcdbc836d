import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { Gauge, type Registry } from 'prom-client';

/**
 * Open sockets on the public port: every connection (keep-alive ones waiting for their next request
 * too), and those of them upgraded to a WebSocket (the notification channel), counted from the upgrade
 * until the socket closes.
 */
export function countConnections(server: Server, registry: Registry): void {
  let upgraded = 0;
  server.on('upgrade', (_request, socket: Socket) => {
    upgraded += 1;
    socket.once('close', () => (upgraded -= 1));
  });
  new Gauge({
    name: 'lease_open_sockets',
    help: 'Open sockets on the public port: all connections, and those upgraded to a WebSocket.',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const all = await new Promise<number>((resolve) =>
        server.getConnections((error, count) => resolve(error ? 0 : count)),
      );
      this.set({ kind: 'connection' }, all);
      this.set({ kind: 'websocket' }, upgraded);
    },
  });
}
