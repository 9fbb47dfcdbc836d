import type { CellValue, Workbook } from 'exceljs';
import { parseCsv } from '../../../../ui/csv';
import type { LedgerCell } from './ledgerColumns';

export type LedgerFormat = 'csv' | 'xlsx' | 'pdf' | 'other';

/** What a chosen file is, by its name's ending (a browser's type for CSV varies by system). */
export function ledgerFormat(name: string): LedgerFormat {
  const ending = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ending === 'csv' || ending === 'xlsx' || ending === 'pdf' ? ending : 'other';
}

/** A sheet cell as a ledger cell: a formula's result, a link's or rich text's text, an error as nothing. */
export function sheetCell(value: CellValue): LedgerCell {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('result' in value) return sheetCell((value.result ?? null) as CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return null;
}

/** The first sheet that has rows, as rows of cells (a sheet's row and cell numbers start at 1). */
export function sheetTable(workbook: Workbook): LedgerCell[][] {
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0);
  const table: LedgerCell[][] = [];
  sheet?.eachRow((row) => {
    const cells: LedgerCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = sheetCell(cell.value);
    });
    table.push(Array.from(cells, (c) => c ?? null));
  });
  return table;
}

/**
 * A CSV or XLSX ledger as rows of cells. The XLSX library is loaded here, when such a file is chosen,
 * so that it never weighs on the wizard's first load.
 */
export async function readLedger(file: Blob, format: 'csv' | 'xlsx'): Promise<LedgerCell[][]> {
  if (format === 'csv') return parseCsv(await file.text());
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  return sheetTable(workbook);
}
