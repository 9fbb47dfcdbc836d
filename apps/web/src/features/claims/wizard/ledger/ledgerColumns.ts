import { cents } from '@lease/contract';

/** A ledger cell as a CSV or a sheet gives it: text, a number, a date cell, or nothing. */
export type LedgerCell = string | number | boolean | Date | null;

/** Which column (by index) holds each field; null when the ledger has none. */
export interface LedgerColumns {
  date: number | null;
  description: number | null;
  charge: number | null;
  payment: number | null;
}
export const LEDGER_FIELDS = ['date', 'description', 'charge', 'payment'] as const;
export type LedgerField = (typeof LEDGER_FIELDS)[number];

/** One ledger row read through the columns: what it charged and what it paid, in cents. */
export interface LedgerRow {
  /** YYYY-MM-DD, or null when the row has no date we can read. */
  date: string | null;
  description: string;
  charge: bigint;
  payment: bigint;
}

/**
 * The header words people use, tried in this order so that a compound header lands on its main word:
 * "Date Paid" is a date, "Charge Description" a description, "Payment Amount" a payment.
 */
const HEADER_WORDS: [LedgerField, RegExp][] = [
  ['date', /\bdate\b|\bposted\b|\bpost\b/],
  ['description', /descr|\bmemo\b|detail|narrative|particular|\bitem\b|\bnotes?\b/],
  ['payment', /payment|\bcredits?\b|receipt|\bpaid\b/],
  ['charge', /charge|\bdebits?\b|amount due|\bbilled\b|^amount$|^amt$/],
];

const words = (header: LedgerCell) =>
  String(header ?? '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** Each field's first matching header; a header serves one field only. */
export function guessColumns(header: readonly LedgerCell[]): LedgerColumns {
  const columns: LedgerColumns = { date: null, description: null, charge: null, payment: null };
  header.forEach((cell, i) => {
    const text = words(cell);
    const field = HEADER_WORDS.find(([, pattern]) => pattern.test(text))?.[0];
    if (field && columns[field] === null) columns[field] = i;
  });
  return columns;
}

/**
 * The header row: the first of the top rows where a date and an amount column are guessed (a ledger
 * often opens with its title and the tenant's name), else the first row.
 */
export function headerIndex(table: readonly (readonly LedgerCell[])[]): number {
  const found = table.slice(0, 15).findIndex((row) => {
    const c = guessColumns(row);
    return c.date !== null && (c.charge !== null || c.payment !== null);
  });
  return Math.max(found, 0);
}

const iso = (y: number, m: number, d: number) =>
  m >= 1 && m <= 12 && d >= 1 && d <= 31 && y >= 1900 && y <= 2200
    ? `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
    : null;

/** An Excel serial day (1 = 1900-01-01, with Excel's leap-1900 quirk: day 0 is 1899-12-30). */
const fromSerial = (serial: number) => {
  if (serial < 20_000 || serial > 100_000) return null;
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** A date cell as YYYY-MM-DD: a date cell (its UTC day, as sheets store them), an Excel serial, or US text. */
export function readDate(cell: LedgerCell): string | null {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  }
  if (typeof cell === 'number') return fromSerial(cell);
  const text = String(cell ?? '').trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(text);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(text);
  if (m) return iso(fullYear(m[3]!), Number(m[1]), Number(m[2]));
  m = /^([a-z]{3,9})\.? (\d{1,2}),? (\d{4})$/i.exec(text);
  if (m && monthOf(m[1]!)) return iso(Number(m[3]), monthOf(m[1]!), Number(m[2]));
  m = /^(\d{1,2})[- ]([a-z]{3,9})[- ,]+(\d{2}|\d{4})$/i.exec(text);
  if (m && monthOf(m[2]!)) return iso(fullYear(m[3]!), monthOf(m[2]!), Number(m[1]));
  if (/^\d{5}(\.\d+)?$/.test(text)) return fromSerial(Number(text));
  return null;
}

/**
 * An amount cell in cents: "$1,234.50", "(150.00)" and "-150" (negative), or a sheet's number (rounded
 * to the cent once, here, so that no float reaches a sum). Text that is no amount is null.
 */
export function readAmount(cell: LedgerCell): bigint | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cents(cell.toFixed(2)) : null;
  const text = String(cell ?? '')
    .trim()
    .replace(/[$,\s]/g, '');
  const m = /^(\()?(-)?(\d+(?:\.\d+)?)(\))?(-)?$/.exec(text);
  if (!m || Boolean(m[1]) !== Boolean(m[4])) return null;
  const value = cents(m[3]);
  return m[1] || m[2] || m[5] ? -value : value;
}

/** The ledger's "balance forward" rows repeat earlier charges: they are not charges of their own. */
const BALANCE_ROW = /balance (forward|brought)|^(beginning|opening|starting|previous) balance/i;

/**
 * The rows under the header, read through the columns. A charge column read alone is a signed amount:
 * a negative charge is a payment. A payment column counts as paid whatever its sign. Rows with neither
 * a charge nor a payment, and balance-forward rows, are left out.
 */
export function ledgerRows(
  table: readonly (readonly LedgerCell[])[],
  columns: LedgerColumns,
): { rows: LedgerRow[]; skipped: number } {
  const at = (row: readonly LedgerCell[], i: number | null) => (i === null ? null : (row[i] ?? null));
  const rows: LedgerRow[] = [];
  let skipped = 0;
  for (const cells of table.slice(headerIndex(table) + 1)) {
    const description = String(at(cells, columns.description) ?? '').trim();
    const signed = readAmount(at(cells, columns.charge)) ?? 0n;
    const paid = readAmount(at(cells, columns.payment)) ?? 0n;
    const charge = signed > 0n ? signed : 0n;
    const payment = (signed < 0n ? -signed : 0n) + (paid < 0n ? -paid : paid);
    if (charge === 0n && payment === 0n) continue;
    if (BALANCE_ROW.test(description)) {
      skipped += 1;
      continue;
    }
    rows.push({ date: readDate(at(cells, columns.date)), description, charge, payment });
  }
  return { rows, skipped };
}
