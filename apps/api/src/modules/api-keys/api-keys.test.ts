import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ROUTES,
  API_KEY_TEXTS,
  API_PREFIX,
  keyMayCall,
  type ActivityRow,
  type ApiKeyRow,
  type Page,
} from '@lease/contract';
import { activityLog, apiKeys, buildings, users } from '../../db/schema/index.js';
import { futureSlot } from '../../../test/calendar-cases.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

let server: TestServer;
let tokens: Awaited<ReturnType<typeof signInEveryRole>>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
});
afterAll(async () => server?.close());

const idOf = async (email: string) =>
  (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

async function makeKey(token: string, body: Record<string, unknown> = {}) {
  const res = await server.call<{ data: { key: ApiKeyRow; secret: string } }>('POST', '/api/api-keys', {
    token,
    body: { name: `Key ${Math.random().toString(36).slice(2, 8)}`, ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data;
}

const bearer = (secret: string) => `Bearer ${secret}`;
const buildingsOf = async (auth: string) => {
  const res = await server.call<{ data: Page<{ id: string }> }>('GET', '/api/property/buildings', {
    token: auth,
    query: { pageSize: '200' },
  });
  expect(res.status, res.text).toBe(200);
  return res.json.data.rows.map((r) => r.id).sort();
};

describe('API keys', () => {
  it('are shown once, listed by prefix, and stored only as a SHA-256', async () => {
    const { key, secret } = await makeKey(tokens.ll, { name: 'Nightly export' });
    expect(secret).toMatch(/^lgp_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(key).toMatchObject({
      name: 'Nightly export',
      status: 'active',
      readOnly: false,
      lastUsedAt: null,
    });
    const [row] = await server.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(10));
    const listed = await server.call<{ data: { keys: ApiKeyRow[] } }>('GET', '/api/api-keys', {
      token: tokens.ll,
    });
    expect(listed.json.data.keys.map((k) => k.id)).toContain(key.id);
    expect(listed.text).not.toContain(secret.slice(10));
    // The key acts as its creator: the same buildings as the landlord's session.
    expect(await buildingsOf(bearer(secret))).toEqual(await buildingsOf(tokens.ll));
  });

  it('reach no account, two-factor or key call, nor a pending one', async () => {
    const { secret } = await makeKey(tokens.ll);
    // Every account call (under /auth/) and key call is marked off in the contract.
    for (const route of ALL_ROUTES.filter((r) => /^\/(auth|api-keys)(\/|$)/.test(r.path))) {
      expect(keyMayCall(route), route.id).toBe(false);
    }
    const closed = ALL_ROUTES.filter((r) => r.auth !== 'public' && !keyMayCall(r));
    expect(closed.map((r) => r.id)).toEqual(
      expect.arrayContaining(['apikey.create', 'apikey.revoke', 'apikey.list', 'auth.update-password']),
    );
    for (const route of closed) {
      const res = await server.call(route.method, API_PREFIX + route.path, {
        token: bearer(secret),
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      expect(res.status, `${route.id}: ${res.text}`).toBe(403);
      expect(res.json).toEqual({ message: API_KEY_TEXTS.notForKeys });
    }
    // Sent raw, without "Bearer ", it is the same key.
    expect((await server.call('GET', '/api/api-keys', { token: secret })).status).toBe(403);
  });

  it('are scoped like their person, or narrower: chosen buildings, read-only', async () => {
    const pmId = await idOf(DEMO.pm);
    const asPm = await makeKey(tokens.ll, { userId: pmId });
    expect(asPm.key.user.email).toBe(DEMO.pm);
    expect(await buildingsOf(bearer(asPm.secret))).toEqual(await buildingsOf(tokens.pm));

    const all = await buildingsOf(tokens.ll);
    const narrowed = await makeKey(tokens.ll, { buildingIds: [all[0]] });
    expect(narrowed.key.buildings.map((b) => b.id)).toEqual([all[0]]);
    expect(await buildingsOf(bearer(narrowed.secret))).toEqual([all[0]]);

    // A building the person does not see cannot be chosen.
    const [foreign] = await server.db
      .select({ id: buildings.id })
      .from(buildings)
      .where(sql`${buildings.id} <> all(${sql.param(all)}::uuid[])`)
      .limit(1);
    const refused = await server.call('POST', '/api/api-keys', {
      token: tokens.ll,
      body: { name: 'Too wide', userId: pmId, buildingIds: [foreign!.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ message: API_KEY_TEXTS.buildingsOutOfScope });

    // A vp may not make a key for the landlord above it; an rm may make none.
    const up = await server.call('POST', '/api/api-keys', {
      token: tokens.vp,
      body: { name: 'Up', userId: await idOf(DEMO.ll) },
    });
    expect(up.status).toBe(404);
    expect(
      (await server.call('POST', '/api/api-keys', { token: tokens.rm, body: { name: 'No' } })).status,
    ).toBe(403);

    const reader = await makeKey(tokens.ll, { readOnly: true });
    const write = await server.call('POST', '/api/calendar/event', {
      token: bearer(reader.secret),
      body: { title: 'Nope', color: 'violet', ...futureSlot() },
    });
    expect(write.status).toBe(403);
    expect(write.json).toEqual({ message: API_KEY_TEXTS.readOnlyRefused });
    // A search with a body is a read (`writes: false` in the contract): a read-only key makes it.
    const search = await server.call('POST', '/api/property/filterApp', {
      token: bearer(reader.secret),
      body: { title: 'application' },
    });
    expect(search.status, search.text).toBe(200);
  });

  it('expired or revoked are refused, and a past expiry is not accepted', async () => {
    const { key, secret } = await makeKey(tokens.vp, { expiresOn: '2999-12-31' });
    expect(key.expiresAt).toBe('3000-01-01T00:00:00.000Z');
    expect((await server.call('GET', '/api/property/buildings', { token: bearer(secret) })).status).toBe(200);
    await server.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    expect((await server.call('GET', '/api/property/buildings', { token: bearer(secret) })).status).toBe(401);
    const listed = await server.call<{ data: { keys: ApiKeyRow[] } }>('GET', '/api/api-keys', {
      token: tokens.vp,
    });
    expect(listed.json.data.keys.find((k) => k.id === key.id)?.status).toBe('expired');

    const past = await server.call('POST', '/api/api-keys', {
      token: tokens.ll,
      body: { name: 'Past', expiresOn: '2001-01-01' },
    });
    expect(past.status).toBe(400);

    const other = await makeKey(tokens.ll);
    expect(
      (await server.call('GET', '/api/property/buildings', { token: bearer(other.secret) })).status,
    ).toBe(200);
    const revoked = await server.call<{ data: ApiKeyRow }>('POST', '/api/api-keys/revoke', {
      token: tokens.ll,
      body: { id: other.key.id },
    });
    expect(revoked.json.data.status).toBe('revoked');
    expect(
      (await server.call('GET', '/api/property/buildings', { token: bearer(other.secret) })).status,
    ).toBe(401);
    // Another landlord's people cannot see or revoke it.
    const cross = await server.call('POST', '/api/api-keys/revoke', {
      token: await server.signIn(DEMO.otherLandlord),
      body: { id: other.key.id },
    });
    expect(cross.status).toBe(404);
  });

  it('are in the Active Log as the key, and note their last use at most once a minute', async () => {
    const { key, secret } = await makeKey(tokens.ll, { name: 'Calendar sync' });
    const made = await server.call('POST', '/api/calendar/event', {
      token: bearer(secret),
      body: { title: 'From a key', color: 'violet', ...futureSlot(3) },
    });
    expect(made.status, made.text).toBe(201);
    const log = await server.call<{ data: Page<ActivityRow> }>('GET', '/api/activity', {
      token: tokens.admin,
      query: { action: 'calendar.create' },
    });
    const row = log.json.data.rows.find((r) => r.apiKeyId === key.id);
    expect(row).toMatchObject({ apiKeyName: 'Calendar sync', actorEmail: DEMO.ll });
    // A refusal is logged as the key too.
    await server.call('POST', '/api/calendar/event', { token: bearer(secret), body: { title: '' } });
    const rows = await server.db.select().from(activityLog).where(eq(activityLog.apiKeyId, key.id));
    expect(rows.length).toBeGreaterThanOrEqual(1);

    const lastUse = async () =>
      (await server.db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.at;
    await expect.poll(lastUse).not.toBeNull();
    const first = await lastUse();
    for (let i = 0; i < 3; i += 1)
      await server.call('GET', '/api/property/buildings', { token: bearer(secret) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await lastUse()).toEqual(first);
  });
});

describe('an API key rate limit of its own', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ API_KEY_RATE_LIMIT: '3' });
  });
  afterAll(async () => limited?.close());

  it('refuses a key past its limit while another key and a session from the same address go on', async () => {
    const token = await limited.signIn(DEMO.ll);
    const make = async () =>
      (
        await limited.call<{ data: { secret: string } }>('POST', '/api/api-keys', {
          token,
          body: { name: 'Busy' },
        })
      ).json.data.secret;
    const busy = await make();
    const calm = await make();
    const get = (auth: string) => limited.call('GET', '/api/property/buildings', { token: auth });
    for (let i = 0; i < 3; i += 1) expect((await get(bearer(busy))).status).toBe(200);
    const over = await get(bearer(busy));
    expect(over.status).toBe(429);
    expect(over.json).toMatchObject({ message: expect.stringMatching(/^Too many requests/) });
    expect((await get(bearer(calm))).status).toBe(200);
    expect((await get(token)).status).toBe(200);
  });
});
