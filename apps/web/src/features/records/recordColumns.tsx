import Link from '@mui/material/Link';
import { FLAG_REASON_LABELS, productLabel, stageLabel, type ApplicationRecord } from '@lease/contract';
import { formatDate, formatMoney } from '../../ui/format';
import { StatusChip } from '../../ui/StatusChip';
import type { Column } from '../../ui/tableTypes';

/** Every tenant of a record, as one line. */
export const tenantsOf = (r: ApplicationRecord): string =>
  [r.tenant_1_name, r.tenant_2_name, r.tenant_3_name, r.tenant_4_name].filter(Boolean).join(', ');

/** The first column: the tenants, as the button that opens the record. */
export function openColumn(onOpen: (r: ApplicationRecord) => void): Column<ApplicationRecord> {
  return {
    field: 'tenant_1_name',
    headerName: 'Tenants',
    flex: 1.6,
    minWidth: 180,
    // Four tenants' names would take the width of the rest: the whole line shows on hover.
    maxWidth: 300,
    valueGetter: (_v, r) => tenantsOf(r),
    renderCell: ({ row }) => (
      <Link
        component="button"
        type="button"
        underline="hover"
        title={tenantsOf(row)}
        onClick={() => onOpen(row)}
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start' }}
      >
        {tenantsOf(row) || 'No tenant named'}
      </Link>
    ),
  };
}

const day = (field: keyof ApplicationRecord, headerName: string): Column<ApplicationRecord> => ({
  field,
  headerName,
  width: 120,
  valueFormatter: (v: string | null) => formatDate(v),
});

export const COMMON_COLUMNS: Column<ApplicationRecord>[] = [
  { field: 'apartment_building_name', headerName: 'Building', flex: 1.2, minWidth: 160 },
  { field: 'revised_unit_number', headerName: 'Unit', width: 80 },
];

export const APPLICATION_COLUMNS: Column<ApplicationRecord>[] = [
  {
    field: 'stage',
    headerName: 'Stage',
    flex: 1,
    minWidth: 180,
    valueFormatter: (v: string) => stageLabel(v),
  },
  { field: 'app_type', headerName: 'Product', width: 150, valueFormatter: (v: string) => productLabel(v) },
  // The default sort's column sits where its arrow is seen at 1440 without scrolling.
  day('sf_createdDate', 'Created'),
  day('lease_start_date', 'Lease Start'),
  day('lease_end_date', 'Lease End'),
  day('coverage_start_date', 'Coverage Start'),
  day('coverage_end_date', 'Coverage End'),
  {
    field: 'gross_monthly_rent',
    headerName: 'Monthly Rent',
    type: 'number',
    width: 120,
    valueFormatter: (v: string) => formatMoney(v),
  },
  { field: 'months_remaining', headerName: 'Months Left', type: 'number', width: 110 },
];

export const POLICY_COLUMNS: Column<ApplicationRecord>[] = [
  { field: 'rider_id', headerName: 'Rider Id', width: 120 },
  {
    field: 'policy_status',
    headerName: 'Status',
    width: 130,
    minWidth: 120,
    sortable: false,
    renderCell: ({ value }) => (value ? <StatusChip status={value as string} /> : null),
  },
  { field: 'app_type', headerName: 'Product', width: 150, valueFormatter: (v: string) => productLabel(v) },
  day('coverage_start_date', 'Coverage Start'),
  day('coverage_end_date', 'Coverage End'),
  {
    field: 'total_coverage_amount',
    headerName: 'Coverage',
    type: 'number',
    width: 120,
    sortable: false,
    valueFormatter: (v: string | null) => formatMoney(v),
  },
  {
    field: 'monthly_premium',
    headerName: 'Monthly Premium',
    type: 'number',
    width: 140,
    sortable: false,
    valueFormatter: (v: string | null) => formatMoney(v),
  },
  { field: 'months_remaining', headerName: 'Months Left', type: 'number', width: 110 },
];

/** The flagged list says why and since when instead of a status every row shares. */
export const FLAGGED_COLUMNS: Column<ApplicationRecord>[] = [
  { field: 'rider_id', headerName: 'Rider Id', width: 120 },
  {
    field: 'flag_reason',
    headerName: 'Flagged For',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueFormatter: (v: string | null) => (v ? (FLAG_REASON_LABELS[v] ?? v) : ''),
  },
  { ...day('flagged_at', 'Flagged Since'), sortable: false },
  ...POLICY_COLUMNS.filter((c) => !['rider_id', 'policy_status'].includes(c.field)),
];
