import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { createDatabase, databaseUrl, dropDatabase } from './postgres-admin.js';
import { testDatabaseKind } from './template.js';

export { testDatabaseKind };

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/**
 * A database of one test file's own, copied from the run's template (test/global-setup.ts): migrated,
 * and with the demo portfolio when `seeded`. PGlite: in memory, from the dumped data directory;
 * PostgreSQL: a new database beside TEST_DATABASE_URL's, dropped afterwards (migrations name the public
 * schema, so a schema per file would not isolate).
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  if (!templates) throw new Error('No database template: the api project runs test/global-setup.ts');
  if (templates.kind !== testDatabaseKind()) throw new Error(`The templates are ${templates.kind}'s`);
  const template = options.seeded ? templates.seeded : templates.empty;
  if (templates.kind === 'pglite') {
    const from = new Blob([await readFile(template)]);
    const database = await openDatabase({ kind: 'pglite', dataDir: null, from });
    return { database, drop: () => database.close() };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await createDatabase(name, template);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(name) });
  return {
    database,
    async drop() {
      await database.close();
      await dropDatabase(name);
    },
  };
}

/**
 * A new, unmigrated PostgreSQL database beside TEST_DATABASE_URL's; `drop` expects every connection to
 * it closed or closing.
 */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await createDatabase(name);
  return { url: databaseUrl(name), drop: () => dropDatabase(name) };
}

/**
 * A seeded database for an API started as a process of its own: its environment (DATABASE_URL, or the
 * DATA_DIR the seeded PGlite was copied into), after `prepare` ran on it and closed it.
 */
export async function seededDatabaseForProcess(
  dir: string,
  prepare: (database: Database) => Promise<void>,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const templates = inject('databaseTemplates');
  if (!templates) throw new Error('No database template: the api project runs test/global-setup.ts');
  if (templates.kind === 'pglite') {
    const from = new Blob([await readFile(templates.seeded)]);
    const database = await openDatabase({ kind: 'pglite', dataDir: dir, from });
    await prepare(database).finally(() => database.close());
    return { env: { DATA_DIR: dir }, drop: async () => undefined };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await createDatabase(name, templates.seeded);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(name) });
  await prepare(database).finally(() => database.close());
  return { env: { DATABASE_URL: databaseUrl(name) }, drop: () => dropDatabase(name) };
}
