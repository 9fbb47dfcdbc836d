import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import type { Lifecycle } from './platform/context.js';
import { openDatabase } from './db/client.js';
import { printDemoAccounts, seedDemoIfEmpty } from './db/seed/demo.js';
import { seedDemoClaims } from './db/seed/claims.js';
import { seedDemoInvoices } from './db/seed/invoices.js';
import { seedDemoDocuments } from './db/seed/documents.js';

/** Start: config → database → app → listen; stops cleanly on SIGINT and SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const here = dirname(fileURLToPath(import.meta.url));
  const webDist = config.webDist ?? resolve(here, '../../web/dist');
  if (config.database.kind === 'pglite' && config.database.dataDir) {
    mkdirSync(config.database.dataDir, { recursive: true });
  }
  const database = await openDatabase(config.database);
  const seeded = config.seedDemo && (await seedDemoIfEmpty(database.db, { password: config.demoPassword }));
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness fails first, so the load balancer stops sending here before the server closes.
    lifecycle.draining = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  console.log(`\nPortal ready at ${address.replace('127.0.0.1', 'localhost')} (database: ${where})\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
