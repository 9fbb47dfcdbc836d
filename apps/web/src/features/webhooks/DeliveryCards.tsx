import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WebhookDelivery } from '@lease/contract';
import { formatDateTime } from '../../ui/format';
import { StatusChip } from '../../ui/StatusChip';
import { ReplayButton } from './ReplayButton';

/** The delivery log on a phone: one line-up per message, Replay on its first line (no sideways scroll). */
export function DeliveryCards({
  label,
  rows,
  busy,
  onReplay,
}: {
  label: string;
  rows: WebhookDelivery[];
  busy: boolean;
  onReplay: (id: string) => void;
}) {
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No deliveries yet: events this webhook wants show here as they happen.
      </Typography>
    );
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((d) => (
        <Paper component="li" variant="outlined" key={d.id} sx={{ p: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ flex: 1, minWidth: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {d.eventType}
            </Typography>
            <StatusChip status={d.status} />
            <ReplayButton delivery={d} busy={busy} onReplay={onReplay} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[
              formatDateTime(d.createdAt),
              `${d.attempts} ${d.attempts === 1 ? 'attempt' : 'attempts'}`,
              d.lastStatus === null ? null : `HTTP ${d.lastStatus}`,
              d.lastLatencyMs === null ? null : `${d.lastLatencyMs} ms`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {(d.lastError ?? d.lastResponse) && (
            <Box
              sx={{ typography: 'body2', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {d.lastError ?? d.lastResponse}
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
