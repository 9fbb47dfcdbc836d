import type { FastifyRequest } from 'fastify';
import { redactUrl } from '../redact.js';

/** Fastify's request fields, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The fields of an error (and of a database error) that carry no value the caller or a row supplied. */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

interface SafeError {
  type: string;
  message: string;
  stack: string;
  cause?: SafeError;
  [field: string]: unknown;
}

/**
 * An error for the log, built from an allow-list: a failed query's parameters (an argon2 hash, a token
 * hash, an e-mail), which drizzle puts in its message and drivers in `params`, `parameters` or `detail`
 * ('Failing row contains …'), never reach a log line.
 */
function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A value that is not an Error was thrown.', stack: '' };
  const type = error.constructor.name || error.name;
  const message = withoutValues(error.message);
  // Only the frames: the stack's first lines repeat the message, parameters included.
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const out: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const record = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** Drops drizzle's 'params: …' line and a database message's trailing quoted value. */
const withoutValues = (message: string): string =>
  message.replace(/\nparams:[\s\S]*$/, '').replace(/: ".*"$/s, ': [redacted]');

export const logSerializers = { req: serializeRequest, err: (error: unknown) => serializeError(error) };
