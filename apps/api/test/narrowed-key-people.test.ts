import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyRow, EmailRow, Page, Role, UserCountReport, WebhookSubscription } from '@lease/contract';
import { buildingGrants, emails, users, webhookSubscriptions } from '../src/db/schema/index.js';
import { loadFixtures, type Fixtures } from './fixtures.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from './server.js';
import { SIBLING } from './sibling-fixtures.js';
import { visibleToKey, type VisibleToKey } from './visible-rows.js';

/**
 * Issue #34 item 1: the scopes that were written beside `Access` — people, e-mail records, webhooks and
 * report counts — narrowed by a key's buildings like every other table. A landlord's key narrowed to
 * pm@'s buildings manages pm@ (all its buildings are the key's) and no one else, reads only their
 * messages, reaches no landlord-wide record, and counts exactly what pm@ counts.
 */
let server: TestServer;
let f: Fixtures;
let tokens: Record<Role, string>;
let narrowed: string;
let oracle: VisibleToKey;

beforeAll(async () => {
  server = await startTestServer();
  f = await loadFixtures(server.db);
  tokens = await signInEveryRole(server);
  const held = await server.db
    .select({ id: buildingGrants.buildingId })
    .from(buildingGrants)
    .where(eq(buildingGrants.userId, f.userIds[DEMO.pm]!))
    .orderBy(asc(buildingGrants.buildingId));
  const pmBuildings = held.map((g) => g.id);
  const made = await server.call<{ data: { key: ApiKeyRow; secret: string } }>('POST', '/api/api-keys', {
    token: tokens.ll,
    body: { name: "pm@'s buildings", buildingIds: pmBuildings },
  });
  expect(made.status, made.text).toBe(201);
  narrowed = `Bearer ${made.json.data.secret}`;
  oracle = await visibleToKey(server.db, DEMO.ll, pmBuildings);
});
afterAll(() => server?.close());

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe('a key narrowed to some buildings, on the scopes beside the tables', () => {
  it('lists only the people whose buildings all lie within it, as the oracle says', async () => {
    expect(oracle.users.has(f.userIds[DEMO.pm]!)).toBe(true);
    for (const role of ['vp', 'rm', 'pm'] as const) {
      const res = await server.call<{ data: Page<{ id: string; role: Role }> }>(
        'GET',
        `/api/user/propertymanager/${role}`,
        { token: narrowed, query: { pageSize: '100' } },
      );
      expect(res.status, res.text).toBe(200);
      const expected = (
        await server.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.role, role))
      ).filter((u) => oracle.users.has(u.id));
      expect(ids(res.json.data.rows), role).toEqual(ids(expected));
    }
  });

  it('walks the tree down to the people within it only', async () => {
    const tree = (path: string, query: Record<string, string>) =>
      server.call<{ data: Page<{ id: string }> }>('GET', `/api/user/${path}`, { token: narrowed, query });
    const top = await tree('vptree', { landlordId: f.landlordId });
    expect(top.status, top.text).toBe(200);
    // rm@ holds buildings outside the key: the key does not see it, so neither its branch.
    expect((await tree('rmtree', { managerId: f.userIds[DEMO.rm]! })).status).toBe(404);
    const own = await tree('rmtree', { managerId: f.userIds[DEMO.ll]! });
    expect(own.status, own.text).toBe(200);
    for (const node of [...top.json.data.rows, ...own.json.data.rows]) {
      expect(oracle.users.has(node.id), node.id).toBe(true);
    }
  });

  it('deletes no person with a building outside it, nor a vp', async () => {
    for (const email of [SIBLING.pm, DEMO.rm, DEMO.vp]) {
      const id = f.userIds[email]!;
      expect(oracle.users.has(id)).toBe(false);
      const res = await server.call('POST', '/api/user/delete-user', { token: narrowed, body: { id } });
      expect(res.status, `${email}: ${res.text}`).toBe(404);
      const [still] = await server.db.select({ gone: users.deletedAt }).from(users).where(eq(users.id, id));
      expect(still?.gone).toBeNull();
    }
  });

  it("reads the messages of its person and the people within it, no one else's", async () => {
    // One message to each side, so the list has both to keep apart whatever the seed sent.
    const [toPm, toRm] = await server.db
      .insert(emails)
      .values([DEMO.pm, DEMO.rm].map((to) => ({ toAddress: to, subject: 'Scope', body: 'Scope' })))
      .returning({ id: emails.id });
    const res = await server.call<{ data: Page<EmailRow> }>('GET', '/api/email', {
      token: narrowed,
      query: { pageSize: '100' },
    });
    expect(res.status, res.text).toBe(200);
    const sent = (
      (await server.db.execute(
        sql`select id, to_address from emails where deleted_at is null`,
      )) as unknown as { rows: { id: string; to_address: string }[] }
    ).rows;
    const expected = sent.filter((m) => oracle.addresses.has(m.to_address));
    expect(expected.length).toBeLessThan(sent.length);
    expect(res.json.data.total).toBe(expected.length);
    for (const row of res.json.data.rows) expect(oracle.addresses.has(row.to), row.to).toBe(true);
    const found = await server.call<{ data: Page<EmailRow> }>('GET', '/api/email', {
      token: narrowed,
      query: { pageSize: '100', q: 'Scope' },
    });
    expect(ids(found.json.data.rows)).toEqual([toPm!.id]);
    const byLandlord = await server.call<{ data: Page<EmailRow> }>('GET', '/api/email', {
      token: tokens.ll,
      query: { pageSize: '100', q: 'Scope' },
    });
    expect(ids(byLandlord.json.data.rows)).toEqual(ids([toPm!, toRm!]));
  });

  it('reaches no webhook subscription, a record of the whole landlord, and makes none', async () => {
    const now = new Date();
    const [made] = await server.db
      .insert(webhookSubscriptions)
      .values({
        landlordId: f.landlordId,
        url: 'http://127.0.0.1:9/hook',
        events: ['claim.created'],
        secretSealed: 'not-a-secret',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: webhookSubscriptions.id });
    const list = (token: string) =>
      server.call<{ data: WebhookSubscription[] }>('GET', '/api/webhook/subscriptions', { token });
    expect((await list(tokens.ll)).json.data.map((s) => s.id)).toContain(made!.id);
    const asKey = await list(narrowed);
    expect(asKey.status, asKey.text).toBe(200);
    expect(asKey.json.data).toEqual([]);
    const create = await server.call('POST', '/api/webhook/subscription', {
      token: narrowed,
      body: { url: 'http://127.0.0.1:9/hook', events: ['claim.created'] },
    });
    expect(create.status, create.text).toBe(404);
  });

  it('counts buildings and people as the oracle does, by building, never the whole landlord', async () => {
    const report = <T>(path: string) =>
      server.call<{ data: T }>('GET', `/api/report/${path}`, { token: narrowed });
    const counted = await report<{ type: string; count: number }>('building');
    expect(counted.status, counted.text).toBe(200);
    expect(counted.json.data).toMatchObject({ type: 'building', count: oracle.buildings.size });
    expect((await report<{ type: string }>('app')).json.data.type).toBe('building');
    const people = await server.call<{ data: UserCountReport }>('GET', '/api/report/usercount', {
      token: narrowed,
    });
    expect(people.json.data.type).toBe('building');
    expect(people.json.data.total).toBe(oracle.users.size);
  });
});
