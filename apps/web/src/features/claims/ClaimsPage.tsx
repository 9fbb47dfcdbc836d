import NoteAddIcon from '@mui/icons-material/NoteAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  claimTypesText,
  type ClaimRecord,
  type ClaimStatus,
} from '@lease/contract';
import { EmptyState } from '../../ui/EmptyState';
import { FilterSelect } from '../../ui/FilterSelect';
import { formatDate, formatMoney } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { ServerGrid } from '../../ui/ServerGrid';
import { useStableCallback } from '../../ui/useStableCallback';
import { useServerGrid, useServerList } from '../../ui/serverGrid';
import { StatusChip } from '../../ui/StatusChip';
import { claimQueries } from './claimQueries';
import type { Column } from '../../ui/tableTypes';

/** The statuses, for the grid's filter and the phone's chip. */
const CLAIM_STATUS_OPTIONS = CLAIM_STATUSES.map((s) => ({ value: s, label: CLAIM_STATUS_LABELS[s] }));

// Dialogs load when opened (issue #27): the page's first load is its grid.
const ClaimDialog = lazy(() => import('./ClaimDialog').then((m) => ({ default: m.ClaimDialog })));
const ClaimWizard = lazy(() => import('./wizard/ClaimWizard').then((m) => ({ default: m.ClaimWizard })));

type ClaimSort = 'createdAt' | 'name' | 'claim_status' | 'date_of_loss';

/** The phone's sort menu: the grid's sortable columns, in the order a person asks for them. */
const SORTS = [
  { value: 'createdAt:desc', label: 'Filed, newest first' },
  { value: 'createdAt:asc', label: 'Filed, oldest first' },
  { value: 'date_of_loss:desc', label: 'Date of loss, newest first' },
  { value: 'name:asc', label: 'Claim number' },
  { value: 'claim_status:asc', label: 'Status' },
];

function columns(onOpen: (c: ClaimRecord) => void): Column<ClaimRecord>[] {
  return [
    {
      field: 'name',
      headerName: 'Claim Number',
      minWidth: 150,
      renderCell: ({ row }) => (
        <Link component="button" type="button" underline="hover" onClick={() => onOpen(row)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'claim_status',
      headerName: 'Status',
      minWidth: 170,
      renderCell: ({ value }) => <StatusChip status={value as string} />,
    },
    { field: 'rider_id', headerName: 'Rider Id', sortable: false, minWidth: 120 },
    { field: 'tenant1', headerName: 'Tenant', sortable: false, flex: 1, minWidth: 160 },
    {
      field: 'apartment_building_address',
      headerName: 'Building Address',
      sortable: false,
      flex: 1.4,
      minWidth: 220,
      // A long address would push the dates out of view: the whole address shows on hover.
      maxWidth: 300,
    },
    {
      field: 'claim_type',
      headerName: 'Type of Claim',
      sortable: false,
      minWidth: 160,
      valueGetter: (_v, r) => claimTypesText(r.claim_type),
    },
    // Room for a whole date, so none is cut before the page has been measured.
    {
      field: 'date_of_loss',
      headerName: 'Date of Loss',
      minWidth: 110,
      valueFormatter: (v: string) => formatDate(v),
    },
    { field: 'createdAt', headerName: 'Filed', minWidth: 110, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'total_indemnity_payments',
      headerName: 'Paid',
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: string) => formatMoney(v),
    },
  ];
}

/** /dashboard/property/claims: the claims of the buildings in scope, newest first, and each one's record. */
export function ClaimsPage() {
  const grid = useServerGrid<ClaimSort>('createdAt', 25, 'desc');
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<ClaimStatus | ''>('');
  const [filing, setFiling] = useState(false);
  const buildingId = params.get('buildingId') ?? undefined;
  const filter = {
    sort: grid.params.sort,
    order: grid.params.order,
    ...(grid.params.q ? { q: grid.params.q } : {}),
    ...(status ? { status } : {}),
    ...(buildingId ? { buildingId } : {}),
  };
  const { list } = useServerList(grid.params, filter, claimQueries.list);

  const officeHours = useQuery({ ...claimQueries.officeHours(), staleTime: 3_600_000 });

  const openId = params.get('claim');
  const open = (id: string | null) =>
    setParams((p) => {
      if (id) p.set('claim', id);
      else p.delete('claim');
      return p;
    });

  // One set of columns for the page's life: new ones on each render redrew every cell (issue #27).
  const openRow = useStableCallback((c: ClaimRecord) => open(c.id));
  const shownColumns = useMemo(() => columns(openRow), [openRow]);
  return (
    <>
      <PageHeader
        title="Claims"
        description="Every claim filed on the policies of your buildings, with its status and its papers."
        actions={
          <Button variant="contained" startIcon={<NoteAddIcon />} onClick={() => setFiling(true)}>
            File a Claim
          </Button>
        }
      />
      {officeHours.data?.banner && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {officeHours.data.banner}
        </Alert>
      )}
      <ServerGrid
        label="Claims"
        grid={grid}
        columns={shownColumns}
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        error={list.error}
        searchLabel="Search claim number, contact, building or rider id"
        noResultsText="No claim matches this search."
        filters={
          <FilterSelect
            id="claim-status-filter"
            label="Status"
            minWidth={200}
            everyLabel="Every status"
            options={CLAIM_STATUS_OPTIONS}
            value={status}
            onChange={(value) => {
              setStatus(value as ClaimStatus | '');
              grid.setPaginationModel((m) => ({ ...m, page: 0 }));
            }}
          />
        }
        card={(c) => ({
          id: c.id,
          title: c.name,
          status: c.claim_status,
          lines: [
            [c.tenant1, c.apartment_building_address].filter(Boolean).join(' · '),
            `Loss on ${formatDate(c.date_of_loss)} · filed ${formatDate(c.createdAt)}`,
            `Paid ${formatMoney(c.total_indemnity_payments)}`,
          ],
        })}
        onOpen={openRow}
        sorts={SORTS}
        chips={[
          {
            label: 'Status',
            options: CLAIM_STATUS_OPTIONS,
            value: status ? [status] : [],
            onChange: (v) => setStatus((v[0] ?? '') as ClaimStatus | ''),
          },
        ]}
        empty={
          <EmptyState title="No claims yet">
            Claims filed on your policies are listed here with their status and files.
          </EmptyState>
        }
      />
      <Suspense fallback={null}>
        {openId && <ClaimDialog id={openId} onClose={() => open(null)} />}
        {filing && <ClaimWizard onClose={() => setFiling(false)} />}
      </Suspense>
    </>
  );
}
