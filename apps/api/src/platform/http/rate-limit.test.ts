import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { rateLimitCounts } from '../../db/schema/index.js';
import { startTestServer, testConfig, type TestServer } from '../../../test/server.js';
import { testDatabaseKind } from '../../../test/database.js';

const LIMITS = { RATE_LIMIT_MAX: '10', SIGNIN_RATE_LIMIT_MAX: '4', RATE_LIMIT_SYNC_MS: '50' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
/** Windows are whole minutes cut from the epoch: a test starts early enough in one to end in it. */
const freshWindow = async () => {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
};

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'rate limits shared by two instances on one PostgreSQL',
  () => {
    let first: TestServer;
    let second: { app: FastifyInstance; database: Database; url: string };
    beforeAll(async () => {
      first = await startTestServer(LIMITS, { seed: false });
      const driver = first.database.driver;
      if (driver.kind !== 'postgres') throw new Error('this test runs on PostgreSQL');
      const database = await openDatabase({ kind: 'postgres', url: driver.url });
      const app = await buildApp(testConfig(LIMITS), database);
      await app.listen({ port: 0, host: '127.0.0.1' });
      second = { app, database, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
    });
    beforeEach(freshWindow);
    afterAll(async () => {
      await second?.app.close();
      await second?.database.close();
      await first?.close();
    });

    const health = (url: string, ip: string) =>
      fetch(`${url}/api/health`, { headers: { 'x-forwarded-for': ip, connection: 'close' } }).then(
        (r) => r.status,
      );

    it('refuses on one instance what an address already spent on the other', async () => {
      const ip = '198.51.100.7';
      const onFirst = [];
      for (let i = 0; i < 8; i += 1) onFirst.push(await health(first.url, ip));
      expect(onFirst).toEqual(Array(8).fill(200));
      await settle();
      // The second instance reads the shared count when it first sees the address (8, and 1 of its
      // own); then 1 more passes and the next is refused.
      expect(await health(second.url, ip)).toBe(200);
      await settle();
      expect([await health(second.url, ip), await health(second.url, ip)]).toEqual([200, 429]);
      await settle();
      expect(await health(first.url, ip)).toBe(429);
      // Another address is its own count.
      expect(await health(second.url, '198.51.100.8')).toBe(200);
      // One row for the address and this window, with what both instances counted: 8 + 3 + 1.
      await settle();
      const rows = await first.db
        .select()
        .from(rateLimitCounts)
        .where(eq(rateLimitCounts.key, `* ${ip}`));
      expect(rows.map((r) => r.hits)).toEqual([12]);
      expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    });

    it("refuses an address's first request on an instance once the others spent its limit", async () => {
      const ip = '198.51.100.10';
      const onFirst = [];
      for (let i = 0; i < 10; i += 1) onFirst.push(await health(first.url, ip));
      expect(onFirst).toEqual(Array(10).fill(200));
      await settle();
      // The second instance has never seen the address: it reads the shared count before admitting.
      expect(await health(second.url, ip)).toBe(429);
    });

    it('keeps a route with limits of its own apart from the global count', async () => {
      const ip = '198.51.100.9';
      const signIn = (url: string) =>
        fetch(`${url}/api/auth/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, connection: 'close' },
          body: JSON.stringify({ email: 'nobody@demo.test', password: 'wrong-password' }),
        }).then((r) => r.status);
      expect([await signIn(first.url), await signIn(first.url), await signIn(first.url)]).not.toContain(429);
      await settle();
      expect(await signIn(second.url)).not.toBe(429);
      await settle();
      expect(await signIn(second.url)).toBe(429);
      // The sign-in count is not the address's global one: health still passes.
      expect(await health(second.url, ip)).toBe(200);
    });
  },
);
