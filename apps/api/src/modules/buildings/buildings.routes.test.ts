import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildingRow, Role } from '@lease/contract';
import { activityLog, buildingGrants } from '../../db/schema/index.js';
import { loadFixtures, type Fixtures } from '../../../test/fixtures.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

type Page = { data: { rows: BuildingRow[]; total: number } };

let server: TestServer;
let f: Fixtures;
let tokens: Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  f = await loadFixtures(server.db);
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

const grid = (role: Role, query: Record<string, string> = {}) =>
  server.call<Page>('GET', '/api/property/buildings', {
    token: tokens[role],
    query: { pageSize: '200', ...query },
  });

describe('GET /api/property/buildings', () => {
  it.each([
    ['admin', 26],
    ['ll', 12],
    ['vp', 12],
    ['rm', 6],
    ['pm', 2],
  ] as const)('%s sees exactly its scope (%i buildings)', async (role, total) => {
    const res = await grid(role);
    expect(res.status).toBe(200);
    expect(res.json.data.total).toBe(total);
    expect(res.json.data.rows).toHaveLength(total);
    if (role !== 'admin')
      expect(new Set(res.json.data.rows.map((r) => r.landlordId))).toEqual(new Set([f.landlordId]));
  });

  it('gives each row its landlord and its counts of applications and policies in force', async () => {
    const res = await grid('ll', { sort: 'applications', order: 'desc' });
    const row = res.json.data.rows[0]!;
    expect(row.applications).toBeGreaterThan(0);
    expect(row.policies).toBeLessThanOrEqual(row.applications);
    expect(typeof row.landlordName).toBe('string');
    const counts = res.json.data.rows.map((r) => r.applications);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('pages, sorts and searches in the server', async () => {
    const first = await grid('ll', { pageSize: '5', page: '1', sort: 'name' });
    const second = await grid('ll', { pageSize: '5', page: '2', sort: 'name' });
    expect(first.json.data.rows).toHaveLength(5);
    expect(first.json.data.total).toBe(12);
    const names = [...first.json.data.rows, ...second.json.data.rows].map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(new Set(names).size).toBe(10);

    const probe = first.json.data.rows[0]!.name.slice(0, 5);
    const found = await grid('ll', { q: probe.toLowerCase() });
    expect(found.json.data.rows.length).toBeGreaterThan(0);
    for (const r of found.json.data.rows) {
      expect(`${r.name} ${r.billingCity}`.toLowerCase()).toContain(probe.toLowerCase());
    }
    // % and _ are literal characters, not wildcards.
    expect((await grid('ll', { q: '%' })).json.data.total).toBe(0);
  });

  it('refuses a page size above 200 and an unknown sort key with a clear message', async () => {
    const big = await grid('ll', { pageSize: '201' });
    expect(big.status).toBe(400);
    expect(big.json).toMatchObject({ message: expect.any(String) });
    expect((await grid('ll', { sort: 'password' })).status).toBe(400);
  });

  it("answers 404 for another landlord's id, and filters by landlord for the admin", async () => {
    expect((await grid('ll', { landlordId: f.otherLandlordId })).status).toBe(404);
    expect((await grid('pm', { landlordId: f.otherLandlordId })).status).toBe(404);
    const admin = await grid('admin', { landlordId: f.otherLandlordId });
    expect(admin.json.data.total).toBe(8);
  });

  it('stops showing a building when its grant expires', async () => {
    const pmId = f.userIds[DEMO.pm]!;
    const [grant] = await server.db
      .select()
      .from(buildingGrants)
      .where(eq(buildingGrants.userId, pmId))
      .limit(1);
    const where = and(eq(buildingGrants.userId, pmId), eq(buildingGrants.buildingId, grant!.buildingId));
    await server.db
      .update(buildingGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(where);
    expect((await grid('pm')).json.data.total).toBe(1);
    await server.db
      .update(buildingGrants)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(where);
    expect((await grid('pm')).json.data.total).toBe(2);
  });
});

describe('POST /api/user/get/buildings and GET /api/user/buildings', () => {
  const ofUser = (role: Role, data: Record<string, unknown>) =>
    server.call<Page>('POST', '/api/user/get/buildings', { token: tokens[role], body: { data } });

  it("gives a non-landlord its scope, or one of its line's users' buildings", async () => {
    expect((await ofUser('vp', {})).json.data.total).toBe(12);
    expect((await ofUser('rm', { userId: f.userIds[DEMO.pm] })).json.data.total).toBe(2);
    expect((await ofUser('pm', { userId: f.userIds[DEMO.pm] })).json.data.total).toBe(2);
    expect((await ofUser('vp', { userId: f.userIds['rm-b@demo.test'] })).json.data.total).toBe(6);
  });

  it('answers 404 for a user outside the line and another landlord', async () => {
    expect((await ofUser('rm', { userId: f.userIds['pm-c@demo.test'] })).status).toBe(404);
    expect((await ofUser('vp', { userId: f.otherUserIds.pm })).status).toBe(404);
    expect((await ofUser('pm', { userId: f.userIds[DEMO.rm] })).status).toBe(404);
  });

  it('gives a landlord its buildings by landlordId, and 404 for another', async () => {
    const own = await server.call<Page>('GET', '/api/user/buildings', {
      token: tokens.ll,
      query: { landlordId: f.landlordId },
    });
    expect(own.json.data.total).toBe(12);
    const ofPm = await server.call<Page>('GET', '/api/user/buildings', {
      token: tokens.ll,
      query: { landlordId: f.landlordId, userId: f.userIds[DEMO.pm]! },
    });
    expect(ofPm.json.data.total).toBe(2);
    const other = await server.call('GET', '/api/user/buildings', {
      token: tokens.ll,
      query: { landlordId: f.otherLandlordId },
    });
    expect(other.status).toBe(404);
    expect(
      (
        await server.call('GET', '/api/user/buildings', {
          token: tokens.vp,
          query: { landlordId: f.landlordId },
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /api/property/buildings/import', () => {
  const row = (name: string) => ({
    name,
    buildingType: 'Garden',
    totalUnits: '48',
    billingCity: 'Austin',
    billingState: 'tx',
    billingZip: '78701',
    emailAddress: '',
  });
  const upload = (role: Role, body: unknown) =>
    server.call<{ message: string; data: { created: number; checked: number }; issues?: unknown[] }>(
      'POST',
      '/api/property/buildings/import',
      { token: tokens[role], body },
    );

  it('checks rows on a dry run without adding them', async () => {
    const res = await upload('ll', { landlordId: f.landlordId, dryRun: true, rows: [row('Dry Run Lofts')] });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ created: 0, checked: 1 });
    expect((await grid('ll')).json.data.total).toBe(12);
  });

  it('adds the rows with one activity row, and they show in the grid', async () => {
    const res = await upload('ll', {
      landlordId: f.landlordId,
      rows: [row('Imported Lofts 1'), row('Imported Lofts 2')],
    });
    expect(res.status).toBe(201);
    expect(res.json.data.created).toBe(2);
    const found = await grid('ll', { q: 'Imported Lofts' });
    expect(found.json.data.rows.map((r) => [r.name, r.billingState])).toEqual([
      ['Imported Lofts 1', 'TX'],
      ['Imported Lofts 2', 'TX'],
    ]);
    const log = await server.db.select().from(activityLog).where(eq(activityLog.action, 'building.import'));
    expect(log).toHaveLength(1);
  });

  it('names the failing row and field', async () => {
    const res = await upload('ll', {
      landlordId: f.landlordId,
      rows: [row('Fine'), { ...row('Bad'), totalUnits: 'many', billingState: 'ZZ' }],
    });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual(
      expect.arrayContaining([
        { path: 'body.rows.1.totalUnits', message: 'Total units must be a number' },
        { path: 'body.rows.1.billingState', message: 'Billing state must be a two-letter US state code' },
      ]),
    );
  });

  it("refuses another landlord's portfolio with 404, and lets the admin import into any", async () => {
    expect((await upload('ll', { landlordId: f.otherLandlordId, rows: [row('Nope')] })).status).toBe(404);
    expect(
      (await upload('admin', { landlordId: f.otherLandlordId, rows: [row('Admin Added')] })).status,
    ).toBe(201);
  });
});
