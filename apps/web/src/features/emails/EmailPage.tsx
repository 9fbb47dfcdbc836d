import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { COMPOSE_NOTICE_MS, EMAIL_DELETE_SUCCESS, type EmailRow } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { actionsColumn, RowActions, type RowAction } from '../../ui/RowActions';
import { ServerGrid } from '../../ui/ServerGrid';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { useStableCallback } from '../../ui/useStableCallback';
import { useServerGrid } from '../../ui/serverGrid';
import { StatusChip } from '../../ui/StatusChip';
import { errorMessage, toast } from '../../ui/toast';
import * as emailCalls from '@lease/contract/addresses/emails';
import { emailQueries } from './emailQueries';
import type { Column } from '../../ui/tableTypes';

// The dialogs load when first opened, not with the list (issue #33); the compose form's schema is zod.
const ComposeDialog = lazy(() => import('./ComposeDialog').then((m) => ({ default: m.ComposeDialog })));
const EmailDialog = lazy(() => import('./EmailDialog').then((m) => ({ default: m.EmailDialog })));
// The sent notice too: MUI's Snackbar brings its transitions and click-away (`later`, 21 KB), which a
// phone's list otherwise never loads.
const Snackbar = lazy(() => import('@mui/material/Snackbar'));

/** /dashboard/email: the messages the product sent to the user and its people (admins: all). */
export function EmailPage() {
  const grid = useServerGrid<'createdAt' | 'to' | 'subject'>('createdAt', 25, 'desc');
  const [viewing, setViewing] = useState<EmailRow | null>(null);
  const [deleting, setDeleting] = useState<EmailRow | null>(null);
  const [composing, setComposing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeShown = useOpenedOnce(notice !== null);
  const list = useQuery({ ...emailQueries.list(grid.params), placeholderData: keepPreviousData });
  const refresh = () => void list.refetch();
  const resend = useMutation({
    mutationFn: (id: string) => apiRequest(emailCalls.resendEmail, { body: { id } }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'The message was sent again.');
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest(emailCalls.deleteEmail, { query: { id } }),
    onSuccess: () => {
      setDeleting(null);
      toast.success(EMAIL_DELETE_SUCCESS);
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const actionsOf = useStableCallback((row: EmailRow): RowAction[] => [
    { key: 'view', icon: <VisibilityIcon />, label: `View ${row.subject}`, onClick: () => setViewing(row) },
    {
      key: 'resend',
      icon: <SendIcon />,
      label: `Resend ${row.subject}`,
      disabled: resend.isPending,
      onClick: () => resend.mutate(row.id),
    },
    { key: 'delete', icon: <DeleteIcon />, label: `Delete ${row.subject}`, onClick: () => setDeleting(row) },
  ]);
  const columns = useMemo<Column<EmailRow>[]>(
    () => [
      { field: 'to', headerName: 'To', minWidth: 180 },
      { field: 'subject', headerName: 'Subject', minWidth: 220 },
      { field: 'channel', headerName: 'Channel', sortable: false },
      {
        field: 'status',
        headerName: 'Status',
        sortable: false,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      { field: 'createdAt', headerName: 'Sent', valueFormatter: (v: string) => formatDateTime(v) },
      actionsColumn(actionsOf, 130),
    ],
    [actionsOf],
  );

  return (
    <>
      <PageHeader
        title="Email"
        description="Every message the portal sent to you and your people. Links and codes stay masked once delivered."
        actions={
          <Button variant="contained" onClick={() => setComposing(true)}>
            Compose
          </Button>
        }
      />
      <ServerGrid
        label="Email records"
        grid={grid}
        columns={columns}
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        error={list.error}
        searchLabel="Search by address or subject"
        card={(row) => ({
          id: row.id,
          title: row.subject,
          status: row.status,
          lines: [`To ${row.to}`, `${row.channel} · sent ${formatDateTime(row.createdAt)}`],
          end: <RowActions actions={actionsOf(row)} />,
        })}
        onOpen={setViewing}
        sorts={[
          { value: 'createdAt:desc', label: 'Newest first' },
          { value: 'createdAt:asc', label: 'Oldest first' },
          { value: 'to:asc', label: 'To, A to Z' },
          { value: 'subject:asc', label: 'Subject, A to Z' },
        ]}
        empty={
          <EmptyState title="No messages yet">
            Messages the portal sends to you and your people show here.
          </EmptyState>
        }
      />
      <Suspense fallback={null}>
        {viewing && <EmailDialog email={viewing} onClose={() => setViewing(null)} />}
      </Suspense>
      <ConfirmDialog
        open={deleting !== null}
        subject={deleting ? `the message “${deleting.subject}”` : undefined}
        detail="Its record leaves the list; the message itself was already sent."
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
      {composing && (
        <Suspense fallback={null}>
          <ComposeDialog
            onClose={(sent) => {
              setComposing(false);
              if (sent) {
                setNotice(sent);
                refresh();
              }
            }}
          />
        </Suspense>
      )}
      {noticeShown && (
        <Suspense fallback={null}>
          <Snackbar
            open={notice !== null}
            autoHideDuration={COMPOSE_NOTICE_MS}
            onClose={() => setNotice(null)}
            message={notice}
          />
        </Suspense>
      )}
    </>
  );
}
