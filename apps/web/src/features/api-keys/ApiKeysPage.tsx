import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { API_KEY_TEXTS, ROLE_LABELS, routes, type ApiKeyRow } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { formatDate, formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusChip } from '../../ui/StatusChip';
import { errorMessage, toast } from '../../ui/toast';
import { CreateKeyDialog } from './CreateKeyDialog';
import { KeyCards } from './KeyCards';
import { keyAccess } from './keyAccess';
import { SecretDialog } from './SecretDialog';
import { apiKeyQueries } from './apiKeyQueries';

/** /dashboard/api-keys: a landlord's (or vp's, or the admin's) keys for partner systems (decision 0029). */
export function ApiKeysPage() {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<{ key: ApiKeyRow; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const list = useQuery(apiKeyQueries.list());
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest(routes.apiKeys.revokeApiKey, { body: { id } }),
    onSuccess: (answer) => {
      setRevoking(null);
      toast.success(answer.message ?? API_KEY_TEXTS.keyRevoked);
      void list.refetch();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const keys = list.data?.keys ?? [];

  return (
    <>
      <PageHeader
        title={API_KEY_TEXTS.title}
        description={API_KEY_TEXTS.intro}
        actions={
          <Button variant="contained" onClick={() => setCreating(true)}>
            {API_KEY_TEXTS.create}
          </Button>
        }
      />
      {list.error && <Typography color="error">{errorMessage(list.error)}</Typography>}
      {list.isSuccess && keys.length === 0 ? (
        <EmptyState title={API_KEY_TEXTS.empty}>
          Create a key for each system that calls the portal, so each can be revoked on its own.
        </EmptyState>
      ) : phone ? (
        <KeyCards keys={keys} onRevoke={setRevoking} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="API keys">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Acts as</TableCell>
                <TableCell>Access</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.map((key) => (
                <TableRow key={key.id}>
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{key.name}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
                      {`${key.prefix}…`}
                    </Typography>
                  </TableCell>
                  <TableCell>{`${key.user.name} (${ROLE_LABELS[key.user.role]})`}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>{keyAccess(key)}</TableCell>
                  <TableCell>{key.expiresAt ? formatDate(key.expiresAt) : API_KEY_TEXTS.never}</TableCell>
                  <TableCell>
                    {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : API_KEY_TEXTS.never}
                  </TableCell>
                  <TableCell>
                    <StatusChip status={key.status} />
                  </TableCell>
                  <TableCell align="right">
                    {key.status !== 'revoked' && (
                      <Button
                        color="error"
                        aria-label={`Revoke ${key.name}`}
                        onClick={() => setRevoking(key)}
                      >
                        {API_KEY_TEXTS.revoke}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Every change a key makes is in the Active Log under the key&apos;s name. The calls a key may make
          are marked in the API document (/api/docs).
        </Typography>
      </Box>
      {creating && (
        <CreateKeyDialog
          onClose={(result) => {
            setCreating(false);
            if (result) {
              setMade(result);
              void list.refetch();
            }
          }}
        />
      )}
      {made && <SecretDialog name={made.key.name} secret={made.secret} onClose={() => setMade(null)} />}
      <ConfirmDialog
        open={revoking !== null}
        subject={undefined}
        text={API_KEY_TEXTS.revokeConfirm}
        action="Revoke key"
        detail={revoking ? `${revoking.name} (${revoking.prefix}…)` : undefined}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
    </>
  );
}
