import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The types drizzle reads as PostgreSQL's own text (dates, times, intervals and their arrays, numeric
 * arrays): drizzle passes parsers for them with every query, and PGlite then copies its whole parser
 * table (some 400 types) per query, which more than doubled the cost of a small query. The client keeps
 * these parsers itself instead, and drizzle's queries reach it without theirs.
 */
const AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = Object.fromEntries(AS_TEXT.map((oid) => [oid, (value: string) => value]));

type Parsers = QueryOptions['parsers'];

/** PGlite's own parsers for the scalar types above, for a client that expects Dates (the job queue). */
const PGLITE_DEFAULTS: Parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE].map((oid) => [oid, types.parsers[oid]!]),
);

/**
 * The same client whose queries (in transactions too) run with their parsers changed by `parsers`:
 * drizzle's left out, as the client holds them already; the job queue's given PGlite's defaults.
 */
function withParsers<C extends Pick<PGlite, 'query' | 'exec'>>(
  client: C,
  parsers: (own?: Parsers) => Parsers,
): C {
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(text, params, { ...options, parsers: parsers(options?.parsers) });
      }
      if (key === 'exec') {
        return (text: string, options?: QueryOptions) =>
          target.exec(text, { ...options, parsers: parsers(options?.parsers) });
      }
      if (key === 'transaction' && 'transaction' in target) {
        return (fn: (tx: Transaction) => Promise<unknown>) =>
          (target as unknown as PGlite).transaction((tx) => fn(withParsers(tx, parsers)));
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface EmbeddedDatabase {
  /** The client itself: LISTEN, close, and what else speaks to PGlite directly. */
  client: PGlite;
  /** What drizzle is given. */
  forDrizzle: PGlite;
  /** Parses dates as PGlite does by default, for the job queue. */
  forJobs: PGlite;
}

/**
 * Opens PGlite (in memory without a directory; extensions load only when a data directory is named),
 * starting from `from`, a data directory dumped by `dumpDataDir`, when given.
 */
export async function openPglite(dataDir: string | null, from?: Blob): Promise<EmbeddedDatabase> {
  const client = new PGlite(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    parsers: asText,
    ...(from ? { loadDataDir: from } : {}),
  });
  await client.waitReady;
  // The array types get parsers of their own once the client is ready; drizzle's text ones win.
  Object.assign(client.parsers, asText);
  return {
    client,
    forDrizzle: withParsers(client, () => undefined),
    forJobs: withParsers(client, (own) => ({ ...PGLITE_DEFAULTS, ...own })),
  };
}
