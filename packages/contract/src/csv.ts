import { CSV_FORMULA_START, CSV_NEEDS_QUOTES } from './patterns.js';

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; formula starts defused. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (CSV_FORMULA_START.test(text)) text = `'${text}`;
  return CSV_NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, without its line break. */
export const csvLine = (values: readonly unknown[]): string => values.map(csvField).join(',');
