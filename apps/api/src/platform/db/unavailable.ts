/**
 * SQLSTATEs that say the server went away or is not taking connections yet: a restart ends every
 * session with 57P01 (admin shutdown), then answers 57P03 (shutting down, starting up) until it is up.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03']);
/** Socket errors of a server that is down or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What pg and pg-pool throw, without a code, for a connection lost or never made in time. */
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * Whether an error means the database is away (restarting, unreachable) rather than a query that was
 * wrong: it answers 503, and it is logged once per outage, not once per request. Follows drizzle's
 * `cause` and an AggregateError's `errors` (a host name that resolves to several addresses).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const { code } = error as { code?: unknown };
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))
  )
    return true;
  // pg-boss appends the queue's name to a worker's error message, hence startsWith.
  if (DRIVER_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
