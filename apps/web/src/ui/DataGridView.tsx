import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowSelectionModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PlainTextField } from './PlainTextField';
import { errorMessage, toast } from './toast';
import type { useServerGrid } from './serverGrid';

// Only a list that failed shows it (issue #27): it loads then, not with every grid.
const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * A cell's text, cut with an ellipsis when narrow; hovering shows the whole value. `dir="ltr"` isolates
 * the English value, so in RTL a phone number or a name with punctuation keeps its order.
 */
function CellText({ value }: { value: unknown }) {
  const text = value === null || value === undefined ? '' : String(value);
  return (
    <Box component="span" dir="ltr" title={text} sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {text}
    </Box>
  );
}

/**
 * The narrowest a column may be and still show its header whole: headers wrap onto two lines, so it is
 * the header's longest word (at the header's bold 14 px), the cell's padding, and the sort arrow's room
 * when the column sorts (the arrow shows beside the title of the column sorted by).
 */
export const headerMinWidth = (headerName: string | undefined, sortable = true): number =>
  Math.ceil(
    Math.max(0, ...(headerName ?? '').split(/\s+/).map((w) => w.length)) * 9 + 24 + (sortable ? 28 : 0),
  );

/** Every column: at least as wide as its header needs, and a cell cut short shows its whole text on hover. */
const fitted = <R extends GridValidRowModel>(column: GridColDef<R>): GridColDef<R> => {
  const least = headerMinWidth(column.headerName, column.sortable !== false);
  const sized = { ...column, minWidth: Math.max(column.minWidth ?? 0, least) };
  return column.renderCell || column.type === 'actions' || column.type === 'boolean'
    ? sized
    : {
        ...sized,
        renderCell: (params: GridRenderCellParams<R>) => <CellText value={params.formattedValue} />,
      };
};

/** The grid's progress bar, named: a progressbar without a name fails the accessibility check. */
function LoadingBar() {
  return <LinearProgress aria-label="Loading rows" />;
}

export interface ServerGridProps<R extends GridValidRowModel> {
  /** The grid's accessible name, e.g. "Buildings". */
  label: string;
  grid: ReturnType<typeof useServerGrid>;
  columns: GridColDef<R>[];
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
  selection?: {
    model: GridRowSelectionModel;
    onChange: (model: GridRowSelectionModel) => void;
    isRowSelectable?: (row: R) => boolean;
    /** Rows chosen on one page stay chosen on the next (a pick across pages). */
    acrossPages?: boolean;
  };
  /** Actions on the selected rows, at the toolbar's end before Export CSV. */
  actions?: ReactNode;
}

/**
 * A server-paged grid with its toolbar (search, filters, export): columns sized to their content and
 * stretched to the width, each cell's full value on hover, and an empty state instead of "No rows".
 */
export function DataGridView<R extends GridValidRowModel>({
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
  const apiRef = useGridApiRef();
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
  const shown = useMemo(() => columns.map(fitted), [columns]);

  // Fit the columns to the first page that has rows (a header wraps rather than widen its column, and a
  // rare long value is cut, whole on hover), then share out the spare width. Once per set of columns:
  // fitted again on each sort, page or letter searched, the grid measured every cell of 100 rows, which
  // kept a click waiting seconds (issue #27, `npm run bench:interactions`).
  const fields = columns.map((column) => column.field).join('\n');
  const fittedTo = useRef<string | null>(null);
  useEffect(() => {
    if (rows.length === 0 || fittedTo.current === fields) return;
    fittedTo.current = fields;
    void apiRef.current?.autosizeColumns({ includeHeaders: false, expand: true });
  }, [rows, fields, apiRef]);

  const searching = grid.search.trim() !== '';
  const isEmpty = !loading && !error && total === 0 && !searching;
  return (
    <>
      {(searchLabel || filters || onExport || actions) && (
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
          <DataGrid
            {...grid.gridProps}
            apiRef={apiRef}
            aria-label={label}
            rows={rows}
            columns={shown}
            rowCount={total}
            loading={loading}
            // Skeleton rows until the first rows come; then the rows stay under a named progress bar while
            // the next answer loads: redrawn as skeletons and back, 100 rows kept a sort or a page turn
            // waiting most of a second (issue #27, `npm run bench:interactions`).
            slots={{ baseLinearProgress: LoadingBar }}
            slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
            disableRowSelectionOnClick
            {...(selection && {
              checkboxSelection: true,
              rowSelectionModel: selection.model,
              onRowSelectionModelChange: selection.onChange,
              isRowSelectable: ({ row }: { row: R }) => selection.isRowSelectable?.(row) ?? true,
              keepNonExistentRowsSelected: selection.acrossPages ?? false,
            })}
            density="compact"
            // Two lines of header: a long header wraps instead of being cut ("Coverage E…", issue #25).
            columnHeaderHeight={52}
            localeText={{ noRowsLabel: searching ? noResultsText : 'Nothing here yet.' }}
            sx={{
              border: 0,
              '--DataGrid-rowBorderColor': (t) => t.palette.divider,
              '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600, whiteSpace: 'normal', lineHeight: 1.25 },
            }}
          />
        </Paper>
      )}
    </>
  );
}
