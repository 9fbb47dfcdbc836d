import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.js';
import { canBill, INVOICE_LIMITS } from '@lease/contract';
import type { Tx } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';
import { systemAccess, type Access } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import { change, type Who, type Work } from '../../platform/unit-of-work.js';
import { emitWebhook } from '../webhooks/webhooks.emit.js';
import { isoDay } from '../../platform/clock.js';
import { ACCOUNTING_PUSH_JOB } from './accounting.push.js';

/** A month as YYYY-MM, and its first and last days. */
export function monthBounds(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0));
  return { first: `${month}-01`, last: isoDay(last) };
}

/** The month before the one a day is in, as YYYY-MM: what the job on the 1st bills (in arrears). */
export function previousMonth(day: Date): string {
  const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - 1, 1));
  return isoDay(d).slice(0, 7);
}

const addDays = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/**
 * A policy's days in force: from its coverage start (else issue, else lease start) to its coverage end
 * (else lease end), and never past the day before its cancellation took effect.
 */
const IN_FORCE_FROM = sql`coalesce(a.coverage_start_date, a.issue_date, a.lease_start_date)`;
const IN_FORCE_TO = sql`least(coalesce(a.coverage_end_date, a.lease_end_date), (a.cancelled_at at time zone 'UTC')::date - 1)`;

/**
 * Issues one month's invoices: an invoice per landlord with a policy in force in that month, a line per
 * such policy, its monthly premium prorated by the days it was in force. The unique (landlord, period)
 * index settles two issuers at once: the second waits, then finds the month issued and skips it.
 */
export async function issueMonthIn(
  tx: Tx,
  month: string,
  issuedOn: string,
  at: Date,
): Promise<{ ids: string[]; skipped: number }> {
  const { first, last } = monthBounds(month);
  const inMonth = sql`a.rider_id is not null and a.monthly_premium is not null
    and ${IN_FORCE_FROM} <= ${last}::date and ${IN_FORCE_TO} >= ${first}::date`;
  const landlordsBilled = await tx.execute<{ landlord_id: string }>(
    sql`select distinct a.landlord_id from applications a where ${inMonth}`,
  );
  const billed = rowsOf<{ landlord_id: string }>(landlordsBilled);
  if (billed.length === 0) return { ids: [], skipped: 0 };
  const created = await tx.execute<{ id: string }>(sql`
    insert into invoices (number, landlord_id, period, issued_on, due_date, status, amount, created_at, updated_at)
    select 'INV-' || lpad(nextval('invoice_number_seq')::text, 7, '0'), l.landlord_id, ${first}::date,
      ${issuedOn}::date, ${addDays(issuedOn, INVOICE_LIMITS.dueDays)}::date, 'open', 0, ${at}, ${at}
    from (select unnest(${uuidArray(billed.map((b) => b.landlord_id))}) as landlord_id) l
    order by l.landlord_id
    on conflict (landlord_id, period) do nothing
    returning id`);
  const ids = rowsOf<{ id: string }>(created).map((r) => r.id);
  if (ids.length === 0) return { ids, skipped: billed.length };
  const idList = uuidArray(ids);
  await tx.execute(sql`
    insert into invoice_lines (invoice_id, application_id, building_id, landlord_id, position, rider_id, tenant,
      building_name, unit, period_start, period_end, monthly_premium, amount)
    select i.id, a.id, a.building_id, a.landlord_id,
      row_number() over (partition by i.id order by b.name, a.unit_number, a.rider_id),
      a.rider_id,
      coalesce((select string_agg(t.first_name || ' ' || t.last_name, ', ' order by t.position)
                from tenants t where t.application_id = a.id), ''),
      b.name, a.unit_number, s.from_day, s.to_day, a.monthly_premium,
      round(a.monthly_premium * (s.to_day - s.from_day + 1) / (${last}::date - ${first}::date + 1), 2)
    from invoices i
    join applications a on a.landlord_id = i.landlord_id
    join buildings b on b.id = a.building_id
    cross join lateral (select greatest(${IN_FORCE_FROM}, ${first}::date) as from_day,
                               least(${IN_FORCE_TO}, ${last}::date) as to_day) s
    where i.id = any(${idList}) and ${inMonth}`);
  await tx.execute(sql`
    update invoices i set (amount, line_count) =
      (select coalesce(sum(amount), 0), count(*) from invoice_lines l where l.invoice_id = i.id)
    where i.id = any(${idList})`);
  return { ids, skipped: billed.length - ids.length };
}

const uuidArray = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/**
 * Issues a month as one change with its activity row; each new invoice is queued for the accounting system.
 * Billing staff, or the monthly schedule's system access: the policy is checked here, not only by the route.
 */
export async function issueMonth(
  ctx: AppContext,
  who: Who,
  access: Access,
  month: string,
): Promise<{ issued: number; skipped: number }> {
  const now = ctx.clock.now();
  const result = await change<{ issued: number; skipped: number }>(
    ctx,
    who,
    {
      action: 'invoice.issue',
      subjectType: 'invoice',
      detail: { month },
      from: (r) => ({ detail: { month, issued: r.issued, skipped: r.skipped } }),
    },
    async (work) => {
      if (!access.can(canBill, undefined)) throw forbidden();
      const { ids, skipped } = await issueMonthIn(work.tx, month, isoDay(now), now);
      if (ctx.config.accounting) {
        for (const id of ids) await work.enqueue(ACCOUNTING_PUSH_JOB, { invoiceId: id });
      }
      await tellWebhooks(work, ids);
      return { issued: ids.length, skipped };
    },
  );
  // A month adds up to hundreds of thousands of lines at once: fresh statistics keep the detail's
  // first-lines query on its index rather than sorting every line of the invoice.
  // eslint-disable-next-line no-restricted-syntax -- ANALYZE refreshes the planner's statistics, it changes no row
  if (result.issued > 0) await ctx.database.db.execute(sql`analyze invoice_lines, invoices`);
  return result;
}

/** Each new invoice is told to its landlord's webhooks (`invoice.issued`). */
async function tellWebhooks(work: Work, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const issued = await work.tx
    .select({
      id: invoices.id,
      number: invoices.number,
      landlordId: invoices.landlordId,
      period: invoices.period,
      amount: invoices.amount,
      dueDate: invoices.dueDate,
    })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  for (const i of issued) {
    await emitWebhook(work, {
      landlordId: i.landlordId,
      type: 'invoice.issued',
      subject: { type: 'invoice', id: i.id },
      data: { number: i.number, period: i.period, amount: i.amount, dueDate: i.dueDate },
    });
  }
}

/**
 * Open invoices past their due date become past due: a daily job, one change under the system actor with
 * its activity row, the day and the time the clock's.
 */
export async function markPastDue(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return change(
    ctx,
    { actorId: null },
    { action: 'invoice.past-due', subjectType: 'invoice', from: (n) => ({ detail: { marked: n } }) },
    async ({ tx }) => {
      const marked = await tx
        .update(invoices)
        .set({ status: 'past_due', updatedAt: now })
        .where(and(eq(invoices.status, 'open'), lt(invoices.dueDate, isoDay(now))))
        .returning({ id: invoices.id });
      return marked.length;
    },
  );
}

/** The monthly issue (the 1st, 06:00 UTC, the month before) and the daily past-due pass. */
export function registerInvoiceJobs(ctx: AppContext): void {
  ctx.jobs.register(
    'invoices.issue-monthly',
    async () => {
      const access = systemAccess(ctx, 'the monthly invoice run');
      await issueMonth(ctx, { actorId: null }, access, previousMonth(ctx.clock.now()));
    },
    { cron: '0 6 1 * *' },
  );
  ctx.jobs.register(
    'invoices.mark-past-due',
    async () => {
      await markPastDue(ctx);
    },
    { cron: '15 6 * * *' },
  );
}
