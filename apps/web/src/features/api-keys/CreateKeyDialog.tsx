import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { API_KEY_TEXTS, ROLE_LABELS, routes, type ApiKeyRow } from '@lease/contract';
import { apiCall, apiRequest } from '../../api/client';
import { serverIssue } from '../../ui/form';
import { errorMessage } from '../../ui/toast';
import { apiKeyKeys } from './apiKeyKeys';

/** The new key form: a name, who it acts as, and how much less than that person it may do. */
export function CreateKeyDialog({
  onClose,
}: {
  onClose: (made: { key: ApiKeyRow; secret: string } | null) => void;
}) {
  const [name, setName] = useState('');
  const [userId, setUserId] = useState('');
  const [readOnly, setReadOnly] = useState(false);
  const [chosen, setChosen] = useState<{ id: string; name: string }[]>([]);
  const [expiresOn, setExpiresOn] = useState('');
  const people = useQuery({
    queryKey: apiKeyKeys.people,
    queryFn: () => apiCall(routes.apiKeys.listKeyPeople),
  });
  const buildings = useQuery({
    queryKey: apiKeyKeys.buildings,
    queryFn: () =>
      apiCall(routes.buildings.listBuildings, { query: { pageSize: 200, sort: 'name', order: 'asc' } }),
  });
  const person = userId || people.data?.people[0]?.id || '';
  const create = useMutation({
    mutationFn: () =>
      apiRequest(routes.apiKeys.createApiKey, {
        body: {
          name,
          ...(person ? { userId: person } : {}),
          readOnly,
          buildingIds: chosen.map((b) => b.id),
          expiresOn: expiresOn || null,
        },
      }),
    onSuccess: (answer) => onClose(answer.data),
  });
  const issue = (field: string) => serverIssue(create.error, field);
  const general = create.error && !issue('name') && !issue('buildingIds') && !issue('expiresOn');
  return (
    <Dialog open onClose={() => onClose(null)} fullWidth maxWidth="sm">
      <DialogTitle>New API key</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(issue('name'))}
            helperText={issue('name') ?? 'What the key is for, e.g. "Nightly export to our PMS"'}
          />
          <TextField
            select
            label="Acts as"
            value={person}
            onChange={(e) => setUserId(e.target.value)}
            helperText="The key sees and does what this person may, or less"
          >
            {(people.data?.people ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {`${p.name} (${ROLE_LABELS[p.role]}) · ${p.email}`}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={readOnly} onChange={(e) => setReadOnly(e.target.checked)} />}
            label={`${API_KEY_TEXTS.readOnly}: it can read but change nothing`}
          />
          <Autocomplete
            multiple
            options={buildings.data?.rows.map((b) => ({ id: b.id, name: b.name })) ?? []}
            getOptionLabel={(b) => b.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={chosen}
            onChange={(_e, value) => setChosen(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Only these buildings"
                error={Boolean(issue('buildingIds'))}
                helperText={
                  issue('buildingIds') ?? `Leave empty for: ${API_KEY_TEXTS.allBuildings.toLowerCase()}`
                }
              />
            )}
          />
          <TextField
            label="Expires on"
            type="date"
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(issue('expiresOn'))}
            helperText={issue('expiresOn') ?? 'Valid through this day (UTC); leave empty for no expiry'}
          />
          {general && (
            <TextField
              value={errorMessage(create.error)}
              label="Not created"
              error
              slotProps={{ input: { readOnly: true } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!name.trim() || create.isPending}
          onClick={() => create.mutate()}
        >
          {API_KEY_TEXTS.create}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
