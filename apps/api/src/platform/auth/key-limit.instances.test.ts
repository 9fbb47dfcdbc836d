import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.js';
import { testDatabaseKind } from '../../../test/database.js';
import { startSecondInstance, type SecondInstance } from '../../../test/second-instance.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';

/** A small per-key limit, shared quickly: the test spends it on one instance and tries the other. */
const LIMITS = { API_KEY_RATE_LIMIT: '6', RATE_LIMIT_SYNC_MS: '50' };
/** Windows are whole minutes cut from the epoch: a test starts early enough in one to end in it. */
const freshWindow = async () => {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
};

describe.skipIf(testDatabaseKind() !== 'postgres')('the per-key limit over two instances', () => {
  let server: TestServer;
  let second: SecondInstance | null;
  beforeAll(async () => {
    server = await startTestServer(LIMITS);
    second = await startSecondInstance(server, LIMITS);
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  const buildings = (url: string, secret: string) =>
    fetch(`${url}/api/property/buildings`, {
      headers: { authorization: `Bearer ${secret}`, connection: 'close' },
    }).then((r) => r.status);

  it(
    "refuses a key's first call on an instance once the other spent its limit",
    { timeout: 90_000 },
    async () => {
      const made = await server.call<{ data: { secret: string } }>('POST', '/api/api-keys', {
        token: await server.signIn(DEMO.ll),
        body: { name: 'Spread over two' },
      });
      const { secret } = made.json.data;
      await freshWindow();
      const onFirst = [];
      for (let i = 0; i < 6; i += 1) onFirst.push(await buildings(server.url, secret));
      expect(onFirst).toEqual(Array(6).fill(200));
      // Until the first instance has shared its count (every 50 ms, longer on a loaded machine), the
      // second could not know it: read the shared row rather than guess how long a write takes.
      const shared = async () =>
        rowsOf<{ hits: number }>(
          await server.database.db.execute(
            sql`select coalesce(max(hits), 0)::int as hits from rate_limit_counts where key like 'apikey %'`,
          ),
        )[0]!.hits;
      for (const until = Date.now() + 10_000; (await shared()) < 6 && Date.now() < until;)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await shared()).toBe(6);
      // The second instance has never seen the key: it reads the shared count before admitting.
      expect(await buildings(second!.url, secret)).toBe(429);
      expect(await buildings(server.url, secret)).toBe(429);
    },
  );
});
