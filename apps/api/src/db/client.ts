import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openPglite } from './pglite.js';
import { openPool, type PoolWatcher } from './pool.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories take whichever the service holds. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * What lies under drizzle, for a library that speaks SQL itself (the job queue) or LISTENs (realtime);
   * PGlite's parses dates as its default does.
   */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  /** Hears the pool's connections lost and made (PostgreSQL; PGlite has one connection in-process). */
  watch(watcher: PoolWatcher): () => void;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

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

/** Opens the database, runs every pending migration, and hands back one drizzle handle. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const folder = migrationsFolder();
  if (target.kind === 'postgres') {
    const { pool, watch } = openPool(target.url);
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: folder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      driver: { kind: 'postgres', url: target.url },
      watch,
      close: () => pool.end(),
    };
  }
  const { client, forDrizzle, forJobs } = await openPglite(target.dataDir);
  const db = drizzlePglite(forDrizzle, { schema });
  await migratePglite(db, { migrationsFolder: folder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    driver: { kind: 'pglite', client: forJobs },
    watch: () => () => undefined,
    close: () => client.close(),
  };
}
