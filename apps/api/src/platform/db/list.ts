import { asc, desc, getTableName, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListParams } from '@lease/contract';

/** `%text%` for ILIKE with the caller's own % and _ taken literally; pg_trgm indexes serve it. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search over several columns, or nothing when the text is empty. */
export function searchCondition(text: string | undefined, columns: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** ORDER BY the chosen key, then by id so pages never overlap when keys tie. */
export function orderOf(params: ListParams, keys: Record<string, AnyPgColumn | SQL>, id: AnyPgColumn): SQL[] {
  const key = keys[params.sort] ?? id;
  const direction = params.order === 'desc' ? desc : asc;
  return [params.order === 'desc' ? sql`${direction(key)} nulls last` : direction(key), asc(id)];
}

export const pageWindow = (params: ListParams) => ({
  limit: params.pageSize,
  offset: (params.page - 1) * params.pageSize,
});

/**
 * A column named with its table, for a correlated subquery's reference to the outer row: drizzle drops
 * table names in the select list of a one-table query, and the bare name would then bind to the inner table.
 */
export const outer = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
