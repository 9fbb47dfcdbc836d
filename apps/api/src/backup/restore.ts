import { join } from 'node:path';
import type { Config } from '../config.js';
import { configuredStorage } from '../platform/storage/index.js';
import { pgliteDir } from './backup.js';
import { digestOf } from './files.js';
import { readManifest, type Manifest } from './manifest.js';
import { assertEmptyPglite, restorePglite } from './pglite.js';
import { assertEmptyPostgres, restorePostgres } from './postgres.js';
import { assertEmptyStorage, copyIn, verifyFiles } from './storage-copy.js';
import { countDifferences } from './tables.js';

/**
 * Loads the backup in `dir` into the configured database and storage, both empty. Nothing is written until
 * the whole backup checks out against its manifest (every checksum); once loaded, every table's count is
 * checked against it too. Any difference stops the restore with what differs.
 */
export async function restore(config: Config, dir: string): Promise<Manifest> {
  const manifest = await readManifest(dir);
  const { database } = manifest;
  if (database.kind !== config.database.kind) {
    throw new Error(`The backup is of ${database.kind}; the configured database is ${config.database.kind}`);
  }
  const storage = configuredStorage(config);
  if (config.database.kind === 'postgres') await assertEmptyPostgres(config.database.url);
  else assertEmptyPglite(pgliteDir(config.database));
  await assertEmptyStorage(storage);

  const dump = join(dir, database.file);
  const found = await digestOf(dump).catch(() => null);
  if (!found) throw new Error(`The backup's database dump ${database.file} is missing`);
  if (found.sha256 !== database.sha256 || found.bytes !== database.bytes) {
    throw new Error(
      `The backup's database dump ${database.file} does not match its manifest: ${found.bytes} bytes with sha256 ${found.sha256}, the manifest says ${database.bytes} bytes with ${database.sha256}`,
    );
  }
  await verifyFiles(dir, manifest.files);

  const tables =
    config.database.kind === 'postgres'
      ? await restorePostgres(config.database.url, dump, database.tool)
      : await restorePglite(pgliteDir(config.database), dump);
  const differences = countDifferences(database.tables, tables);
  if (differences.length > 0) {
    throw new Error(`The restored database does not match the manifest:\n  ${differences.join('\n  ')}`);
  }
  await copyIn(storage, dir, manifest.files);
  return manifest;
}
