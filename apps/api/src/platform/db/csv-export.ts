import { Readable } from 'node:stream';
import { csvLine } from '@lease/contract';

export interface CsvColumn<R> {
  header: string;
  value: (row: R) => unknown;
}

/** Rows read per query while exporting: large enough to be few queries, small enough to keep memory flat. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Every row a list selects, as CSV, streamed: the list's own keyset pages are read one after another and
 * written as they come, so a million rows cost the memory of one page, and each page is one index range.
 * Starts with a byte-order mark so spreadsheets read the text as UTF-8.
 */
export function csvExport<R>(
  columns: readonly CsvColumn<R>[],
  readPage: (cursor: string | undefined) => Promise<{ rows: R[]; nextCursor: string | null }>,
): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(columns.map((c) => c.header))}\r\n`;
    let cursor: string | undefined;
    do {
      const page = await readPage(cursor);
      if (page.rows.length > 0) {
        yield `${page.rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('\r\n')}\r\n`;
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return Readable.from(lines());
}
