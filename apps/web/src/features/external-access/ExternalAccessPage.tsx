import { EXTERNAL_TEXTS, routes, type ExternalGrantRow } from '@lease/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../api/client';
import { landlordChoices } from '../../api/landlordChoices';
import { useAuthStore } from '../../store/auth';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { StatusChip } from '../../ui/StatusChip';
import { errorMessage, toast } from '../../ui/toast';
import { ExternalCards } from './ExternalCards';
import { GrantActions } from './GrantActions';
import { GrantDialog } from './GrantDialog';
import { grantText, lastRead } from './grantText';
import { externalAccessQueries } from './externalAccessQueries';

/**
 * /dashboard/external-access: the outside parties (broker, accountant, auditor) a landlord lets read its
 * portfolio, their grants, and invite, change and revoke (decision 0032). The admin picks the landlord.
 */
export function ExternalAccessPage() {
  const user = useAuthStore((s) => s.currentUser);
  const admin = user?.role === 'admin';
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [chosen, setChosen] = useState('');
  const [editing, setEditing] = useState<ExternalGrantRow | 'new' | null>(null);
  const [revoking, setRevoking] = useState<ExternalGrantRow | null>(null);
  const landlords = useQuery({ ...landlordChoices, enabled: admin });
  const landlordId = admin ? chosen || (landlords.data?.rows[0]?.landlordId ?? '') : (user?.landlordId ?? '');
  const list = useQuery({ ...externalAccessQueries.list(landlordId, admin), enabled: Boolean(landlordId) });
  const revoke = useMutation({
    mutationFn: (grant: ExternalGrantRow) =>
      apiRequest(routes.external.revokeExternal, { body: { id: grant.id } }),
    onSuccess: (answer, grant) => {
      setRevoking(null);
      toast.success(answer.message ?? EXTERNAL_TEXTS.revoked(grant.name));
      void list.refetch();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const grants = list.data?.rows ?? [];

  return (
    <>
      <PageHeader
        title={EXTERNAL_TEXTS.pageTitle}
        description={EXTERNAL_TEXTS.pageIntro}
        actions={
          <Button variant="contained" disabled={!landlordId} onClick={() => setEditing('new')}>
            {EXTERNAL_TEXTS.inviteButton}
          </Button>
        }
      />
      {admin && (
        <TextField
          select
          size="small"
          label="Landlord"
          value={landlordId}
          onChange={(e) => setChosen(e.target.value)}
          helperText={EXTERNAL_TEXTS.chooseLandlord}
          sx={{ mb: 2, minWidth: 260, maxWidth: '100%' }}
        >
          {(landlords.data?.rows ?? []).flatMap((l) =>
            l.landlordId
              ? [
                  <MenuItem key={l.id} value={l.landlordId}>
                    {l.landlordName ?? l.name}
                  </MenuItem>,
                ]
              : [],
          )}
        </TextField>
      )}
      {list.error && <Typography color="error">{errorMessage(list.error)}</Typography>}
      {list.isSuccess && grants.length === 0 ? (
        <EmptyState title={EXTERNAL_TEXTS.noExternals}>
          Invite a broker, accountant or auditor: they read, and change nothing.
        </EmptyState>
      ) : phone ? (
        <ExternalCards grants={grants} onChange={setEditing} onRevoke={setRevoking} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Outside parties">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Access</TableCell>
                <TableCell>{EXTERNAL_TEXTS.lastRead}</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {grants.map((g) => (
                <TableRow key={g.id}>
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{g.name}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {g.email}
                    </Typography>
                  </TableCell>
                  <TableCell>{grantText(g)}</TableCell>
                  <TableCell>{lastRead(g)}</TableCell>
                  <TableCell>
                    <StatusChip status={g.status} />
                  </TableCell>
                  <TableCell align="right">
                    <GrantActions grant={g} onChange={setEditing} onRevoke={setRevoking} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <GrantDialog
          grant={editing === 'new' ? undefined : editing}
          landlordId={admin ? landlordId : undefined}
          onClose={(message) => {
            setEditing(null);
            if (message) {
              toast.success(message);
              void list.refetch();
            }
          }}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        text={revoking ? EXTERNAL_TEXTS.revokeConfirm(revoking.name) : ''}
        action="Revoke access"
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </>
  );
}
