import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CANCEL_EFFECTIVE_AFTER_HOURS, routes } from '@lease/contract';
import { apiCall } from '../../api/client';
import { useSchemaForm } from '../../ui/form';
import { formatDateTime } from '../../ui/format';
import { SchemaMuiTextField } from '../../ui/SchemaMuiTextField';
import { errorMessage, toast } from '../../ui/toast';
import { recordKeys } from '../../api/keys/recordKeys';
import { cancellationKeys } from '../../api/keys/cancellationKeys';

/** The longest reason the contract takes. */
export const REASON_MAX = 500;

/** What a cancellation or a dismissal changes: the record grids, the sidebar's count and the log. */
export function useAfterFlagDecision(): () => void {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: recordKeys.all });
    void client.invalidateQueries({ queryKey: recordKeys.detailAll });
    void client.invalidateQueries({ queryKey: cancellationKeys.flaggedCount });
    void client.invalidateQueries({ queryKey: cancellationKeys.logs });
  };
}

/** The latest moment among the answers: when the last of the cancellations takes effect. */
const latest = (moments: string[]): string =>
  moments.reduce((a, b) => (new Date(b).getTime() > new Date(a).getTime() ? b : a), moments[0] ?? '');

type Step = 'acknowledge' | 'confirm' | 'done';

/** The optional reason, checked as the server checks it (its length and characters). */
const reasonSchema = routes.cancellations.cancelPolicy.body.pick({ reason: true });

/**
 * File 2 §2 'Policy cancellation flow': the acknowledgement (its notice and a checkbox that unlocks
 * Continue, with an optional reason), the confirmation naming the rider ids, then the success dialog
 * with the moment the cancellation takes effect. The call is all or nothing.
 */
export function CancelPoliciesFlow({
  riderIds,
  onClose,
}: {
  riderIds: string[];
  /** Closes the flow; `cancelled` is true once the server has cancelled the policies. */
  onClose: (cancelled: boolean) => void;
}) {
  const [step, setStep] = useState<Step>('acknowledge');
  const [understood, setUnderstood] = useState(false);
  const form = useSchemaForm(reasonSchema, { reason: '' });
  // The reason as checked on Continue, trimmed; sent only when not empty.
  const [reason, setReason] = useState('');
  const refresh = useAfterFlagDecision();
  const cancel = useMutation({
    mutationFn: () =>
      apiCall(routes.cancellations.cancelPolicy, {
        body: { riderIds, ...(reason ? { reason } : {}) },
      }),
    onSuccess: () => {
      refresh();
      setStep('done');
    },
    onError: (failure) => toast.error(errorMessage(failure)),
  });
  const count = riderIds.length;
  const policies = count === 1 ? 'policy' : 'policies';

  if (step === 'acknowledge')
    return (
      <Dialog
        open
        onClose={() => onClose(false)}
        maxWidth="sm"
        fullWidth
        aria-labelledby="cancel-ack-title"
        aria-describedby="cancel-ack-notice"
      >
        <DialogTitle id="cancel-ack-title">{`Cancel ${count} ${policies}`}</DialogTitle>
        <DialogContent>
          <Box id="cancel-ack-notice">
            <DialogContentText sx={{ mb: 1.5 }}>
              Please read this notice before you cancel. Claims and cancellations are never processed
              automatically: this cancellation happens only because you ask for it.
            </DialogContentText>
            <Box
              component="ul"
              sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li': { mb: 0.75 }, typography: 'body2' }}
            >
              <li>&ldquo;Loss&rdquo; means Missed Rents, Damages, Re-rent Shortfall and Related Expenses.</li>
              <li>There is no coverage for any loss after the effective date of the cancellation.</li>
              <li>Cancellation may be irreversible, and reinstatement is not guaranteed.</li>
              <li>Premiums and invoices from before the cancellation remain due.</li>
              <li>{`The cancellation takes effect within ${CANCEL_EFFECTIVE_AFTER_HOURS} hours.`}</li>
            </Box>
          </Box>
          <SchemaMuiTextField
            control={form.control}
            name="reason"
            label="Reason (optional)"
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 2.5 }}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
          <FormControlLabel
            sx={{ mt: 1.5, alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
            control={<Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />}
            label="I have read and understand this notice, and I want to cancel these policies."
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => onClose(false)}>Keep the policies</Button>
          <Button
            variant="contained"
            disabled={!understood}
            onClick={() =>
              void form.handleSubmit((checked) => {
                setReason(checked.reason ?? '');
                setStep('confirm');
              })()
            }
          >
            Continue
          </Button>
        </DialogActions>
      </Dialog>
    );

  if (step === 'confirm')
    return (
      <Dialog
        open
        onClose={() => !cancel.isPending && onClose(false)}
        maxWidth="xs"
        fullWidth
        aria-labelledby="cancel-confirm-title"
        aria-describedby="cancel-confirm-text"
      >
        <DialogTitle id="cancel-confirm-title">{`Cancel ${count} ${policies}?`}</DialogTitle>
        <DialogContent>
          <DialogContentText id="cancel-confirm-text">
            {`Are you sure you want to cancel the ${policies} with ${count === 1 ? 'this rider id' : 'these rider ids'}?`}
          </DialogContentText>
          <Typography
            data-testid="cancel-rider-ids"
            dir="ltr"
            sx={{ mt: 1.5, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {riderIds.join(', ')}
          </Typography>
          {cancel.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(cancel.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => onClose(false)} disabled={cancel.isPending} autoFocus>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => cancel.mutate()}
            disabled={cancel.isPending}
            loading={cancel.isPending}
          >
            {`Cancel ${policies}`}
          </Button>
        </DialogActions>
      </Dialog>
    );

  const cancelled = cancel.data?.cancelled ?? [];
  const effective = formatDateTime(latest(cancelled.map((c) => c.effective_at)));
  return (
    <Dialog
      open
      onClose={() => onClose(true)}
      maxWidth="xs"
      fullWidth
      aria-labelledby="cancel-done-title"
      aria-describedby="cancel-done-text"
    >
      <DialogTitle id="cancel-done-title">
        {cancelled.length === 1 ? 'Policy cancelled' : 'Policies cancelled'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-done-text">
          {cancelled.length === 1
            ? `The policy ${cancelled[0]?.rider_id ?? ''} was cancelled.`
            : `The ${cancelled.length} policies were cancelled.`}{' '}
          The cancellation takes effect on <strong data-testid="cancel-effective-at">{effective}</strong>;
          there is no coverage after that.
        </DialogContentText>
        <DialogContentText sx={{ mt: 1.5, fontSize: '0.875rem' }}>
          The Policy Cancel Log keeps a record of who asked and when.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button href="/dashboard/cancellation-log">Open the Policy Cancel Log</Button>
        <Button variant="contained" onClick={() => onClose(true)} autoFocus>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
