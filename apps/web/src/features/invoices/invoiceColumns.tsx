import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import type { InvoiceRow } from '@lease/contract';
import { formatDate } from '../../ui/format';
import { MoneyText } from '../../ui/MoneyText';
import { StatusChip } from '../../ui/StatusChip';

/** An invoice's month (YYYY-MM) as the lists show dates, day left out: MM/YYYY. */
export const formatPeriod = (period: string): string => {
  const d = dayjs(`${period}-01`);
  return d.isValid() ? d.format('MM/YYYY') : period;
};

/** The Invoices grid: the landlord only for our staff, who see every landlord's invoices. */
export function invoiceColumns(
  onOpen: (row: InvoiceRow) => void,
  withLandlord: boolean,
): GridColDef<InvoiceRow>[] {
  return [
    {
      field: 'invoiceNum',
      headerName: 'Invoice Number',
      minWidth: 150,
      renderCell: ({ row }) => (
        <Link component="button" type="button" underline="hover" onClick={() => onOpen(row)}>
          {row.invoiceNum}
        </Link>
      ),
    },
    ...(withLandlord
      ? [{ field: 'landlordName', headerName: 'Landlord', sortable: false, flex: 1, minWidth: 160 }]
      : []),
    {
      field: 'period',
      headerName: 'Period',
      sortable: false,
      valueFormatter: (v: string) => formatPeriod(v),
    },
    {
      field: 'issuedOn',
      headerName: 'Issued',
      minWidth: 110,
      valueFormatter: (v: string) => formatDate(v),
    },
    { field: 'dueDate', headerName: 'Due', minWidth: 110, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 120,
      renderCell: ({ value }) => <StatusChip status={value as string} />,
    },
    {
      field: 'lineCount',
      headerName: 'Lines',
      sortable: false,
      type: 'number',
      align: 'right',
      headerAlign: 'right',
    },
    {
      field: 'total',
      headerName: 'Total',
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <MoneyText value={row.total} />,
    },
    {
      field: 'openDispute',
      headerName: 'Dispute',
      sortable: false,
      minWidth: 140,
      // Words beside the icon: the marker must read the same to a screen reader as to the eye; the
      // colour is the icon's only, as orange text is too faint to read on white.
      renderCell: ({ row }) =>
        row.openDispute ? (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <ForumOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'warning.main' }} />
            Open dispute
          </Box>
        ) : null,
    },
  ];
}
