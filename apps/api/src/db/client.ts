import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openPglite } from './pglite.js';
import { openPool, type Hearer, type PoolWatcher } from './pool.js';
import * as schema from './schema/index.js';
import { pgliteStatement, postgresStatement, type Statement } from './statements.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/**
 * The database with its write calls taken away (decision 0034): what every module sees of it, so a
 * write outside a change does not typecheck and goes through the change's transaction.
 * `execute` stays: raw SQL is not typed either way.
 */
export type ReadDb = Omit<Db, 'insert' | 'update' | 'delete' | 'transaction'>;
/**
 * What a read takes: the database or an open transaction. A write takes the `Tx` of its change, or a
 * `Db` where the platform's own bookkeeping calls it too (a `Tx` is a `Db`).
 */
export type Queryable = ReadDb | Tx;

export interface Database {
  /** Reads only; the platform's own writes outside a change take `writer()` (platform/writer.ts). */
  db: ReadDb;
  kind: 'pglite' | 'postgres';
  /**
   * What lies under drizzle, for a library that speaks SQL itself (the job queue) or LISTENs (realtime);
   * PGlite's parses dates as its default does.
   */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  /** A fixed read prepared once under its name (see Statement); the same name gives the same statement. */
  statement(name: string, text: string): Statement;
  /** `select 1` as the driver runs it, for the health check: nothing of drizzle's in between. */
  ping(): Promise<void>;
  /** Hears the pool's connections lost and made (PostgreSQL; PGlite has one connection in-process). */
  watch(watcher: PoolWatcher): () => void;
  /** The pool's connections checked out and requests waiting for one; null on PGlite, which has no pool. */
  poolUse(): { inUse: number; waiting: number; max: number } | null;
  /**
   * Hears the notifications of POOLED_CHANNELS on the pool's connections, its own transactions' before
   * their COMMIT returns (PostgreSQL; PGlite calls its own listeners in-process).
   */
  hear(hearer: Hearer): () => void;
  close(): Promise<void>;
}

/** `from`: a PGlite data directory dumped before, to start from (the test suite's seeded template). */
export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null; from?: Blob };

/** The migrations folder ships beside the code: found from src/ in tests and from dist/ when built. */
function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('The drizzle migrations folder was not found beside the API code');
}

/** Statements by name, each made once: a second one of the same name would be refused by the session. */
function statementsOf(make: (name: string, text: string) => Statement): Database['statement'] {
  const made = new Map<string, { text: string; statement: Statement }>();
  return (name, text) => {
    const known = made.get(name);
    if (known && known.text !== text) throw new Error(`Two statements are named ${name}`);
    if (known) return known.statement;
    const statement = make(name, text);
    made.set(name, { text, statement });
    return statement;
  };
}

/** The advisory lock instances take to migrate one at a time: any fixed number no other code uses. */
export const MIGRATION_LOCK = 7_204_183_024;

/**
 * Migrates under a session advisory lock held on a connection of its own: instances starting together
 * wait for the first, then find nothing left to do, instead of racing to create the same tables.
 * The lock goes with the session, so an instance killed mid-migration releases it (its transaction
 * rolls back, and the next one starts over).
 */
async function migrateLocked(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    holder.release();
  }
}

/**
 * What runs once the migrations have, still under their lock: the demo seed, so instances started
 * together on an empty database seed it once (the first; the others find it seeded).
 */
export interface OpenOptions {
  afterMigrate?: (db: Db) => Promise<void>;
}

/**
 * Opens the database, runs every pending migration (then `afterMigrate`), and hands back one drizzle
 * handle. PGlite lives in this one process, so only PostgreSQL's migrations take the lock.
 */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const folder = migrationsFolder();
  if (target.kind === 'postgres') {
    const { pool, watch, hear } = openPool(target.url);
    const db = drizzlePg(pool, { schema });
    await migrateLocked(pool, async () => {
      await migratePg(db, { migrationsFolder: folder });
      await options.afterMigrate?.(db as unknown as Db);
    });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      driver: { kind: 'postgres', url: target.url },
      statement: statementsOf((name, text) => postgresStatement(pool, name, text)),
      ping: async () => void (await pool.query('select 1')),
      watch,
      poolUse: () => ({
        inUse: pool.totalCount - pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
      hear,
      close: () => pool.end(),
    };
  }
  const { client, forDrizzle, forJobs } = await openPglite(target.dataDir, target.from);
  const db = drizzlePglite(forDrizzle, { schema });
  await migratePglite(db, { migrationsFolder: folder });
  await options.afterMigrate?.(db as unknown as Db);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    driver: { kind: 'pglite', client: forJobs },
    statement: statementsOf((name, text) => pgliteStatement(client, name, text)),
    ping: async () => void (await client.query('select 1')),
    watch: () => () => undefined,
    poolUse: () => null,
    hear: () => () => undefined,
    close: () => client.close(),
  };
}
