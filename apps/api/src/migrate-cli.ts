import { mkdirSync } from 'node:fs';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';

/**
 * `npm run db:migrate`: applies pending migrations and exits without serving, for a release step that
 * migrates once before the new instances start (they then find nothing to do).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.database.kind === 'pglite' && config.database.dataDir) {
    mkdirSync(config.database.dataDir, { recursive: true });
  }
  const started = Date.now();
  const database = await openDatabase(config.database);
  await database.close();
  console.log(`The database is up to date (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
