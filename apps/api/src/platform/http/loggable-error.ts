import { DrizzleQueryError } from 'drizzle-orm/errors';

type DriverError = Error & { code?: string; constraint?: string; table?: string; column?: string };

/**
 * What a failed request logs: a failed query's SQL and its driver's code, constraint and table, never
 * its parameters (a password hash, a token), which drizzle's message and the driver's message and
 * detail quote.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as DriverError | undefined;
  const safe = new Error(`Failed query: ${error.query}`);
  safe.name = 'DrizzleQueryError';
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return Object.assign(safe, {
    cause: cause && {
      code: cause.code,
      constraint: cause.constraint,
      table: cause.table,
      column: cause.column,
    },
  });
}
