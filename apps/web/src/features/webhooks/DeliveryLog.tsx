import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { routes, type WebhookSubscription } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { formatDateTime } from '../../ui/format';
import { StatusChip } from '../../ui/StatusChip';
import { errorMessage, toast } from '../../ui/toast';
import { DeliveryCards } from './DeliveryCards';
import { ReplayButton } from './ReplayButton';
import { webhookKeys } from '../../api/keys/webhookKeys';
import { webhookQueries } from './webhookQueries';

const PAGE = 20;

/** A subscription's delivery log, newest first, a page at a time, each message replayable. */
export function DeliveryLog({ subscription }: { subscription: WebhookSubscription }) {
  const queryClient = useQueryClient();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  // The cursors of the pages seen, so "Newer" goes back the way "Older" came.
  const [trail, setTrail] = useState<(string | null)[]>([null]);
  const cursor = trail[trail.length - 1] ?? null;
  const log = useQuery({
    ...webhookQueries.deliveries(subscription.id, cursor, PAGE),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
  const replay = useMutation({
    mutationFn: (id: string) => apiRequest(routes.webhooks.replayWebhookDelivery, { body: { id } }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'Delivery queued again.');
      setTrail([null]);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.logOf(subscription.id) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const rows = log.data?.rows ?? [];

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Delivery log · {log.data?.total ?? 0} {log.data?.total === 1 ? 'message' : 'messages'}
      </Typography>
      {phone ? (
        <DeliveryCards
          label={`Delivery log of ${subscription.url}`}
          rows={rows}
          busy={replay.isPending}
          onReplay={replay.mutate}
        />
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label={`Delivery log of ${subscription.url}`}>
            <TableHead>
              <TableRow>
                <TableCell>Event</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Attempts</TableCell>
                <TableCell align="right">HTTP</TableCell>
                <TableCell align="right">Latency</TableCell>
                <TableCell>Answer</TableCell>
                <TableCell>Created</TableCell>
                <TableCell align="right">Replay</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8}>
                    <Typography variant="body2" color="text.secondary">
                      No deliveries yet: events this webhook wants show here as they happen.
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {rows.map((d) => (
                <TableRow key={d.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{d.eventType}</TableCell>
                  <TableCell>
                    <StatusChip status={d.status} />
                  </TableCell>
                  <TableCell align="right">{d.attempts}</TableCell>
                  <TableCell align="right">{d.lastStatus ?? '—'}</TableCell>
                  <TableCell align="right">
                    {d.lastLatencyMs === null ? '—' : `${d.lastLatencyMs} ms`}
                  </TableCell>
                  <TableCell
                    sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {d.lastError ?? d.lastResponse ?? '—'}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(d.createdAt)}</TableCell>
                  <TableCell align="right">
                    <ReplayButton delivery={d} busy={replay.isPending} onReplay={replay.mutate} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" disabled={trail.length <= 1} onClick={() => setTrail((t) => t.slice(0, -1))}>
          Newer
        </Button>
        <Button
          size="small"
          disabled={!log.data?.nextCursor}
          onClick={() => log.data?.nextCursor && setTrail((t) => [...t, log.data.nextCursor])}
        >
          Older
        </Button>
      </Stack>
    </Stack>
  );
}
