import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { REQUESTER_ROLES, type Role } from '@lease/contract';
import { useAuthStore } from '../../store/auth';
import { PageHeader } from '../../ui/PageHeader';
import { NoNotifications, NotificationGrid } from './NotificationGrid';
import { RequestAccessForm } from './RequestAccessForm';

const mayRequest = (role: Role | undefined) => (REQUESTER_ROLES as readonly string[]).includes(role ?? '');

/** /dashboard/notification/to: the requests the user sent and their answers; a pm asks for access here too. */
export function NotificationToPage() {
  const role = useAuthStore((s) => s.currentUser?.role);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <PageHeader
        title="Notification To"
        description="The requests you sent and their answers, as they arrive."
        actions={
          mayRequest(role) && (
            <Button variant="contained" onClick={() => setAsking(true)}>
              Request access
            </Button>
          )
        }
      />
      <NotificationGrid side="to" empty={<NoNotifications side="to" />} />
      <Dialog open={asking} onClose={() => setAsking(false)} fullWidth maxWidth="sm">
        <DialogTitle>Request access</DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          <RequestAccessForm onSent={() => setAsking(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** /dashboard/notification/from: the requests the user received, to accept or decline. */
export function NotificationFromPage() {
  return (
    <>
      <PageHeader
        title="Notification From"
        description="Requests for access sent to you: accept to grant it, or decline."
      />
      <NotificationGrid side="from" empty={<NoNotifications side="from" />} />
    </>
  );
}

/** /dashboard/request (Delegation → Request): ask for access, and follow what was asked. */
export function RequestPage() {
  const role = useAuthStore((s) => s.currentUser?.role);
  return (
    <>
      <PageHeader
        title="Request"
        description="Ask for access to buildings or to a portfolio of your landlord."
      />
      {mayRequest(role) ? (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
            <RequestAccessForm />
          </Paper>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Requests you sent
          </Typography>
          <NotificationGrid side="to" empty={<NoNotifications side="to" />} />
        </>
      ) : (
        <Alert severity="info">
          Your role sees every building of your landlord already: there is nothing to ask for. Requests sent
          to you are on Notification From.
        </Alert>
      )}
    </>
  );
}
