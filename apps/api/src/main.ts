import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import type { Lifecycle } from './platform/context.js';
import { openDatabase } from './db/client.js';
import { installShutdown } from './platform/lifecycle/shutdown.js';
import { printDemoAccounts, seedDemoIfEmpty } from './demo/demo.js';
import { seedDemoClaims } from './demo/claims.js';
import { seedDemoInvoices } from './demo/invoices.js';
import { seedDemoDocuments } from './demo/documents.js';

/** Start: config → database → app → listen; drains and stops on SIGTERM and SIGINT (lifecycle/shutdown.ts). */
async function main(): Promise<void> {
  const config = loadConfig();
  const here = dirname(fileURLToPath(import.meta.url));
  const webDist = config.webDist ?? resolve(here, '../../web/dist');
  if (config.database.kind === 'pglite' && config.database.dataDir) {
    mkdirSync(config.database.dataDir, { recursive: true });
  }
  let seeded = false;
  // Under the migration lock: three instances started together on an empty database seed it once.
  const database = await openDatabase(config.database, {
    afterMigrate: config.seedDemo
      ? async (db) => {
          seeded = await seedDemoIfEmpty(db, { password: config.demoPassword });
        }
      : undefined,
  });
  if (seeded) printDemoAccounts(config.demoPassword);
  const lifecycle: Lifecycle = { draining: false };
  // The demo's certificates and claims are made through the app's storage and unit of work.
  const app = await buildApp({ ...config, webDist }, database, {
    lifecycle,
    ready: seeded
      ? async (ctx) => {
          await seedDemoDocuments(ctx);
          await seedDemoClaims(ctx, { perLandlord: 12 });
          await seedDemoInvoices(ctx, { months: 12 });
        }
      : undefined,
  });

  installShutdown({
    app,
    lifecycle,
    ...config.shutdown,
    closeDatabase: () => database.close(),
  });

  const address = await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  console.log(`\nPortal ready at ${address.replace('127.0.0.1', 'localhost')} (database: ${where})\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
