import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { ColumnsButton } from './ColumnsButton';
import { DataTable } from './DataTable';
import { PlainTextField } from './PlainTextField';
import { errorMessage, toast } from './toast';
import { useHiddenColumns } from './useHiddenColumns';
import type { useServerGrid } from './serverGrid';
import type { Column, RowModel, TableSelection } from './tableTypes';

/** The fewest named columns a table lets hide some of. */
const MIN_HIDEABLE = 5;

// Only a list that failed shows it (issue #27): it loads then, not with every grid.
const Alert = lazy(() => import('@mui/material/Alert'));

export interface ServerGridProps<R extends RowModel> {
  /** The grid's accessible name, e.g. "Buildings". */
  label: string;
  grid: ReturnType<typeof useServerGrid>;
  columns: Column<R>[];
  rows: R[];
  total: number;
  loading: boolean;
  error?: unknown;
  /** The search box's label; no search box without it. */
  searchLabel?: string;
  /** A spinner at the search box's end while its search runs (a page whose search is its own call). */
  searchBusy?: boolean;
  /** Filter controls beside the search (selects, toggles). */
  filters?: ReactNode;
  /** Exports every row the grid's search and filters select (streamed by the server). */
  onExport?: () => Promise<void>;
  /** Shown instead of the grid when the list is empty without a search: says what to do next. */
  empty?: ReactNode;
  /** Shown in the grid when a search finds nothing. */
  noResultsText?: string;
  /** Checkboxes on the page's rows; the page keeps what is selected and acts on it. */
  selection?: TableSelection<R>;
  /** Actions on the selected rows, at the toolbar's end before Export CSV. */
  actions?: ReactNode;
}

/**
 * A server-paged table with its toolbar (search, filters, export): columns sized to their content and
 * stretched to the width, each cell's full value on hover, and an empty state instead of "No rows".
 */
export function TableView<R extends RowModel>({
  label,
  grid,
  columns,
  rows,
  total,
  loading,
  error,
  searchLabel,
  searchBusy = false,
  filters,
  onExport,
  empty,
  noResultsText = 'Nothing matches this search.',
  selection,
  actions,
}: ServerGridProps<R>) {
  const [exporting, setExporting] = useState(false);
  const runExport = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      await onExport();
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setExporting(false);
    }
  };
  const [hidden, toggle] = useHiddenColumns(label);
  const named = columns.flatMap((c) =>
    c.headerName && c.field !== 'actions' ? [{ field: c.field, headerName: c.headerName }] : [],
  );
  // A table of a few columns has none to spare.
  const hideable = named.length >= MIN_HIDEABLE;
  // The same array while nothing changes: the table's rows are redrawn only when their columns are new.
  const shown = useMemo(
    () => (hidden.size > 0 ? columns.filter((c) => !hidden.has(c.field)) : columns),
    [columns, hidden],
  );
  const searching = grid.search.trim() !== '';
  const isEmpty = !loading && !error && total === 0 && !searching;
  return (
    <>
      {(searchLabel || filters || onExport || actions || hideable) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
          {searchLabel && (
            <PlainTextField
              label={searchLabel}
              size="small"
              value={grid.search}
              onChange={(e) => grid.setSearch(e.target.value)}
              sx={{ width: { xs: '100%', sm: 320 } }}
              startAdornment={
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              }
              endAdornment={
                searchBusy ? (
                  <InputAdornment position="end">
                    <CircularProgress size={16} aria-label="Searching" />
                  </InputAdornment>
                ) : null
              }
            />
          )}
          {filters}
          <Box sx={{ flex: 1 }} />
          {actions}
          {hideable && <ColumnsButton label={label} columns={named} hidden={hidden} onToggle={toggle} />}
          {onExport && (
            <Button startIcon={<DownloadIcon />} onClick={() => void runExport()} disabled={exporting}>
              {exporting ? 'Exporting…' : 'Export CSV'}
            </Button>
          )}
        </Box>
      )}
      {error ? (
        <Suspense fallback={null}>
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(error)}
          </Alert>
        </Suspense>
      ) : null}
      {isEmpty && empty ? (
        <Paper variant="outlined">{empty}</Paper>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <DataTable
            label={label}
            columns={shown}
            rows={rows}
            total={total}
            loading={loading}
            sortModel={grid.sortModel}
            onSortModelChange={grid.setSortModel}
            paginationModel={grid.paginationModel}
            onPaginationModelChange={grid.setPaginationModel}
            pageSizeOptions={grid.pageSizeOptions}
            noRowsText={searching ? noResultsText : 'Nothing here yet.'}
            selection={selection}
          />
        </Paper>
      )}
    </>
  );
}
