import type { DateFormat } from '@lease/contract';

/**
 * Dates as typed text in one of the three formats (decision 0026), held as YYYY-MM-DD: one field, one
 * Tab stop, eight digits (issue #25), where the browser's date input splits a date into three stops and
 * speaks the browser's language instead of the person's setting (issue #36).
 */

/** The digits' groups of each format, in the order typed, with the separator put between them. */
const PARTS: Record<DateFormat, { order: ('D' | 'M' | 'Y')[]; sizes: number[]; sep: string }> = {
  'DD/MM/YYYY': { order: ['D', 'M', 'Y'], sizes: [2, 2, 4], sep: '/' },
  'MM/DD/YYYY': { order: ['M', 'D', 'Y'], sizes: [2, 2, 4], sep: '/' },
  'YYYY-MM-DD': { order: ['Y', 'M', 'D'], sizes: [4, 2, 2], sep: '-' },
};

/** What was typed, in `format` so far: its digits only, the separators put in. */
export function maskDate(typed: string, format: DateFormat): string {
  const { sizes, sep } = PARTS[format];
  let digits = typed.replace(/\D/g, '').slice(0, 8);
  const groups: string[] = [];
  for (const size of sizes) {
    if (!digits) break;
    groups.push(digits.slice(0, size));
    digits = digits.slice(size);
  }
  // A separator follows a whole group only once the next group has begun.
  return groups.join(sep);
}

/** A whole date in `format` that names a real day, as YYYY-MM-DD; '' for anything else. */
export function parseDate(text: string, format: DateFormat): string {
  const { order, sizes, sep } = PARTS[format];
  const groups = text.split(sep);
  if (groups.length !== 3 || groups.some((g, i) => !/^\d+$/.test(g) || g.length !== sizes[i])) return '';
  const part = (p: 'D' | 'M' | 'Y') => groups[order.indexOf(p)]!;
  const [yyyy, mm, dd] = [part('Y'), part('M'), part('D')];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real =
    date.getUTCFullYear() === Number(yyyy) &&
    date.getUTCMonth() === Number(mm) - 1 &&
    date.getUTCDate() === Number(dd);
  return real && Number(yyyy) >= 1000 ? `${yyyy}-${mm}-${dd}` : '';
}

/** YYYY-MM-DD as `format`; '' when empty. */
export function dateText(iso: string, format: DateFormat): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return '';
  const by = { Y: iso.slice(0, 4), M: iso.slice(5, 7), D: iso.slice(8, 10) };
  const { order, sep } = PARTS[format];
  return order.map((p) => by[p]).join(sep);
}
