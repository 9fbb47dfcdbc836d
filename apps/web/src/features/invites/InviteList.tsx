import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ROLE_LABELS, routes, type InviteRow } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { EmptyState } from '../../ui/EmptyState';
import { formatDate } from '../../ui/format';
import { actionsColumn, RowActions, type RowAction } from '../../ui/RowActions';
import type { useServerGrid } from '../../ui/serverGrid';
import { ServerGrid } from '../../ui/ServerGrid';
import { StatusChip } from '../../ui/StatusChip';
import { errorMessage, toast } from '../../ui/toast';
import type { Column } from '../../ui/tableTypes';

// Dates in the user's format (decision 0026).
const date = (iso: string) => formatDate(iso);

/**
 * A server-paged list of invites with their status and a resend action for the open ones: a grid on a
 * desktop, cards on a phone (issue #33).
 */
export function InviteList({
  label,
  grid,
  rows,
  total,
  loading,
  error,
  showLandlord,
  onChanged,
}: {
  label: string;
  grid: ReturnType<typeof useServerGrid>;
  rows: InviteRow[];
  total: number;
  loading: boolean;
  error: unknown;
  showLandlord: boolean;
  onChanged: () => void;
}) {
  const resend = useMutation({
    mutationFn: (id: string) => apiRequest(routes.invites.resendInvite, { body: { id } }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'The invite was sent again.');
      onChanged();
    },
    onError: (failure) => toast.error(errorMessage(failure)),
  });
  const { isPending, mutate } = resend;
  const actionsOf = useCallback(
    (row: InviteRow): RowAction[] =>
      row.status === 'pending' || row.status === 'expired'
        ? [
            {
              key: 'resend',
              icon: <SendIcon />,
              label: `Resend the invite to ${row.email}`,
              disabled: isPending,
              onClick: () => mutate(row.id),
            },
          ]
        : [],
    [isPending, mutate],
  );
  const columns = useMemo<Column<InviteRow>[]>(
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
      { ...actionsColumn(actionsOf, 84), headerName: 'Resend' },
    ],
    [showLandlord, actionsOf],
  );
  return (
    <ServerGrid
      label={label}
      grid={grid}
      columns={columns}
      rows={rows}
      total={total}
      loading={loading}
      error={error}
      card={(row) => ({
        id: row.id,
        title: row.email,
        status: row.status,
        lines: [
          showLandlord ? row.landlordName : `${ROLE_LABELS[row.role]} · ${row.buildings} buildings`,
          `Sent ${date(row.createdAt)} · expires ${date(row.expiresAt)}`,
          row.declineReason ? `Declined: ${row.declineReason}` : null,
        ],
        end: <RowActions actions={actionsOf(row)} />,
      })}
      sorts={[
        { value: 'createdAt:desc', label: 'Newest first' },
        { value: 'createdAt:asc', label: 'Oldest first' },
        { value: 'email:asc', label: 'Email, A to Z' },
        { value: 'expiresAt:asc', label: 'Expiring first' },
      ]}
      empty={<EmptyState title="No invites with this status." />}
    />
  );
}
