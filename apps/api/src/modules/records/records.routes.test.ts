import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRecord, Role } from '@lease/contract';
import { applications, buildings, tenants } from '../../db/schema/index.js';
import { signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';
import { monthsRemaining } from './records.presenter.js';

type Page = {
  data: { rows: ApplicationRecord[]; total: number; nextCursor: string | null; prevCursor: string | null };
};

let server: TestServer;
let tokens: Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

const call = <T = Page>(
  role: Role,
  method: string,
  path: string,
  input: { body?: unknown; query?: Record<string, string> } = {},
) => server.call<T>(method, `/api${path}`, { token: tokens[role], ...input });
const filter = (role: Role, body: Record<string, unknown>) =>
  call(role, 'POST', '/property/filterApp', { body });
const rows = async (role: Role, body: Record<string, unknown>) => {
  const res = await filter(role, { pageSize: 200, ...body });
  expect(res.status, res.text).toBe(200);
  return res.json.data.rows;
};

const WIRE_NAMES = [
  'tenant_1_name',
  'tenant_2_name',
  'tenant_3_name',
  'tenant_4_name',
  'stage',
  'months_remaining',
  'active_lease',
  'app_type',
  'lanlord_account_name',
  'cancellation_reason',
  'sf_createdDate',
  'rider_id',
  'issue_date',
  'ldr_coverage',
  'total_coverage_amount',
  'revised_unit_number',
  'lease_start_date',
  'lease_end_date',
  'coverage_start_date',
  'coverage_end_date',
  'gross_monthly_rent',
  'gross_annual_rent',
  'total_number_of_tenants',
  'damages_premium',
  'apartment_building_name',
  'coverage_amount_requested_months',
  'tenant_1_portion_fee',
  'tenant_2_portion_fee',
  'tenant_3_portion_fee',
  'tenant_4_portion_fee',
  'missing_docs',
];

describe('the rider/application record', () => {
  it('travels with the wire names of file 2 §3, money as exact decimal strings', async () => {
    const [record] = await rows('ll', { title: 'policy' });
    expect(record).toBeDefined();
    for (const name of WIRE_NAMES) expect(record, name).toHaveProperty(name);
    expect(record!.gross_monthly_rent).toMatch(/^\d+\.\d{2}$/);
    const monthly = Number(record!.gross_monthly_rent);
    expect(Number(record!.gross_annual_rent)).toBe(monthly * 12);
    expect(record!.total_number_of_tenants).toBeGreaterThanOrEqual(1);
    expect(record!.tenant_1_name).toEqual(expect.any(String));
    expect(record!.lease_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('counts whole months remaining, never below zero', () => {
    const today = new Date('2026-11-24T12:00:00Z');
    expect(monthsRemaining('2027-02-24', today)).toBe(3);
    expect(monthsRemaining('2027-02-23', today)).toBe(2);
    expect(monthsRemaining('2025-01-01', today)).toBe(0);
  });
});

describe('lists in scope', () => {
  it("shows a pm only the records of its buildings, and another landlord's record as missing", async () => {
    const all = await rows('ll', { title: 'application' });
    const pm = await rows('pm', { title: 'application' });
    expect(pm.length).toBeGreaterThan(0);
    expect(pm.length).toBeLessThan(all.length);
    const llIds = new Set(all.map((r) => r.id));
    for (const r of pm) expect(llIds.has(r.id)).toBe(true);
    const [other] = await server.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.landlordId, await otherLandlord()));
    expect((await call('pm', 'GET', '/property/record', { query: { id: other!.id } })).status).toBe(404);
    expect((await call('admin', 'GET', '/property/record', { query: { id: other!.id } })).status).toBe(200);
  });

  it('filters by stage, product and lease dates', async () => {
    const issued = await rows('ll', { title: 'application', stage: ['Stage05'], appType: ['AE', 'RG'] });
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.every((r) => r.stage === 'Stage05' && ['AE', 'RG'].includes(r.app_type))).toBe(true);
    const from = '2026-01-01';
    const late = await rows('ll', { title: 'application', leaseStartFrom: from });
    expect(late.every((r) => r.lease_start_date >= from)).toBe(true);
  });

  it('searches tenant names, rider ids, units and buildings', async () => {
    const [record] = await rows('ll', { title: 'policy' });
    const byRider = await call('ll', 'POST', '/property/searchDB', {
      body: { label: 'policy', q: record!.rider_id },
    });
    expect(byRider.status, byRider.text).toBe(200);
    expect(byRider.json.data.rows.map((r) => r.id)).toContain(record!.id);
    const lastName = record!.tenant_1_name!.split(' ').at(-1)!;
    const byTenant = await call('ll', 'POST', '/property/searchDB', {
      body: { label: 'application', q: lastName },
    });
    expect(byTenant.json.data.rows.map((r) => r.id)).toContain(record!.id);
  });

  it('keeps the search current as tenants and buildings change, and pages a search in any order', async () => {
    const search = async (q: string, extra: Record<string, unknown> = {}) => {
      const res = await call('ll', 'POST', '/property/searchDB', {
        body: { label: 'application', q, ...extra },
      });
      expect(res.status, res.text).toBe(200);
      return res.json.data;
    };
    const [record] = await rows('ll', { title: 'policy' });
    const app = record!.id;
    const oldName = record!.tenant_1_name!;
    await server.db
      .update(tenants)
      .set({ lastName: 'Zqxwvutsr' })
      .where(and(eq(tenants.applicationId, app), eq(tenants.position, 1)));
    expect((await search('qxwvuts')).rows.map((r) => r.id)).toEqual([app]);
    expect((await search(oldName)).rows.map((r) => r.id)).not.toContain(app);

    const [building] = await server.db
      .select({ id: applications.buildingId })
      .from(applications)
      .where(eq(applications.id, app));
    await server.db.update(buildings).set({ name: 'Quokka Towers' }).where(eq(buildings.id, building!.id));
    const inBuilding = await server.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.buildingId, building!.id));
    const found = await search('QUOKKA tow');
    expect(found.rows.map((r) => r.id).sort()).toEqual(inBuilding.map((r) => r.id).sort());

    await server.db.delete(tenants).where(eq(tenants.applicationId, app));
    expect((await search('Zqxwvutsr')).rows).toEqual([]);

    // Every application of a landlord in 'Apartments'-named buildings, two at a time by building name.
    const all = await search('apartments', { pageSize: 200 });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page['data'] = await search('apartments', {
        pageSize: 2,
        sort: 'apartment_building_name',
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 400);
    expect(all.rows.length).toBeGreaterThan(2);
    expect(seen.sort()).toEqual(all.rows.map((r) => r.id).sort());
  });

  it('sorts by any column and pages by cursor without overlap', async () => {
    const sorted = await rows('ll', { title: 'application', sort: 'gross_monthly_rent', order: 'desc' });
    const rents = sorted.map((r) => Number(r.gross_monthly_rent));
    expect(rents).toEqual([...rents].sort((a, b) => b - a));
    const first = await filter('ll', { title: 'application', pageSize: 7, sort: 'tenant_1_name' });
    const second = await filter('ll', {
      title: 'application',
      pageSize: 7,
      sort: 'tenant_1_name',
      cursor: first.json.data.nextCursor,
    });
    const ids = [...first.json.data.rows, ...second.json.data.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(14);
  });

  it('lists issued policies with their status, and with cancel:true only the open flags', async () => {
    const policies = (await call('ll', 'POST', '/property/policy', { body: { pageSize: 200 } })).json.data
      .rows;
    expect(policies.every((r) => r.rider_id !== null && r.policy_status !== null)).toBe(true);
    const flagged = (await call('ll', 'POST', '/property/policy', { body: { cancel: true, pageSize: 200 } }))
      .json.data.rows;
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((r) => r.policy_status === 'flagged' && r.flag_reason !== null)).toBe(true);
  });

  it('counts the flagged policies in scope for the sidebar badge', async () => {
    for (const role of ['ll', 'pm'] as const) {
      const listed = (await call(role, 'POST', '/property/policy', { body: { cancel: true } })).json.data
        .total;
      const count = await call<{ data: { count: number } }>(role, 'GET', '/report/flagged-cancel-count');
      expect(count.json.data.count, role).toBe(listed);
    }
  });

  it('exports every record the filter selects as CSV', async () => {
    const total = (await filter('ll', { title: 'application', stage: ['Stage05'] })).json.data.total;
    const res = await call('ll', 'GET', '/property/records/export', {
      query: { title: 'application', stage: 'Stage05' },
    });
    expect(res.status).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Rider Id,Tenant 1,/);
    expect(lines).toHaveLength(total + 1);
  });
});

describe('stages', () => {
  /** A copy of an application at stage 00, so each case moves its own. */
  const fresh = async () => {
    const [source] = await server.db.select().from(applications).limit(1);
    const { id: _id, riderId: _rider, issueDate: _issued, ...rest } = source!;
    const [app] = await server.db
      .insert(applications)
      .values({ ...rest, stage: 'Stage00', cancelledAt: null, flaggedAt: null })
      .returning({ id: applications.id });
    return app!.id;
  };
  const move = (role: Role, id: string, stage: string) =>
    call<{ message: string; data: ApplicationRecord }>(role, 'POST', '/property/move-stage', {
      body: { id, stage },
    });

  it('move 00 → 01 → 02 → 02A → 04 → 05, issuing a unique rider id at 05', async () => {
    const id = await fresh();
    for (const stage of ['Stage01', 'Stage02', 'Stage02A', 'Stage04']) {
      const res = await move('admin', id, stage);
      expect(res.status, res.text).toBe(200);
      expect(res.json.data.rider_id).toBeNull();
    }
    const issued = await move('admin', id, 'Stage05');
    expect(issued.json.message).toBe('Moved to 05 - Policy Issued.');
    expect(issued.json.data.rider_id).toMatch(/^R-\d{7}$/);
    const second = await fresh();
    for (const stage of ['Stage01', 'Stage02', 'Stage02A', 'Stage04', 'Stage05'])
      await move('admin', second, stage);
    const other = (
      await call<{ data: ApplicationRecord }>('admin', 'GET', '/property/record', { query: { id: second } })
    ).json.data;
    expect(other.rider_id).not.toBe(issued.json.data.rider_id);
  });

  it('refuses a skipped stage, a move out of a closed stage, and anyone but an admin', async () => {
    const id = await fresh();
    const skipped = await move('admin', id, 'Stage02');
    expect(skipped.status).toBe(409);
    expect(skipped.json.message).toBe(
      'From 00 - Entrata an application moves to 01 - Tenant Evaluation, 06 - Policy Declined, Cancelled Application.',
    );
    expect((await move('ll', id, 'Stage01')).status).toBe(403);
    expect((await move('admin', id, 'Stage06')).status).toBe(200);
    const closed = await move('admin', id, 'Stage01');
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe('06 - Policy Declined is final: its stage cannot change.');
  });
});

async function otherLandlord(): Promise<string> {
  const res = await call<Page>('admin', 'POST', '/property/filterApp', { body: { pageSize: 200 } });
  const mine = (await rows('ll', { title: 'application' }))[0]!.landlord_id;
  return res.json.data.rows.find((r) => r.landlord_id !== mine)!.landlord_id;
}
