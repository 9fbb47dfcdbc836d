import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { InvoiceRow } from '@lease/contract';
import { formatDate, formatPeriod } from '../../ui/format';
import { MoneyText } from '../../ui/MoneyText';
import { StatusChip } from '../../ui/StatusChip';
import type { Column } from '../../ui/tableTypes';

/**
 * The Invoices grid: the landlord only for our staff, who see every landlord's invoices. The widths
 * hold each value whole and, with the landlord's, add up to the grid's width beside the menu at 1280
 * pixels; the landlord and the dispute marker take what room is left.
 */
export function invoiceColumns(
  onOpen: (row: InvoiceRow) => void,
  withLandlord: boolean,
): Column<InvoiceRow>[] {
  return [
    {
      field: 'invoiceNum',
      headerName: 'Invoice',
      width: 125,
      renderCell: ({ row }) => (
        <Link component="button" type="button" underline="hover" onClick={() => onOpen(row)}>
          {row.invoiceNum}
        </Link>
      ),
    },
    ...(withLandlord
      ? [{ field: 'landlordName', headerName: 'Landlord', sortable: false, flex: 1, minWidth: 130 }]
      : []),
    {
      field: 'period',
      headerName: 'Period',
      sortable: false,
      width: 80,
      valueFormatter: (v: string) => formatPeriod(v),
    },
    {
      field: 'issuedOn',
      headerName: 'Issued',
      width: 110,
      valueFormatter: (v: string) => formatDate(v),
    },
    { field: 'dueDate', headerName: 'Due', width: 110, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      renderCell: ({ value }) => <StatusChip status={value as string} />,
    },
    {
      field: 'lineCount',
      headerName: 'Lines',
      sortable: false,
      width: 60,
      type: 'number',
      align: 'right',
      headerAlign: 'right',
    },
    {
      field: 'total',
      headerName: 'Total',
      width: 100,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <MoneyText value={row.total} />,
    },
    {
      field: 'openDispute',
      headerName: 'Dispute',
      sortable: false,
      flex: 1,
      minWidth: 90,
      // A word beside the icon (under the header 'Dispute'): the marker reads the same to a screen
      // reader as to the eye. Only the icon is orange: orange text is too faint to read on white.
      renderCell: ({ row }) =>
        row.openDispute ? (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <ForumOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'warning.main' }} />
            Open
          </Box>
        ) : null,
    },
  ];
}
