import { routes } from '@lease/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, apiCall, apiRequest } from '../../api/client';
import { SchemaTextField, useSchemaForm } from '../../ui/form';
import { PageTitle } from '../../ui/PageTitle';
import { toast } from '../../ui/toast';
import { InviteLinkNotice, type InviteProblem } from './InviteLinkNotice';
import { apiErrorText } from './apiErrorText';

/** The reason, checked as the server checks it. */
const reasonSchema = routes.auth.declineInvite.body.pick({ reason: true });

/** /decline-invite?token= (§2.1): a reason is sent, and the inviter is told. */
export function DeclineInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const form = useSchemaForm(reasonSchema, { reason: '' });
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<InviteProblem | null>(token ? null : { kind: 'no-link' });

  // A link that cannot be declined says so at once, rather than after a reason is typed.
  useEffect(() => {
    if (!token) return;
    apiCall(routes.auth.checkToken, { query: { token } })
      .then((invite) => {
        if (invite.status !== 'pending') {
          setProblem({ kind: 'closed', status: invite.status, requestorEmail: invite.requestor_email });
        }
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && [400, 404, 410].includes(error.status))
          setProblem({ kind: 'unknown' });
      });
  }, [token]);

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!token || loading) return;
    setLoading(true);
    try {
      const { message } = await apiRequest(routes.auth.declineInvite, { body: { token, reason } });
      setDone(true);
      toast.success(message ?? 'Decline Successful!');
    } catch (error) {
      toast.error(apiErrorText(error));
    } finally {
      setLoading(false);
    }
  });

  return (
    <>
      <PageTitle>Decline Invite</PageTitle>
      {done ? (
        <Alert severity="success">You declined the invite. The person who invited you has been told.</Alert>
      ) : problem ? (
        <InviteLinkNotice problem={problem} purpose="decline" />
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack spacing={2.5}>
            <Typography sx={{ color: 'text.secondary' }}>
              Tell the person who invited you why you decline.
            </Typography>
            <SchemaTextField
              control={form.control}
              name="reason"
              id="decline-reason"
              label="Reason"
              required
              multiline
              minRows={3}
            />
            <Button type="submit" variant="contained" color="error" size="large" fullWidth loading={loading}>
              Decline Invite
            </Button>
          </Stack>
        </Box>
      )}
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link href="/login">Return to sign in</Link>
      </Typography>
    </>
  );
}
