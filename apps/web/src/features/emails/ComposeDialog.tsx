import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { routes } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { serverIssue } from '../../ui/form';
import { errorMessage } from '../../ui/toast';

/** §5 compose: Send needs both to and subject; the server keeps the recipient to the sender's people. */
export function ComposeDialog({ onClose }: { onClose: (sent: string | null) => void }) {
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const send = useMutation({
    mutationFn: () => apiRequest(routes.emails.composeEmail, { body: { to, subject, body } }),
    onSuccess: (answer) => onClose(answer.message ?? 'Your message was sent.'),
  });
  // A recipient outside the sender's people answers 404 with a message, shown under To.
  const issue = (field: string) =>
    serverIssue(send.error, field) ?? (field === 'to' && send.error ? errorMessage(send.error) : undefined);
  return (
    <Dialog open onClose={() => onClose(null)} fullWidth maxWidth="sm">
      <DialogTitle>New message</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="To"
            type="email"
            required
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={Boolean(issue('to'))}
            helperText={issue('to')}
          />
          <TextField
            label="Subject"
            required
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            error={Boolean(issue('subject'))}
            helperText={issue('subject')}
          />
          <TextField
            label="Message"
            multiline
            minRows={5}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!to.trim() || !subject.trim() || send.isPending}
          onClick={() => send.mutate()}
        >
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
