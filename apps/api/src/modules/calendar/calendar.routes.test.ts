import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_TEXTS, type CalendarEvent, type ComputedEvent, type Role } from '@lease/contract';
import { futureSlot } from '../../../test/calendar-cases.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';
import { visibleTo } from '../../../test/visible-rows.js';

type Refused = { message: string; issues?: { path: string; message: string }[] };
type Events = { data: { events: CalendarEvent[]; computed: ComputedEvent[] } };

const DAY = 86_400_000;
const HOUR = 3_600_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

let server: TestServer;
let tokens: Record<Role, string>;

beforeAll(async () => {
  // Office hours all year round, so every Tuesday of a range has its hour.
  server = await startTestServer({ CLAIMS_OFFICE_HOURS: '01-01/12-31' });
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

const create = (role: Role, body: object) =>
  server.call<{ data: CalendarEvent } & Refused>('POST', '/api/calendar/event', {
    token: tokens[role],
    body,
  });
const read = (role: Role, from: number, to: number) =>
  server.call<Events>('GET', '/api/calendar/events', {
    token: tokens[role],
    query: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
  });
const today0 = () => Math.floor(Date.now() / DAY) * DAY;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('own events', () => {
  it('adds an event on the hour and shows it in its range', async () => {
    const slot = futureSlot(1, 2);
    const res = await create('pm', { title: '  Move-in walk-through ', color: 'orange', ...slot });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({ title: 'Move-in walk-through', color: 'orange', notes: null });
    expect(res.json.data.startsAt).toBe(slot.startsAt);
    const listed = await read('pm', Date.parse(slot.startsAt) - HOUR, Date.parse(slot.endsAt) + HOUR);
    expect(listed.json.data.events.map((e) => e.id)).toContain(res.json.data.id);
    // Another user's calendar never shows it.
    const other = await read('rm', Date.parse(slot.startsAt) - HOUR, Date.parse(slot.endsAt) + HOUR);
    expect(other.json.data.events.map((e) => e.id)).not.toContain(res.json.data.id);
  });

  it('refuses an event without a title, in the past, off the hour or ending before it starts', async () => {
    const slot = futureSlot();
    const noTitle = await create('pm', { title: '   ', ...slot });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.issues).toContainEqual(
      expect.objectContaining({ message: CALENDAR_TEXTS.titleRequired }),
    );
    const yesterday = Math.floor(Date.now() / HOUR) * HOUR - DAY;
    const past = await create('pm', {
      title: 'Too late',
      startsAt: new Date(yesterday).toISOString(),
      endsAt: new Date(yesterday + HOUR).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.json.issues).toContainEqual({ path: 'startsAt', message: CALENDAR_TEXTS.pastDate });
    const offHour = await create('pm', {
      title: 'Half past',
      startsAt: slot.startsAt.replace(':00:00', ':30:00'),
      endsAt: slot.endsAt,
    });
    expect(offHour.json.issues).toContainEqual({ path: 'startsAt', message: CALENDAR_TEXTS.step });
    const backwards = await create('pm', {
      title: 'Backwards',
      startsAt: slot.endsAt,
      endsAt: slot.startsAt,
    });
    expect(backwards.json.issues).toContainEqual({ path: 'endsAt', message: CALENDAR_TEXTS.endAfterStart });
  });

  it("judges the 60-minute step on the caller's own clock (India is UTC+05:30)", async () => {
    const day = isoDay(Date.now() + 3 * DAY);
    const res = await create('vp', {
      title: 'Call with Mumbai',
      startsAt: `${day}T15:00:00+05:30`,
      endsAt: `${day}T16:00:00+05:30`,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.startsAt).toBe(new Date(`${day}T09:30:00Z`).toISOString());
  });

  it("changes and deletes only the caller's own events: another's answers 404 and stays", async () => {
    const mine = (await create('rm', { title: 'Budget review', ...futureSlot() })).json.data;
    const moved = futureSlot(4, 3);
    const update = await server.call<{ data: CalendarEvent }>('PUT', '/api/calendar/event', {
      token: tokens.rm,
      body: { id: mine.id, title: 'Budget review (moved)', color: 'blue', ...moved },
    });
    expect(update.status, update.text).toBe(200);
    expect(update.json.data).toMatchObject({ title: 'Budget review (moved)', endsAt: moved.endsAt });

    const theirs = await server.call('PUT', '/api/calendar/event', {
      token: tokens.pm,
      body: { id: mine.id, title: 'Hijacked', ...futureSlot() },
    });
    expect(theirs.status).toBe(404);
    const gone = await server.call('DELETE', '/api/calendar/event', {
      token: tokens.ll,
      query: { id: mine.id },
    });
    expect(gone.status).toBe(404);
    const [kept] = await rows<{ title: string }>(
      sql`select title from calendar_events where id = ${mine.id}`,
    );
    expect(kept?.title).toBe('Budget review (moved)');

    const deleted = await server.call('DELETE', '/api/calendar/event', {
      token: tokens.rm,
      query: { id: mine.id },
    });
    expect(deleted.status).toBe(200);
    expect(await rows(sql`select id from calendar_events where id = ${mine.id}`)).toEqual([]);
  });

  it('lets a past event be renamed where it is, but not moved into the past', async () => {
    const [past] = await rows<{ id: string; starts_at: string }>(sql`
      insert into calendar_events (user_id, title, starts_at, ends_at, created_at)
      select id, 'Last week', date_trunc('hour', now()) - interval '7 days',
        date_trunc('hour', now()) - interval '7 days' + interval '1 hour', now()
      from users where email = ${DEMO.ll}
      returning id, starts_at`);
    const start = new Date(past!.starts_at).getTime();
    const times = { startsAt: new Date(start).toISOString(), endsAt: new Date(start + HOUR).toISOString() };
    const renamed = await server.call('PUT', '/api/calendar/event', {
      token: tokens.ll,
      body: { id: past!.id, title: 'Last week (notes added)', notes: 'Minutes sent', ...times },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const earlier = {
      startsAt: new Date(start - DAY).toISOString(),
      endsAt: new Date(start - DAY + HOUR).toISOString(),
    };
    const moved = await server.call<Refused>('PUT', '/api/calendar/event', {
      token: tokens.ll,
      body: { id: past!.id, title: 'Earlier still', ...earlier },
    });
    expect(moved.status).toBe(400);
    expect(moved.json.message).toBe(CALENDAR_TEXTS.pastDate);
  });

  it('refuses a range that ends before it starts or spans more than 62 days', async () => {
    expect((await read('pm', today0(), today0() - DAY)).status).toBe(400);
    expect((await read('pm', today0(), today0() + 63 * DAY)).status).toBe(400);
  });
});

describe('dates of the records in scope', () => {
  it('shows each role only dates of the policies and invoices it may see', async () => {
    // An invoice of each landlord due in a week: the first's billed on a building pm@ holds.
    const today = isoDay(Date.now());
    const due = isoDay(Date.now() + 7 * DAY);
    await server.db.execute(sql`
      insert into invoices (number, landlord_id, period, issued_on, due_date, status, amount, created_at, updated_at)
      select 'INV-CAL-' || row_number() over (order by id), id, date '2001-01-01', ${today},
        ${due}, 'open', 100, now(), now()
      from landlords
      where id in (select landlord_id from users where email in (${DEMO.ll}, ${DEMO.otherLandlord}))`);
    await server.db.execute(sql`
      insert into invoice_lines (invoice_id, application_id, building_id, landlord_id, position, rider_id,
        tenant, building_name, unit, period_start, period_end, monthly_premium, amount)
      select i.id, a.id, a.building_id, a.landlord_id, 1, coalesce(a.rider_id, 'R-0'), 'Tenant', 'Building',
        a.unit_number, i.period, i.period, 10, 10
      from invoices i
      join lateral (select * from applications a where a.landlord_id = i.landlord_id
        and a.building_id in (select building_id from building_grants g join users u on u.id = g.user_id
          where u.email in ('pm@demo.test', 'pm2@demo.test'))
        limit 1) a on true
      where i.number like 'INV-CAL-%'`);
    const invoiceIds = await rows<{ id: string; landlord_id: string }>(
      sql`select id, landlord_id from invoices where number like 'INV-CAL-%'`,
    );
    expect(invoiceIds).toHaveLength(2);
    const billed = await rows<{ id: string; landlord_id: string }>(sql`select id, landlord_id from invoices`);

    let seen = 0;
    for (const role of ['admin', 'll', 'vp', 'rm', 'pm'] as const) {
      const res = await read(role, today0(), today0() + 62 * DAY);
      expect(res.status, res.text).toBe(200);
      const visible = await visibleTo(server.db, DEMO[role]);
      const lines = await rows<{ invoice_id: string; building_id: string }>(
        sql`select invoice_id, building_id from invoice_lines`,
      );
      for (const e of res.json.data.computed) {
        const id = e.id.slice(e.id.indexOf(':') + 1);
        if (e.kind === 'invoice-due') {
          const ok =
            role === 'admin' ||
            (['ll', 'vp'].includes(role)
              ? visible.landlords.has(billed.find((i) => i.id === id)?.landlord_id ?? '')
              : lines.some((l) => l.invoice_id === id && visible.buildings.has(l.building_id)));
          expect(ok, `${role} was shown invoice ${id}`).toBe(true);
        } else if (e.kind !== 'office-hours') {
          expect(visible.applications.has(id), `${role} was shown policy ${id}`).toBe(true);
        }
        seen += 1;
      }
      // The seed may bill more; of these two, the first landlord's people see only their own.
      const shown = new Set(res.json.data.computed.map((e) => e.id));
      for (const invoice of invoiceIds) {
        const ours = visible.landlords.has(invoice.landlord_id) && role !== 'admin';
        expect(shown.has(`invoice-due:${invoice.id}`), `${role}, ${invoice.id}`).toBe(
          role === 'admin' || ours,
        );
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("closes a policy's filing window 120 days after the earliest sign of its loss", async () => {
    const [policy] = await rows<{ id: string }>(sql`
      insert into applications (building_id, landlord_id, stage, app_type, rider_id, issue_date, unit_number,
        lease_start_date, lease_end_date, coverage_start_date, coverage_end_date, gross_monthly_rent,
        flagged_at, flag_reason, moved_out_at)
      select building_id, landlord_id, 'Stage05', app_type, 'R-W' || substr(md5(random()::text), 1, 9),
        current_date - 300, unit_number, current_date - 300, current_date + 60, current_date - 300,
        current_date + 60, 1500, now() - interval '5 days', 'moved-out', current_date - 10
      from applications
      where building_id in (select building_id from building_grants
        where user_id = (select id from users where email = 'pm@demo.test'))
      limit 1
      returning id`);
    const closes = isoDay(today0() + 110 * DAY);
    const res = await read('pm', today0() + 100 * DAY, today0() + 120 * DAY);
    const window = res.json.data.computed.find((e) => e.id === `filing-window:${policy!.id}`);
    // The move-out, 10 days ago, is the earliest sign of the loss: 120 - 10 days from today.
    expect(window).toMatchObject({
      date: closes,
      link: `/dashboard/property/cancel-policies?record=${policy!.id}`,
    });
    // The lease end, in 60 days, is on the calendar too, linked to the policy.
    const ends = await read('pm', today0() + 60 * DAY, today0() + 61 * DAY);
    expect(ends.json.data.computed.map((e) => e.id)).toContain(`lease-end:${policy!.id}`);
    // Another landlord's people never see it.
    const other = await server.signIn('landlord2@demo.test');
    const theirs = await server.call<Events>('GET', '/api/calendar/events', {
      token: other,
      query: {
        from: new Date(today0() + 100 * DAY).toISOString(),
        to: new Date(today0() + 120 * DAY).toISOString(),
      },
    });
    expect(theirs.json.data.computed.map((e) => e.id)).not.toContain(`filing-window:${policy!.id}`);
  });

  it('shows the claims office hours at 1 PM Eastern on each Tuesday of the configured span', async () => {
    const res = await read('pm', today0(), today0() + 14 * DAY);
    const hours = res.json.data.computed.filter((e) => e.kind === 'office-hours');
    expect(hours).toHaveLength(2);
    for (const h of hours) {
      expect(new Date(h.startsAt!).getUTCDay()).toBe(2);
      const eastern = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: 'numeric',
        hour12: false,
      }).format(new Date(h.startsAt!));
      expect(eastern).toBe('13');
    }
  });
});
