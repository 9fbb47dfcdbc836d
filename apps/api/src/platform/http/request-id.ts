import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may pass on: a UUID, a hex trace id and the like; nothing that could bend a log line. */
const PASSABLE = /^[A-Za-z0-9._:=+/-]{1,128}$/;

/**
 * Each request's id, which Fastify puts on every log line of it (reqId): the X-Request-Id a trusted
 * proxy sent, when there is one (`trustProxyHops` > 0) and it looks like an id, so one id follows the
 * request through the proxy's log and ours; otherwise a new one. A client talking to the app directly
 * cannot choose the id its requests are logged under.
 */
export function requestIdOf(trustProxyHops: number): (request: IncomingMessage) => string {
  if (trustProxyHops === 0) return () => randomUUID();
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    return typeof sent === 'string' && PASSABLE.test(sent) ? sent : randomUUID();
  };
}

/** The id goes back on every answer, errors too, so a caller can name it when reporting a problem. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
