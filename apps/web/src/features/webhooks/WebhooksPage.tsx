import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { routes, WEBHOOK_TEXTS, type WebhookSubscription } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { useAuthStore } from '../../store/auth';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusChip } from '../../ui/StatusChip';
import { errorMessage, toast } from '../../ui/toast';
import { AddWebhookDialog } from './AddWebhookDialog';
import { DeliveryLog } from './DeliveryLog';
import { webhookKeys } from '../../api/keys/webhookKeys';
import { webhookQueries } from './webhookQueries';

/** /dashboard/webhooks: a landlord's signed webhooks, their delivery logs and replays (issue #26). */
export function WebhooksPage() {
  const role = useAuthStore((s) => s.currentUser?.role);
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WebhookSubscription | null>(null);
  const list = useQuery(webhookQueries.list());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
  const toggle = useMutation({
    mutationFn: (s: WebhookSubscription) =>
      apiRequest(routes.webhooks.updateWebhook, { body: { id: s.id, enabled: !s.enabled } }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? WEBHOOK_TEXTS.updated);
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest(routes.webhooks.deleteWebhook, { query: { id } }),
    onSuccess: () => {
      setDeleting(null);
      toast.success(WEBHOOK_TEXTS.deleted);
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const subscriptions = list.data ?? [];

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Signed event messages (Standard Webhooks) sent to your own systems when a claim, policy, invoice or application changes."
        actions={
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add webhook
          </Button>
        }
      />
      {list.error && <Typography color="error">{errorMessage(list.error)}</Typography>}
      {!list.isLoading && subscriptions.length === 0 && (
        <EmptyState title="No webhooks yet">
          Add the address of a receiver of yours and choose the events it wants; each message is signed with
          the webhook's secret.
        </EmptyState>
      )}
      <Stack spacing={2}>
        {subscriptions.map((s) => (
          <WebhookCard
            key={s.id}
            subscription={s}
            showLandlord={role === 'admin'}
            busy={toggle.isPending}
            onToggle={() => toggle.mutate(s)}
            onDelete={() => setDeleting(s)}
          />
        ))}
      </Stack>
      {adding && <AddWebhookDialog admin={role === 'admin'} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        subject={deleting ? `the webhook to ${deleting.url}` : undefined}
        detail="Its delivery log goes with it; messages still pending are not sent."
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}

function WebhookCard({
  subscription: s,
  showLandlord,
  busy,
  onToggle,
  onDelete,
}: {
  subscription: WebhookSubscription;
  showLandlord: boolean;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Webhook ${s.url}`}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontWeight: 600 }}>
            {s.url}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[showLandlord ? s.landlordName : null, s.description, `added ${formatDateTime(s.createdAt)}`]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusChip status={s.enabled ? 'active' : 'disabled'} />
          <FormControlLabel
            control={<Switch checked={s.enabled} disabled={busy} onChange={onToggle} />}
            label="Enabled"
          />
          <Button color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
            Delete
          </Button>
        </Stack>
      </Stack>
      {s.disabledReason && !s.enabled && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
          {s.disabledReason}
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
        {s.events.map((e) => (
          <Chip key={e} label={e} size="small" sx={{ fontFamily: 'monospace' }} />
        ))}
      </Stack>
      <Button size="small" sx={{ mt: 1 }} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide deliveries' : 'Show deliveries'}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ mt: 1 }}>
          <DeliveryLog subscription={s} />
        </Box>
      </Collapse>
    </Paper>
  );
}
