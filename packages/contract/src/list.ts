import { z } from 'zod';
import { NO_CONTROL_CHARS, NO_INVISIBLE_FORMATTING } from './patterns.js';

export const PAGE_SIZE_MAX = 200;

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

export const idField = (label = 'Id') => z.uuid(`${label} must be a valid id`);

/**
 * The paging, sorting and search every list takes, in the query string or a body: page from 1, at most
 * PAGE_SIZE_MAX rows, one of the route's sort keys, and an optional search text.
 */
export const listParams = <const K extends readonly [string, ...string[]]>(sortKeys: K) => ({
  page: z.coerce.number('Page must be a number').int().min(1, 'Page starts at 1').max(1_000_000).default(1),
  pageSize: z.coerce
    .number('Page size must be a number')
    .int()
    .min(1, 'Page size is at least 1')
    .max(PAGE_SIZE_MAX, `Page size is at most ${PAGE_SIZE_MAX}`)
    .default(25),
  sort: z.enum(sortKeys, `Sort by one of: ${sortKeys.join(', ')}`).default(sortKeys[0]),
  order: z.enum(['asc', 'desc'], 'Order is asc or desc').default('asc'),
  q: textField(200, 'Search').optional(),
});

/** A page of a list: its rows and how many match in all. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int() });

export interface ListParams<S extends string = string> {
  page: number;
  pageSize: number;
  sort: S;
  order: 'asc' | 'desc';
  q?: string | undefined;
}
