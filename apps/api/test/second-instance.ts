import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { testConfig, type TestServer } from './server.js';

export interface SecondInstance {
  app: FastifyInstance;
  database: Database;
  url: string;
  close: () => Promise<void>;
}

/**
 * A second API instance on the test server's PostgreSQL, as a second process behind a proxy would be;
 * null on PGlite, which one process holds alone.
 */
export async function startSecondInstance(
  server: TestServer,
  env: Record<string, string> = {},
): Promise<SecondInstance | null> {
  const driver = server.database.driver;
  if (driver.kind !== 'postgres') return null;
  const database = await openDatabase({ kind: 'postgres', url: driver.url });
  const app = await buildApp(testConfig(env), database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
