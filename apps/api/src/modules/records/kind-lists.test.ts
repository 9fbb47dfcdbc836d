import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Role } from '@lease/contract';
import { loadFixtures, type Fixtures } from '../../../test/fixtures.js';
import { signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

// Each role's rows of both kinds, through every page, against plain SQL: authorization-matrix.test.ts
// (list-rows.ts, 'property.filter-app#building' and the like). Here: what the calls take and refuse.

type Answer = {
  message?: string;
  data: { kind: string; rows: { id: string; name: string }[]; total: number; nextCursor: string | null };
};

let server: TestServer;
let tokens: Record<Role, string>;
let fixtures: Fixtures;
beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
  fixtures = await loadFixtures(server.db);
});
afterAll(() => server?.close());

const CALLS = [
  ['/api/property/filterApp', 'title'],
  ['/api/property/searchDB', 'label'],
] as const;
const NOT_ADMIN: Role[] = ['ll', 'vp', 'rm', 'pm'];

const call = (path: string, role: Role, body: object) =>
  server.call<Answer>('POST', path, { token: tokens[role], body });

describe('filterApp and searchDB of buildings and claims', () => {
  it.each(CALLS)('%s names the kind it answers with, in its own row shape', async (path, key) => {
    const buildings = await call(path, 'll', { [key]: 'building', pageSize: 5 });
    expect(buildings.status, buildings.text).toBe(200);
    expect(buildings.json.data.kind).toBe('building');
    expect(buildings.json.data.rows[0]).toHaveProperty('totalUnits');
    const claims = await call(path, 'll', { [key]: 'claim', pageSize: 5 });
    expect(claims.status, claims.text).toBe(200);
    expect(claims.json.data.kind).toBe('claim');
    expect(claims.json.data.rows[0]).toHaveProperty('claim_status');
    const records = await call(path, 'll', { [key]: 'policy', pageSize: 5 });
    expect(records.json.data.kind).toBe('policy');
  });

  it.each(CALLS.flatMap(([path, key]) => NOT_ADMIN.map((role) => [path, key, role] as const)))(
    "%s (%s) as %s: another landlord's landlord or building answers 404 for buildings and claims",
    async (path, key, role) => {
      const tries = [
        { [key]: 'building', landlordId: fixtures.otherLandlordId },
        { [key]: 'claim', landlordId: fixtures.otherLandlordId },
        { [key]: 'claim', buildingId: fixtures.otherBuildingId },
      ];
      for (const body of tries) {
        const res = await call(path, role, body);
        expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(404);
      }
    },
  );

  it('pages buildings by name and claims newest first by default, each by its own cursor', async () => {
    const first = await call('/api/property/filterApp', 'admin', { title: 'building', pageSize: 2 });
    const names = first.json.data.rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const next = await call('/api/property/filterApp', 'admin', {
      title: 'building',
      pageSize: 2,
      cursor: first.json.data.nextCursor,
    });
    expect(next.status, next.text).toBe(200);
    expect(next.json.data.rows.map((r) => r.id)).not.toContain(first.json.data.rows[0]!.id);
    // A cursor of the building list is not one of the claim list's sort.
    const crossed = await call('/api/property/filterApp', 'admin', {
      title: 'claim',
      pageSize: 2,
      cursor: first.json.data.nextCursor,
    });
    expect(crossed.status).toBe(400);
  });

  it.each([
    [{ title: 'building', sort: 'sf_createdDate' }, 'sort'],
    [{ title: 'claim', sort: 'totalUnits' }, 'sort'],
    [{ title: 'application', sort: 'date_of_loss' }, 'sort'],
    [{ title: 'building', stage: ['Stage05'] }, 'stage'],
    [{ title: 'building', buildingId: '00000000-0000-4000-8000-000000000000' }, 'buildingId'],
    [{ title: 'claim', leaseStartFrom: '2026-01-01' }, 'leaseStartFrom'],
    [{ title: 'planet' }, 'title'],
  ])('refuses %j: the kind does not read %s', async (body, field) => {
    const res = await call('/api/property/filterApp', 'admin', body);
    expect(res.status, res.text).toBe(400);
    expect(res.text).toContain(field);
  });
});
