import { describe, expect, it } from 'vitest';
import { statementIssues, statementTotal, type StatementLine } from './statement.js';

const line = (kind: StatementLine['kind'], amount: string, month?: string): StatementLine => ({
  kind,
  amount,
  description: '',
  ...(month ? { month } : {}),
});

describe('claim statement rules (issue #32)', () => {
  it.each([
    ['a rent line with its month', [line('rent', '100', '2026-09')], 'No', []],
    ['a rent line needs its month', [line('rent', '100')], 'No', ['A rent line needs its month']],
    ['only rent has a month', [line('damages', '100', '2026-09')], 'No', ['Only a rent line has a month']],
    [
      'each month once',
      [line('rent', '100', '2026-09'), line('rent', '100', '2026-10'), line('rent', '5', '2026-09')],
      'No',
      ['2026-09 is listed twice'],
    ],
    [
      'legal expenses need related expenses',
      [line('legal', '100')],
      'No',
      ['Legal and filing expenses need related expenses answered Yes'],
    ],
    ['legal expenses with related expenses', [line('legal', '100')], 'Yes', []],
    [
      'a month counts twice only on rent lines',
      [line('rent', '100', '2026-09'), line('damages', '100', '2026-09')],
      'No',
      ['Only a rent line has a month'],
    ],
    ['an amount above 0', [line('other', '0.01')], 'No', []],
    ['not an amount of 0', [line('late_fee', '0.00')], 'No', ['Amount must be more than 0']],
  ])('%s', (_rule, lines, relatedExpense, messages) => {
    const issues = statementIssues(lines, { relatedExpense });
    expect(issues.map((i) => i.message)).toEqual(messages);
  });

  it('points each issue at its line', () => {
    expect(
      statementIssues([line('rent', '1', '2026-09'), line('rent', '0')], { relatedExpense: 'No' }),
    ).toEqual([
      { path: 'claimStatement.1', message: 'A rent line needs its month' },
      { path: 'claimStatement.1', message: 'Amount must be more than 0' },
    ]);
  });

  it('totals the statement', () => {
    expect(statementTotal([{ amount: '100.10' }, { amount: '0.05' }])).toBe('100.15');
    expect(statementTotal([])).toBe('0.00');
  });
});
