import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type InvoiceRow,
  type InvoiceStatus,
} from '@lease/contract';
import { EmptyState } from '../../ui/EmptyState';
import { FilterSelect } from '../../ui/FilterSelect';
import { formatDate, formatMoney } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { ServerGrid } from '../../ui/ServerGrid';
import { useStableCallback } from '../../ui/useStableCallback';
import { useServerGrid, useServerList } from '../../ui/serverGrid';
import { ConnectAccounting, useAccountingReturn } from './ConnectAccounting';
import { invoiceColumns } from './invoiceColumns';
import { invoiceQueries, useIsBilling } from './invoiceQueries';
import { useInvoiceSearch } from './useInvoiceSearch';

/** The statuses, for the grid's filter and the phone's chip. */
const INVOICE_STATUS_OPTIONS = INVOICE_STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_LABELS[s] }));

// Dialogs load when opened (issue #27): the page's first load is its grid.
const InvoiceDialog = lazy(() => import('./InvoiceDialog').then((m) => ({ default: m.InvoiceDialog })));
const PolicyLookupDialog = lazy(() =>
  import('./PolicyLookupDialog').then((m) => ({ default: m.PolicyLookupDialog })),
);

type InvoiceSort = 'issuedOn' | 'invoiceNum' | 'dueDate' | 'status' | 'total';

/**
 * The search's answer as one page of the grid: the server answers at most 50 invoices at once, so the
 * grid's paging and ordering apply to them here.
 */
function pageOfResults(
  rows: InvoiceRow[],
  params: { page: number; pageSize: number; sort: InvoiceSort; order: 'asc' | 'desc' },
): InvoiceRow[] {
  const key = (r: InvoiceRow): string | number =>
    params.sort === 'total' ? Number(r.total) : r[params.sort];
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const order = x < y ? -1 : x > y ? 1 : 0;
    return params.order === 'asc' ? order : -order;
  });
  const start = (params.page - 1) * params.pageSize;
  return sorted.slice(start, start + params.pageSize);
}

/** /dashboard/invoice: the invoices in scope, newest first, each one's detail, PDF and disputes. */
export function InvoicesPage() {
  const billing = useIsBilling();
  const grid = useServerGrid<InvoiceSort>('issuedOn', 25, 'desc');
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [lookingUp, setLookingUp] = useState(false);
  // File 2 §8: the accounting connection's failure is the page's error state (the list's is the grid's).
  const [pageError, setPageError] = useState<string | null>(null);
  const search = useInvoiceSearch(grid.params.q);
  useAccountingReturn();

  const filter = { sort: grid.params.sort, order: grid.params.order, ...(status ? { status } : {}) };
  const { list } = useServerList(grid.params, filter, invoiceQueries.list);

  const openId = params.get('invoice');
  const open = (id: string | null) =>
    setParams((p) => {
      if (id) p.set('invoice', id);
      else p.delete('invoice');
      return p;
    });

  const found = search.active ? search.results : null;
  const firstPage = () => grid.setPaginationModel((m) => ({ ...m, page: 0 }));
  // One set of columns for the page's life: new ones on each render redrew every cell (issue #27).
  const openRow = useStableCallback((row: InvoiceRow) => open(row.id));
  const columns = useMemo(() => invoiceColumns(openRow, billing), [openRow, billing]);
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Your monthly premium invoices: open one to see its lines and PDF, or to dispute lines."
        actions={
          <>
            <Button variant="outlined" startIcon={<ManageSearchIcon />} onClick={() => setLookingUp(true)}>
              Policy lookup
            </Button>
            {billing && <ConnectAccounting onError={setPageError} />}
          </>
        }
      />
      {pageError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setPageError(null)}>
          {pageError}
        </Alert>
      )}
      <ServerGrid
        label="Invoices"
        grid={grid}
        columns={columns}
        rows={found ? pageOfResults(found, grid.params) : (list.data?.rows ?? [])}
        total={found ? found.length : (list.data?.total ?? 0)}
        loading={found ? search.searchSpinner : list.isFetching}
        error={found ? undefined : list.error}
        searchLabel="Search invoice number"
        searchBusy={search.searchSpinner}
        noResultsText="No invoice has this number."
        filters={
          <FilterSelect
            id="invoice-status-filter"
            label="Status"
            everyLabel="Every status"
            options={INVOICE_STATUS_OPTIONS}
            value={status}
            disabled={search.active}
            onChange={(value) => {
              setStatus(value as InvoiceStatus | '');
              firstPage();
            }}
          />
        }
        card={(row) => ({
          id: row.id,
          title: `Invoice ${row.invoiceNum}`,
          status: row.status,
          lines: [`Issued ${formatDate(row.issuedOn)} · due ${formatDate(row.dueDate)}`],
          end: <strong>{formatMoney(row.total)}</strong>,
        })}
        onOpen={openRow}
        sorts={[
          { value: 'issuedOn:desc', label: 'Newest first' },
          { value: 'issuedOn:asc', label: 'Oldest first' },
          { value: 'dueDate:asc', label: 'Due soonest' },
          { value: 'total:desc', label: 'Largest total' },
          { value: 'status:asc', label: 'Status' },
        ]}
        chips={
          search.active
            ? []
            : [
                {
                  label: 'Status',
                  options: INVOICE_STATUS_OPTIONS,
                  value: status ? [status] : [],
                  onChange: (v) => setStatus((v[0] ?? '') as InvoiceStatus | ''),
                },
              ]
        }
        empty={
          <EmptyState icon={<ReceiptLongOutlinedIcon />} title="No invoices yet">
            Each month's premium invoice is listed here once it is issued, on the first of the month.
          </EmptyState>
        }
      />
      <Suspense fallback={null}>
        {openId && <InvoiceDialog key={openId} id={openId} onClose={() => open(null)} />}
      </Suspense>
      <Suspense fallback={null}>
        {lookingUp && (
          <PolicyLookupDialog
            onClose={() => setLookingUp(false)}
            onOpenInvoice={(id) => {
              setLookingUp(false);
              open(id);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
