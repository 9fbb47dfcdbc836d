import { cellText, type Column, type RowModel } from './tableTypes';

/** A cell's horizontal padding, both sides (DataTable's cells). */
export const CELL_PADDING = 20;
/** About the widest a character of the body's 14 px text draws, so an estimate seldom cuts a value. */
const CHAR_WIDTH = 8.5;
/** The same for the headers' bold text. */
const HEADER_CHAR_WIDTH = 9;
/** What a chip or a button drawn in a cell adds around its text. */
const DRAWN_EXTRA = 40;

/**
 * The narrowest a column may be and still show its header whole: headers wrap onto two lines, so it is
 * the header's longest word (at the header's bold 14 px), the cell's padding, and the sort arrow's room
 * when the column sorts.
 */
export const headerMinWidth = (headerName: string | undefined, sortable = true): number =>
  Math.ceil(
    Math.max(0, ...(headerName ?? '').split(/\s+/).map((w) => w.length)) * HEADER_CHAR_WIDTH +
      CELL_PADDING +
      (sortable ? 26 : 0),
  );

type Sized = Pick<Column<RowModel>, 'headerName' | 'sortable' | 'width' | 'flex' | 'minWidth' | 'maxWidth'>;

/**
 * Each column's width to show its longest value of `rows` whole, estimated from the text's length (no cell
 * is measured: measuring every cell of 100 rows kept a click waiting, issue #27). A column whose rows are
 * all empty wants its `width`, or its least.
 */
export function contentWidths<R extends RowModel>(
  columns: readonly Column<R>[],
  rows: readonly R[],
): number[] {
  return columns.map((column) => {
    const longest = Math.max(0, ...rows.map((row) => cellText(column, row).length));
    if (longest === 0) return column.width ?? 0;
    return Math.ceil(longest * CHAR_WIDTH) + CELL_PADDING + (column.renderCell ? DRAWN_EXTRA : 0);
  });
}

/**
 * Each column's width in pixels, as the Data Grid we had shared them: each column as wide as its
 * content wants (`wanted`, from contentWidths) within its least (its `minWidth`, never under its
 * header's) and its `maxWidth`. Room to spare goes to the `flex` columns by their flex (to every column
 * when none flexes); too little takes from each `flex` column (the names and places, where a cut text
 * still reads) what it has above its least, in proportion, never from a date, an amount or a unit. When
 * that is not enough, the table is wider and scrolls sideways within its box.
 */
export function columnWidths(
  columns: readonly Sized[],
  available: number,
  wanted: readonly number[],
): number[] {
  const least = columns.map((c) =>
    Math.max(c.minWidth ?? 0, headerMinWidth(c.headerName, c.sortable !== false && Boolean(c.headerName))),
  );
  const most = columns.map((c, i) => Math.max(least[i]!, c.maxWidth ?? Number.POSITIVE_INFINITY));
  const want = columns.map((_, i) => Math.min(most[i]!, Math.max(least[i]!, wanted[i] ?? 0)));
  const total = want.reduce((sum, w) => sum + w, 0);
  const flexes = columns.some((c) => c.flex);
  const yields = columns.map((c) => !flexes || Boolean(c.flex));
  if (total > available) {
    const above = want.reduce((sum, w, i) => sum + (yields[i] ? w - least[i]! : 0), 0);
    const cut = Math.min(1, (total - available) / Math.max(1, above));
    return want.map((w, i) => (yields[i] ? Math.floor(w - (w - least[i]!) * cut) : w));
  }
  // Room to spare, shared by flex; what a column cannot take past its widest goes round again.
  const widths = [...want];
  const growing = flexes ? columns.map((c) => c.flex ?? 0) : columns.map(() => 1);
  let spare = available - total;
  let open = widths.map((w, i) => growing[i]! > 0 && w < most[i]!);
  while (spare >= 1 && open.some(Boolean)) {
    const shares = growing.reduce((sum, g, i) => sum + (open[i] ? g : 0), 0);
    const given = widths.map((w, i) =>
      open[i] ? Math.min(most[i]! - w, (spare * growing[i]!) / shares) : 0,
    );
    widths.forEach((w, i) => (widths[i] = w + given[i]!));
    spare -= given.reduce((sum, g) => sum + g, 0);
    open = widths.map((w, i) => open[i]! && w < most[i]!);
  }
  return widths.map(Math.floor);
}
