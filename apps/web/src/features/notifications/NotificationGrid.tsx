import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ACCEPT_SUCCESS, DECLINE_SUCCESS, DELETE_SUCCESS, routes, type Notification } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { formatDate, formatDateTime } from '../../ui/format';
import { actionsColumn, type RowAction } from '../../ui/RowActions';
import { ServerGrid } from '../../ui/ServerGrid';
import { useServerGrid } from '../../ui/serverGrid';
import { StatusChip } from '../../ui/StatusChip';
import { errorMessage, toast } from '../../ui/toast';
import { notificationKeys, notificationQueries } from './notificationQueries';
import type { Column } from '../../ui/tableTypes';

type Side = 'to' | 'from';

const TYPE_LABELS: Record<Notification['request_type'], string> = {
  property: 'Buildings',
  userproperty: 'Portfolio',
  invite: 'Invite',
  feedback: 'Issue report',
};

/**
 * The caller's notifications of one side: 'to' the requests it sent (with their answers), 'from' the
 * requests it received, which it accepts or declines. Either side deletes from its own list.
 */
export function NotificationGrid({ side, empty }: { side: Side; empty: ReactNode }) {
  const grid = useServerGrid<'created_at' | 'request_status' | 'request_type'>('created_at', 25, 'desc');
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<Notification | null>(null);
  const list = useQuery({
    ...notificationQueries.grid(side, grid.params),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.all });
  const done = (text: string) => () => {
    toast.success(text);
    refresh();
  };
  const failed = (error: unknown) => toast.error(errorMessage(error));

  const accept = useMutation({
    mutationFn: (n: Notification) =>
      apiRequest(routes.notifications.acceptNotification, { query: { id: n.id, type: n.request_type } }),
    onSuccess: done(ACCEPT_SUCCESS),
    onError: failed,
  });
  const decline = useMutation({
    mutationFn: (n: Notification) =>
      apiRequest(routes.notifications.declineNotification, { body: { id: n.id } }),
    onSuccess: done(DECLINE_SUCCESS),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (n: Notification) =>
      apiRequest(routes.notifications.deleteNotification, { query: { id: n.id } }),
    onSuccess: () => {
      setDeleting(null);
      done(DELETE_SUCCESS)();
    },
    onError: failed,
  });

  // Answers to the caller's own requests leave the bell once it has seen them here.
  const unseen = side === 'to' ? (list.data?.rows ?? []).filter((n) => n.active).map((n) => n.id) : [];
  const unseenKey = unseen.join(',');
  useEffect(() => {
    if (!unseenKey) return;
    void apiRequest(routes.notifications.seenNotifications, { body: { ids: unseenKey.split(',') } }).then(
      refresh,
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per set of unseen answers
  }, [unseenKey]);

  const busy = accept.isPending || decline.isPending;
  const columns = useMemo<Column<Notification>[]>(
    () => [
      {
        field: 'request_type',
        headerName: 'Request',
        valueGetter: (_v, row: Notification) =>
          row.subject_email
            ? `${TYPE_LABELS[row.request_type]} of ${row.subject_email}`
            : TYPE_LABELS[row.request_type],
      },
      side === 'from'
        ? { field: 'requestor_email', headerName: 'From', sortable: false, minWidth: 180 }
        : { field: 'recipient_email', headerName: 'To', sortable: false, minWidth: 180 },
      { field: 'buildings', headerName: 'Buildings', type: 'number', sortable: false },
      {
        field: 'request_status',
        headerName: 'Status',
        renderCell: ({ row }) => <StatusChip status={row.request_status} />,
      },
      {
        field: 'expires_at',
        headerName: 'Access Until',
        sortable: false,
        valueFormatter: (v: string | null) => (v ? formatDate(v) : 'No end'),
      },
      { field: 'note', headerName: 'Note', sortable: false, valueFormatter: (v: string | null) => v ?? '' },
      { field: 'created_at', headerName: 'Sent', valueFormatter: (v: string) => formatDateTime(v) },
      actionsColumn(
        (row: Notification): RowAction[] => [
          ...(side === 'from' && row.request_status === 'pending'
            ? [
                {
                  key: 'accept',
                  icon: <CheckIcon />,
                  label: `Accept the request of ${row.requestor_email}`,
                  disabled: busy,
                  onClick: () => accept.mutate(row),
                },
                {
                  key: 'decline',
                  icon: <CloseIcon />,
                  label: `Decline the request of ${row.requestor_email}`,
                  disabled: busy,
                  onClick: () => decline.mutate(row),
                },
              ]
            : []),
          {
            key: 'delete',
            icon: <DeleteIcon />,
            label: 'Delete this notification',
            onClick: () => setDeleting(row),
          },
        ],
        130,
      ),
    ],
    [side, busy, accept, decline],
  );

  return (
    <>
      <ServerGrid
        label={side === 'to' ? 'Requests you sent' : 'Requests you received'}
        grid={grid}
        columns={columns}
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        error={list.error}
        empty={empty}
      />
      <ConfirmDialog
        open={deleting !== null}
        subject={deleting ? `the ${TYPE_LABELS[deleting.request_type].toLowerCase()} request` : undefined}
        detail={
          deleting?.request_status === 'pending'
            ? 'It is still pending: deleting it declines it.'
            : 'It leaves your list; the other side keeps it.'
        }
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}

export const NoNotifications = ({ side }: { side: Side }) => (
  <EmptyState title={side === 'to' ? 'No requests sent yet' : 'No requests received yet'}>
    {side === 'to'
      ? 'Ask for access to buildings or to a portfolio, and its answer shows here.'
      : 'When someone asks you for access, the request shows here for you to accept or decline.'}
  </EmptyState>
);
