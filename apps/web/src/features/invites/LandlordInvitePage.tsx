import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { INVITE_STATUSES, routes, type InviteStatus } from '@lease/contract';
import { apiRequest, ApiError } from '../../api/client';
import { applyServerIssues, SchemaTextField, useSchemaForm } from '../../ui/form';
import { PageHeader } from '../../ui/PageHeader';
import { useServerGrid } from '../../ui/serverGrid';
import { errorMessage, toast } from '../../ui/toast';
import { InviteList } from './InviteList';
import { inviteQueries } from './inviteQueries';

const STATUS_LABELS: Record<InviteStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/** /dashboard/landlord-invite (admin): invite a landlord account by e-mail; its invites by status, with resend. */
export function LandlordInvitePage() {
  const form = useSchemaForm(routes.invites.landlordInvite.body, { email: '', landlordName: '' });
  const [type, setType] = useState<InviteStatus>('pending');
  const grid = useServerGrid<'createdAt' | 'email' | 'expiresAt' | 'status'>('createdAt', 25, 'desc');
  const list = useQuery({ ...inviteQueries.landlords(type, grid.params), placeholderData: keepPreviousData });
  const send = useMutation({
    mutationFn: (body: { email: string; landlordName: string }) =>
      apiRequest(routes.invites.landlordInvite, { body }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'The invite was sent.');
      form.reset();
      void list.refetch();
    },
    // Field issues go beside their field; any other failure shows under the form.
    onError: (error) => applyServerIssues(form, error),
  });
  const submit = form.handleSubmit((body) => send.mutate(body));
  const fieldIssue = send.error instanceof ApiError && send.error.issues.length > 0;

  return (
    <>
      <PageHeader
        title="Landlord Invite"
        description="Invite a landlord account by e-mail, and follow its invites until they are accepted."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Invite a landlord
        </Typography>
        <Stack
          component="form"
          onSubmit={(event) => void submit(event)}
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          noValidate
        >
          <SchemaTextField control={form.control} name="email" label="Email" type="email" required />
          <SchemaTextField control={form.control} name="landlordName" label="Landlord name" required />
          <Button
            type="submit"
            variant="contained"
            disabled={send.isPending}
            sx={{ alignSelf: { md: 'center' }, flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            Send invite
          </Button>
        </Stack>
        {send.isError && !fieldIssue && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(send.error)}
          </Alert>
        )}
      </Paper>
      <Tabs
        value={type}
        onChange={(_, v: InviteStatus) => setType(v)}
        aria-label="Invites by status"
        // Four tabs are wider than a phone: they scroll rather than cut "Expired" off.
        variant="scrollable"
        scrollButtons={false}
        sx={{ mb: 1 }}
      >
        {INVITE_STATUSES.map((s) => (
          <Tab key={s} value={s} label={STATUS_LABELS[s]} />
        ))}
      </Tabs>
      <InviteList
        label={`${STATUS_LABELS[type]} landlord invites`}
        grid={grid}
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        error={list.error}
        showLandlord
        onChanged={() => void list.refetch()}
      />
    </>
  );
}
