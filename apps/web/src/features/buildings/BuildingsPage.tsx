import ApartmentIcon from '@mui/icons-material/Apartment';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import {
  asPolicyActor,
  canImportBuildings,
  canImportRentRoll,
  type BuildingRow,
  type BuildingSort,
} from '@lease/contract';
import { apiFile } from '../../api/client';
import { useAuthStore } from '../../store/auth';
import { downloadBlob } from '../../ui/download';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { ImportButton } from './ImportButton';
import { useServerGrid } from '../../ui/serverGrid';
import { ServerGrid } from '../../ui/ServerGrid';
import * as buildingCalls from '@lease/contract/addresses/buildings';
import { buildingQueries } from './buildingQueries';
import type { Column } from '../../ui/tableTypes';

// Loaded when opened: the Buildings page itself carries none of the import dialogs' weight.
const RentRollDialog = lazy(() => import('./RentRollDialog').then((m) => ({ default: m.RentRollDialog })));
const ImportBuildingsDialog = lazy(() =>
  import('./ImportBuildingsDialog').then((m) => ({ default: m.ImportBuildingsDialog })),
);

const COLUMNS: Column<BuildingRow>[] = [
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
  const [rentRoll, setRentRoll] = useState(false);
  const { data, isFetching, error, refetch } = useQuery({
    ...buildingQueries.grid(grid.params),
    placeholderData: keepPreviousData,
  });
  const rows = data?.rows ?? [];
  const canImport = user !== null && canImportBuildings(asPolicyActor(user));
  const canRentRoll = user !== null && canImportRentRoll(asPolicyActor(user));

  // The server streams every building the search selects, in the grid's order, not only this page.
  const exportAll = async () => {
    const { page: _page, pageSize: _size, ...selection } = grid.params;
    downloadBlob('buildings.csv', await apiFile(buildingCalls.exportBuildings, { query: selection }));
  };

  const importButton = (
    <ImportButton
      buildings={canImport ? () => setImporting(true) : null}
      rentRoll={canRentRoll ? () => setRentRoll(true) : null}
    />
  );

  return (
    <>
      <PageHeader
        title="Buildings"
        description="The buildings in your portfolio, with their applications and policies in force."
        actions={importButton}
      />
      <ServerGrid
        label="Buildings"
        grid={grid}
        columns={COLUMNS}
        rows={rows}
        total={data?.total ?? 0}
        loading={isFetching}
        error={error}
        searchLabel="Search by name or city"
        card={(b) => ({
          id: b.id,
          title: b.name,
          lines: [
            [b.billingCity, b.billingState].filter(Boolean).join(', '),
            `${b.totalUnits} units · ${b.applications} applications · ${b.policies} in force`,
            b.landlordName,
          ],
        })}
        sorts={[
          { value: 'name:asc', label: 'Name, A to Z' },
          { value: 'name:desc', label: 'Name, Z to A' },
          { value: 'billingCity:asc', label: 'City, A to Z' },
          { value: 'policies:desc', label: 'Most policies in force' },
          { value: 'applications:desc', label: 'Most applications' },
        ]}
        onExport={exportAll}
        noResultsText="No building matches this search."
        empty={
          <EmptyState icon={<ApartmentIcon />} title="No buildings yet" action={importButton}>
            {canImport
              ? 'Import your buildings from a CSV file: one row per building, with the columns the import dialog lists.'
              : 'Buildings appear here once you are given access to them.'}
          </EmptyState>
        }
      />
      {rentRoll && user && (
        <Suspense fallback={null}>
          <RentRollDialog
            user={user}
            onClose={(imported) => {
              setRentRoll(false);
              if (imported) void refetch();
            }}
          />
        </Suspense>
      )}
      {importing && user && (
        <Suspense fallback={null}>
          <ImportBuildingsDialog
            user={user}
            onClose={(added) => {
              setImporting(false);
              if (added) void refetch();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
