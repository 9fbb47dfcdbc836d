import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRow, ApiKeyRow, Page } from '@lease/contract';
import { activityLog, users } from '../../db/schema/index.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

let server: TestServer;
let tokens: Awaited<ReturnType<typeof signInEveryRole>>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
});
afterAll(async () => server?.close());

async function makeKey(token: string, body: Record<string, unknown> = {}) {
  const res = await server.call<{ data: { key: ApiKeyRow; secret: string } }>('POST', '/api/api-keys', {
    token,
    body: { name: `Reader ${Math.random().toString(36).slice(2, 8)}`, ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data;
}

const readsOf = async (where: { apiKeyId?: string; actorId?: string }) =>
  server.db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.action, 'read'),
        where.apiKeyId ? eq(activityLog.apiKeyId, where.apiKeyId) : undefined,
        where.actorId ? eq(activityLog.actorId, where.actorId) : undefined,
      ),
    );

describe('reads made with an API key (issue #26 item 1)', () => {
  it('are in the Active Log as the key, with the person it acts as, the call and its answer', async () => {
    const { key, secret } = await makeKey(tokens.ll, { name: 'Nightly read' });
    const read = await server.call('GET', '/api/property/buildings', {
      token: `Bearer ${secret}`,
      query: { pageSize: '5' },
    });
    expect(read.status, read.text).toBe(200);
    // A search sent as a POST is a read too.
    const search = await server.call('POST', '/api/property/filterApp', {
      token: `Bearer ${secret}`,
      body: { title: 'application' },
    });
    expect(search.status, search.text).toBe(200);

    const log = await server.call<{ data: Page<ActivityRow> }>('GET', '/api/activity', {
      token: tokens.admin,
      query: { action: 'read', pageSize: '100' },
    });
    expect(log.status, log.text).toBe(200);
    const rows = log.json.data.rows.filter((r) => r.apiKeyId === key.id);
    expect(rows.map((r) => r.subjectId).sort()).toEqual(['property.buildings', 'property.filter-app']);
    expect(rows.find((r) => r.subjectId === 'property.buildings')).toMatchObject({
      apiKeyName: 'Nightly read',
      actorEmail: DEMO.ll,
      subjectType: 'call',
      ip: expect.any(String),
      detail: { method: 'GET', path: '/api/property/buildings?pageSize=5', status: 200, rule: 'apiKey' },
    });

    // The Active Log's export shows it under the key's name.
    const csv = await server.call('GET', '/api/activity/export', {
      token: tokens.admin,
      query: { action: 'read' },
    });
    expect(csv.status).toBe(200);
    expect(csv.text).toMatch(/Nightly read,read,call,property\.buildings/);
  });

  it('are logged when refused by role, with the refusal', async () => {
    const [pm] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.pm));
    const pmKey = await makeKey(tokens.ll, { userId: pm!.id });
    // A call keys may make, but not as a pm: the webhooks are the landlord's and its vp's.
    const refused = await server.call('GET', '/api/webhook/subscriptions', {
      token: `Bearer ${pmKey.secret}`,
    });
    expect(refused.status).toBe(403);
    const [row] = await readsOf({ apiKeyId: pmKey.key.id });
    expect(row).toMatchObject({
      subjectId: 'webhook.list',
      detail: expect.objectContaining({ status: 403 }),
    });
  });

  it('lose no row under a burst', async () => {
    const { key, secret } = await makeKey(tokens.ll);
    const burst = await Promise.all(
      Array.from({ length: 40 }, () =>
        server.call('GET', '/api/dashboard/summary', { token: `Bearer ${secret}` }),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual(burst.map(() => 200));
    // Each read was answered after its row was written: all are there at once.
    expect(await readsOf({ apiKeyId: key.id })).toHaveLength(40);
  });

  it("a person's reads with a session write no row", async () => {
    const before = await server.db.select({ id: activityLog.id }).from(activityLog);
    for (const path of ['/api/property/buildings', '/api/dashboard/summary', '/api/activity']) {
      const res = await server.call('GET', path, { token: tokens.admin });
      expect(res.status, res.text).toBe(200);
    }
    const search = await server.call('POST', '/api/property/filterApp', {
      token: tokens.ll,
      body: { title: 'application' },
    });
    expect(search.status).toBe(200);
    const after = await server.db.select({ id: activityLog.id }).from(activityLog);
    expect(after.length).toBe(before.length);
  });
});
