import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedDemoIfEmpty } from '../src/demo/demo.js';
import { writer } from '../src/platform/writer.js';
import { createDatabase, databaseUrl, dropDatabase } from './postgres-admin.js';

export const TEST_PASSWORD = 'Test-pass-2026!';

/**
 * Where a test file's database is copied from: a migrated database, and one with the demo portfolio
 * too. PGlite: dumped data directories (tar files); PostgreSQL: template databases.
 */
export interface Templates {
  kind: 'pglite' | 'postgres';
  empty: string;
  seeded: string;
}

/** Which database the API suite runs on: TEST_DB=postgres uses TEST_DATABASE_URL, otherwise PGlite. */
export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const seed = (database: Database) => seedDemoIfEmpty(writer(database), { password: TEST_PASSWORD });

async function dump(database: Database, file: string): Promise<void> {
  if (database.driver.kind !== 'pglite') throw new Error('only PGlite dumps its data directory');
  const tar = await database.driver.client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await tar.arrayBuffer()));
}

async function pgliteTemplates(): Promise<{ templates: Templates; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'lease-template-'));
  const templates: Templates = {
    kind: 'pglite',
    empty: join(dir, 'empty.tar'),
    seeded: join(dir, 'seeded.tar'),
  };
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await dump(database, templates.empty);
    await seed(database);
    await dump(database, templates.seeded);
  } finally {
    await database.close();
  }
  return { templates, remove: () => rm(dir, { recursive: true, force: true }) };
}

async function postgresTemplates(): Promise<{ templates: Templates; remove(): Promise<void> }> {
  const id = randomBytes(4).toString('hex');
  const templates: Templates = { kind: 'postgres', empty: `tpl_${id}_empty`, seeded: `tpl_${id}_seeded` };
  const remove = async () => {
    await dropDatabase(templates.seeded);
    await dropDatabase(templates.empty);
  };
  try {
    await createDatabase(templates.empty);
    // Opening migrates; the pool is closed before anything copies the template.
    await (await openDatabase({ kind: 'postgres', url: databaseUrl(templates.empty) })).close();
    await createDatabase(templates.seeded, templates.empty);
    const seeded = await openDatabase({ kind: 'postgres', url: databaseUrl(templates.seeded) });
    await seed(seeded).finally(() => seeded.close());
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates, remove };
}

/** Migrates and seeds once per run; each test file then starts from a copy (docs/decisions/0002). */
export const makeTemplates = (): Promise<{ templates: Templates; remove(): Promise<void> }> =>
  testDatabaseKind() === 'postgres' ? postgresTemplates() : pgliteTemplates();
