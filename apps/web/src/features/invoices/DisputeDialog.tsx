import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CLAIM_FILE_ACCEPT, DISPUTE_REASONS, INVOICE_LIMITS, routes } from '@lease/contract';
import type { z } from 'zod';
import { apiForm } from '../../api/client';
import { ClosableDialogTitle } from '../../ui/ClosableDialogTitle';
import { OneFileField } from '../../ui/OneFileField';
import { applyServerIssues, useSchemaForm } from '../../ui/form';
import { SchemaMuiTextField } from '../../ui/SchemaMuiTextField';
import { errorMessage, toast } from '../../ui/toast';

type Scope = 'whole' | 'lines';

/** The reason and comment, checked as the server checks them. */
const disputeSchema = routes.invoices.invoiceDispute.body.pick({ reason: true, comment: true });
type DisputeFields = z.output<typeof disputeSchema>;

/**
 * The dispute form (file 2 §2, §4): the whole invoice or the lines chosen in the detail, a reason of
 * §3's five, a comment and an optional attachment. While it sends the form is 'loading'; on success
 * it is cleared and the server's message is a success notification; a failure is a failure
 * notification. A reader of part of the invoice (Multi-Site, Property) must dispute chosen lines.
 */
export function DisputeDialog({
  invoice,
  chosen,
  onClose,
  onSent,
}: {
  invoice: { id: string; invoiceNum: string; partial: boolean };
  /** The lines chosen in the detail, with their rider ids to name them. */
  chosen: { id: string; riderId: string }[];
  onClose: () => void;
  onSent: () => void;
}) {
  const [scope, setScope] = useState<Scope>(chosen.length > 0 || invoice.partial ? 'lines' : 'whole');
  const form = useSchemaForm(disputeSchema, { comment: '' });
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);

  const send = useMutation({
    mutationFn: (fields: DisputeFields) => {
      // The text fields go before the file: the server reads them before it streams the attachment.
      const body = new FormData();
      body.append('invoiceId', invoice.id);
      body.append('lineIds', scope === 'lines' ? chosen.map((l) => l.id).join(',') : '');
      body.append('reason', fields.reason);
      body.append('comment', fields.comment);
      if (file) body.append('attachment', file, file.name);
      return apiForm(routes.invoices.invoiceDispute, body);
    },
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'Your dispute was sent.');
      form.reset();
      setFile(null);
      setTried(false);
      onSent();
    },
    onError: (error) => {
      applyServerIssues(form, error);
      toast.error(errorMessage(error));
    },
  });

  const noLines = scope === 'lines' && chosen.length === 0;
  const sending = send.isPending;

  const submit = form.handleSubmit((fields) => {
    if (!noLines) send.mutate(fields);
  });

  const chosenText = chosen.length
    ? `The ${chosen.length === 1 ? 'line' : `${chosen.length} lines`} chosen: ${chosen.map((l) => l.riderId).join(', ')}`
    : 'The lines chosen (choose them in the invoice first)';

  return (
    <Dialog
      open
      onClose={sending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="dispute-dialog-title"
    >
      <ClosableDialogTitle id="dispute-dialog-title" onClose={onClose}>
        Dispute invoice {invoice.invoiceNum}
      </ClosableDialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id="dispute-form"
          spacing={2.5}
          noValidate
          onSubmit={(e) => {
            setTried(true);
            void submit(e);
          }}
        >
          <FormControl disabled={sending}>
            <FormLabel id="dispute-scope-label">What do you dispute?</FormLabel>
            <RadioGroup
              aria-labelledby="dispute-scope-label"
              value={scope}
              onChange={(e) => setScope(e.target.value as Scope)}
            >
              <FormControlLabel
                value="whole"
                control={<Radio />}
                label="The whole invoice"
                disabled={invoice.partial}
              />
              <FormControlLabel value="lines" control={<Radio />} label={chosenText} />
            </RadioGroup>
            {invoice.partial && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                You see the lines of your buildings only, so you dispute lines, not the whole invoice.
              </Typography>
            )}
            {tried && noLines && (
              <Typography variant="caption" role="alert" sx={{ color: 'error.main' }}>
                Choose the lines in the invoice, or dispute the whole invoice.
              </Typography>
            )}
          </FormControl>
          <SchemaMuiTextField
            control={form.control}
            name="reason"
            select
            label="Reason"
            required
            disabled={sending}
          >
            {DISPUTE_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </SchemaMuiTextField>
          <SchemaMuiTextField
            control={form.control}
            name="comment"
            label="Comment"
            required
            multiline
            minRows={3}
            helperText="What is wrong, and what you expected to pay."
            disabled={sending}
            slotProps={{ htmlInput: { maxLength: INVOICE_LIMITS.commentMax } }}
          />
          <OneFileField
            file={file}
            onChange={setFile}
            maxBytes={INVOICE_LIMITS.attachmentMaxBytes}
            accept={CLAIM_FILE_ACCEPT}
            icon={<AttachFileIcon />}
            pickLabel="Attach a file"
            replaceLabel="Replace attachment"
            hint="Optional: pdf, docx, xlsx, jpeg, png or heic, 12MB at most."
            disabled={sending}
            testId="dispute-attachment-input"
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" form="dispute-form" variant="contained" loading={sending}>
          Send dispute
        </Button>
      </DialogActions>
    </Dialog>
  );
}
