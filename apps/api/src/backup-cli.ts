import { loadConfig } from './config.js';
import { backup } from './backup/backup.js';
import { describe, directoryArgument } from './backup/summary.js';

/**
 * `npm run backup -- DIR`: the configured database and stored files into DIR, a new directory, with a
 * manifest of counts and checksums written last (docs/operations.md, Backups and restore).
 */
async function main(): Promise<void> {
  const dir = directoryArgument('backup');
  const started = Date.now();
  const manifest = await backup(loadConfig(), dir);
  console.log(
    `Backed up ${describe(manifest)} into ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
