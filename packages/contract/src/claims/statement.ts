import { z } from 'zod';
import { cents, fromCents } from '../money.js';
import { textField } from '../list.js';
import { CENTS_AMOUNT_PATTERN, MONTH_PATTERN } from '../patterns.js';

/**
 * The claim statement (issue #32): what the filer says is owed, one line each, in step 2 beside the
 * deposit. Rent is one line per unpaid month; the others are one line per charge.
 */
export const STATEMENT_KINDS = ['rent', 'damages', 'legal', 'other', 'late_fee'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];
export const STATEMENT_KIND_LABELS: Record<StatementKind, string> = {
  rent: 'Unpaid rent',
  damages: 'Damages',
  legal: 'Legal and filing expenses',
  other: 'Other (utilities, cleaning)',
  late_fee: 'Late fees and penalties',
};
export const STATEMENT_LIMITS = { lines: 60, description: 200 } as const;

export const statementLineSchema = z.strictObject({
  kind: z.enum(STATEMENT_KINDS, `Kind is one of ${STATEMENT_KINDS.join(', ')}`),
  /** The rent month, YYYY-MM: required for rent, absent for every other kind. */
  month: z.string('Month is YYYY-MM').regex(MONTH_PATTERN, 'Month is YYYY-MM').optional(),
  amount: z
    .string('Amount is required')
    .trim()
    .max(20, { message: 'Amount is too long', abort: true })
    .regex(CENTS_AMOUNT_PATTERN, 'Amount must be an amount with at most 2 decimals'),
  description: textField(STATEMENT_LIMITS.description, 'Description').default(''),
});
export type StatementLine = z.output<typeof statementLineSchema>;

export const claimStatementSchema = z
  .array(statementLineSchema, 'The claim statement must be a list')
  .max(STATEMENT_LIMITS.lines, `At most ${STATEMENT_LIMITS.lines} statement lines`);

export interface StatementIssue {
  path: string;
  message: string;
}

/** The rules between a statement's lines and the claim's answers (the wizard and the server run both). */
export function statementIssues(
  lines: readonly StatementLine[],
  answers: { relatedExpense: string },
): StatementIssue[] {
  const issues: StatementIssue[] = [];
  const months = new Set<string>();
  lines.forEach((line, i) => {
    const path = `claimStatement.${i}`;
    if (line.kind === 'rent' && !line.month) issues.push({ path, message: 'A rent line needs its month' });
    if (line.kind !== 'rent' && line.month) issues.push({ path, message: 'Only a rent line has a month' });
    if (line.kind === 'rent' && line.month) {
      if (months.has(line.month)) issues.push({ path, message: `${line.month} is listed twice` });
      months.add(line.month);
    }
    if (line.kind === 'legal' && answers.relatedExpense !== 'Yes') {
      issues.push({ path, message: 'Legal and filing expenses need related expenses answered Yes' });
    }
    if (cents(line.amount) <= 0n) issues.push({ path, message: 'Amount must be more than 0' });
  });
  return issues;
}

/** The spec's `claimAmount`: what the statement claims in all, as a money string. */
export const statementTotal = (lines: readonly Pick<StatementLine, 'amount'>[]): string =>
  fromCents(lines.reduce((sum, line) => sum + cents(line.amount), 0n));
