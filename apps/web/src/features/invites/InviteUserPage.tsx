import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  INVITABLE_ROLES,
  ROLE_LABELS,
  canInviteRole,
  routes,
  type BuildingRow,
  type BuildingSort,
} from '@lease/contract';
import type { z } from 'zod';
import { apiRequest } from '../../api/client';
import { applyServerIssues, serverIssue, useSchemaForm } from '../../ui/form';
import { SchemaMuiTextField } from '../../ui/SchemaMuiTextField';
import { useAuthStore } from '../../store/auth';
import { PageHeader } from '../../ui/PageHeader';
import { PageTitle } from '../../ui/PageTitle';
import { EmptyState } from '../../ui/EmptyState';
import { useServerGrid } from '../../ui/serverGrid';
import { ServerGrid } from '../../ui/ServerGrid';
import { errorMessage, toast } from '../../ui/toast';
import { InviteList } from './InviteList';
import { buildingList } from '../../api/buildingList';
import { inviteQueries } from './inviteQueries';
import type { Column, RowSelection } from '../../ui/tableTypes';

/** The address and the role, checked as the server checks them; the buildings are the grid's choice. */
const inviteSchema = routes.invites.inviteUser.body.pick({ email: true, role: true });

const BUILDING_COLUMNS: Column<BuildingRow>[] = [
  { field: 'name', headerName: 'Building Name', flex: 1.5, minWidth: 180 },
  { field: 'buildingType', headerName: 'Building Type', flex: 1, minWidth: 120 },
  { field: 'totalUnits', headerName: 'Total Units', type: 'number', width: 110 },
  { field: 'billingCity', headerName: 'Billing City', flex: 1, minWidth: 120 },
  { field: 'billingState', headerName: 'Billing State', width: 110 },
];

const emptySelection = (): RowSelection => ({ type: 'include', ids: new Set() });

/**
 * /dashboard/invite-user: invite a vp, rm or pm below the caller's role to buildings of its scope; the
 * invites sent for that role follow, with resend.
 */
export function InviteUserPage({
  title = 'Invite New User',
  description = 'Invite someone to work on your buildings: they get an e-mail with a link to register.',
}: {
  title?: string;
  description?: string;
}) {
  const me = useAuthStore((s) => s.currentUser);
  const roles = INVITABLE_ROLES.filter((r) => me !== null && canInviteRole(me, r));
  const form = useSchemaForm(inviteSchema, { email: '', role: roles[roles.length - 1] ?? 'pm' });
  const role = form.watch('role');
  const [selection, setSelection] = useState<RowSelection>(emptySelection);
  const buildingGrid = useServerGrid<BuildingSort>('name', 10);
  const inviteGrid = useServerGrid<'createdAt' | 'email' | 'expiresAt' | 'status'>('createdAt', 10, 'desc');
  const canInvite = roles.length > 0;

  const buildings = useQuery({
    ...buildingList(buildingGrid.params),
    placeholderData: keepPreviousData,
    enabled: canInvite,
  });
  const sent = useQuery({
    ...inviteQueries.property(role, me?.landlordId, inviteGrid.params),
    placeholderData: keepPreviousData,
    enabled: canInvite,
  });
  const buildingIds = [...selection.ids].map(String);
  const invite = useMutation({
    mutationFn: (fields: z.output<typeof inviteSchema>) =>
      apiRequest(routes.invites.inviteUser, { body: { ...fields, buildingIds, type: 'invite' } }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'The invite was sent.');
      form.reset({ ...form.getValues(), email: '' });
      setSelection(emptySelection());
      // §4: an invite (not a resend) refreshes the property invite list for the role and landlord.
      void sent.refetch();
    },
    onError: (error) => applyServerIssues(form, error),
  });

  if (!canInvite) {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <Alert severity="info">
          {me?.role === 'admin' ? (
            <>
              Admins invite landlord accounts: use{' '}
              <Link component={RouterLink} to="/dashboard/landlord-invite">
                Landlord Invite
              </Link>
              . Landlords then invite their own people.
            </>
          ) : (
            'Your role cannot invite other users.'
          )}
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} description={description} />
      <Paper
        component="form"
        variant="outlined"
        onSubmit={(e) => void form.handleSubmit((fields) => invite.mutate(fields))(e)}
        noValidate
        sx={{ p: 2, mb: 3 }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <SchemaMuiTextField
            control={form.control}
            name="email"
            label="Email"
            type="email"
            required
            sx={{ minWidth: 280 }}
          />
          <SchemaMuiTextField control={form.control} name="role" select label="Role" sx={{ minWidth: 220 }}>
            {roles.map((r) => (
              <MenuItem key={r} value={r}>
                {ROLE_LABELS[r]}
              </MenuItem>
            ))}
          </SchemaMuiTextField>
        </Stack>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {role === 'vp'
            ? 'A Full Portfolio user sees every building of the landlord; choosing buildings is optional.'
            : `Buildings to grant (${buildingIds.length} chosen)`}
        </Typography>
        <ServerGrid
          label="Buildings to grant"
          grid={buildingGrid}
          columns={BUILDING_COLUMNS}
          rows={buildings.data?.rows ?? []}
          total={buildings.data?.total ?? 0}
          loading={buildings.isFetching}
          error={buildings.error}
          searchLabel="Search buildings"
          selection={{ model: selection, onChange: setSelection, acrossPages: true }}
          card={(row) => ({
            id: row.id,
            title: row.name,
            lines: [
              `${row.buildingType} · ${row.totalUnits} units`,
              [row.billingCity, row.billingState].filter(Boolean).join(', '),
            ],
          })}
          empty={<EmptyState title="No buildings to grant yet." />}
        />
        {invite.isError && !serverIssue(invite.error, 'email') && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(invite.error)}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={invite.isPending} sx={{ mt: 2 }}>
          Send invite
        </Button>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {ROLE_LABELS[role]} invites
      </Typography>
      <InviteList
        label={`${ROLE_LABELS[role]} invites`}
        grid={inviteGrid}
        rows={sent.data?.rows ?? []}
        total={sent.data?.total ?? 0}
        loading={sent.isFetching}
        error={sent.error}
        showLandlord={false}
        onChanged={() => void sent.refetch()}
      />
    </>
  );
}

/**
 * /dashboard/invite (Delegation → Invite): the same form and list, where §6 leaves it to landlords, vps
 * and rms, whose menu hides Invite New User.
 */
export const DelegationInvitePage = () => (
  <InviteUserPage
    title="Invite"
    description="Invite a user to chosen buildings of yours, and follow the invites you sent."
  />
);
