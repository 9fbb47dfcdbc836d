import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { routes } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { applyServerIssues, useSchemaForm } from '../../ui/form';
import { SchemaMuiTextField } from '../../ui/SchemaMuiTextField';
import { errorMessage } from '../../ui/toast';

type Compose = z.output<typeof routes.emails.composeEmail.body>;

/**
 * §5 compose, checked with the route's own body schema: Send needs both to and subject; the server keeps
 * the recipient to the sender's people.
 */
export function ComposeDialog({ onClose }: { onClose: (sent: string | null) => void }) {
  const form = useSchemaForm(routes.emails.composeEmail.body, { to: '', subject: '', body: '' });
  const [to, subject] = form.watch(['to', 'subject']);
  const send = useMutation({
    mutationFn: (body: Compose) => apiRequest(routes.emails.composeEmail, { body }),
    onSuccess: (answer) => onClose(answer.message ?? 'Your message was sent.'),
    // A recipient outside the sender's people answers 404 with a message, shown under To.
    onError: (error) => {
      if (!applyServerIssues(form, error))
        form.setError('to', { type: 'server', message: errorMessage(error) });
    },
  });
  return (
    <Dialog open onClose={() => onClose(null)} fullWidth maxWidth="sm">
      <DialogTitle>New message</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="compose-form"
          noValidate
          onSubmit={(e) => void form.handleSubmit((body) => send.mutate(body))(e)}
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <SchemaMuiTextField control={form.control} name="to" label="To" type="email" required />
            <SchemaMuiTextField control={form.control} name="subject" label="Subject" required />
            <SchemaMuiTextField control={form.control} name="body" label="Message" multiline minRows={5} />
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>Cancel</Button>
        <Button
          type="submit"
          form="compose-form"
          variant="contained"
          disabled={!to?.trim() || !subject?.trim() || send.isPending}
        >
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
