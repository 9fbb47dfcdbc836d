import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { testDatabaseKind } from '../../../test/database.js';
import { startSecondInstance, type SecondInstance } from '../../../test/second-instance.js';
import { DEMO, startTestServer, TEST_PASSWORD, type TestServer } from '../../../test/server.js';

// Sessions are remembered far longer than the test waits: a refusal within 1 s can only come from the
// change being heard (the NOTIFY on PostgreSQL, in-process on PGlite), never from the entry aging out.
const REMEMBER = { SESSION_CACHE_MS: '30000' };
const WITHIN_MS = 1000;

let server: TestServer;
let second: SecondInstance | null = null;
/** Every instance: one on PGlite; two on one PostgreSQL. */
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

async function profile(url: string, token: string): Promise<{ status: number; role?: string }> {
  const res = await fetch(`${url}/api/auth/profile`, {
    headers: { authorization: token, connection: 'close' },
  });
  const body = (await res.json()) as { data?: { role?: string } };
  return { status: res.status, role: body.data?.role };
}

/** Each instance answers the token twice (the second from what it remembers). */
async function warm(token: string): Promise<void> {
  for (const url of urls) {
    for (let i = 0; i < 2; i += 1) expect((await profile(url, token)).status).toBe(200);
  }
}

/** How long until every instance answers `seen` for the token; fails past WITHIN_MS. */
async function untilEvery(token: string, seen: (answer: { status: number; role?: string }) => boolean) {
  const started = performance.now();
  for (const url of urls) {
    while (!seen(await profile(url, token))) {
      expect(performance.now() - started, `${url} still answers the old session`).toBeLessThan(WITHIN_MS);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return performance.now() - started;
}
const refused = (token: string) => untilEvery(token, (a) => a.status === 401);

const userId = async (email: string) =>
  (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe(`the session cache (${testDatabaseKind()}: ${testDatabaseKind() === 'postgres' ? 'two instances' : 'one instance'})`, () => {
  it('a session signed out on one instance is refused on every instance within 1 s', async () => {
    const token = await server.signIn(DEMO.vp);
    await warm(token);
    const out = await fetch(`${urls.at(-1)}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: token, connection: 'close' },
    });
    expect(out.status).toBe(200);
    await refused(token);
  });

  it('a password change ends the other sessions on every instance within 1 s', async () => {
    const kept = await server.signIn(DEMO.vp);
    const other = await server.signIn(DEMO.vp);
    await warm(other);
    const res = await server.call('POST', '/api/auth/update-password', {
      token: kept,
      body: { old_pwd: TEST_PASSWORD, new_pwd: 'Another-pass-2026!' },
    });
    expect(res.status, res.text).toBe(200);
    await refused(other);
    expect((await profile(urls.at(-1)!, kept)).status).toBe(200);
  });

  it("a deleted user's sessions are refused on every instance within 1 s", async () => {
    const token = await server.signIn('pm-b@demo.test');
    await warm(token);
    const rm = await server.signIn(DEMO.rm);
    const res = await server.call('POST', '/api/user/delete-user', {
      token: rm,
      body: { id: await userId('pm-b@demo.test') },
    });
    expect(res.status, res.text).toBe(200);
    await refused(token);
  });

  it('a user disabled, or given another role, straight in the database is heard within 1 s', async () => {
    const token = await server.signIn(DEMO.pm);
    await warm(token);
    await server.db.update(users).set({ role: 'rm' }).where(eq(users.email, DEMO.pm));
    await untilEvery(token, (a) => a.status === 200 && a.role === 'rm');
    await server.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, DEMO.pm));
    await refused(token);
  });

  it('an instance has forgotten a session its own change ended by the time that change returns', async () => {
    const token = await server.signIn(DEMO.otherLandlord);
    await warm(token);
    const { sid, sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
      sub: string;
    };
    await server.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, sub));
    let read = false;
    await server.ctx.sessions.read(sid, sub, async () => {
      read = true;
      return null;
    });
    expect(read).toBe(true);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('the session cache without its LISTEN connection', () => {
  it('forgets everything and reads every session until it listens again', async () => {
    const token = await server.signIn(DEMO.ll);
    await warm(token);
    // Every connection of both instances ends (their LISTEN ones and their pools', which LISTEN too): a
    // change made now is not heard by the instance that did not make it.
    await server.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.db.update(users).set({ role: 'vp' }).where(eq(users.email, DEMO.ll));
    await untilEvery(token, (a) => a.status === 200 && a.role === 'vp');
  });
});
