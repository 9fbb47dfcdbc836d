import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppReport, ProductCode, StageCode } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { buildings, landlords, reportBuildingMonths, reportLandlordMonths } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows-of.js';
import { buildingRowsOf, viewBuildings, viewLandlords, type ReportView } from './reports.scope.js';

/** The month table a view reads and the condition that keeps it to the view (decision 16). */
function monthTable(q: Queryable, view: ReportView) {
  return view.byLandlord
    ? { table: reportLandlordMonths, where: viewLandlords(view, reportLandlordMonths.landlordId) }
    : { table: reportBuildingMonths, where: viewBuildings(q, view, reportBuildingMonths.buildingId) };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Applications created in the range, by stage and product: a sum over the month table's rows. */
export async function applicationsByStage(
  q: Queryable,
  view: ReportView,
): Promise<AppReport['applications']> {
  const { table, where } = monthTable(q, view);
  const rows = await q
    .select({
      stage: table.stage,
      appType: table.appType,
      count: sql<number>`sum(${table.applications})::int`,
    })
    .from(table)
    .where(and(where, gte(table.month, day(view.start)), lt(table.month, day(view.end))))
    .groupBy(table.stage, table.appType)
    .having(sql`sum(${table.applications}) <> 0`)
    .orderBy(table.stage, table.appType);
  return rows.map((r) => ({
    stage: r.stage as StageCode,
    appType: r.appType as ProductCode,
    count: r.count,
  }));
}

/**
 * Policies in force on the last day of each month of the range, with their coverage: for each month, the
 * cover starts up to it less the cover stops up to it (a running sum over the month table, from the
 * first month on record).
 */
export async function policiesInForce(q: Queryable, view: ReportView): Promise<AppReport['policiesInForce']> {
  const { table, where } = monthTable(q, view);
  const result = await q.execute(sql`
    with per_month as (
      select ${table.month} as month,
             sum(${table.policyStarts} - ${table.policyStops}) as net,
             sum(${table.coverageStarts} - ${table.coverageStops}) as coverage
      from ${table}
      where ${where} and ${table.month} < ${day(view.end)}
      group by ${table.month}
    )
    select to_char(g.m, 'YYYY-MM') as month,
           coalesce(sum(p.net), 0)::int as count,
           coalesce(sum(p.coverage), 0)::numeric(16, 2)::text as coverage
    from generate_series(${day(view.start)}::timestamp, ${day(view.end)}::timestamp - interval '1 day',
                         interval '1 month') as g(m)
    left join per_month p on p.month <= g.m
    group by g.m
    order by g.m`);
  return rowsOf<{ month: string; count: number; coverage: string }>(result);
}

/**
 * The largest landlords (the admin view) or buildings (the others) by policies in force today, from the
 * counts the buildings keep (decision 10): at most ten, read through their indexes.
 */
export async function largest(q: Queryable, view: ReportView): Promise<AppReport['largest']> {
  if (view.type === 'admin') {
    const policies = sql<number>`sum(${buildings.policyCount})::int`;
    return q
      .select({
        id: landlords.id,
        name: landlords.name,
        applications: sql<number>`sum(${buildings.applicationCount})::int`,
        policies,
      })
      .from(buildings)
      .innerJoin(landlords, eq(landlords.id, buildings.landlordId))
      .groupBy(landlords.id)
      .orderBy(desc(policies), landlords.name)
      .limit(10);
  }
  return q
    .select({
      id: buildings.id,
      name: buildings.name,
      applications: buildings.applicationCount,
      policies: buildings.policyCount,
    })
    .from(buildings)
    .where(
      buildingRowsOf(view, view.access.where('buildings'), {
        buildingId: buildings.id,
        landlordId: buildings.landlordId,
      }),
    )
    .orderBy(desc(buildings.policyCount), buildings.name, buildings.id)
    .limit(10);
}
