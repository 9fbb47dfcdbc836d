import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, type ApiKeyRow, type InvoiceRow, type Page, type Role } from '@lease/contract';
import { bindCases, send, type Input } from './case-helpers.js';
import { EXPECTED_ACCESS, SIBLING_ACCESS, type Reached } from './expected-access.js';
import { loadFixtures, type Fixtures } from './fixtures.js';
import { startAccountingStandIn, type AccountingStandIn } from './accounting-stand-in.js';
import { startMapsStandIn, type MapsStandIn } from './maps-stand-in.js';
import { caseOf } from './route-cases.js';
import { signInEveryRole, startTestServer, type TestServer } from './server.js';
import { siblingFixtures } from './sibling-fixtures.js';
import { idsOf } from './visible-rows.js';

/**
 * Issue #34 item 4: the matrix probed with a sibling's records — rm@ and pm@ calling every scoped route
 * on records of the buildings only their landlord's other rm (rm-b@) holds — and with a landlord's key
 * narrowed to one building of pm@'s calling the same. The matrix's other-landlord probes cannot see an
 * rm or pm widened to its whole landlord; these do.
 */
let server: TestServer;
let maps: MapsStandIn;
let accounting: AccountingStandIn;
let fixtures: Fixtures;
let sibling: Fixtures;
let tokens: Record<Role, string>;
let narrowed: string;

beforeAll(async () => {
  maps = await startMapsStandIn();
  accounting = await startAccountingStandIn();
  server = await startTestServer({ ...maps.env, ...accounting.env });
  fixtures = await loadFixtures(server.db);
  sibling = await siblingFixtures(server.db, fixtures);
  tokens = await signInEveryRole(server);
  bindCases(server, tokens);
  const made = await server.call<{ data: { key: ApiKeyRow; secret: string } }>('POST', '/api/api-keys', {
    token: tokens.ll,
    body: { name: 'One building', buildingIds: [fixtures.pmBuildingId] },
  });
  expect(made.status, made.text).toBe(201);
  narrowed = `Bearer ${made.json.data.secret}`;
});
afterAll(async () => {
  await server?.close();
  await maps?.close();
  await accounting?.close();
});

const scopedFor = (role: Role) =>
  ALL_ROUTES.filter(
    (r) => EXPECTED_ACCESS[r.id]?.[role] === 'scoped' && typeof caseOf(r).crossLandlord === 'function',
  );

const STATUS: Record<Reached, (status: number) => void> = {
  hidden: (status) => expect(status).toBe(404),
  refused: (status) => expect(status).toBe(403),
  seen: (status) => expect(status).toBeLessThan(300),
};
const answers = (status: number, reached: Reached) => STATUS[reached](status);

describe("the matrix with a sibling's records", () => {
  it('has a reviewed row for every route the matrix scopes, and none for others', () => {
    const scoped = new Set(['rm', 'pm', 'll'].flatMap((role) => scopedFor(role as Role).map((r) => r.id)));
    expect(Object.keys(SIBLING_ACCESS).sort()).toEqual([...scoped].sort());
    // A sibling is 'refused' exactly where neither rm nor pm is scoped; the key where ll is not, or keys are not let in.
    const managers = new Set([...scopedFor('rm'), ...scopedFor('pm')].map((r) => r.id));
    const landlord = new Set(scopedFor('ll').map((r) => r.id));
    for (const [id, row] of Object.entries(SIBLING_ACCESS)) {
      expect(row.sibling === 'refused', id).toBe(!managers.has(id));
      if (!landlord.has(id)) expect(row.narrowedKey, id).toBe('refused');
    }
  });

  const bySibling = (['rm', 'pm'] as const).flatMap((role) =>
    scopedFor(role).map((r) => [r.id, role, r] as const),
  );
  it.each(bySibling)(
    "%s as %s on its sibling's records answers as the table says",
    async (id, role, route) => {
      const cross = caseOf(route).crossLandlord as (f: Fixtures) => Input;
      const res = await send(route, tokens[role], cross(sibling));
      answers(res.status, SIBLING_ACCESS[id]!.sibling);
    },
  );

  it.each(scopedFor('ll').map((r) => [r.id, r] as const))(
    '%s with a key narrowed to one building, on records of others, answers as the table says',
    async (id, route) => {
      const cross = caseOf(route).crossLandlord as (f: Fixtures) => Input;
      const res = await send(route, narrowed, cross(sibling));
      answers(res.status, SIBLING_ACCESS[id]!.narrowedKey);
    },
  );

  it("lists no invoice billing only the sibling's buildings to rm@, pm@ or the narrowed key", async () => {
    for (const token of [tokens.rm, tokens.pm, narrowed]) {
      const res = await server.call<{ data: Page<InvoiceRow> }>('GET', '/api/invoice/list', {
        token,
        query: { pageSize: '100' },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.rows.length).toBeGreaterThan(0);
      expect(res.json.data.rows.map((r) => r.id)).not.toContain(sibling.otherInvoiceId);
    }
    // The key's list against the oracle in plain SQL: the invoices with a line in its one building.
    const keyList = await server.call<{ data: Page<InvoiceRow> }>('GET', '/api/invoice/list', {
      token: narrowed,
      query: { pageSize: '100' },
    });
    const billed = await idsOf(
      server.db,
      sql`select distinct invoice_id as id from invoice_lines where building_id = ${fixtures.pmBuildingId}`,
    );
    expect(keyList.json.data.rows.map((r) => r.id).sort()).toEqual([...billed].sort());
    const landlord = await server.call<{ data: Page<InvoiceRow> }>('GET', '/api/invoice/list', {
      token: tokens.ll,
      query: { pageSize: '100' },
    });
    expect(landlord.json.data.rows.map((r) => r.id)).toContain(sibling.otherInvoiceId);
  });
});
