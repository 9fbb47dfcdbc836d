import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { routes, WEBHOOK_EVENTS, WEBHOOK_TEXTS, webhookFormSchema, type WebhookEvent } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { ClosableDialogTitle } from '../../ui/ClosableDialogTitle';
import { applyServerIssues, serverIssue, useSchemaForm } from '../../ui/form';
import { SchemaMuiTextField } from '../../ui/SchemaMuiTextField';
import { errorMessage, toast } from '../../ui/toast';
import { LandlordSelect } from '../../ui/LandlordSelect';
import { webhookKeys } from '../../api/keys/webhookKeys';

/**
 * Adding a webhook: its address, a description and the events it wants, checked with the contract's
 * webhookFormSchema; once made, its signing secret is shown here, once, to copy. The admin, who has no
 * landlord of its own, first chooses the landlord the webhook is for (the Landlord page's list).
 */
export function AddWebhookDialog({ admin, onClose }: { admin: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string | null>(null);
  const [landlordId, setLandlordId] = useState('');
  const [landlordMissing, setLandlordMissing] = useState(false);
  const form = useSchemaForm(webhookFormSchema, { url: '', description: '', events: ['claim.created'] });
  const events = useController({ control: form.control, name: 'events' });
  const chosen = (events.field.value ?? []) as WebhookEvent[];
  const create = useMutation({
    mutationFn: (body: { url: string; description: string; events: WebhookEvent[] }) =>
      apiRequest(routes.webhooks.createWebhook, { body: admin ? { ...body, landlordId } : body }),
    onSuccess: (answer) => {
      setSecret(answer.data.secret);
      toast.success(answer.message ?? WEBHOOK_TEXTS.created);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
    onError: (error) => {
      applyServerIssues(form, error);
      toast.error(errorMessage(error));
    },
  });
  const submit = form.handleSubmit((draft) => {
    if (admin && !landlordId) return setLandlordMissing(true);
    create.mutate(draft);
  });
  const landlordError = landlordMissing
    ? WEBHOOK_TEXTS.landlordRequired
    : serverIssue(create.error, 'landlordId');

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="webhook-dialog-title">
      <ClosableDialogTitle id="webhook-dialog-title" onClose={onClose}>
        {secret ? 'Signing secret' : 'Add webhook'}
      </ClosableDialogTitle>
      <DialogContent>
        {secret ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">{WEBHOOK_TEXTS.created}</Alert>
            <Typography
              component="code"
              data-testid="webhook-secret"
              sx={{
                fontFamily: 'monospace',
                wordBreak: 'break-all',
                p: 1.5,
                bgcolor: 'action.hover',
                borderRadius: 1,
              }}
            >
              {secret}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Verify each delivery's webhook-signature header with it (Standard Webhooks).
            </Typography>
          </Stack>
        ) : (
          <Box component="form" id="webhook-form" noValidate onSubmit={(e) => void submit(e)}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {admin && (
                <LandlordSelect
                  value={landlordId}
                  onChange={(id) => {
                    setLandlordId(id);
                    setLandlordMissing(false);
                  }}
                  error={Boolean(landlordError)}
                  helperText={landlordError ?? 'The landlord whose events the webhook receives'}
                />
              )}
              <SchemaMuiTextField
                control={form.control}
                name="url"
                label="Address (URL)"
                required
                placeholder="https://example.com/webhooks/lease"
                autoFocus={!admin}
              />
              <SchemaMuiTextField control={form.control} name="description" label="Description" />
              <FormControl error={Boolean(events.fieldState.error)} component="fieldset">
                <FormLabel component="legend">Events</FormLabel>
                <FormGroup>
                  {WEBHOOK_EVENTS.map((event) => (
                    <FormControlLabel
                      key={event}
                      label={<Typography sx={{ fontFamily: 'monospace', fontSize: 14 }}>{event}</Typography>}
                      control={
                        <Checkbox
                          size="small"
                          checked={chosen.includes(event)}
                          onChange={(e) => {
                            events.field.onChange(
                              e.target.checked ? [...chosen, event] : chosen.filter((c) => c !== event),
                            );
                            events.field.onBlur();
                          }}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {events.fieldState.error && (
                  <FormHelperText>{events.fieldState.error.message}</FormHelperText>
                )}
              </FormControl>
            </Stack>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {secret ? (
          <>
            <Button onClick={() => void navigator.clipboard?.writeText(secret)}>Copy</Button>
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" form="webhook-form" variant="contained" disabled={create.isPending}>
              Add webhook
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
