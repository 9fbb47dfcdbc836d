import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AttentionItem } from '@lease/contract';
import type { Queryable } from '../../db/client.js';

/** What a section of the home answers: how many in all, and the first few. */
export interface SectionRows {
  count: number;
  items: AttentionItem[];
}

/** How many rows of a table meet a condition: a section's count, on the condition its list reads. */
export async function countWhere(q: Queryable, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await q.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** A day as YYYY-MM-DD, in UTC as the flag job and the claim rules read 'today'. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
