import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  asPolicyActor,
  canMoveStage,
  nextStages,
  routes,
  stageLabel,
  type ApplicationRecord,
} from '@lease/contract';
import { apiRequest } from '../../api/client';
import { useAuthStore } from '../../store/auth';
import { errorMessage, toast } from '../../ui/toast';
import { recordKeys } from '../../api/keys/recordKeys';

/** An underwriter's control in the record dialog: the stages this application may move to, and Move. */
export function StageMover({ record }: { record: ApplicationRecord }) {
  const user = useAuthStore((s) => s.currentUser);
  const client = useQueryClient();
  const options = nextStages(record.stage);
  const [to, setTo] = useState(options[0] ?? '');
  const move = useMutation({
    mutationFn: () =>
      apiRequest(routes.applications.moveStage, {
        body: { id: record.id, stage: to as ApplicationRecord['stage'] },
      }),
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'Moved.');
      void client.invalidateQueries({ queryKey: recordKeys.detail(record.id) });
      void client.invalidateQueries({ queryKey: recordKeys.all });
    },
    onError: (failure) => toast.error(errorMessage(failure)),
  });
  if (!user || !canMoveStage(asPolicyActor(user)) || options.length === 0) return null;
  return (
    <>
      <TextField
        select
        size="small"
        label="Move to stage"
        value={options.includes(to) ? to : options[0]}
        onChange={(e) => setTo(e.target.value)}
        sx={{ minWidth: 240, mr: 'auto' }}
      >
        {options.map((code) => (
          <MenuItem key={code} value={code}>
            {stageLabel(code)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={move.isPending} onClick={() => move.mutate()}>
        Move
      </Button>
    </>
  );
}
