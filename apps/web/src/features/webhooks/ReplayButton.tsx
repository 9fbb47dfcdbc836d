import ReplayIcon from '@mui/icons-material/Replay';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { WebhookDelivery } from '@lease/contract';
import { formatDateTime } from '../../ui/format';

/** Sends one delivery's message again; the same button in the log's table and its phone list. */
export function ReplayButton({
  delivery: d,
  busy,
  onReplay,
}: {
  delivery: WebhookDelivery;
  busy: boolean;
  onReplay: (id: string) => void;
}) {
  return (
    <Tooltip title="Send again">
      <span>
        <IconButton
          size="small"
          aria-label={`Replay ${d.eventType} of ${formatDateTime(d.createdAt)}`}
          disabled={busy}
          onClick={() => onReplay(d.id)}
        >
          <ReplayIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
