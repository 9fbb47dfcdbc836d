import { createHmac, randomBytes } from 'node:crypto';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { resolvePublic } from './webhooks.address.js';

export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 32 random bytes in base64 (Standard Webhooks). */
export const newSecret = (): string => SECRET_PREFIX + randomBytes(32).toString('base64');

/**
 * The Standard Webhooks signature of a message: HMAC-SHA256, keyed with the secret's base64 bytes, of
 * `id.timestamp.body`, sent as `v1,<base64>`.
 */
export function signature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** What one attempt came to: the receiver's status (null when none answered), time taken, answer's start. */
export interface AttemptOutcome {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  response: string | null;
  error: string | null;
}

/** The part of an answer kept in the log. */
export const EXCERPT_CHARS = 500;
const READ_LIMIT = 4_096;

/**
 * POSTs a signed message. The host is resolved and checked here, at delivery, and the connection made to
 * the address checked; a redirect is not followed (a 3xx is a failure); the whole attempt is cut at
 * `timeoutMs`. Only a 2xx answer is a delivery.
 */
export async function post(
  target: string,
  message: { id: string; body: string; secret: string; timestampSeconds: number },
  settings: { allowPrivate: boolean; timeoutMs: number },
): Promise<AttemptOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const url = new URL(target);
  const resolved = await resolvePublic(url, settings.allowPrivate);
  if (!resolved.ok) {
    const error =
      resolved.reason === 'private'
        ? 'refused: the address resolves to a loopback or private network address'
        : 'the address does not resolve';
    return { ok: false, status: null, latencyMs: took(), response: null, error };
  }
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'lease-portal-webhooks/1',
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestampSeconds),
    'webhook-signature': signature(message.secret, message.id, message.timestampSeconds, message.body),
  };
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...headers, 'content-length': Buffer.byteLength(message.body) },
    // The connection goes to the address just checked, whatever the name resolves to now.
    lookup: (_host, opts, callback) => {
      if ((opts as { all?: boolean }).all)
        callback(null, [{ address: resolved.address, family: resolved.family }]);
      else (callback as (e: null, a: string, f: number) => void)(null, resolved.address, resolved.family);
    },
    signal: AbortSignal.timeout(settings.timeoutMs),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<AttemptOutcome>((resolve) => {
    const req = send(url, options, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < READ_LIMIT) chunks.push(chunk);
        size += chunk.length;
        if (size >= READ_LIMIT) res.destroy();
      });
      const done = () => {
        const status = res.statusCode ?? 0;
        const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
        const ok = status >= 200 && status < 300;
        resolve({
          ok,
          status,
          latencyMs: took(),
          response: text || null,
          error: ok
            ? null
            : status >= 300 && status < 400
              ? `redirect to ${res.headers.location ?? '?'} not followed`
              : `answered ${status}`,
        });
      };
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      const timedOut = err.name === 'AbortError' || err.name === 'TimeoutError';
      resolve({
        ok: false,
        status: null,
        latencyMs: took(),
        response: null,
        error: timedOut ? `no answer within ${settings.timeoutMs} ms` : (err.code ?? err.message),
      });
    });
    req.end(message.body);
  });
}
