import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may pass on: a UUID, a hex trace id and the like; nothing that could bend a log line. */
const PASSABLE = /^[A-Za-z0-9._:=+/-]{1,128}$/;

/**
 * A maker of new ids: this process's random prefix and a counter, laid out as a UUID of version 8 (the
 * version for ids made by other means than v4's random bits). Unique across instances by the prefix; a
 * request draws no random bytes, which showed in the profile of every request (issue #37).
 */
export function newIds(): () => string {
  const [a, b, c, d] = randomUUID().split('-') as [string, string, string, string];
  const prefix = `${a}-${b}-8${c.slice(1)}-${d}-`;
  let count = 0;
  return () => {
    count += 1;
    return prefix + count.toString(16).padStart(12, '0');
  };
}

/**
 * Each request's id, which Fastify puts on every log line of it (reqId): the X-Request-Id a trusted
 * proxy sent, when there is one (`trustProxyHops` > 0) and it looks like an id, so one id follows the
 * request through the proxy's log and ours; otherwise a new one. A client talking to the app directly
 * cannot choose the id its requests are logged under.
 */
export function requestIdOf(trustProxyHops: number): (request: IncomingMessage) => string {
  const next = newIds();
  if (trustProxyHops === 0) return next;
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    return typeof sent === 'string' && PASSABLE.test(sent) ? sent : next();
  };
}

/** The id goes back on every answer, errors too, so a caller can name it when reporting a problem. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
