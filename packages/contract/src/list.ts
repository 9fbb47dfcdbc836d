import { z } from 'zod';
import { NO_CONTROL_CHARS, NO_INVISIBLE_FORMATTING, URL_TOKEN_PATTERN } from './patterns.js';

export const PAGE_SIZE_MAX = 200;

/**
 * A total is counted exactly up to this many rows; a list that matches more reports the planner's
 * estimate with `totalExact: false`, so a page never pays for counting a million rows.
 */
export const TOTAL_EXACT_UP_TO = 10_000;

/**
 * A text search's total is exact up to this many matches, and "about" so many beyond: each match counted
 * is a row read and its text tested again (a thousand took 8–16 ms of a search at a million rows).
 */
export const SEARCH_TOTAL_EXACT_UP_TO = 100;

/** An opaque position in a list, from a page's `nextCursor` or `prevCursor` (base64url). */
export const cursorField = () =>
  z
    .string()
    .max(2_000, { message: 'Cursor is not valid; start from the first page', abort: true })
    .regex(URL_TOKEN_PATTERN, 'Cursor is not valid; start from the first page');

/**
 * Free text a caller types: trimmed, bounded, and without control characters (PostgreSQL refuses a NUL
 * byte in text, and no name or reason needs one).
 */
export const textField = (max: number, label = 'Text') =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} is too long (at most ${max} characters)`, abort: true })
    .regex(NO_CONTROL_CHARS, `${label} contains characters that are not allowed`);

/** A name (of a person, a landlord account, a building): free text that reads as what it is. */
export const nameField = (max: number, label = 'Name') =>
  textField(max, label).regex(
    NO_INVISIBLE_FORMATTING,
    `${label} must not contain invisible or text-direction characters`,
  );

/** A file as the browser holds it; the server streams the parts and never sees them in the body. */
interface FileLike {
  readonly name: string;
  readonly size: number;
}
export const browserFile = z
  .custom<FileLike>(
    (v) => typeof v === 'object' && v !== null && 'size' in v && 'name' in v,
    'Must be a file',
  )
  // What the API document shows for it: a file part of the form.
  .meta({ type: 'string', format: 'binary' });

export const idField = (label = 'Id') => z.uuid(`${label} must be a valid id`);

/**
 * The paging, sorting and search every list takes, in the query string or a body: page from 1, at most
 * PAGE_SIZE_MAX rows, one of the route's sort keys, and an optional search text. A `cursor` (from the
 * previous answer) pages by key instead of by number: page 2,000 then costs what page 1 costs, and
 * `page` is ignored.
 */
export const listParams = <const K extends readonly [string, ...string[]]>(sortKeys: K) => ({
  ...pageFields(),
  sort: z.enum(sortKeys, `Sort by one of: ${sortKeys.join(', ')}`).default(sortKeys[0]),
  order: z.enum(['asc', 'desc'], 'Order is asc or desc').default('asc'),
  q: textField(200, 'Search').optional(),
});

/** Paging alone: a page number from 1, at most PAGE_SIZE_MAX rows, or a cursor from the previous answer. */
export const pageFields = (defaultSize = 25) => ({
  page: z.coerce.number('Page must be a number').int().min(1, 'Page starts at 1').max(1_000_000).default(1),
  pageSize: z.coerce
    .number('Page size must be a number')
    .int()
    .min(1, 'Page size is at least 1')
    .max(PAGE_SIZE_MAX, `Page size is at most ${PAGE_SIZE_MAX}`)
    .default(defaultSize),
  cursor: cursorField().optional(),
});

/** What an export takes: the list's sort, order and search, not its paging (it streams every row). */
export const exportParams = <const K extends readonly [string, ...string[]]>(sortKeys: K) => {
  const { page: _page, pageSize: _size, cursor: _cursor, ...rest } = listParams(sortKeys);
  return rest;
};

/**
 * A page of a list: its rows, how many match in all (exact when `totalExact`, else an estimate above
 * TOTAL_EXACT_UP_TO), and the cursors of the pages after and before it (null at either end).
 */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    totalExact: z.boolean(),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
  });

/** What a page carries besides its rows. */
export interface PageInfo {
  total: number;
  totalExact: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
}

export type Page<T> = PageInfo & { rows: T[] };

export interface ListParams<S extends string = string> {
  page: number;
  pageSize: number;
  sort: S;
  order: 'asc' | 'desc';
  q?: string | undefined;
  cursor?: string | undefined;
}
