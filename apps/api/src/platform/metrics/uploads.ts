import type { Socket } from 'node:net';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { hookList } from '../http/route-hooks.js';

const MULTIPART = /^multipart\/form-data/i;

/**
 * Bytes of multipart uploads received so far by requests not yet answered: read from each request's
 * socket (one request at a time on it), since listening to the body itself would start it flowing before
 * the form parser is attached. Only the routes that take a form are watched (a form sent to any other is
 * refused unread): the hook is theirs, not every request's (issue #37).
 */
export function countUploadBytes(app: FastifyInstance, registry: Registry): void {
  const inFlight = new Map<Socket, number>();
  const watch: onRequestHookHandler = (request, reply, done) => {
    const socket = request.raw.socket;
    // By its header: the parser marks a request multipart only later, once it reads the body.
    if (MULTIPART.test(request.headers['content-type'] ?? '') && socket) {
      inFlight.set(socket, socket.bytesRead);
      reply.raw.once('close', () => inFlight.delete(socket));
    }
    done();
  };
  app.addHook('onRoute', (route) => {
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
    if (consumes?.includes('multipart/form-data')) route.onRequest = [watch, ...hookList(route.onRequest)];
  });
  new Gauge({
    name: 'lease_upload_bytes_in_flight',
    help: 'Bytes of multipart uploads received by requests still being read or handled.',
    registers: [registry],
    collect() {
      let bytes = 0;
      for (const [socket, before] of inFlight) bytes += socket.bytesRead - before;
      this.set(bytes);
    },
  });
}
