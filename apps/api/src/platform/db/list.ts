import { asc, Column, desc, getTableName, ilike, is, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListParams } from '@lease/contract';
import { badCursor, decodeCursor, encodeCursor, isBadCursorValue, type Cursor } from './cursor.js';

export { boundedTotal, exactUpToFor } from './total.js';

/** `%text%` for ILIKE with the caller's own % and _ taken literally; pg_trgm indexes serve it. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search over several columns, or nothing when the text is empty. */
export function searchCondition(text: string | undefined, columns: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** What a list sorts by: a column (its NOT NULL is known) or an expression (taken as nullable). */
export type SortKey = AnyPgColumn | SQL;

/** ORDER BY the chosen key, then by id so pages never overlap when keys tie; nulls come last. */
export function orderOf(params: ListParams, keys: Record<string, SortKey>, id: AnyPgColumn): SQL[] {
  const key = keys[params.sort] ?? id;
  const nullable = !(is(key, Column) && key.notNull);
  return params.order === 'desc'
    ? [nullable ? sql`${desc(key)} nulls last` : desc(key), desc(id)]
    : [asc(key), asc(id)];
}

export const pageWindow = (params: ListParams) => ({
  limit: params.pageSize,
  offset: (params.page - 1) * params.pageSize,
});

/** A row of a page query: its id and its sort value as text (exact, whatever the column's type). */
export interface KeyedRow {
  id: string;
  sortValue: string | null;
}

/** A page's row as the answer carries it, without the value its cursors were made from. */
export const withoutSortValue = <R extends KeyedRow>({ sortValue: _, ...row }: R): Omit<R, 'sortValue'> =>
  row;

/** How one page of a list is read: the conditions and order to add to its query, and its cursors. */
export interface Keyset {
  /** The cursor's condition, to AND with the list's scope, filters and search. */
  where: SQL | undefined;
  orderBy: SQL[];
  /** One row more than the page, to know whether another page follows. */
  limit: number;
  /** 0 with a cursor; without one, the page number still works (the spec's calls send it). */
  offset: number;
  /** Select it as `sortValue` beside the id. */
  value: SQL<string | null>;
  /** Runs the page query: the page's rows in order and the cursors of the pages around it. */
  page<R extends KeyedRow>(
    rows: Promise<R[]>,
  ): Promise<{ rows: R[]; nextCursor: string | null; prevCursor: string | null }>;
}

/**
 * Keyset paging: the page after (or before) a cursor's (sort value, id) is one index range, so a deep
 * page costs what the first does. Nulls sort last either way; the id breaks ties in the sort's direction.
 */
export function keyset<S extends string>(
  params: ListParams<S>,
  keys: Partial<Record<S, SortKey>>,
  id: AnyPgColumn,
): Keyset {
  const key: SortKey = keys[params.sort] ?? id;
  const nullable = !(is(key, Column) && key.notNull);
  const cursor = params.cursor ? decodeCursor(params.cursor, params.sort, params.order) : undefined;
  // The scan runs backwards for the page before a cursor, and its rows are reversed afterwards.
  const before = cursor?.side === 'before';
  const ascending = (params.order === 'asc') !== before;
  const nulls = before ? 'first' : 'last';
  const dir = (c: SortKey) => (ascending ? asc(c) : desc(c));
  const orderBy = [nullable ? sql`${dir(key)} nulls ${sql.raw(nulls)}` : dir(key), dir(id)];

  const make = (side: Cursor['side'], row: KeyedRow) =>
    encodeCursor({ sort: params.sort, order: params.order, side, value: row.sortValue, id: row.id });
  const offset = cursor ? 0 : (params.page - 1) * params.pageSize;
  return {
    where: cursor && after(key, id, cursor, ascending, nullable, before),
    orderBy,
    limit: params.pageSize + 1,
    offset,
    value: sql<string | null>`(${key})::text`,
    async page(query) {
      let fetched: Awaited<typeof query>;
      try {
        fetched = await query;
      } catch (error) {
        if (cursor && isBadCursorValue(error)) throw badCursor();
        throw error;
      }
      const more = fetched.length > params.pageSize;
      const rows = fetched.slice(0, params.pageSize);
      if (before) rows.reverse();
      const first = rows[0];
      const last = rows.at(-1);
      if (before) {
        return {
          rows,
          prevCursor: more && first ? make('before', first) : null,
          nextCursor: last ? make('after', last) : null,
        };
      }
      return {
        rows,
        nextCursor: more && last ? make('after', last) : null,
        prevCursor: (cursor || offset > 0) && first ? make('before', first) : null,
      };
    },
  };
}

/**
 * The rows past the cursor in scan order. With nulls last in list order, a scan forward meets the
 * non-null values, then the nulls; a scan backward (the page before) meets the nulls first.
 */
function after(
  key: SortKey,
  id: AnyPgColumn,
  cursor: Cursor,
  ascending: boolean,
  nullable: boolean,
  backward: boolean,
): SQL {
  const past = ascending ? sql`>` : sql`<`;
  const idPast = sql`${id} ${past} ${cursor.id}`;
  if (cursor.value === null) {
    return backward ? sql`(${key} is not null or ${idPast})` : sql`(${key} is null and ${idPast})`;
  }
  const beyond = sql`(${key}, ${id}) ${past} (${cursor.value}, ${cursor.id})`;
  return nullable && !backward ? sql`(${beyond} or ${key} is null)` : beyond;
}

/**
 * A column named with its table, for a correlated subquery's reference to the outer row: drizzle drops
 * table names in the select list of a one-table query, and the bare name would then bind to the inner table.
 */
export const outer = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
