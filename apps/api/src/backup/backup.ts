import { chmod, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { configuredStorage } from '../platform/storage/index.js';
import { digestOf, PRIVATE_DIR, type Digest } from './files.js';
import { writeManifest, type Manifest } from './manifest.js';
import { dumpPglite } from './pglite.js';
import { dumpPostgres } from './postgres.js';
import { copyOut } from './storage-copy.js';

/** The dump's file name by database kind. */
export const DUMP_FILE = { postgres: 'database.dump', pglite: 'database.tar.gz' } as const;

/** PGlite is named by its data directory; one in memory has nothing to back up. */
export function pgliteDir(database: Config['database']): string {
  if (database.kind !== 'pglite' || !database.dataDir) throw new Error('PGlite in memory has no backup');
  return database.dataDir;
}

async function dumpDatabase(
  database: Config['database'],
  file: string,
): Promise<Digest & { tool: string; tables: Record<string, number> }> {
  if (database.kind === 'pglite') return dumpPglite(pgliteDir(database), file);
  const dumped = await dumpPostgres(database.url, file);
  return { ...dumped, ...(await digestOf(file)) };
}

/**
 * Backs up the configured database and stored files into `dir`, a new or empty directory: the dump, the
 * files one per key, and the manifest last, so a backup that failed halfway has none. The database goes
 * first: a file stored meanwhile is carried along, harmlessly; one removed meanwhile is missed.
 */
export async function backup(config: Config, dir: string): Promise<Manifest> {
  const present = await readdir(dir).catch(() => [] as string[]);
  if (present.length > 0) throw new Error(`${dir} is not empty: back up into a new directory`);
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  // An empty directory made beforehand keeps its mode through mkdir: it is closed here.
  await chmod(dir, PRIVATE_DIR);
  const kind = config.database.kind;
  const { tool, tables, ...digest } = await dumpDatabase(config.database, join(dir, DUMP_FILE[kind]));
  const files = await copyOut(configuredStorage(config), dir);
  return writeManifest(dir, { database: { kind, file: DUMP_FILE[kind], tool, tables, ...digest }, files });
}
