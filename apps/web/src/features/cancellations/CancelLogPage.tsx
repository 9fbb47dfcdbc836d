import { useState } from 'react';
import { routes, type CancelLogRow } from '@lease/contract';
import { apiFile } from '../../api/client';
import { downloadBlob } from '../../ui/download';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { ServerGrid } from '../../ui/ServerGrid';
import { useServerGrid, useServerList } from '../../ui/serverGrid';
import { useAuthStore } from '../../store/auth';
import { DateFilterField } from '../../ui/DateFilterField';
import { cancellationQueries } from './cancellationQueries';
import type { Column } from '../../ui/tableTypes';
import { formatCount } from '../../ui/formatNumber';

const COLUMNS: Column<CancelLogRow>[] = [
  { field: 'rider_id', headerName: 'Rider Id', sortable: false },
  { field: 'tenant_1_name', headerName: 'Tenant', sortable: false },
  { field: 'apartment_building_name', headerName: 'Building', sortable: false },
  { field: 'revised_unit_number', headerName: 'Unit', sortable: false },
  { field: 'lanlord_account_name', headerName: 'Landlord', sortable: false },
  {
    field: 'requested_by_name',
    headerName: 'Requested By',
    sortable: false,
    valueGetter: (_v, r) => r.requested_by_name ?? r.requested_by_email ?? '',
  },
  { field: 'requested_at', headerName: 'Requested At', valueFormatter: (v: string) => formatDateTime(v) },
  {
    field: 'effective_at',
    headerName: 'Effective At',
    sortable: false,
    valueFormatter: (v: string) => formatDateTime(v),
  },
  { field: 'reason', headerName: 'Reason', sortable: false, valueFormatter: (v: string | null) => v ?? '' },
];

const WITHOUT_LANDLORD = COLUMNS.filter((c) => c.field !== 'lanlord_account_name');

/** The start or the end of a picked day, as the moment the server filters by. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** /dashboard/cancellation-log: every policy cancellation in scope, who asked, when, and when it took effect. */
export function CancelLogPage() {
  // Only an admin's log spans landlords; everyone else's names one landlord on every row.
  const admin = useAuthStore((s) => s.currentUser?.role === 'admin');
  const columns = admin ? COLUMNS : WITHOUT_LANDLORD;
  const grid = useServerGrid<'requested_at'>('requested_at', 25, 'desc');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter = {
    order: grid.params.order,
    ...(grid.params.q ? { q: grid.params.q } : {}),
    ...(from ? { from: dayStart(from) } : {}),
    ...(to ? { to: dayEnd(to) } : {}),
  };
  const { list } = useServerList(grid.params, filter, cancellationQueries.log);
  const rows = list.data?.rows ?? [];

  // The server streams every cancellation the filter selects, not only the page on screen.
  const exportAll = async () => {
    downloadBlob(
      'policy-cancel-log.csv',
      await apiFile(routes.cancellations.exportCancelLogs, { query: filter }),
    );
  };

  // A new date range starts again from the first page.
  const dateField = (label: string, value: string, set: (v: string) => void) => (
    <DateFilterField
      label={label}
      value={value}
      onChange={(v) => {
        set(v);
        grid.setPaginationModel((m) => ({ ...m, page: 0 }));
      }}
    />
  );

  return (
    <>
      <PageHeader
        title="Policy Cancel Log"
        description={
          list.data && !list.data.totalExact
            ? `Every policy cancellation, newest first: about ${formatCount(list.data.total)} in all.`
            : 'Every policy cancellation: who asked for it, when, and when the coverage ended.'
        }
      />
      <ServerGrid
        label="Policy Cancel Log"
        grid={grid}
        columns={columns}
        rows={rows}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        error={list.error}
        searchLabel="Search rider id, tenant, building or e-mail"
        noResultsText="No cancellation matches this search."
        onExport={exportAll}
        filters={
          <>
            {dateField('Requested from', from, setFrom)}
            {dateField('Requested to', to, setTo)}
          </>
        }
        empty={
          <EmptyState title="No cancellations yet">
            Policies you cancel from Flagged Cancellations are listed here.
          </EmptyState>
        }
      />
    </>
  );
}
