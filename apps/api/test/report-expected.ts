import { sql, type SQL } from 'drizzle-orm';
import type { AppReport } from '@lease/contract';
import type { Db } from '../src/db/client.js';

/**
 * What each report must answer, counted in plain SQL straight from the base tables over a set of
 * buildings (computed by visible-rows.ts from the fixtures): on purpose not through the month tables,
 * the triggers that keep them, or the app's scope conditions, so a drift in any of them is caught.
 */
export interface ExpectedRange {
  buildings: string[];
  from: string;
  to: string;
}

const rows = async <R>(db: Db, query: SQL): Promise<R[]> =>
  ((await db.execute(query)) as unknown as { rows: R[] }).rows;

const ids = (list: string[]) =>
  sql`array[${sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
const inBuildings = (column: SQL, list: string[]) =>
  list.length === 0 ? sql`false` : sql`${column} = any(${ids(list)})`;

const bounds = (r: ExpectedRange) => ({
  start: sql`${`${r.from}-01`}::timestamptz`,
  end: sql`(${`${r.to}-01`}::date + interval '1 month')::timestamptz`,
});

export async function expectedApplications(db: Db, r: ExpectedRange): Promise<AppReport['applications']> {
  const { start, end } = bounds(r);
  return rows(
    db,
    sql`select stage, app_type as "appType", count(*)::int as count from applications
        where ${inBuildings(sql`building_id`, r.buildings)} and created_at >= ${start} and created_at < ${end}
        group by stage, app_type order by stage, app_type`,
  );
}

/** In force on a month's last day d: issued with cover from d or before, not ended and not cancelled by d. */
export async function expectedInForce(db: Db, r: ExpectedRange): Promise<AppReport['policiesInForce']> {
  return rows(
    db,
    sql`select to_char(m, 'YYYY-MM') as month, count(a.id)::int as count,
               coalesce(sum(a.total_coverage_amount), 0)::numeric(16, 2)::text as coverage
        from generate_series(${`${r.from}-01`}::timestamp, ${`${r.to}-01`}::timestamp, interval '1 month') as g(m)
        left join applications a
          on ${inBuildings(sql`a.building_id`, r.buildings)}
         and a.rider_id is not null and a.coverage_start_date is not null
         and a.coverage_start_date <= (m + interval '1 month' - interval '1 day')::date
         and coalesce(a.coverage_end_date, a.lease_end_date) >= (m + interval '1 month' - interval '1 day')::date
         and (a.cancelled_at is null
              or (a.cancelled_at at time zone 'UTC')::date > (m + interval '1 month' - interval '1 day')::date)
        group by m order by m`,
  );
}

export async function expectedClaims(
  db: Db,
  r: ExpectedRange,
): Promise<Pick<AppReport, 'claimsByType' | 'claimsByStatus'>> {
  const { start, end } = bounds(r);
  const where = sql`${inBuildings(sql`building_id`, r.buildings)} and created_at >= ${start} and created_at < ${end}`;
  return {
    claimsByType: await rows(
      db,
      sql`select t as type, count(*)::int as count from claims, unnest(claim_types) as t
          where ${where} group by t order by count(*) desc, t`,
    ),
    claimsByStatus: await rows(
      db,
      sql`select status, count(*)::int as count from claims where ${where} group by status order by status`,
    ),
  };
}

export async function expectedCancellations(db: Db, r: ExpectedRange): Promise<AppReport['cancellations']> {
  const { start, end } = bounds(r);
  return rows(
    db,
    sql`select reason, count(*)::int as count from cancellation_log
        where ${inBuildings(sql`building_id`, r.buildings)} and requested_at >= ${start} and requested_at < ${end}
        group by reason order by count(*) desc, reason`,
  );
}

/** Read from the invoice lines of the buildings, whatever the view (the API reads invoice totals for landlords). */
export async function expectedPremiums(db: Db, r: ExpectedRange): Promise<AppReport['premiums']> {
  return rows(
    db,
    sql`select to_char(m, 'YYYY-MM') as month,
               coalesce(sum(l.amount) filter (where i.status <> 'void'), 0)::numeric(16, 2)::text as invoiced,
               coalesce(sum(l.amount - l.credited) filter (where i.status not in ('paid', 'void')), 0)
                 ::numeric(16, 2)::text as outstanding
        from generate_series(${`${r.from}-01`}::timestamp, ${`${r.to}-01`}::timestamp, interval '1 month') as g(m)
        left join invoices i on i.period = m::date
        left join invoice_lines l on l.invoice_id = i.id and ${inBuildings(sql`l.building_id`, r.buildings)}
        group by m order by m`,
  );
}

/** The ten largest buildings of the set by policies in force today, or landlords (the admin view). */
export async function expectedLargest(
  db: Db,
  r: ExpectedRange,
  byLandlord: boolean,
): Promise<AppReport['largest']> {
  return byLandlord
    ? rows(
        db,
        sql`select l.id, l.name, sum(b.application_count)::int as applications, sum(b.policy_count)::int as policies
            from buildings b join landlords l on l.id = b.landlord_id
            group by l.id order by sum(b.policy_count) desc, l.name limit 10`,
      )
    : rows(
        db,
        sql`select id, name, application_count as applications, policy_count as policies from buildings
            where ${inBuildings(sql`id`, r.buildings)} order by policy_count desc, name, id limit 10`,
      );
}

/** Live users of a set, created before the range ends, by role. */
export async function expectedUsers(db: Db, users: string[], r: ExpectedRange) {
  const { end } = bounds(r);
  return rows<{ role: string; count: number }>(
    db,
    sql`select role, count(*)::int as count from users
        where ${inBuildings(sql`id`, users)} and deleted_at is null and created_at < ${end}
        group by role order by role`,
  );
}

export async function expectedBuildingCount(db: Db, r: ExpectedRange) {
  const { end } = bounds(r);
  const [row] = await rows<{ count: number; units: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(total_units), 0)::int as units from buildings
        where ${inBuildings(sql`id`, r.buildings)} and created_at < ${end}`,
  );
  return row!;
}

export async function expectedLandlordCount(db: Db, landlords: string[], r: ExpectedRange) {
  const { end } = bounds(r);
  const [row] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from landlords where ${inBuildings(sql`id`, landlords)} and created_at < ${end}`,
  );
  return row!.count;
}

/** The Monday (UTC) of an instant's week, YYYY-MM-DD. */
const mondayOf = (at: Date): string => {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
};

/**
 * Time to decision, worked out in JavaScript from the raw decision rows (weeks, medians and shares
 * computed here, not in SQL), per landlord when `perLandlord`.
 */
export async function expectedTimeToDecision(
  db: Db,
  r: ExpectedRange,
  perLandlord: boolean,
): Promise<AppReport['timeToDecision']> {
  const { start, end } = bounds(r);
  const decided = await rows<{ landlord_id: string; name: string; filed: string; decided: string }>(
    db,
    sql`select c.landlord_id::text, l.name, c.created_at::text as filed, d.decided_at::text as decided
        from claim_decisions d join claims c on c.id = d.claim_id join landlords l on l.id = c.landlord_id
        where ${inBuildings(sql`c.building_id`, r.buildings)} and d.decision in ('approve', 'deny')
          and d.decided_at >= ${start} and d.decided_at < ${end}`,
  );
  const groups = new Map<string, { week: string; id: string | null; name: string | null; hours: number[] }>();
  for (const row of decided) {
    const at = new Date(row.decided);
    const week = mondayOf(at);
    const key = perLandlord ? `${week} ${row.landlord_id}` : week;
    const group = groups.get(key) ?? {
      week,
      id: perLandlord ? row.landlord_id : null,
      name: perLandlord ? row.name : null,
      hours: [],
    };
    group.hours.push((at.getTime() - new Date(row.filed).getTime()) / 3_600_000);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, g]) => ({
      week: g.week,
      landlordId: g.id,
      landlordName: g.name,
      decided: g.hours.length,
      medianHours: Math.round(median(g.hours) * 10) / 10,
      within24h: Math.round((g.hours.filter((h) => h <= 24).length / g.hours.length) * 1000) / 1000,
    }));
}
