import SendIcon from '@mui/icons-material/Send';
import Paper from '@mui/material/Paper';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ROLE_LABELS, routes, type InviteRow } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { formatDate } from '../../ui/format';
import { StatusChip } from '../../ui/StatusChip';
import { errorMessage, toast } from '../../ui/toast';

// Dates in the user's format (decision 0026).
const date = (iso: string) => formatDate(iso);

/** A server-paged list of invites with their status and a resend action for the open ones. */
export function InviteList({
  label,
  rows,
  total,
  loading,
  showLandlord,
  paginationModel,
  onPaginationModelChange,
  sortModel,
  onSortModelChange,
  onChanged,
}: {
  label: string;
  rows: InviteRow[];
  total: number;
  loading: boolean;
  showLandlord: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (m: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (m: GridSortModel) => void;
  onChanged: () => void;
}) {
  const resend = useMutation({
    mutationFn: (id: string) => apiRequest(routes.invites.resendInvite, { body: { id } }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'The invite was sent again.');
      onChanged();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const columns = useMemo<GridColDef<InviteRow>[]>(
    () => [
      { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 200 },
      ...(showLandlord
        ? [{ field: 'landlordName', headerName: 'Landlord', flex: 1.2, minWidth: 160, sortable: false }]
        : [
            {
              field: 'role',
              headerName: 'Role',
              width: 130,
              sortable: false,
              valueFormatter: (v: InviteRow['role']) => ROLE_LABELS[v],
            },
            {
              field: 'buildings',
              headerName: 'Buildings',
              type: 'number' as const,
              width: 100,
              sortable: false,
            },
          ]),
      { field: 'invitedByEmail', headerName: 'Invited By', flex: 1.2, minWidth: 160, sortable: false },
      {
        field: 'status',
        headerName: 'Status',
        width: 120,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      { field: 'createdAt', headerName: 'Sent', width: 105, valueFormatter: date },
      { field: 'expiresAt', headerName: 'Expires', width: 105, valueFormatter: date },
      { field: 'declineReason', headerName: 'Decline Reason', flex: 1, minWidth: 130, sortable: false },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Resend',
        width: 84,
        getActions: ({ row }) =>
          row.status === 'pending' || row.status === 'expired'
            ? [
                <GridActionsCellItem
                  key="resend"
                  icon={<SendIcon />}
                  label={`Resend the invite to ${row.email}`}
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(row.id)}
                />,
              ]
            : [],
      },
    ],
    [showLandlord, resend],
  );
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <DataGrid
        aria-label={label}
        rows={rows}
        columns={columns}
        rowCount={total}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        pageSizeOptions={[10, 25, 50, 100]}
        disableColumnFilter
        disableRowSelectionOnClick
        autoHeight
        density="compact"
        localeText={{ noRowsLabel: 'No invites with this status.' }}
        sx={{ border: 0, '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 } }}
      />
    </Paper>
  );
}
