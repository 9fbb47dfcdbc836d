import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_TEXTS } from '@lease/contract';
import { activityLog } from '../../db/schema/index.js';
import { testDatabaseKind } from '../../../test/database.js';
import { startSecondInstance, type SecondInstance } from '../../../test/second-instance.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';

// As in session-cache.test.ts: keys are remembered far longer than the test waits, so a refusal within
// 1 s on the other instance can only come from the revoke being heard.
const REMEMBER = { SESSION_CACHE_MS: '30000' };
const WITHIN_MS = 1000;

let server: TestServer;
let second: SecondInstance | null = null;
let urls: string[];

beforeAll(async () => {
  server = await startTestServer(REMEMBER);
  second = await startSecondInstance(server, REMEMBER);
  urls = second ? [server.url, second.url] : [server.url];
});
afterAll(async () => {
  await second?.close();
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

describe(`simultaneous revokes of one key (${testDatabaseKind()})`, () => {
  it('write one revoke row: one succeeds, the others are told it is already revoked', async () => {
    const token = await server.signIn(DEMO.ll);
    const made = await server.call<{ data: { key: { id: string } } }>('POST', '/api/api-keys', {
      token,
      body: { name: 'Revoked at once' },
    });
    const { id } = made.json.data.key;
    // Spread over the instances when there are two: the database, not one process, must settle it.
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        fetch(`${urls[i % urls.length]}/api/api-keys/revoke`, {
          method: 'POST',
          headers: { authorization: token, 'content-type': 'application/json', connection: 'close' },
          body: JSON.stringify({ id }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message?: string } })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual(Array(15).fill(409));
    for (const a of refused) expect(a.body.message).toBe(API_KEY_TEXTS.alreadyRevoked);
    const rows = await server.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(and(eq(activityLog.subjectType, 'api_key'), eq(activityLog.subjectId, id)));
    expect(rows.filter((r) => r.action === 'apikey.revoke')).toHaveLength(1);
  });
});
