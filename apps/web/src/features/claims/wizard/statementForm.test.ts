import { describe, expect, it } from 'vitest';
import { EMPTY_FORM } from './claimForm';
import { formErrors, stepErrors } from './claimChecks';
import { toClaimData } from './claimData';
import {
  entriesTotal,
  kindsOffered,
  statementErrors,
  statementOf,
  type StatementEntry,
} from './statementForm';
import { STATEMENT_KINDS } from '@lease/contract';

const line = (kind: StatementEntry['kind'], amount: string, month = ''): StatementEntry => ({
  kind,
  month,
  amount,
  description: '',
});

describe('the claim statement editor', () => {
  it('offers legal and filing expenses only when related expenses is Yes', () => {
    expect(kindsOffered(STATEMENT_KINDS, 'No')).toEqual(['rent', 'damages', 'other', 'late_fee']);
    expect(kindsOffered(STATEMENT_KINDS, 'Yes')).toContain('legal');
  });

  it('sends a month on rent lines only, and trims the description', () => {
    expect(statementOf([{ ...line('damages', '800', '2026-08'), description: ' carpet ' }])).toEqual([
      { kind: 'damages', amount: '800', description: 'carpet' },
    ]);
    expect(statementOf([line('rent', '2000', '2026-08')])[0]).toMatchObject({ month: '2026-08' });
  });

  it('names each bad line at its own index', () => {
    const errors = statementErrors(
      [
        line('rent', '2000', '2026-08'),
        line('rent', '2000'),
        line('rent', '2000', '2026-08'),
        line('legal', '450'),
        line('damages', '0'),
        line('other', '12.345'),
      ],
      'No',
    );
    expect(errors[0]).toBeUndefined();
    expect(errors[1]).toBe('A rent line needs its month');
    expect(errors[2]).toBe('2026-08 is listed twice');
    expect(errors[3]).toBe('Legal and filing expenses need related expenses answered Yes');
    expect(errors[4]).toBe('Amount must be more than 0');
    expect(errors[5]).toBe('Amount must be an amount with at most 2 decimals');
  });

  it('totals the amounts that read as money', () => {
    expect(entriesTotal([line('rent', '2000', '2026-08'), line('damages', '800.5'), line('other', '')])).toBe(
      '2800.50',
    );
  });

  it('blocks step 2 on a bad line, and sends neither field when the statement is empty', () => {
    const form = { ...EMPTY_FORM, claimStatement: [line('rent', '2000')] };
    expect(stepErrors(2, form, '2026-10-01').claimStatement).toBe(
      'Statement line 1: A rent line needs its month',
    );
    const data = toClaimData(EMPTY_FORM, {});
    expect('claimStatement' in data || 'reRentedDate' in data).toBe(false);
  });

  it('puts a re-rented day before the loss on the loss date, once there is one', () => {
    const form = { ...EMPTY_FORM, reRentedDate: '2026-08-01' };
    expect(formErrors(form, '2026-10-01').rentDate).toBe('Date of Loss is required');
    expect(formErrors({ ...form, rentDate: '2026-09-01' }, '2026-10-01').rentDate).toBe(
      'The re-rented date cannot be before the date of loss',
    );
  });
});
