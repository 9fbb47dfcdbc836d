import { ANSWERS } from '@lease/contract';
import { badRequest } from '../errors.js';
import { isUuid } from '../uuid.js';

/** Which side of its row a cursor points to: the rows after it (next page) or before it (previous). */
export type Side = 'after' | 'before';

/** A position in a list: the sort it belongs to, its row's sort value (as text) and id. */
export interface Cursor {
  sort: string;
  order: 'asc' | 'desc';
  side: Side;
  value: string | null;
  id: string;
}

const INVALID = 'The cursor is not valid for this list; start from the first page';

export const encodeCursor = (c: Cursor): string =>
  Buffer.from(JSON.stringify([c.sort, c.order, c.side === 'after' ? 'a' : 'b', c.value, c.id])).toString(
    'base64url',
  );

/** Reads a cursor and checks it belongs to the list's current sort; anything else is the caller's 400. */
export function decodeCursor(text: string, sort: string, order: 'asc' | 'desc'): Cursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID);
  }
  if (!Array.isArray(parts) || parts.length !== 5) throw badRequest(INVALID);
  const [s, o, side, value, id] = parts as unknown[];
  if (s !== sort || o !== order) {
    throw badRequest(ANSWERS.cursorOtherSort);
  }
  if ((side !== 'a' && side !== 'b') || (value !== null && typeof value !== 'string')) {
    throw badRequest(INVALID);
  }
  if (typeof id !== 'string' || !isUuid(id)) throw badRequest(INVALID);
  return { sort, order, side: side === 'a' ? 'after' : 'before', value, id };
}

/** A cursor whose value the database cannot read as the sort column's type (a forged one). */
export function isBadCursorValue(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    // Class 22, data exception: invalid text representation, datetime or numeric out of range.
    if (typeof e.code === 'string' && e.code.startsWith('22')) return true;
  }
  return false;
}

export const badCursor = () => badRequest(INVALID);
