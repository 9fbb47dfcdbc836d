import { test as base } from '@playwright/test';
import { E2E_PORT, E2E_WORKERS, serverUrl, startServer } from '../servers';

/**
 * Playwright's `test`, with each worker's pages and requests sent to a server of its own (e2e/servers.ts).
 * A worker that restarts after a failure starts a fresh server: what failed leaves nothing behind.
 */
export const test = base.extend<object, { workerServer: string }>({
  workerServer: [
    // Playwright reads a fixture's needs from its first parameter, which must be a pattern even when empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const slot = workerInfo.parallelIndex;
      if (slot >= E2E_WORKERS) throw new Error(`worker ${slot} has no port: set E2E_WORKERS, not --workers`);
      const server = await startServer(E2E_PORT + slot);
      await use(serverUrl(slot));
      await server.stop();
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer),
});
