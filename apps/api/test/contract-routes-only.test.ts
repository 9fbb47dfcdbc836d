import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, MODULES, type RegisterModule } from '../src/app.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { testConfig } from './server.js';

let testDb: TestDatabase;
// A built web app of three files: the static routes it gives are on the allow-list.
const webDist = mkdtempSync(join(tmpdir(), 'lease-web-'));
beforeAll(async () => {
  testDb = await createTestDatabase();
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(webDist, 'login.html'), '<!doctype html><title>sign in</title>');
  writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'export {};');
});
afterAll(async () => {
  await testDb?.drop();
  rmSync(webDist, { recursive: true, force: true });
});

/** The real app, serving the web app, with one more module after the real ones. */
const buildWith = (extra: RegisterModule) =>
  buildApp(testConfig({ WEB_DIST: webDist }), testDb.database, { modules: [...MODULES, extra] });

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

  it('starts with the web app, its sign-in page, the socket and the docs', async () => {
    const app = await buildWith(() => undefined);
    try {
      expect((await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/dashboard' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('no route outside /api but the allowed ones', () => {
  it('refuses to start when a module adds a route outside /api (it would answer with no guard)', async () => {
    await expect(
      buildWith((app) => app.get('/export/claims.json', async () => ({ data: [] }))),
    ).rejects.toThrow('GET /export/claims.json is not an allowed route');
  });

  it('refuses one a plugin adds, and a method other than GET on a web app file', async () => {
    await expect(
      buildWith((app) => void app.register(async (child) => child.get('/about-raw', async () => ({})))),
    ).rejects.toThrow('GET /about-raw is not an allowed route');
    await expect(buildWith((app) => app.post('/assets/app-1a2b.js', async () => ({})))).rejects.toThrow(
      'POST /assets/app-1a2b.js is not an allowed route',
    );
    await expect(buildWith((app) => app.get('/ws/export', async () => ({})))).rejects.toThrow(
      'GET /ws/export is not an allowed route',
    );
  });
});
