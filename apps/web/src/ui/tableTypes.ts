import type { ReactNode } from 'react';

/** A row of a server-paged list: the list call's own object, with its `id`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a column reads any field of its row
export type RowModel = Record<string, any>;

export type RowId = string | number;

/** What a cell draws from: its row, the row's value for the column, and that value as text. */
export interface CellParams<R extends RowModel> {
  row: R;
  field: string;
  value: unknown;
  formattedValue: unknown;
}

/**
 * One column of a list (the desktop's table, and a phone's card drawn from the first columns): the row's
 * `field`, or what `valueGetter` reads of the row, shown as `valueFormatter` writes it or as `renderCell`
 * draws it. Widths are in pixels: `width` a fixed one, `flex` a share of what is left, each within
 * `minWidth` and `maxWidth`.
 */
export interface Column<R extends RowModel> {
  field: string;
  headerName?: string;
  /** `number` is right-aligned; `boolean` shows Yes or No. */
  type?: 'number' | 'boolean';
  width?: number;
  flex?: number;
  minWidth?: number;
  maxWidth?: number;
  /** Whether the server sorts by this column (true unless said). */
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  headerAlign?: 'left' | 'right' | 'center';
  // `never` for the value: a column names its field's own type, which the row type cannot check.
  valueGetter?: (value: never, row: R) => unknown;
  valueFormatter?: (value: never, row: R) => unknown;
  renderCell?: (params: CellParams<R>) => ReactNode;
}

/** Where a column's cells sit: as said, else numbers to the right. */
export const columnAlign = (column: Pick<Column<RowModel>, 'align' | 'type'>) =>
  column.align ?? (column.type === 'number' ? 'right' : 'left');

/** The chosen rows: `include` the ids named, or `exclude` them from every row (a "select all"). */
export interface RowSelection {
  type: 'include' | 'exclude';
  ids: Set<RowId>;
}

/** Checkboxes on a list's rows: the page keeps what is chosen and acts on it. */
export interface TableSelection<R extends RowModel> {
  model: RowSelection;
  onChange: (model: RowSelection) => void;
  isRowSelectable?: (row: R) => boolean;
  /** Rows chosen on one page stay chosen on the next (a pick across pages). */
  acrossPages?: boolean;
}

/** Whether a row is chosen ("select all" answers with the rows left out). */
export const isChosen = (model: RowSelection, id: RowId): boolean =>
  model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);

export interface SortItem {
  field: string;
  sort: 'asc' | 'desc' | null | undefined;
}
export type SortModel = SortItem[];

export interface PaginationModel {
  page: number;
  pageSize: number;
}

/** A cell's value: what `valueGetter` reads of the row, else the row's field. */
export function cellValue<R extends RowModel>(column: Column<R>, row: R): unknown {
  const raw: unknown = row[column.field];
  return column.valueGetter ? column.valueGetter(raw as never, row) : raw;
}

/** A cell's value as the column writes it. */
export function cellFormatted<R extends RowModel>(column: Column<R>, row: R, value = cellValue(column, row)) {
  if (column.valueFormatter) return column.valueFormatter(value as never, row);
  if (column.type === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

/** A cell's value as text: empty for none. */
export function cellText<R extends RowModel>(column: Column<R>, row: R): string {
  const formatted = cellFormatted(column, row);
  return formatted === null || formatted === undefined ? '' : String(formatted as string);
}
