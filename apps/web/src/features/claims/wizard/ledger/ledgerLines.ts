import { dollars, fromCents, STATEMENT_LIMITS, type StatementKind } from '@lease/contract';
import type { StatementEntry } from '../statementForm';
import { ledgerRows, type LedgerCell, type LedgerColumns, type LedgerRow } from './ledgerColumns';

/**
 * A charge's kind by its description, the first that matches: a late rent fee is a late fee, not rent;
 * court and attorney costs are legal; utilities, cleaning and whatever we do not recognise are other.
 */
const KIND_WORDS: [StatementKind, RegExp][] = [
  ['late_fee', /\blate\b|penalt|\bnsf\b|returned (check|payment)|bounced/i],
  ['legal', /legal|court|filing|attorney|lawyer|eviction|\bwrit\b|sheriff|marshal|summons|process serv/i],
  ['damages', /damage|repair|replace|broken|\bpaint|carpet/i],
  ['rent', /\brent\b|\brental\b|\bhap\b|housing assistance/i],
];

export const kindOf = (description: string): StatementKind =>
  KIND_WORDS.find(([, pattern]) => pattern.test(description))?.[0] ?? 'other';

export interface LedgerStatement {
  lines: StatementEntry[];
  /** Balance-forward rows left out. */
  skipped: number;
  /** Rent charges with no date we could read: no month to put them in. */
  undated: number;
  /** Payments beyond every charge, in cents: nothing left to take them off. */
  unapplied: bigint;
}

interface Owed {
  kind: StatementKind;
  month: string;
  date: string;
  description: string;
  charged: bigint;
  left: bigint;
}

/** Takes `payment` off the items in their order; returns what is left of it. */
function apply(items: Owed[], payment: bigint): bigint {
  let rest = payment;
  for (const item of items) {
    const taken = item.left < rest ? item.left : rest;
    item.left -= taken;
    rest -= taken;
  }
  return rest;
}

const short = (text: string) => text.slice(0, STATEMENT_LIMITS.description);

/**
 * The statement a ledger gives: unpaid rent one line per month (the rent charged in the month less the
 * payments, which go to the oldest rent month first, then to the other charges oldest first), and one
 * line per other charge still unpaid, each of its kind. Amounts stay in cents until written as money.
 */
export function statementFromLedger(rows: readonly LedgerRow[]): Omit<LedgerStatement, 'skipped'> {
  const rent = new Map<string, Owed>();
  const others: Owed[] = [];
  let undated = 0;
  let paid = 0n;
  for (const row of rows) {
    paid += row.payment;
    if (row.charge === 0n) continue;
    const kind = kindOf(row.description);
    if (kind === 'rent') {
      if (!row.date) {
        undated += 1;
        continue;
      }
      const month = row.date.slice(0, 7);
      const owed = rent.get(month) ?? { kind, month, date: row.date, description: '', charged: 0n, left: 0n };
      owed.charged += row.charge;
      owed.left += row.charge;
      rent.set(month, owed);
    } else {
      const description = short(row.description || 'Charge from the ledger');
      others.push({
        kind,
        month: '',
        date: row.date ?? '',
        description,
        charged: row.charge,
        left: row.charge,
      });
    }
  }
  const months = [...rent.values()].sort((a, b) => a.month.localeCompare(b.month));
  const byDate = [...others].sort((a, b) => a.date.localeCompare(b.date));
  const unapplied = apply(byDate, apply(months, paid));
  const rentLines = months.map((m) => ({
    ...m,
    description:
      m.left === m.charged
        ? `Rent ${m.month}`
        : `Rent ${m.month}: ${dollars(m.charged)} charged, ${dollars(m.charged - m.left)} paid`,
  }));
  const lines = [...rentLines, ...others]
    .filter((o) => o.left > 0n)
    .map(({ kind, month, left, description }) => ({ kind, month, amount: fromCents(left), description }));
  return { lines, undated, unapplied };
}

/** A ledger table's statement through the columns the filer confirmed. */
export function ledgerStatement(
  table: readonly (readonly LedgerCell[])[],
  columns: LedgerColumns,
): LedgerStatement {
  const { rows, skipped } = ledgerRows(table, columns);
  return { ...statementFromLedger(rows), skipped };
}
