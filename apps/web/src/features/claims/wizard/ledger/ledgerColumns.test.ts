import { describe, expect, it } from 'vitest';
import { guessColumns, headerIndex, readAmount, readDate, type LedgerCell } from './ledgerColumns';

describe('the ledger columns guessed from the header', () => {
  it.each<[string, LedgerCell[], ReturnType<typeof guessColumns>]>([
    [
      'plain words',
      ['Date', 'Description', 'Charge', 'Payment', 'Balance'],
      { date: 0, description: 1, charge: 2, payment: 3 },
    ],
    [
      'bank words',
      ['Trans Date', 'Memo', 'Debit', 'Credit'],
      { date: 0, description: 1, charge: 2, payment: 3 },
    ],
    [
      'property-software words',
      ['Posted', 'Details', 'Amount Due', 'Receipt', 'Balance'],
      { date: 0, description: 1, charge: 2, payment: 3 },
    ],
    [
      'one signed amount',
      ['Date', 'Description', 'Amount'],
      { date: 0, description: 1, charge: 2, payment: null },
    ],
    [
      'compound headers land on their main word',
      ['Charge Description', 'Payment Amount', 'Date Paid', 'Charges'],
      { date: 2, description: 0, charge: 3, payment: 1 },
    ],
    [
      'nothing known',
      ['Unit', 'Tenant', 'Balance'],
      { date: null, description: null, charge: null, payment: null },
    ],
  ])('%s', (_, header, columns) => expect(guessColumns(header)).toEqual(columns));

  it('finds the header under the title rows', () => {
    const table = [
      ['Tenant ledger'],
      ['Unit 4B', 'Pat Doe'],
      ['Date', 'Memo', 'Charge', 'Payment'],
      ['2026-08-01'],
    ];
    expect(headerIndex(table)).toBe(2);
    expect(headerIndex([['a', 'b'], ['c']])).toBe(0);
  });
});

describe('a ledger date', () => {
  it.each<[LedgerCell, string | null]>([
    ['2026-08-01', '2026-08-01'],
    ['2026/8/1', '2026-08-01'],
    ['08/01/2026', '2026-08-01'],
    ['8/1/26', '2026-08-01'],
    ['Aug 1, 2026', '2026-08-01'],
    ['1-Aug-26', '2026-08-01'],
    [46_235, '2026-08-01'],
    ['46235', '2026-08-01'],
    [new Date(Date.UTC(2026, 7, 1)), '2026-08-01'],
    ['13/01/2026', null],
    ['Rent', null],
    [12, null],
    [null, null],
  ])('%s reads as %s', (cell, day) => expect(readDate(cell)).toBe(day));
});

describe('a ledger amount', () => {
  it.each<[LedgerCell, bigint | null]>([
    ['$1,234.50', 123_450n],
    ['1234.5', 123_450n],
    ['(150.00)', -15_000n],
    ['-150', -15_000n],
    ['150-', -15_000n],
    [' $ 75 ', 7_500n],
    [1234.5, 123_450n],
    [0.1 + 0.2, 30n],
    ['(150', null],
    ['n/a', null],
    ['', null],
    [null, null],
  ])('%s is %s cents', (cell, c) => expect(readAmount(cell)).toBe(c));
});
