import Checkbox from '@mui/material/Checkbox';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import { memo } from 'react';
import { CELL_PADDING } from './tableWidths';
import { cellFormatted, cellValue, columnAlign, type Column, type RowId, type RowModel } from './tableTypes';

/** The checkbox column's width. */
export const CHECKBOX_WIDTH = 48;

/**
 * The body's cells are plain `<td>`s styled once here, by the table: a MUI `TableCell` per cell (its
 * theme, context and style class, 1,200 of them at 100 rows) made a sort or a new page wait 200–300 ms
 * before it painted (issue #33 item 3). These are `TableCell`'s and `TableRow`'s own looks, size small.
 */
export const tableBodyStyles = (theme: Theme) => ({
  '& tbody tr.row': {
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&.chosen': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
    '&.chosen:hover': {
      backgroundColor: alpha(
        theme.palette.primary.main,
        theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
      ),
    },
  },
  '& tbody tr.row > td': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    padding: `6px ${CELL_PADDING / 2}px`,
    borderBottom: `1px solid ${
      theme.palette.mode === 'light'
        ? lighten(alpha(theme.palette.divider, 1), 0.88)
        : darken(alpha(theme.palette.divider, 1), 0.68)
    }`,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    '& > *': { maxWidth: '100%' },
    '&.end': { textAlign: 'right' },
    '&.middle': { textAlign: 'center' },
    '&.check': { width: CHECKBOX_WIDTH, padding: '0 0 0 4px' },
  },
  // The text of a cell, cut with an ellipsis when its column is narrower.
  '& .cell-text': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
});

const ALIGN_CLASS = { left: undefined, right: 'end', center: 'middle' } as const;

interface TableBodyRowProps<R extends RowModel> {
  row: R;
  id: RowId;
  columns: Column<R>[];
  /** Whether the row has a checkbox (the table chooses rows), and its state: plain values, for `memo`. */
  choosing: boolean;
  chosen: boolean;
  disabled: boolean;
  onChoose: (ids: RowId[], checked: boolean) => void;
}

function BodyRow<R extends RowModel>(props: TableBodyRowProps<R>) {
  const { row, id, columns, choosing, chosen, disabled, onChoose } = props;
  return (
    <tr className={chosen ? 'row chosen' : 'row'} data-id={id}>
      {choosing && (
        <td className="check">
          <Checkbox
            size="small"
            checked={chosen}
            disabled={disabled}
            onChange={(e) => onChoose([id], e.target.checked)}
            slotProps={{ input: { 'aria-label': 'Select row' } }}
          />
        </td>
      )}
      {columns.map((column) => {
        const value = cellValue(column, row);
        const formattedValue = cellFormatted(column, row, value);
        const text =
          formattedValue === null || formattedValue === undefined ? '' : String(formattedValue as string);
        return (
          <td key={column.field} data-field={column.field} className={ALIGN_CLASS[columnAlign(column)]}>
            {column.renderCell ? (
              column.renderCell({ row, field: column.field, value, formattedValue })
            ) : (
              // Hovering shows the whole value; `dir="ltr"` keeps a phone number's or a name's order in RTL.
              <span className="cell-text" dir="ltr" title={text}>
                {text}
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * One row of the table's body. Memoised: a sort, a filter or a page first redraws the table with its
 * old rows dimmed, and those rows, their props unchanged, are then not drawn again.
 */
export const TableBodyRow = memo(BodyRow) as typeof BodyRow;
