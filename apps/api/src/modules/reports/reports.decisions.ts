import { sql } from 'drizzle-orm';
import type { AppReport } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { claimDecisions, claims, landlords } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows-of.js';
import { buildingRowsOf, type ReportView } from './reports.scope.js';

type Row = AppReport['timeToDecision'][number];

/**
 * Time to decision (issue 32): final decisions taken in the range on claims in the view, per week and, for
 * the admin, per landlord. Hours run from the claim's filing to its approve or deny, so a claim that
 * waited on the landlord's papers counts that wait too: it is what the landlord waited for the money.
 */
export async function timeToDecision(q: Queryable, view: ReportView): Promise<Row[]> {
  const perLandlord = view.type === 'admin';
  const hours = sql`extract(epoch from (${claimDecisions.decidedAt} - ${claims.createdAt})) / 3600`;
  const result = await q.execute(sql`
    with decided as (
      select ${claims.landlordId} as landlord_id,
             date_trunc('week', ${claimDecisions.decidedAt} at time zone 'UTC') as week,
             ${hours} as hours
      from ${claimDecisions} inner join ${claims} on ${claims.id} = ${claimDecisions.claimId}
      where ${claimDecisions.decision} in ('approve', 'deny')
        and ${claimDecisions.decidedAt} >= ${view.start} and ${claimDecisions.decidedAt} < ${view.end}
        and ${buildingRowsOf(view, view.access.where('claims'), claims)}
    )
    select to_char(d.week, 'YYYY-MM-DD') as "week",
           ${perLandlord ? sql`l.id::text` : sql`null::text`} as "landlordId",
           ${perLandlord ? sql`l.name` : sql`null::text`} as "landlordName",
           count(*)::int as "decided",
           round(percentile_cont(0.5) within group (order by d.hours)::numeric, 1)::float8 as "medianHours",
           round(avg(case when d.hours <= 24 then 1 else 0 end)::numeric, 3)::float8 as "within24h"
    from decided d ${perLandlord ? sql`inner join ${landlords} l on l.id = d.landlord_id` : sql``}
    group by d.week ${perLandlord ? sql`, l.id, l.name` : sql``}
    order by d.week ${perLandlord ? sql`, l.id` : sql``}`);
  return rowsOf<Row>(result);
}
