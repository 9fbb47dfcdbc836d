import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternateOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CLAIM_FILE_ACCEPT, CLAIM_LIMITS, FEEDBACK_LIMITS, routes } from '@lease/contract';
import type { z } from 'zod';
import { apiForm } from '../../api/client';
import { ClosableDialogTitle } from '../../ui/ClosableDialogTitle';
import { OneFileField } from '../../ui/OneFileField';
import { applyServerIssues, useSchemaForm } from '../../ui/form';
import { SchemaMuiTextField } from '../../ui/SchemaMuiTextField';
import { errorMessage, toast } from '../../ui/toast';

/** What happened and where, checked as the server checks them. */
const feedbackSchema = routes.feedback.sendFeedback.body.pick({ message: true, page: true });
type FeedbackFields = z.output<typeof feedbackSchema>;

/**
 * §2.10 Report an issue when the deployment names no external form: what happened, where (the page it
 * was opened on), and an optional screenshot. The server tells every admin, with the browser.
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useSchemaForm(feedbackSchema, { message: '', page: window.location.href });
  const [file, setFile] = useState<File | null>(null);

  const send = useMutation({
    mutationFn: (fields: FeedbackFields) => {
      // The text fields go before the file: the server reads them before it streams the screenshot.
      const body = new FormData();
      body.append('message', fields.message);
      body.append('page', fields.page);
      if (file) body.append('screenshot', file, file.name);
      return apiForm(routes.feedback.sendFeedback, body);
    },
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'Thank you.');
      setFile(null);
      onClose();
    },
    onError: (error) => {
      applyServerIssues(form, error);
      toast.error(errorMessage(error));
    },
  });
  const sending = send.isPending;

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      // Each opening starts afresh, on the page it was opened from.
      slotProps={{
        transition: {
          onEnter: () => form.reset({ message: '', page: window.location.href }),
        },
      }}
      maxWidth="sm"
      fullWidth
      aria-labelledby="feedback-dialog-title"
    >
      <ClosableDialogTitle id="feedback-dialog-title" onClose={onClose}>
        Report an issue
      </ClosableDialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id="feedback-form"
          spacing={2.5}
          noValidate
          onSubmit={form.handleSubmit((fields) => send.mutate(fields))}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Our team reads every report. Your browser and the page are sent with it.
          </Typography>
          <SchemaMuiTextField
            control={form.control}
            name="message"
            label="What happened?"
            required
            multiline
            minRows={4}
            autoFocus
            helperText="What you did, what you expected, and what happened instead."
            disabled={sending}
            slotProps={{ htmlInput: { maxLength: FEEDBACK_LIMITS.messageMax } }}
          />
          <SchemaMuiTextField
            control={form.control}
            name="page"
            label="Where did it happen?"
            required
            helperText="The address of the page; change it if it happened elsewhere."
            disabled={sending}
            slotProps={{ htmlInput: { maxLength: FEEDBACK_LIMITS.pageMax } }}
          />
          <OneFileField
            file={file}
            onChange={setFile}
            maxBytes={CLAIM_LIMITS.fileMaxBytes}
            accept={CLAIM_FILE_ACCEPT}
            icon={<AddPhotoAlternate />}
            pickLabel="Add a screenshot"
            replaceLabel="Replace screenshot"
            hint="Optional: png or jpeg (pdf too), 12MB at most."
            disabled={sending}
            testId="feedback-screenshot-input"
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" form="feedback-form" variant="contained" loading={sending}>
          Send report
        </Button>
      </DialogActions>
    </Dialog>
  );
}
