import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** Which database the API suite runs on: TEST_DB=postgres uses TEST_DATABASE_URL, otherwise PGlite. */
export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A clean database for one test file: an in-memory PGlite, or a new PostgreSQL database created beside
 * TEST_DATABASE_URL's and dropped afterwards (migrations name the public schema, so a schema per file
 * would not isolate).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, drop: () => database.close() };
  }
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url: empty.url });
  return {
    database,
    async drop() {
      await database.close();
      await empty.drop();
    },
  };
}

/**
 * A new, unmigrated PostgreSQL database beside TEST_DATABASE_URL's; `drop` expects every connection to
 * it closed or closing.
 */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await dropWhenIdle(client, name);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * pg's pool reports itself ended while its last connections are still closing; forcing the drop then
 * kills them mid-close and surfaces as an uncaught error. Wait for them to go, and force only as a last
 * resort.
 */
async function dropWhenIdle(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await client.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: the database is still being accessed by other users.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await client.query(`drop database if exists ${name} with (force)`);
}
