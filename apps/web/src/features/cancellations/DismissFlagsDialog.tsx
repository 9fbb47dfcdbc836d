import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { routes } from '@lease/contract';
import { apiCall } from '../../api/client';
import { useSchemaForm } from '../../ui/form';
import { SchemaMuiTextField } from '../../ui/SchemaMuiTextField';
import { errorMessage, toast } from '../../ui/toast';
import { REASON_MAX, useAfterFlagDecision } from './CancelPoliciesFlow';

/** The reason, checked as the server checks it: required once trimmed ('Say why the flag is dismissed'). */
const reasonSchema = routes.cancellations.dismissFlag.body.pick({ reason: true });

/** Resolves the flags of the selected policies without cancelling them; the reason is required. */
export function DismissFlagsDialog({
  riderIds,
  onClose,
}: {
  riderIds: string[];
  onClose: (dismissed: boolean) => void;
}) {
  const form = useSchemaForm(reasonSchema, { reason: '' });
  const refresh = useAfterFlagDecision();
  const dismiss = useMutation({
    mutationFn: (reason: string) => apiCall(routes.cancellations.dismissFlag, { body: { riderIds, reason } }),
    onSuccess: (answer) => {
      refresh();
      const n = answer.dismissed.length;
      toast.success(n === 1 ? 'The flag was dismissed.' : `${n} flags were dismissed.`);
      onClose(true);
    },
    onError: (failure) => toast.error(errorMessage(failure)),
  });
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
        <Box
          component="form"
          id="dismiss-form"
          noValidate
          onSubmit={(e) => void form.handleSubmit(({ reason }) => dismiss.mutate(reason))(e)}
        >
          <SchemaMuiTextField
            control={form.control}
            name="reason"
            label="Reason"
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </Box>
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
        <Button
          type="submit"
          form="dismiss-form"
          variant="contained"
          disabled={dismiss.isPending}
          loading={dismiss.isPending}
        >
          Dismiss
        </Button>
      </DialogActions>
    </Dialog>
  );
}
