import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.js';

/** The API's connection pool on PostgreSQL; PGlite has one in-process connection and no pool to report. */
export function poolGauges(database: Database, registry: Registry): void {
  if (!database.poolUse()) return;
  new Gauge({
    name: 'lease_db_pool_connections',
    help: "The API's PostgreSQL pool: connections in use, requests waiting for one, and the pool's size.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse();
      if (!use) return;
      this.set({ state: 'in_use' }, use.inUse);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });
}
