import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type AttentionKey, type AttentionSection, type Figure, type Role } from '@lease/contract';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';
import { visibleTo, type Visible } from '../../../test/visible-rows.js';

type Summary = { data: { attention: AttentionSection[]; figures: Figure[] } };

let server: TestServer;
let tokens: Record<Role, string>;

/** Rows of a plain query: on purpose not the app's conditions, so a count that leaks past them shows. */
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const idsOf = async (query: SQL) => (await rows<{ id: string }>(query)).map((r) => String(r.id));

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
  // Something in every section for the first landlord's line: a policy whose filing window closes in
  // 20 days (flagged 100 days ago), a request waiting for the landlord, an invoice past due.
  await server.db.execute(sql`
    insert into applications (building_id, landlord_id, stage, app_type, rider_id, issue_date, unit_number,
      lease_start_date, lease_end_date, coverage_start_date, coverage_end_date, gross_monthly_rent,
      flagged_at, flag_reason)
    select building_id, landlord_id, 'Stage05', app_type, 'R-D' || substr(md5(random()::text), 1, 9),
      current_date - 400, unit_number, current_date - 400, current_date - 100, current_date - 400,
      current_date - 100, 1500, now() - interval '100 days', 'lease-ended'
    from applications
    where building_id in (select building_id from building_grants
      where user_id = (select id from users where email = 'pm@demo.test'))
    limit 1`);
  await server.db.execute(sql`
    insert into notifications (type, requestor_id, recipient_id, landlord_id)
    select 'property', p.id, l.id, l.landlord_id from users p, users l
    where p.email = 'pm@demo.test' and l.email = 'landlord@demo.test'`);
  await server.db.execute(sql`
    insert into invoices (number, landlord_id, period, issued_on, due_date, status, amount, created_at, updated_at)
    select 'INV-DASH-1', landlord_id, date '2001-01-01',
      current_date - 45, current_date - 15, 'past_due', 100, now(), now()
    from users where email = 'landlord@demo.test'`);
  await server.db.execute(sql`
    insert into invoice_lines (invoice_id, application_id, building_id, landlord_id, position, rider_id,
      tenant, building_name, unit, period_start, period_end, monthly_premium, amount)
    select i.id, a.id, a.building_id, a.landlord_id, 1, coalesce(a.rider_id, 'R-0'), 'Tenant', 'Building',
      a.unit_number, i.period, i.period, 10, 10
    from invoices i, lateral (select * from applications a where a.building_id in (select building_id
      from building_grants g join users u on u.id = g.user_id where u.email = 'pm@demo.test') limit 1) a
    where i.number = 'INV-DASH-1'`);
});
afterAll(() => server?.close());

/** What each section must count for a user, in plain SQL and the scope of visible-rows.ts. */
async function expectedCounts(role: Role, v: Visible): Promise<Partial<Record<AttentionKey, number>>> {
  const inScope = (ids: string[], set: Set<string>) => ids.filter((id) => set.has(id)).length;
  const [me] = await idsOf(sql`select id from users where email = ${DEMO[role]}`);
  const flagged = await idsOf(sql`select id from applications where rider_id is not null
    and flagged_at is not null and flag_resolved_at is null and cancelled_at is null`);
  const missing = await idsOf(sql`select id from applications where stage in ('Stage02', 'Stage02A')
    and missing_docs is not null and missing_docs <> ''`);
  const claims = await idsOf(sql`select id from claims
    where status in ('submitted', 'under_review', 'documents_requested', 'approved')`);
  const closing = await idsOf(sql`select id from applications a where rider_id is not null
    and cancelled_at is null and flag_resolved_at is null
    and (flagged_at is not null or lease_end_date < current_date)
    and not exists (select 1 from claims c where c.application_id = a.id)
    and least((flagged_at at time zone 'UTC')::date, moved_out_at, lease_end_date) + 120
      between current_date and current_date + 30`);
  const requests = await idsOf(sql`select id from notifications where recipient_id = ${me!}
    and status = 'pending' and recipient_deleted_at is null`);
  const invites = await idsOf(sql`select id from invites where status = 'pending' and expires_at > now()
    and ${role === 'admin' ? sql`type = 'landlord'` : sql`true`}`);
  const due = await rows<{ id: string; landlord_id: string }>(sql`select id, landlord_id from invoices
    where status in ('past_due', 'disputed') or (status = 'open' and due_date <= current_date + 14)`);
  const lines = await rows<{ invoice_id: string; building_id: string }>(
    sql`select invoice_id, building_id from invoice_lines`,
  );
  const invoiceSeen = (i: { id: string; landlord_id: string }) =>
    role === 'admin' ||
    (role === 'll' || role === 'vp'
      ? v.landlords.has(i.landlord_id)
      : lines.some((l) => l.invoice_id === i.id && v.buildings.has(l.building_id)));
  return {
    flagged: inScope(flagged, v.applications),
    'missing-docs': inScope(missing, v.applications),
    'open-claims': inScope(claims, v.claims),
    'filing-windows': inScope(closing, v.applications),
    requests: requests.length,
    ...(role === 'pm' ? {} : { invites: inScope(invites, v.invites) }),
    invoices: due.filter(invoiceSeen).length,
  };
}

/** The roles with a dashboard: the external has a view of its own (decision 0032). */
const DASHBOARD_ROLES = ROLES.filter((role) => role !== 'external');

describe('GET /dashboard/summary', () => {
  it.each(DASHBOARD_ROLES)("counts for %s what plain SQL counts in the role's scope", async (role) => {
    const res = await server.call<Summary>('GET', '/api/dashboard/summary', { token: tokens[role] });
    expect(res.status, res.text).toBe(200);
    const visible = await visibleTo(server.db, DEMO[role]);
    const expected = await expectedCounts(role, visible);
    const counts = Object.fromEntries(res.json.data.attention.map((s) => [s.key, s.count]));
    expect(counts).toEqual(expected);
    for (const s of res.json.data.attention) {
      expect(s.items.length).toBe(Math.min(s.count, 5));
      for (const item of s.items) {
        expect(item.link.startsWith('/dashboard/'), item.link).toBe(true);
        if (['flagged', 'missing-docs', 'filing-windows'].includes(s.key))
          expect(visible.applications.has(item.id), `${role} was shown ${item.id}`).toBe(true);
        if (s.key === 'open-claims') expect(visible.claims.has(item.id)).toBe(true);
      }
    }
  });

  it('gives the first landlord something in every section', async () => {
    const res = await server.call<Summary>('GET', '/api/dashboard/summary', { token: tokens.ll });
    for (const s of res.json.data.attention) {
      if (s.key === 'invites' || s.key === 'open-claims') continue;
      expect(s.count, s.key).toBeGreaterThan(0);
    }
    const window = res.json.data.attention.find((s) => s.key === 'filing-windows')!;
    expect(window.items[0]!.link).toMatch(/^\/dashboard\/property\/cancel-policies\?record=/);
  });

  it('counts this month and last against SQL, for each role', async () => {
    for (const role of DASHBOARD_ROLES) {
      const res = await server.call<Summary>('GET', '/api/dashboard/summary', { token: tokens[role] });
      const visible = await visibleTo(server.db, DEMO[role]);
      const month = (offset: number) =>
        sql`date_trunc('month', (now() at time zone 'UTC')) + ${sql.raw(`interval '${offset} month'`)}`;
      const between = async (table: string, column: string, offset: number, set: Set<string>) => {
        const ids = await idsOf(sql`select id from ${sql.raw(table)}
          where ${sql.raw(column)} >= ${month(offset)} and ${sql.raw(column)} < ${month(offset + 1)}
          ${table === 'applications' && column === 'issue_date' ? sql`and rider_id is not null` : sql``}`);
        return ids.filter((id) => set.has(id)).length;
      };
      const of = (key: string) => res.json.data.figures.find((f) => f.key === key)!;
      const checks: [string, string, string, Set<string>][] = [
        ['applications', 'applications', 'created_at', visible.applications],
        ['policies', 'applications', 'issue_date', visible.applications],
        ['claims', 'claims', 'created_at', visible.claims],
        ['flags', 'applications', 'flagged_at', visible.applications],
      ];
      for (const [key, table, column, set] of checks) {
        expect(of(key).thisMonth, `${role} ${key}`).toBe(await between(table, column, 0, set));
        expect(of(key).lastMonth, `${role} ${key}`).toBe(await between(table, column, -1, set));
      }
    }
  });
});
