import { mkdirSync } from 'node:fs';
import { loadConfig } from './config.js';
import { restore } from './backup/restore.js';
import { describe, directoryArgument } from './backup/summary.js';

/**
 * `npm run restore -- DIR`: a backup made by `npm run backup` into the configured database and storage,
 * both empty; checked against its manifest before and after (docs/operations.md, Backups and restore).
 */
async function main(): Promise<void> {
  const dir = directoryArgument('restore');
  const config = loadConfig();
  if (config.database.kind === 'pglite' && config.database.dataDir) {
    mkdirSync(config.database.dataDir, { recursive: true });
  }
  const started = Date.now();
  const manifest = await restore(config, dir);
  console.log(
    `Restored ${describe(manifest)} from ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
