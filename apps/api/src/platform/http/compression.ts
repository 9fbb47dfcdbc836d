import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { hookList } from './route-hooks.js';

/** An answer smaller than this goes as it is: compressing it would save less than its headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

/** Text, JSON, CSV, XML and SVG shrink; PDFs, images and archives are compressed already. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml)|[^;]*\+(?:json|xml))/i;

/** Brotli at 4 for answers made per request: near gzip's speed, smaller (11 is for the build's files). */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip';

/** The best encoding the client takes (Brotli, then gzip), or none; `q=0` refuses one. */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of String(header).split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

const isStream = (payload: unknown): payload is Readable =>
  typeof (payload as Readable | null)?.pipe === 'function';

/**
 * Compresses a route's answer for a client that takes Brotli or gzip, when it is text of at least 1 KB
 * or a stream of text (an export). Its route's last `onSend` hook, so what a route's own hooks read of the
 * answer (the read audit) is the answer itself. A callback hook that first looks at the answer's size: a
 * small answer, most of them, costs one comparison (issue #37), where a plugin ran a header parse, a type
 * check and a hook at the start of every request. Request bodies are never taken compressed (app.ts).
 */
export function registerCompression(app: FastifyInstance): void {
  const compress: onSendHookHandler = (request, reply, payload, done) => {
    const stream = isStream(payload);
    if (!stream) {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      // A string's length in UTF-16 units is at most its byte length: under the bar, it is under in bytes.
      if (payload.length < COMPRESS_FROM_BYTES && Buffer.byteLength(payload) < COMPRESS_FROM_BYTES)
        return done(null, payload);
    }
    const type = reply.getHeader('content-type');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (
      !encoding ||
      typeof type !== 'string' ||
      !COMPRESSIBLE.test(type) ||
      reply.hasHeader('content-encoding') ||
      reply.statusCode === 206
    ) {
      return done(null, payload);
    }
    reply.header('content-encoding', encoding);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (stream) {
      reply.removeHeader('content-length');
      const zipped = encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip();
      // A failing source ends the zipped stream with its error, which ends the answer.
      return done(
        null,
        pipeline(payload, zipped, () => {}),
      );
    }
    const zipped = (error: Error | null, bytes: Buffer) => {
      if (error) return done(error);
      reply.header('content-length', bytes.length);
      done(null, bytes);
    };
    if (encoding === 'br') zlib.brotliCompress(payload as string | Buffer, BROTLI, zipped);
    else zlib.gzip(payload as string | Buffer, zipped);
  };
  app.addHook('onRoute', (route) => {
    route.onSend = [...hookList(route.onSend), compress];
  });
}
