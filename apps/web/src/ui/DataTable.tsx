import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { CHECKBOX_WIDTH, TableBodyRow, tableBodyStyles } from './TableBodyRow';
import {
  columnAlign,
  isChosen as isRowChosen,
  type Column,
  type PaginationModel,
  type RowId,
  type RowModel,
  type SortModel,
  type TableSelection,
} from './tableTypes';
import { CELL_PADDING, columnWidths, contentWidths } from './tableWidths';
import { useStableCallback } from './useStableCallback';
import { useWidth } from './useWidth';
import { formatCount } from './formatNumber';

export interface DataTableProps<R extends RowModel> {
  /** The table's accessible name, e.g. "Buildings". */
  label: string;
  columns: Column<R>[];
  rows: R[];
  /** Every row the list matches, on every page. */
  total: number;
  loading: boolean;
  sortModel: SortModel;
  onSortModelChange: (model: SortModel) => void;
  paginationModel: PaginationModel;
  onPaginationModelChange: (model: PaginationModel) => void;
  pageSizeOptions: number[];
  /** What the table says when it has no rows. */
  noRowsText: string;
  selection?: TableSelection<R>;
}

const rowIdOf = (row: RowModel): RowId => row.id as RowId;

/**
 * The desktop's table of one server page (issue #33): sorting by a column's header, paging below, and
 * checkboxes when the page chooses rows. Every row is drawn (a page is at most 200), so nothing is
 * measured or virtualised; the header's sort buttons, the checkboxes and the pager are native controls.
 */
export function DataTable<R extends RowModel>({
  label,
  columns,
  rows,
  total,
  loading,
  sortModel,
  onSortModelChange,
  paginationModel,
  onPaginationModelChange,
  pageSizeOptions,
  noRowsText,
  selection,
}: DataTableProps<R>) {
  const selectable = (row: R) => selection?.isRowSelectable?.(row) ?? true;
  const pageIds = rows.filter(selectable).map(rowIdOf);

  // Rows chosen on a page are let go when it turns, unless the page picks across pages.
  const keepAcross = selection?.acrossPages ?? false;
  useEffect(() => {
    if (!selection || keepAcross || loading || selection.model.type !== 'include') return;
    const present = new Set(rows.map(rowIdOf));
    const kept = [...selection.model.ids].filter((id) => present.has(id));
    if (kept.length !== selection.model.ids.size) selection.onChange({ type: 'include', ids: new Set(kept) });
    // Only new rows can leave a chosen one out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, loading]);

  const isChosen = (id: RowId) => (selection ? isRowChosen(selection.model, id) : false);
  const chosenOnPage = pageIds.filter(isChosen).length;
  // The rows chosen, those on other pages too when the choice is kept across pages.
  const chosenCount = selection?.model.type === 'include' ? selection.model.ids.size : 0;
  // One identity for the table's life, so a row whose props are the same is not drawn again.
  const choose = useStableCallback((ids: RowId[], checked: boolean) => {
    if (!selection) return;
    const next = new Set(
      selection.model.type === 'include'
        ? selection.model.ids
        : rows.map(rowIdOf).filter((id) => !selection.model.ids.has(id)),
    );
    for (const id of ids) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    selection.onChange({ type: 'include', ids: next });
  });

  const sort = sortModel[0];
  // A new order starts from the first page, as a new search does.
  const sortBy = (field: string) => {
    onSortModelChange([{ field, sort: sort?.field === field && sort.sort === 'asc' ? 'desc' : 'asc' }]);
    onPaginationModelChange({ ...paginationModel, page: 0 });
  };
  const span = columns.length + (selection ? 1 : 0);
  const firstLoad = loading && rows.length === 0;
  const [box, boxWidth] = useWidth<HTMLDivElement>();
  const available = Math.max(0, boxWidth - (selection ? CHECKBOX_WIDTH : 0));
  // Sized to the first page that has rows, once per set of columns: sized again on each sort, page or
  // search, the columns would jump under the pointer.
  const fields = columns.map((column) => column.field).join('\n');
  const sizedTo = useRef<{ fields: string; wanted: number[] } | null>(null);
  if (rows.length > 0 && sizedTo.current?.fields !== fields)
    sizedTo.current = { fields, wanted: contentWidths(columns, rows) };
  const widths = columnWidths(columns, available, sizedTo.current?.wanted ?? []);
  const tableWidth = widths.reduce((sum, w) => sum + w, selection ? CHECKBOX_WIDTH : 0);

  return (
    <>
      <Box ref={box} sx={{ position: 'relative', overflowX: 'auto' }}>
        {loading && (
          <LinearProgress
            aria-label="Loading rows"
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
        )}
        <Table
          size="small"
          aria-label={label}
          aria-busy={loading}
          sx={[
            {
              tableLayout: 'fixed',
              width: Math.max(tableWidth, boxWidth) || '100%',
              '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: `${CELL_PADDING / 2}px` },
            },
            tableBodyStyles,
          ]}
        >
          <colgroup>
            {selection && <col style={{ width: CHECKBOX_WIDTH }} />}
            {widths.map((width, i) => (
              <col key={columns[i]!.field} style={{ width }} />
            ))}
          </colgroup>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={pageIds.length > 0 && chosenOnPage === pageIds.length}
                    indeterminate={chosenOnPage > 0 && chosenOnPage < pageIds.length}
                    disabled={pageIds.length === 0}
                    onChange={(e) => choose(pageIds, e.target.checked)}
                    slotProps={{ input: { 'aria-label': 'Select all rows' } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => {
                const sorted = sort?.field === column.field && sort.sort ? sort.sort : false;
                return (
                  <TableCell
                    key={column.field}
                    data-field={column.field}
                    align={column.headerAlign ?? columnAlign(column)}
                    sortDirection={sorted}
                    sx={{ fontWeight: 600, lineHeight: 1.25, verticalAlign: 'bottom' }}
                  >
                    {column.sortable === false || !column.headerName ? (
                      column.headerName
                    ) : (
                      <TableSortLabel
                        active={sorted !== false}
                        direction={sorted || 'asc'}
                        onClick={() => sortBy(column.field)}
                      >
                        {column.headerName}
                      </TableSortLabel>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: loading && !firstLoad ? 0.6 : 1 }}>
            {firstLoad &&
              Array.from({ length: 5 }, (_, i) => (
                <TableRow key={i}>
                  <TableCell colSpan={span}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))}
            {!loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={span} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {noRowsText}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => {
              const id = rowIdOf(row);
              return (
                <TableBodyRow
                  key={id}
                  row={row}
                  id={id}
                  columns={columns}
                  choosing={selection !== undefined}
                  chosen={isChosen(id)}
                  disabled={!selectable(row)}
                  onChoose={choose}
                />
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Box
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', borderTop: 1, borderColor: 'divider' }}
      >
        {chosenCount > 0 && (
          <Typography variant="body2" sx={{ px: 2 }}>
            {chosenCount === 1 ? '1 row selected' : `${formatCount(chosenCount)} rows selected`}
          </Typography>
        )}
        <TablePagination
          component="div"
          sx={{ ml: 'auto', borderBottom: 0 }}
          count={total}
          page={paginationModel.page}
          rowsPerPage={paginationModel.pageSize}
          rowsPerPageOptions={pageSizeOptions}
          onPageChange={(_, page) => onPaginationModelChange({ ...paginationModel, page })}
          onRowsPerPageChange={(e) => onPaginationModelChange({ page: 0, pageSize: Number(e.target.value) })}
        />
      </Box>
    </>
  );
}
