import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { testDatabaseKind } from '../../../test/database.js';
import { DEMO, startTestServer, testConfig, type TestServer } from '../../../test/server.js';

// As in session-cache.test.ts: keys are remembered far longer than the test waits, so a refusal within
// 1 s on the other instance can only come from the revoke being heard.
const REMEMBER = { SESSION_CACHE_MS: '30000' };
const WITHIN_MS = 1000;

let server: TestServer;
let second: { app: FastifyInstance; database: Database; url: string } | null = null;
let urls: string[];

beforeAll(async () => {
  server = await startTestServer(REMEMBER);
  urls = [server.url];
  const driver = server.database.driver;
  if (driver.kind === 'postgres') {
    const database = await openDatabase({ kind: 'postgres', url: driver.url });
    const app = await buildApp(testConfig(REMEMBER), database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    second = { app, database, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
    urls.push(second.url);
  }
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await server?.close();
});

const buildings = async (url: string, secret: string) =>
  (
    await fetch(`${url}/api/property/buildings`, {
      headers: { authorization: `Bearer ${secret}`, connection: 'close' },
    })
  ).status;

describe(`a revoked API key (${testDatabaseKind()}: ${testDatabaseKind() === 'postgres' ? 'two instances' : 'one instance'})`, () => {
  it('is refused on every instance within 1 s of its revoke', async () => {
    const token = await server.signIn(DEMO.ll);
    const made = await server.call<{ data: { key: { id: string }; secret: string } }>(
      'POST',
      '/api/api-keys',
      {
        token,
        body: { name: 'Two instances' },
      },
    );
    const { key, secret } = made.json.data;
    // Both instances remember it (a read is answered from the cache the second time).
    for (const url of urls) for (let i = 0; i < 2; i += 1) expect(await buildings(url, secret)).toBe(200);
    const revoked = await fetch(`${urls.at(-1)}/api/api-keys/revoke`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ id: key.id }),
    });
    expect(revoked.status).toBe(200);
    const started = performance.now();
    for (const url of urls) {
      while ((await buildings(url, secret)) !== 401) {
        expect(performance.now() - started, `${url} still answers the revoked key`).toBeLessThan(WITHIN_MS);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    expect(performance.now() - started).toBeLessThan(WITHIN_MS);
  });
});
