import { and, desc, gte, lt, sql } from 'drizzle-orm';
import { OUTSTANDING_STATUSES, type AppReport } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import {
  cancellationLog,
  claims,
  invoiceLines,
  invoices,
  reportCancellationMonths,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows-of.js';
import { buildingRowsOf, viewLandlords, type ReportView } from './reports.scope.js';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Claims filed in the range, in the view; each scoped through the access layer and its indexes. */
const claimsInView = (view: ReportView) =>
  and(
    buildingRowsOf(view, view.access.where('claims'), claims),
    gte(claims.createdAt, view.start),
    lt(claims.createdAt, view.end),
  );

/** Claims by type: a claim of several types counts once under each (claim_types is an array). */
export async function claimsByType(q: Queryable, view: ReportView): Promise<AppReport['claimsByType']> {
  const result = await q.execute(sql`
    select t.type, count(*)::int as count
    from ${claims} cross join lateral unnest(${claims.claimTypes}) as t(type)
    where ${claimsInView(view)}
    group by t.type
    order by count(*) desc, t.type`);
  return rowsOf<{ type: string; count: number }>(result);
}

export async function claimsByStatus(q: Queryable, view: ReportView): Promise<AppReport['claimsByStatus']> {
  return q
    .select({ status: claims.status, count: sql<number>`count(*)::int` })
    .from(claims)
    .where(claimsInView(view))
    .groupBy(claims.status)
    .orderBy(claims.status);
}

/**
 * Policies whose cancellation was requested in the range, by the reason given (null: none given). Whole
 * landlords read the month table the log's triggers keep (migration 0038); buildings read the log.
 */
export async function cancellationsByReason(
  q: Queryable,
  view: ReportView,
): Promise<AppReport['cancellations']> {
  if (view.byLandlord) {
    const t = reportCancellationMonths;
    const count = sql<number>`sum(${t.cancellations})::int`;
    return q
      .select({ reason: t.reason, count })
      .from(t)
      .where(
        and(viewLandlords(view, t.landlordId), gte(t.month, day(view.start)), lt(t.month, day(view.end))),
      )
      .groupBy(t.reason)
      .having(sql`sum(${t.cancellations}) <> 0`)
      .orderBy(desc(count), t.reason);
  }
  const count = sql<number>`count(*)::int`;
  return q
    .select({ reason: cancellationLog.reason, count })
    .from(cancellationLog)
    .where(
      and(
        buildingRowsOf(view, view.access.where('cancellations'), cancellationLog),
        gte(cancellationLog.requestedAt, view.start),
        lt(cancellationLog.requestedAt, view.end),
      ),
    )
    .groupBy(cancellationLog.reason)
    .orderBy(desc(count), cancellationLog.reason);
}

/**
 * Premium invoiced per month of the range (invoices not void, by the month they invoice) and what is
 * still owed of it: amount less credited of the invoices neither paid nor void. Whole landlords read the
 * invoices' own totals (kept as their lines add up); buildings read their lines.
 */
export async function premiums(q: Queryable, view: ReportView): Promise<AppReport['premiums']> {
  const owed = sql.join(
    OUTSTANDING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const perMonth = view.byLandlord
    ? sql`select ${invoices.period} as period, ${invoices.status} as status,
                 ${invoices.amount} as amount, ${invoices.credited} as credited
          from ${invoices}
          where ${viewLandlords(view, invoices.landlordId)}`
    : sql`select ${invoices.period} as period, ${invoices.status} as status,
                 ${invoiceLines.amount} as amount, ${invoiceLines.credited} as credited
          from ${invoiceLines} join ${invoices} on ${invoices.id} = ${invoiceLines.invoiceId}
          where ${buildingRowsOf(view, view.access.where('invoiceLines'), invoiceLines)}`;
  const result = await q.execute(sql`
    with billed as (
      select date_trunc('month', i.period)::date as month,
             sum(i.amount) filter (where i.status <> 'void') as invoiced,
             sum(i.amount - i.credited) filter (where i.status in (${owed})) as outstanding
      from (${perMonth}) as i
      where i.period >= ${day(view.start)} and i.period < ${day(view.end)}
      group by 1
    )
    select to_char(g.m, 'YYYY-MM') as month,
           coalesce(b.invoiced, 0)::numeric(16, 2)::text as invoiced,
           coalesce(b.outstanding, 0)::numeric(16, 2)::text as outstanding
    from generate_series(${day(view.start)}::timestamp, ${day(view.end)}::timestamp - interval '1 day',
                         interval '1 month') as g(m)
    left join billed b on b.month = g.m::date
    order by g.m`);
  return rowsOf<{ month: string; invoiced: string; outstanding: string }>(result);
}
