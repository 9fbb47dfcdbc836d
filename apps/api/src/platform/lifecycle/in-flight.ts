import type { Server, ServerResponse } from 'node:http';

export interface InFlight {
  /** From now on every answer closes its connection: a keep-alive client reconnects, to another instance. */
  closeConnections(): void;
  /** Resolves once no request is being answered. */
  idle(): Promise<void>;
  /** The requests being answered, as `METHOD /path (N ms)`, for the log of a shutdown cut short. */
  list(): string[];
}

/**
 * The HTTP requests a server is answering, uploads included, from their first byte to their answer's
 * last; a WebSocket is an upgrade, not a request, so it is not counted.
 */
export function trackInFlight(server: Server): InFlight {
  // Only the response and when it began: its method and path are read from it for a shutdown's log, and
  // one shared listener ends it, so a request allocates no closure or record here.
  const answering = new Map<ServerResponse, number>();
  let closing = false;
  let whenIdle: (() => void) | null = null;
  function answered(this: ServerResponse) {
    answering.delete(this);
    if (answering.size === 0) whenIdle?.();
  }

  // Before Fastify's own listener: the header must be set before any answer is written.
  server.prependListener('request', (_request, response) => {
    answering.set(response, Date.now());
    if (closing) response.setHeader('connection', 'close');
    // `on`, not `once`: a response closes once, and `once` wraps the listener anew for each request.
    response.on('close', answered);
  });

  return {
    closeConnections() {
      closing = true;
      for (const response of answering.keys()) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
    },
    idle: () =>
      answering.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            whenIdle = resolve;
          }),
    list: () =>
      [...answering].map(
        ([{ req }, since]) => `${req.method} ${(req.url ?? '').split('?')[0]} (${Date.now() - since} ms)`,
      ),
  };
}
