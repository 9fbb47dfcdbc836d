import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLE_LABELS, type UserRow } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { errorMessage, toast } from '../../ui/toast';
import * as userCalls from '@lease/contract/addresses/users';
import { EDIT_TYPE } from './editType';
import { userQueries } from './userQueries';

/** The role a user moves under (§4 editType): a pm under an rm, an rm under a vp, a vp under a landlord. */
const MANAGER_ROLE = { rm: 'rm', vp: 'vp', landlord: 'll' } as const;

/** Moves a user, with its buildings, under another manager of its landlord; the moving flag shows while it runs. */
export function MoveUserDialog({
  user,
  onClose,
}: {
  user: UserRow & { role: keyof typeof EDIT_TYPE };
  onClose: (moved: boolean) => void;
}) {
  const editType = EDIT_TYPE[user.role];
  const managerRole = MANAGER_ROLE[editType];
  const [managerId, setManagerId] = useState('');
  const managers = useQuery(userQueries.managers(managerRole, user.landlordId));
  const move = useMutation({
    mutationFn: () =>
      apiRequest(userCalls.delegationMoveOut, { body: { editType, userId: user.id, managerId } }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'The user was moved.');
      onClose(true);
    },
  });
  const choices = (managers.data?.rows ?? []).filter((m) => m.id !== user.managerId);

  return (
    <Dialog
      open
      onClose={() => !move.isPending && onClose(false)}
      fullWidth
      maxWidth="xs"
      aria-labelledby="move-title"
    >
      <DialogTitle id="move-title">Move {user.name}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {user.name} and its buildings will report to the {ROLE_LABELS[managerRole]} user you choose.
        </Typography>
        <TextField
          select
          fullWidth
          label={`New ${ROLE_LABELS[managerRole]} manager`}
          value={managerId}
          onChange={(e) => setManagerId(e.target.value)}
        >
          {choices.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.name} ({m.email})
            </MenuItem>
          ))}
        </TextField>
        {managers.isSuccess && choices.length === 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            There is no other {ROLE_LABELS[managerRole]} user to move to.
          </Alert>
        )}
        {move.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(move.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={move.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!managerId || move.isPending}
          onClick={() => move.mutate()}
          startIcon={move.isPending ? <CircularProgress size={16} /> : undefined}
        >
          {move.isPending ? 'Moving…' : 'Move'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
