import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { routes } from '@lease/contract';
import { apiCall } from '../../api/client';
import { errorMessage, toast } from '../../ui/toast';
import { REASON_MAX, useAfterFlagDecision } from './CancelPoliciesFlow';

/** The message beside an empty reason: the contract's own words for the dismiss-flag body. */
export const DISMISS_REASON_REQUIRED = 'Say why the flag is dismissed';

/** Resolves the flags of the selected policies without cancelling them; the reason is required. */
export function DismissFlagsDialog({
  riderIds,
  onClose,
}: {
  riderIds: string[];
  onClose: (dismissed: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const refresh = useAfterFlagDecision();
  const dismiss = useMutation({
    mutationFn: () =>
      apiCall(routes.cancellations.dismissFlag, { body: { riderIds, reason: reason.trim() } }),
    onSuccess: (answer) => {
      refresh();
      const n = answer.dismissed.length;
      toast.success(n === 1 ? 'The flag was dismissed.' : `${n} flags were dismissed.`);
      onClose(true);
    },
    onError: (failure) => toast.error(errorMessage(failure)),
  });
  const missing = reason.trim() === '';
  const fieldError = tried && missing ? DISMISS_REASON_REQUIRED : undefined;
  const submit = () => {
    setTried(true);
    if (!missing) dismiss.mutate();
  };
  const count = riderIds.length;

  return (
    <Dialog
      open
      onClose={() => !dismiss.isPending && onClose(false)}
      maxWidth="xs"
      fullWidth
      aria-labelledby="dismiss-title"
      aria-describedby="dismiss-text"
    >
      <DialogTitle id="dismiss-title">
        {count === 1 ? 'Dismiss 1 flag' : `Dismiss ${count} flags`}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="dismiss-text">
          {count === 1
            ? 'The policy stays in force and leaves the Flagged Cancellations list.'
            : 'The policies stay in force and leave the Flagged Cancellations list.'}{' '}
          Say why, for the record.
        </DialogContentText>
        <Typography dir="ltr" sx={{ mt: 1.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {riderIds.join(', ')}
        </Typography>
        <TextField
          label="Reason"
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError}
          fullWidth
          multiline
          minRows={2}
          autoFocus
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
        {dismiss.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(dismiss.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose(false)} disabled={dismiss.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={dismiss.isPending} loading={dismiss.isPending}>
          Dismiss
        </Button>
      </DialogActions>
    </Dialog>
  );
}
