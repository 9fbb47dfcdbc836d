import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, MODULES, type RegisterModule } from '../src/app.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { testConfig } from './server.js';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.drop());

/** The real app with one more module after the real ones. */
const buildWith = (extra: RegisterModule) =>
  buildApp(testConfig(), testDb.database, { modules: [...MODULES, extra] });

describe('only contract routes under /api', () => {
  it('refuses to start when a module adds a raw /api route', async () => {
    await expect(buildWith((app) => app.get('/api/user/emails', async () => ({ data: [] })))).rejects.toThrow(
      'GET /api/user/emails is not a contract route',
    );
  });

  it('refuses to start when a plugin adds one, or a method the contract does not declare', async () => {
    await expect(
      buildWith((app) => void app.register(async (child) => child.post('/api/x', async () => ({})))),
    ).rejects.toThrow('POST /api/x is not a contract route');
    await expect(buildWith((app) => app.delete('/api/health', async () => ({})))).rejects.toThrow(
      'DELETE /api/health is not a contract route',
    );
  });

  it('starts with a route outside /api, and serves the docs under /api/docs', async () => {
    const app = await buildWith((a) => a.get('/about-raw', async () => ({ ok: true })));
    try {
      expect((await app.inject({ method: 'GET', url: '/about-raw' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
