import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../ui/csv';
import { guessColumns, headerIndex, type LedgerCell } from './ledgerColumns';
import { kindOf, ledgerStatement } from './ledgerLines';
import { readLedger } from './readLedger';

/** The statement a table gives through its guessed columns, as [kind, month, amount] rows. */
function linesOf(table: LedgerCell[][]) {
  const statement = ledgerStatement(table, guessColumns(table[headerIndex(table)]!));
  return { ...statement, lines: statement.lines.map((l) => [l.kind, l.month, l.amount, l.description]) };
}
const csv = (...rows: string[]) => linesOf(parseCsv(rows.join('\r\n')));

async function xlsx(rows: LedgerCell[][], dateFormat?: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ledger');
  for (const row of rows) sheet.addRow(row);
  if (dateFormat) sheet.getColumn(1).numFmt = dateFormat;
  const buffer = await workbook.xlsx.writeBuffer();
  return linesOf(await readLedger(new Blob([buffer]), 'xlsx'));
}

describe('a ledger turned into statement lines', () => {
  it('reads quoted CSV fields: commas, doubled quotes and amounts with separators', () => {
    const got = csv(
      'Date,Description,Charge,Payment',
      '2026-08-01,"Rent, August ""unit 4B""","$2,000.00",',
      '2026-08-20,"Carpet repair, bedroom",350.00,',
    );
    expect(got.lines).toEqual([
      ['rent', '2026-08', '2000.00', 'Rent 2026-08'],
      ['damages', '', '350.00', 'Carpet repair, bedroom'],
    ]);
  });

  it('applies payments to the oldest rent month first', () => {
    const got = csv(
      'Date,Description,Debit,Credit',
      '09/01/2026,Rent,2000,',
      '08/01/2026,Rent,2000,',
      '09/05/2026,Payment - thank you,,2500',
    );
    expect(got.lines).toEqual([
      ['rent', '2026-09', '1500.00', 'Rent 2026-09: $2,000.00 charged, $500.00 paid'],
    ]);
  });

  it('reads one signed amount column as the debit and credit columns read', () => {
    const twoColumns = csv(
      'Date,Memo,Debit,Credit',
      '8/1/26,Rent,2000,',
      '8/3/26,Payment,,500',
      '8/6/26,Late fee,75,',
    );
    const signed = csv('Date,Memo,Amount', '8/1/26,Rent,2000', '8/3/26,Payment,-500', '8/6/26,Late fee,75');
    const bracketed = csv(
      'Date,Memo,Amount',
      '8/1/26,Rent,2000',
      '8/3/26,Payment,(500.00)',
      '8/6/26,Late fee,75',
    );
    expect(signed).toEqual(twoColumns);
    expect(bracketed).toEqual(twoColumns);
    expect(signed.lines).toEqual([
      ['rent', '2026-08', '1500.00', 'Rent 2026-08: $2,000.00 charged, $500.00 paid'],
      ['late_fee', '', '75.00', 'Late fee'],
    ]);
  });

  it('takes a payment column written negative as paid', () => {
    const got = csv('Date,Memo,Charge,Payment', '2026-08-01,Rent,2000,', '2026-08-03,Payment,,-800');
    expect(got.lines).toEqual([
      ['rent', '2026-08', '1200.00', 'Rent 2026-08: $2,000.00 charged, $800.00 paid'],
    ]);
  });

  it('sorts each charge by its description, unknown ones to other', () => {
    const got = csv(
      'Date,Description,Charge',
      '2026-08-01,Monthly rent,1800',
      '2026-08-06,Late rent fee,50',
      '2026-08-07,NSF returned check,35',
      '2026-08-20,Court filing fee,150',
      '2026-08-21,Attorney - eviction,300',
      '2026-08-25,Broken window,220',
      '2026-08-26,Water and sewer,40.15',
      '2026-08-27,Move-out cleaning,125',
      '2026-08-28,Key fob,25',
    );
    expect(got.lines.map(([kind]) => kind)).toEqual([
      'rent',
      'late_fee',
      'late_fee',
      'legal',
      'legal',
      'damages',
      'other',
      'other',
      'other',
    ]);
    expect(kindOf('Housing assistance (HAP) portion')).toBe('rent');
    expect(kindOf('Parent visit')).toBe('other');
  });

  it('sums the rent charges of one month and keeps months apart', () => {
    const got = csv(
      'Date,Memo,Charge',
      '2026-08-01,Rent,1500',
      '2026-08-01,Rent - parking space,100',
      '2026-09-01,Rent,1500',
    );
    expect(got.lines.map(([, month, amount]) => [month, amount])).toEqual([
      ['2026-08', '1600.00'],
      ['2026-09', '1500.00'],
    ]);
  });

  it('sends payments past the rent to the other charges, oldest first, and says what is left over', () => {
    const got = csv(
      'Date,Memo,Charge,Payment',
      '2026-08-01,Rent,1000,',
      '2026-08-15,Cleaning,100,',
      '2026-08-10,Late fee,50,',
      '2026-08-20,Payment,,1000',
      '2026-09-01,Payment,,80',
    );
    expect(got.lines).toEqual([['other', '', '70.00', 'Cleaning']]);
    expect(got.unapplied).toBe(0n);
    expect(
      csv('Date,Memo,Charge,Payment', '2026-08-01,Rent,1000,', '2026-08-02,Payment,,1200.50').unapplied,
    ).toBe(20_050n);
  });

  it('leaves out balance-forward rows and fully paid months, and counts rent with no date', () => {
    const got = csv(
      'Date,Memo,Charge,Payment',
      ',Balance forward,900,',
      '2026-07-01,Rent,1000,',
      '2026-07-02,Payment,,1000',
      'unknown,Rent,1000,',
      '2026-08-01,Rent,1000,',
    );
    expect(got.lines).toEqual([['rent', '2026-08', '1000.00', 'Rent 2026-08']]);
    expect(got.skipped).toBe(1);
    expect(got.undated).toBe(1);
  });

  it('adds cents exactly: no float in the sum', () => {
    const got = csv('Date,Memo,Charge', ...Array.from({ length: 10 }, () => '2026-08-01,Rent,0.10'));
    expect(got.lines).toEqual([['rent', '2026-08', '1.00', 'Rent 2026-08']]);
  });

  it('reads an XLSX whose dates are date cells', async () => {
    const got = await xlsx(
      [
        ['Resident ledger, unit 4B'],
        ['Trans Date', 'Details', 'Amount Due', 'Receipt'],
        [new Date(Date.UTC(2026, 7, 1)), 'Rent', 2000, null],
        [new Date(Date.UTC(2026, 8, 1)), 'Rent', 2000, null],
        [new Date(Date.UTC(2026, 8, 3)), 'ACH payment', null, 1999.99],
      ],
      'mm/dd/yyyy',
    );
    expect(got.lines).toEqual([
      ['rent', '2026-08', '0.01', 'Rent 2026-08: $2,000.00 charged, $1,999.99 paid'],
      ['rent', '2026-09', '2000.00', 'Rent 2026-09'],
    ]);
  });

  it('reads an XLSX whose dates are Excel serial numbers, and formula results', async () => {
    const got = await xlsx([
      ['Posted', 'Memo', 'Amount'],
      [46_235, 'Rent', 2000],
      [46_266, 'Rent', { formula: 'C2', result: 2000 } as unknown as LedgerCell],
      [46_270, 'Tenant payment', -500],
    ]);
    expect(got.lines).toEqual([
      ['rent', '2026-08', '1500.00', 'Rent 2026-08: $2,000.00 charged, $500.00 paid'],
      ['rent', '2026-09', '2000.00', 'Rent 2026-09'],
    ]);
  });
});
