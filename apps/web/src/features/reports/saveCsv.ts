import { csvLine } from '@lease/contract';
import { downloadBlob } from '../../ui/download';
import type { ChartTable } from './reportTables';

/** The table as CSV, through the contract's quoting (formula starts defused), with a BOM for spreadsheets. */
export function saveCsv(fileName: string, table: ChartTable): void {
  const text = [table.columns, ...table.rows].map(csvLine).join('\r\n');
  downloadBlob(fileName, new Blob(['\uFEFF', text, '\r\n'], { type: 'text/csv;charset=utf-8' }));
}
