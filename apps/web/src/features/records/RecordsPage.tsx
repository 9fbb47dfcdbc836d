import Button from '@mui/material/Button';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import {
  PRODUCTS,
  STAGES,
  type ApplicationRecord,
  type ClaimPreset,
  type RecordKind,
  type RecordSort,
} from '@lease/contract';
import { apiFile } from '../../api/client';
import { downloadBlob } from '../../ui/download';
import { EmptyState } from '../../ui/EmptyState';
import { FilterSelect } from '../../ui/FilterSelect';
import { PageHeader } from '../../ui/PageHeader';
import { ServerGrid } from '../../ui/ServerGrid';
import { useServerGrid } from '../../ui/serverGrid';
import { useStableCallback } from '../../ui/useStableCallback';
import type { RowChoice, RowChooser } from '../../ui/rowChoice';
import {
  APPLICATION_COLUMNS,
  COMMON_COLUMNS,
  FLAGGED_COLUMNS,
  openColumn,
  POLICY_COLUMNS,
} from './recordColumns';
import { DateFilterField } from '../../ui/DateFilterField';
import type { PolicyDocuments } from './RecordDialog';
import { recordCard, recordChips, recordSorts } from './recordCards';
import * as recordCalls from '@lease/contract/addresses/applications';
import { recordQueries } from './recordQueries';
import type { Column } from '../../ui/tableTypes';
import { formatCount } from '../../ui/formatNumber';

// Dialogs load when opened (issue #27): the page's first load is its grid.
const RecordDialog = lazy(() => import('./RecordDialog').then((m) => ({ default: m.RecordDialog })));

/**
 * What a record list opens of other features: the app hands them over (app/recordPages.tsx), so no
 * feature imports another (.dependency-cruiser.cjs).
 */
export interface RecordPieces {
  /** The claim wizard, opened on a policy's row. */
  FileClaim: ComponentType<{ preset: ClaimPreset; onClose: () => void }>;
  /** A policy's documents, from its detail dialog. */
  Documents: PolicyDocuments;
  /** The list's choosing and its decisions on the rows chosen (Flagged Cancellations only). */
  Choose?: RowChooser<ApplicationRecord>;
}

const NO_CHOICE: RowChooser<ApplicationRecord> = ({ children }) => children({});

const PAGES: Record<RecordKind, { title: string; description: string; empty: string; file: string }> = {
  application: {
    title: 'Applications',
    description: 'Every tenant application we underwrote for your buildings, at every stage.',
    empty: 'Applications appear here as tenants apply at your buildings.',
    file: 'applications.csv',
  },
  policy: {
    title: 'Policies',
    description: 'The policies (riders) issued for your buildings, with their coverage and premium.',
    empty: 'Policies appear here once an application is issued.',
    file: 'policies.csv',
  },
  'policy-cancel': {
    title: 'Flagged Cancellations',
    description: 'Policies flagged for potential claim or cancellation: each needs a decision from you.',
    empty: 'Nothing is flagged: every policy is in order.',
    file: 'flagged-policies.csv',
  },
};

const COLUMNS_OF = {
  application: APPLICATION_COLUMNS,
  policy: POLICY_COLUMNS,
  'policy-cancel': FLAGGED_COLUMNS,
} as const;

/** Stages and products as a select's options. */
const optionsOf = (codes: readonly { code: string; label: string }[]) =>
  codes.map((c) => ({ value: c.code, label: c.label }));
const STAGE_OPTIONS = optionsOf(STAGES);
const PRODUCT_OPTIONS = optionsOf(PRODUCTS);

/** The claim action of a policy's row (beside the tenants, in view however wide the grid scrolls). */
const claimColumn = (onFile: (preset: ClaimPreset) => void): Column<ApplicationRecord> => ({
  field: 'file_claim',
  headerName: 'Claim',
  sortable: false,
  // The action sits beside the tenants, in view without scrolling, at a fixed width.
  width: 120,
  minWidth: 120,
  maxWidth: 120,
  renderCell: ({ row }) => (
    <Button
      size="small"
      aria-label={`File a Claim on ${row.rider_id}`}
      onClick={() =>
        onFile({
          state: row.billingState,
          landlordId: row.landlord_id,
          apartmentId: row.apartment_building_id,
          policyId: row.app_id,
        })
      }
    >
      File a Claim
    </Button>
  ),
});

/** The Applications, Policies and Flagged Cancellations grids: one record, three lists (file 1 §7 'Property'). */
export function RecordsPage({
  kind,
  FileClaim,
  Documents,
  Choose = NO_CHOICE,
}: RecordPieces & { kind: RecordKind }) {
  const page = PAGES[kind];
  const grid = useServerGrid<RecordSort>('sf_createdDate', 25, 'desc');
  const [params, setParams] = useSearchParams();
  const [stage, setStage] = useState<string[]>([]);
  const [appType, setAppType] = useState<string[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const buildingId = params.get('buildingId') ?? undefined;
  const filter = {
    ...(stage.length ? { stage: stage as never } : {}),
    ...(appType.length ? { appType: appType as never } : {}),
    ...(from ? { leaseStartFrom: from } : {}),
    ...(to ? { leaseStartTo: to } : {}),
    ...(buildingId ? { buildingId } : {}),
  };
  const list = useQuery({
    ...recordQueries.list(kind, grid.params, filter),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.rows ?? [];

  const openId = params.get('record');
  const open = (id: string | null) =>
    setParams(
      (p) => {
        if (id) p.set('record', id);
        else p.delete('record');
        return p;
      },
      { replace: false },
    );

  const exportAll = async () => {
    const { page: _p, pageSize: _s, ...selection } = grid.params;
    downloadBlob(
      page.file,
      await apiFile(recordCalls.exportRecords, { query: { title: kind, ...selection, ...filter } }),
    );
  };

  const dateField = (label: string, value: string, set: (v: string) => void) => (
    <DateFilterField label={label} value={value} onChange={set} />
  );

  const dates = (
    <>
      {dateField('Lease start from', from, setFrom)}
      {dateField('Lease start to', to, setTo)}
    </>
  );
  const [filing, setFiling] = useState<ClaimPreset | null>(null);
  // One set of columns for the page's life: new ones on each render redrew every cell (issue #27).
  const openRow = useStableCallback((r: ApplicationRecord) => open(r.id));
  const columns = useMemo(
    () => [
      openColumn(openRow),
      ...(kind === 'application' ? [] : [claimColumn(setFiling)]),
      ...COMMON_COLUMNS,
      ...COLUMNS_OF[kind],
    ],
    [kind, openRow],
  );
  return (
    <>
      <PageHeader
        title={page.title}
        description={
          list.data && !list.data.totalExact
            ? `${page.description} About ${formatCount(list.data.total)} in all.`
            : page.description
        }
      />
      <Choose rows={rows}>
        {(choice: RowChoice<ApplicationRecord>) => (
          <ServerGrid
            label={page.title}
            grid={grid}
            columns={columns}
            rows={rows}
            total={list.data?.total ?? 0}
            loading={list.isFetching}
            error={list.error}
            searchLabel="Search tenant, rider id, unit or building"
            onExport={exportAll}
            noResultsText="Nothing matches this search."
            selection={choice.selection}
            actions={choice.actions}
            filters={
              <>
                {kind === 'application' && (
                  <FilterSelect
                    id="filter-stage"
                    label="Stage"
                    multiple
                    options={STAGE_OPTIONS}
                    value={stage}
                    onChange={setStage}
                  />
                )}
                <FilterSelect
                  id="filter-product"
                  label="Product"
                  multiple
                  options={PRODUCT_OPTIONS}
                  value={appType}
                  onChange={setAppType}
                />
                {dates}
              </>
            }
            card={recordCard(kind)}
            onOpen={openRow}
            sorts={recordSorts(kind)}
            chips={recordChips(kind, stage, setStage, appType, setAppType)}
            phoneFilters={dates}
            empty={<EmptyState title={`No ${page.title.toLowerCase()} yet`}>{page.empty}</EmptyState>}
          />
        )}
      </Choose>
      <Suspense fallback={null}>
        {openId && <RecordDialog id={openId} onClose={() => open(null)} Documents={Documents} />}
      </Suspense>
      <Suspense fallback={null}>
        {filing && <FileClaim preset={filing} onClose={() => setFiling(null)} />}
      </Suspense>
    </>
  );
}
