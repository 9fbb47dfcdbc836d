import { sql, type SQLWrapper } from 'drizzle-orm';
import { SEARCH_TOTAL_EXACT_UP_TO, TOTAL_EXACT_UP_TO } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';

/**
 * How many rows a list matches: counted exactly up to `exactUpTo` (the count stops there), and
 * beyond it the planner's estimate, never less than the bound. `matching` selects the list's rows
 * with its scope, filters and search, unordered and unpaged.
 */
export async function boundedTotal(
  q: Queryable,
  matching: SQLWrapper,
  exactUpTo = TOTAL_EXACT_UP_TO,
): Promise<{ total: number; totalExact: boolean }> {
  const counted = await q.execute<{ n: number }>(
    sql`select count(*)::int as n from (${matching} limit ${exactUpTo + 1}) as matching`,
  );
  const n = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
  if (n <= exactUpTo) return { total: n, totalExact: true };
  const plan = rowsOf<{ 'QUERY PLAN': unknown }>(
    await q.execute(sql`explain (format json) ${matching}`),
  )[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  const estimate = Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, exactUpTo + 1), totalExact: false };
}

/**
 * How far a list's total is counted exactly: a text search's, not as far as a plain list's, as every
 * match counted is a row read and its text tested (decision 0010).
 */
export const exactUpToFor = (search: string | undefined): number =>
  search ? SEARCH_TOTAL_EXACT_UP_TO : TOTAL_EXACT_UP_TO;
