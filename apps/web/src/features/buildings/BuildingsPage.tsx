import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  asPolicyActor,
  canImportBuildings,
  routes,
  type BuildingRow,
  type BuildingSort,
} from '@lease/contract';
import { apiCall } from '../../api/client';
import { useAuthStore } from '../../store/auth';
import { downloadCsv, toCsv } from '../../ui/csv';
import { PageTitle } from '../../ui/PageTitle';
import { useServerGrid } from '../../ui/serverGrid';
import { errorMessage } from '../../ui/toast';
import { ImportBuildingsDialog } from './ImportBuildingsDialog';

const COLUMNS: GridColDef<BuildingRow>[] = [
  { field: 'name', headerName: 'Building Name', flex: 1.6, minWidth: 180 },
  { field: 'buildingType', headerName: 'Building Type', flex: 1, minWidth: 120 },
  { field: 'totalUnits', headerName: 'Total Units', type: 'number', width: 110 },
  { field: 'billingCity', headerName: 'Billing City', flex: 1, minWidth: 120 },
  { field: 'billingState', headerName: 'Billing State', width: 110 },
  { field: 'landlordName', headerName: 'Landlord', flex: 1.2, minWidth: 150 },
  { field: 'applications', headerName: 'Applications', type: 'number', width: 120 },
  { field: 'policies', headerName: 'Policies in Force', type: 'number', width: 140 },
];

/** /dashboard/property/buildings: the buildings in the caller's scope, paged, sorted and searched by the server. */
export function BuildingsPage() {
  const user = useAuthStore((s) => s.currentUser);
  const grid = useServerGrid<BuildingSort>('name');
  const [importing, setImporting] = useState(false);
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: ['buildings', 'grid', grid.params],
    queryFn: () => apiCall(routes.buildings.listBuildings, { query: grid.params }),
    placeholderData: keepPreviousData,
  });
  const rows = data?.rows ?? [];
  const canImport = user !== null && canImportBuildings(asPolicyActor(user));

  // Exports what the grid shows: this page, in this order, with the visible columns.
  const exportShown = () =>
    downloadCsv(
      'buildings.csv',
      toCsv(
        COLUMNS.map((c) => c.headerName ?? c.field),
        rows.map((r) => COLUMNS.map((c) => r[c.field as keyof BuildingRow])),
      ),
    );

  return (
    <>
      <PageTitle>Buildings</PageTitle>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <TextField
          label="Search by name or city"
          size="small"
          value={grid.search}
          onChange={(e) => grid.setSearch(e.target.value)}
          sx={{ minWidth: 280 }}
        />
        <Box sx={{ flex: 1 }} />
        <Button startIcon={<DownloadIcon />} onClick={exportShown} disabled={rows.length === 0}>
          Export CSV
        </Button>
        {canImport && (
          <Button startIcon={<UploadFileIcon />} variant="contained" onClick={() => setImporting(true)}>
            Import CSV
          </Button>
        )}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      )}
      <Paper variant="outlined">
        <DataGrid
          {...grid.gridProps}
          aria-label="Buildings"
          rows={rows}
          columns={COLUMNS}
          rowCount={data?.total ?? 0}
          loading={isFetching}
          disableRowSelectionOnClick
        />
      </Paper>
      {importing && user && (
        <ImportBuildingsDialog
          user={user}
          onClose={(added) => {
            setImporting(false);
            if (added) void refetch();
          }}
        />
      )}
    </>
  );
}
