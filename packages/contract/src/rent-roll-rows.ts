/**
 * How one row of a rent roll is read and checked (rent-roll.ts has its fields and the column guess): dates
 * and amounts as PMS exports write them, tenant names, the status. No regular expression here (patterns.ts
 * holds them all): dates and amounts are read character by character.
 */
import {
  normaliseHeader,
  RENT_ROLL_FIELDS,
  RENT_ROLL_LABELS,
  RENT_ROLL_REQUIRED,
  RENT_ROLL_TEXTS,
  type RentRollField,
} from './rent-roll.js';

/** What a status column may say, and whether the lease is active then. Empty reads as current. */
const STATUSES: Record<string, boolean> = {
  current: true,
  currentresident: true,
  occupied: true,
  notice: true,
  onnotice: true,
  noticerented: true,
  noticeunrented: true,
  future: true,
  futureresident: true,
  active: true,
  past: false,
  pastresident: false,
  former: false,
  formerresident: false,
  movedout: false,
  evicted: false,
  vacated: false,
  terminated: false,
  inactive: false,
};

const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';
const allDigits = (s: string) => s.length > 0 && [...s].every((ch) => isDigit(ch));

/** A date as YYYY-MM-DD or M/D/YYYY (US exports), as YYYY-MM-DD; null when it is not a real date. */
export function parseRentRollDate(text: string): string | null {
  const value = text.trim();
  let y: string, m: string, d: string;
  const dash = value.split('-');
  const slash = value.split('/');
  if (dash.length === 3 && dash[0]!.length === 4) [y, m, d] = dash as [string, string, string];
  else if (slash.length === 3 && slash[2]!.length === 4) [m, d, y] = slash as [string, string, string];
  else return null;
  if (![y, m, d].every(allDigits) || m.length > 2 || d.length > 2) return null;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** An amount as exports write it ('$1,250.00', '1250', '1 250.5') as a decimal string; null when not one. */
export function parseRentRollAmount(text: string): string | null {
  let value = '';
  for (const ch of text.trim()) if (ch !== '$' && ch !== ',' && ch !== ' ') value += ch;
  const [whole, cents, more] = value.split('.');
  if (more !== undefined || !whole || !allDigits(whole) || whole.length > 12) return null;
  if (cents !== undefined && (cents.length === 0 || cents.length > 2 || !allDigits(cents))) return null;
  return `${BigInt(whole).toString()}.${(cents ?? '').padEnd(2, '0')}`;
}

export interface RentRollTenant {
  firstName: string;
  lastName: string;
}

/** Names separated by ';' or '&'; each 'Last, First' or 'First Last'. */
export function parseTenantNames(text: string): RentRollTenant[] {
  const names: RentRollTenant[] = [];
  for (const part of text.split(';').flatMap((p) => p.split('&'))) {
    const name = part.trim().split(' ').filter(Boolean).join(' ');
    if (!name) continue;
    const comma = name.indexOf(',');
    if (comma >= 0) {
      names.push({ lastName: name.slice(0, comma).trim(), firstName: name.slice(comma + 1).trim() });
    } else {
      const space = name.lastIndexOf(' ');
      names.push(
        space < 0
          ? { firstName: '', lastName: name }
          : { firstName: name.slice(0, space), lastName: name.slice(space + 1) },
      );
    }
  }
  return names;
}

/** One row as read, before its property is looked up. */
export interface RentRollValues {
  property: string;
  unit: string;
  tenants: RentRollTenant[];
  leaseStart: string;
  leaseEnd: string;
  monthlyRent: string;
  deposit: string | null;
  activeLease: boolean;
}

/** Checks one row's values (by field); answers the values read, or every problem the row has. */
export function checkRentRollValues(
  raw: Partial<Record<RentRollField, string>>,
): { values: RentRollValues; problems: [] } | { values: null; problems: string[] } {
  const problems: string[] = [];
  const text = (field: RentRollField) => (raw[field] ?? '').trim();
  for (const field of RENT_ROLL_FIELDS) {
    if (text(field).length > 200) problems.push(RENT_ROLL_TEXTS.tooLong(RENT_ROLL_LABELS[field]));
  }
  for (const field of RENT_ROLL_REQUIRED) {
    if (!text(field)) problems.push(RENT_ROLL_TEXTS.missing(RENT_ROLL_LABELS[field]));
  }
  const date = (field: 'leaseStart' | 'leaseEnd') => {
    if (!text(field)) return null;
    const parsed = parseRentRollDate(text(field));
    if (!parsed) problems.push(RENT_ROLL_TEXTS.badDate(RENT_ROLL_LABELS[field], text(field)));
    return parsed;
  };
  const amount = (field: 'monthlyRent' | 'deposit') => {
    if (!text(field)) return null;
    const parsed = parseRentRollAmount(text(field));
    if (!parsed) problems.push(RENT_ROLL_TEXTS.badAmount(RENT_ROLL_LABELS[field], text(field)));
    return parsed;
  };
  const leaseStart = date('leaseStart');
  const leaseEnd = date('leaseEnd');
  if (leaseStart && leaseEnd && leaseEnd < leaseStart) problems.push(RENT_ROLL_TEXTS.endBeforeStart);
  const monthlyRent = amount('monthlyRent');
  const deposit = amount('deposit');
  const status = normaliseHeader(text('status'));
  const activeLease = status === '' ? true : STATUSES[status];
  if (activeLease === undefined) problems.push(RENT_ROLL_TEXTS.badStatus(text('status')));
  const tenants = parseTenantNames(text('tenants'));
  if (tenants.length > 4) problems.push(RENT_ROLL_TEXTS.tooManyTenants);
  if (problems.length > 0 || !leaseStart || !leaseEnd || !monthlyRent || activeLease === undefined) {
    return { values: null, problems };
  }
  return {
    values: {
      property: text('property'),
      unit: text('unit').split(' ').filter(Boolean).join(' '),
      tenants,
      leaseStart,
      leaseEnd,
      monthlyRent,
      deposit,
      activeLease,
    },
    problems: [],
  };
}
