import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppReport, Role } from '@lease/contract';
import { loadFixtures, type Fixtures } from '../../../test/fixtures.js';
import {
  expectedApplications,
  expectedBuildingCount,
  expectedCancellations,
  expectedClaims,
  expectedInForce,
  expectedLandlordCount,
  expectedLargest,
  expectedPremiums,
  expectedTimeToDecision,
  expectedUsers,
  type ExpectedRange,
} from '../../../test/report-expected.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';
import { visibleTo } from '../../../test/visible-rows.js';

let server: TestServer;
let f: Fixtures;
let tokens: Record<Role, string>;

const rows = async <R>(query: ReturnType<typeof sql>): Promise<R[]> =>
  ((await server.db.execute(query)) as unknown as { rows: R[] }).rows;

const get = async <T>(role: Role, path: string, query: Record<string, string>) => {
  const res = await server.call<{ data: T; message?: string }>('GET', `/api${path}`, {
    token: tokens[role],
    query,
  });
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};

/** Invoices of a month long past, so they add to the demo's: one open with a credit, one paid, one void. */
async function seedTestInvoices(): Promise<void> {
  const buildings = await rows<{ id: string; landlord_id: string; name: string }>(
    sql`select id, landlord_id, name from buildings where id in (${f.rmBuildingId}, ${f.otherBuildingId})`,
  );
  const policies = await rows<{ id: string; building_id: string; rider_id: string }>(
    sql`select distinct on (building_id) id, building_id, rider_id from applications
        where building_id in (${f.rmBuildingId}, ${f.otherBuildingId}) and rider_id is not null order by building_id, id`,
  );
  const plans = [
    { period: '2021-03-01', status: 'open', amount: '120.50', credited: '20.25' },
    { period: '2021-04-01', status: 'paid', amount: '99.99', credited: '0' },
    { period: '2021-05-01', status: 'void', amount: '40.00', credited: '0' },
  ];
  let n = 0;
  for (const b of buildings) {
    const policy = policies.find((p) => p.building_id === b.id)!;
    for (const plan of plans) {
      n += 1;
      const [invoice] = await rows<{ id: string }>(sql`
        insert into invoices (number, landlord_id, period, issued_on, due_date, status, amount, credited, created_at, updated_at)
        values (${`INV-T${n}`}, ${b.landlord_id}, ${plan.period}, ${plan.period}, ${plan.period}, ${plan.status},
                ${plan.amount}, ${plan.credited}, now(), now())
        returning id`);
      await server.db.execute(sql`
        insert into invoice_lines (invoice_id, application_id, building_id, landlord_id, position, rider_id, tenant,
                                   building_name, unit, period_start, period_end, monthly_premium, amount, credited)
        values (${invoice!.id}, ${policy.id}, ${b.id}, ${b.landlord_id}, 1, ${policy.rider_id}, 'Test Tenant',
                ${b.name}, '1A', ${plan.period}, ${plan.period}, ${plan.amount}, ${plan.amount}, ${plan.credited})`);
    }
  }
}

beforeAll(async () => {
  server = await startTestServer();
  f = await loadFixtures(server.db);
  tokens = await signInEveryRole(server);
  await seedTestInvoices();
  // A cancellation through the API (an update the month tables follow) and a stage moved back.
  const [policy] = await rows<{ rider_id: string }>(
    sql`select rider_id from applications where building_id = ${f.rmBuildingId}
        and stage = 'Stage05' and cancelled_at is null and rider_id is not null limit 1`,
  );
  const cancel = await server.call('POST', '/api/property/cancel-policy', {
    token: tokens.ll,
    body: { riderIds: [policy!.rider_id], reason: 'The tenant bought a house' },
  });
  expect(cancel.status, cancel.text).toBe(200);
  const [moved] = await rows<{ id: string }>(
    sql`select id from applications where building_id = ${f.rmBuildingId} and stage = 'Stage01' limit 1`,
  );
  if (moved) {
    const move = await server.call('POST', '/api/property/move-stage', {
      token: tokens.admin,
      body: { id: moved.id, stage: 'Stage02' },
    });
    expect(move.status, move.text).toBe(200);
  }
});
afterAll(() => server?.close());

const READERS = ['admin', 'll', 'vp', 'rm'] as const;
const WIDE = { from: '2020-01', to: '2029-12' };

interface Variant {
  label: string;
  query: (f: Fixtures) => Record<string, string>;
  roles?: readonly Role[];
}
const VARIANTS: Variant[] = [
  { label: 'the last twelve months', query: () => ({}) },
  { label: 'a wide range', query: () => WIDE },
  { label: 'the first landlord', query: (fx) => ({ ...WIDE, landlordId: fx.landlordId }) },
  { label: 'a building rm@ holds', query: (fx) => ({ ...WIDE, buildingId: fx.rmBuildingId }) },
  {
    label: 'the second landlord',
    query: (fx) => ({ ...WIDE, landlordId: fx.otherLandlordId }),
    roles: ['admin'],
  },
];

/** The buildings, people and landlords a role's report covers, from the plain-SQL scope of visible-rows. */
async function coveredBy(role: Role, query: Record<string, string>) {
  const visible = await visibleTo(server.db, DEMO[role]);
  const all = await rows<{ id: string; landlord_id: string }>(sql`select id, landlord_id from buildings`);
  const landlordOf = new Map(all.map((b) => [b.id, b.landlord_id]));
  let buildings = [...visible.buildings];
  if (query.landlordId) buildings = buildings.filter((b) => landlordOf.get(b) === query.landlordId);
  if (query.buildingId) buildings = buildings.filter((b) => b === query.buildingId);
  let landlords = [...visible.landlords];
  const buildingLandlord = query.buildingId ? landlordOf.get(query.buildingId) : undefined;
  if (query.landlordId) landlords = landlords.filter((l) => l === query.landlordId);
  if (buildingLandlord) landlords = landlords.filter((l) => l === buildingLandlord);
  let people = [...visible.users];
  if (query.landlordId || query.buildingId) {
    const onIt = await rows<{ id: string }>(sql`select id from users u where
      (${query.landlordId ?? null}::uuid is null or u.landlord_id = ${query.landlordId ?? null}::uuid)
      and (${query.buildingId ?? null}::uuid is null
           or (u.role in ('ll', 'vp') and u.landlord_id = ${buildingLandlord ?? null}::uuid)
           or exists (select 1 from building_grants g where g.user_id = u.id and g.building_id = ${query.buildingId ?? null}::uuid
                      and (g.expires_at is null or g.expires_at > now())))`);
    const ok = new Set(onIt.map((u) => u.id));
    people = people.filter((p) => ok.has(p));
  }
  return { buildings, landlords, people };
}

const typeOf = (role: Role, query: Record<string, string>) =>
  query.buildingId || role === 'rm'
    ? 'building'
    : role === 'admin' && !query.landlordId
      ? 'admin'
      : 'landlord';

describe('reports match the database, per role and filter', () => {
  const cases = READERS.flatMap((role) =>
    VARIANTS.filter((v) => !v.roles || v.roles.includes(role)).map((v) => [role, v.label, v] as const),
  );

  it.each(cases)('%s, %s: /report/app', async (role, _label, variant) => {
    const query = variant.query(f);
    const report = await get<AppReport>(role, '/report/app', query);
    const range: ExpectedRange = { ...(await coveredBy(role, query)), from: report.from, to: report.to };
    expect(report.type).toBe(typeOf(role, query));
    expect(report.applications).toEqual(await expectedApplications(server.db, range));
    expect(report.policiesInForce).toEqual(await expectedInForce(server.db, range));
    const claims = await expectedClaims(server.db, range);
    expect(report.claimsByType).toEqual(claims.claimsByType);
    expect(report.claimsByStatus).toEqual(claims.claimsByStatus);
    expect(report.cancellations).toEqual(await expectedCancellations(server.db, range));
    expect(report.premiums).toEqual(await expectedPremiums(server.db, range));
    expect(report.largest).toEqual(await expectedLargest(server.db, range, report.type === 'admin'));
    expect(report.timeToDecision).toEqual(
      await expectedTimeToDecision(server.db, range, report.type === 'admin'),
    );
    if (query.from) {
      // A check that saw nothing proves little: the wide range holds every kind of number.
      expect(report.applications.length).toBeGreaterThan(0);
      expect(report.policiesInForce.some((p) => p.count > 0)).toBe(true);
      expect(report.premiums.some((p) => p.invoiced !== '0.00')).toBe(true);
    }
    if (role === 'admin' && !query.landlordId && !query.buildingId) {
      expect(report.timeToDecision.length).toBeGreaterThan(0);
    }
  });

  it.each(cases)('%s, %s: the counts', async (role, _label, variant) => {
    const query = variant.query(f);
    const covered = await coveredBy(role, query);
    const users = await get<{
      total: number;
      byRole: { role: string; count: number }[];
      to: string;
      from: string;
    }>(role, '/report/usercount', query);
    const range: ExpectedRange = { ...covered, from: users.from, to: users.to };
    const byRole = await expectedUsers(server.db, covered.people, range);
    expect(users.byRole).toEqual(byRole);
    expect(users.total).toBe(byRole.reduce((n, r) => n + r.count, 0));
    const buildings = await get<{ count: number; units: number }>(role, '/report/building', query);
    expect({ count: buildings.count, units: buildings.units }).toEqual(
      await expectedBuildingCount(server.db, range),
    );
    const landlords = await get<{ count: number }>(role, '/report/landlord', query);
    expect(landlords.count).toBe(await expectedLandlordCount(server.db, covered.landlords, range));
  });
});

describe('report calls', () => {
  it('default to the twelve months up to the current one', async () => {
    const report = await get<AppReport>('ll', '/report/app', {});
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    expect(report.to).toBe(now.toISOString().slice(0, 7));
    expect(report.from).toBe(from.toISOString().slice(0, 7));
    expect(report.policiesInForce).toHaveLength(12);
    expect(report.premiums).toHaveLength(12);
  });

  it('refuse pm, whose menu hides the reports (403)', async () => {
    for (const path of ['/report/app', '/report/usercount', '/report/building', '/report/landlord']) {
      const res = await server.call('GET', `/api${path}`, { token: tokens.pm });
      expect(res.status).toBe(403);
    }
  });

  it('answer 404 for a landlord or building outside the scope, and 400 for a reversed or long range', async () => {
    const outside = await server.call('GET', '/api/report/app', {
      token: tokens.rm,
      query: { landlordId: f.otherLandlordId },
    });
    expect(outside.status).toBe(404);
    const mismatched = await server.call('GET', '/api/report/building', {
      token: tokens.admin,
      query: { landlordId: f.landlordId, buildingId: f.otherBuildingId },
    });
    expect(mismatched.status).toBe(404);
    const reversed = await server.call('GET', '/api/report/app', {
      token: tokens.admin,
      query: { from: '2026-05', to: '2026-01' },
    });
    expect(reversed.status).toBe(400);
    const long = await server.call('GET', '/api/report/app', {
      token: tokens.admin,
      query: { from: '1990-01' },
    });
    expect(long.status).toBe(400);
  });

  it('keep the month tables exact through inserts, updates and deletes', async () => {
    const recount = sql`
      select (select coalesce(sum(applications), 0) from report_landlord_months)::int as landlord_apps,
             (select coalesce(sum(applications), 0) from report_building_months)::int as building_apps,
             (select count(*) from applications)::int as apps,
             (select coalesce(sum(policy_starts - policy_stops), 0) from report_building_months)::int as open_building,
             (select coalesce(sum(policy_starts - policy_stops), 0) from report_landlord_months)::int as open_landlord`;
    await server.db.execute(sql`update applications set created_at = created_at - interval '40 days'
                                where building_id = ${f.rmBuildingId}`);
    await server.db.execute(sql`delete from applications where id in
      (select id from applications where building_id = ${f.otherBuildingId} and id not in
        (select application_id from claims union select application_id from documents
         union select application_id from invoice_lines union select application_id from cancellation_log)
       limit 3)`);
    const [after] = await rows<Record<string, number>>(recount);
    expect(after!.landlord_apps).toBe(after!.apps);
    expect(after!.building_apps).toBe(after!.apps);
    // Every cover that started has stopped or not; the open ones agree between the two tables.
    expect(after!.open_building).toBe(after!.open_landlord);
    const report = await get<AppReport>('admin', '/report/app', WIDE);
    const covered = await coveredBy('admin', WIDE);
    expect(report.applications).toEqual(
      await expectedApplications(server.db, { ...covered, from: report.from, to: report.to }),
    );
    expect(report.policiesInForce).toEqual(
      await expectedInForce(server.db, { ...covered, from: report.from, to: report.to }),
    );
  });

  it('keep the cancellation months exact through inserts, updates and deletes (migration 0038)', async () => {
    // Rows of the month table that differ from a count of the log itself: none, whatever changed.
    const drift = sql`
      with kept as (select landlord_id, month, reason, cancellations as n from report_cancellation_months
                    where cancellations <> 0),
           counted as (select landlord_id, date_trunc('month', requested_at at time zone 'UTC')::date as month,
                              reason, count(*)::int as n from cancellation_log group by 1, 2, 3)
      select (select count(*) from (select * from kept except select * from counted) a)::int
           + (select count(*) from (select * from counted except select * from kept) b)::int as rows,
             (select count(*) from cancellation_log)::int as logged`;
    const [before] = await rows<{ rows: number; logged: number }>(drift);
    expect(before).toEqual({ rows: 0, logged: expect.any(Number) });
    expect(before!.logged).toBeGreaterThan(2);
    await server.db.execute(sql`update cancellation_log set requested_at = requested_at - interval '40 days',
      reason = 'Moved out early' where id in (select id from cancellation_log order by id limit 2)`);
    await server.db.execute(
      sql`update cancellation_log set reason = null where id = (select id from cancellation_log order by id desc limit 1)`,
    );
    await server.db.execute(sql`delete from applications where id in
      (select application_id from cancellation_log where application_id not in
        (select application_id from claims union select application_id from documents
         union select application_id from invoice_lines) limit 2)`);
    const [after] = await rows<{ rows: number; logged: number }>(drift);
    expect(after!.rows).toBe(0);
    expect(after!.logged).toBeLessThan(before!.logged);
    const report = await get<AppReport>('admin', '/report/app', WIDE);
    const covered = await coveredBy('admin', WIDE);
    expect(report.cancellations).toEqual(
      await expectedCancellations(server.db, { ...covered, from: report.from, to: report.to }),
    );
  });
});
