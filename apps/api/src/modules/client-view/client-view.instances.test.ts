import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_TEXTS } from '@lease/contract';
import { externalGrants, users } from '../../db/schema/index.js';
import { testDatabaseKind } from '../../../test/database.js';
import { startSecondInstance, type SecondInstance } from '../../../test/second-instance.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';

// As in api-keys.instances.test.ts: sessions are remembered far longer than the test waits, so a
// refusal within 1 s on the other instance can only come from the grant's change being heard.
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

const overview = async (url: string, token: string, clientId: string) => {
  const res = await fetch(`${url}/api/client/overview?clientId=${clientId}`, {
    headers: { authorization: token, connection: 'close' },
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe(`an external's grant (${testDatabaseKind()}: ${testDatabaseKind() === 'postgres' ? 'two instances' : 'one instance'})`, () => {
  it('ended by its landlord is refused on every instance within 1 s', async () => {
    const token = await server.signIn(DEMO.external);
    const [me] = await server.db.select().from(users).where(eq(users.email, DEMO.external));
    const clientId = me!.landlordId!;
    const [grant] = await server.db.select().from(externalGrants).where(eq(externalGrants.userId, me!.id));
    // Both instances remember the session (a read is answered from the cache the second time).
    for (const url of urls)
      for (let i = 0; i < 2; i += 1) expect((await overview(url, token, clientId)).status).toBe(200);
    // The landlord moves the end to a moment from now; once past, every instance refuses.
    const ll = await server.signIn(DEMO.ll);
    // Far enough ahead that the change itself, on a loaded machine, is not refused as in the past.
    const ends = new Date(Date.now() + 3000);
    const changed = await fetch(`${urls.at(-1)}/api/external/grant`, {
      method: 'PUT',
      headers: { authorization: ll, 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ id: grant!.id, expiresAt: ends.toISOString(), personalData: false }),
    });
    expect(changed.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, ends.getTime() - Date.now() + 10));
    const started = performance.now();
    for (const url of urls) {
      let answer = await overview(url, token, clientId);
      while (answer.status !== 403) {
        expect(performance.now() - started, `${url} still answers the ended grant`).toBeLessThan(WITHIN_MS);
        await new Promise((resolve) => setTimeout(resolve, 20));
        answer = await overview(url, token, clientId);
      }
      expect(answer.body).toEqual({ message: EXTERNAL_TEXTS.accessExpired });
    }
  });
});
