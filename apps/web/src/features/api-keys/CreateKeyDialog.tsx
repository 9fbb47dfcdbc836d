import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
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
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import { API_KEY_TEXTS, ROLE_LABELS, routes, type ApiKeyRow } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { applyServerIssues, serverIssue, useSchemaForm } from '../../ui/form';
import { SchemaDateInput } from '../../ui/SchemaDateInput';
import { SchemaMuiTextField } from '../../ui/SchemaMuiTextField';
import { errorMessage } from '../../ui/toast';
import { apiKeyQueries } from './apiKeyQueries';

type KeyFields = z.output<typeof routes.apiKeys.createApiKeyFormSchema>;

/**
 * The new key form: a name, who it acts as, and how much less than that person it may do, checked with
 * the contract's createApiKeyFormSchema. The person is a pick from the list, kept apart as the webhook
 * dialog keeps its landlord.
 */
export function CreateKeyDialog({
  onClose,
}: {
  onClose: (made: { key: ApiKeyRow; secret: string } | null) => void;
}) {
  const [userId, setUserId] = useState('');
  const form = useSchemaForm(routes.apiKeys.createApiKeyFormSchema, {
    name: '',
    readOnly: false,
    buildingIds: [],
    expiresOn: '',
  });
  const name = form.watch('name');
  const readOnly = useController({ control: form.control, name: 'readOnly' });
  const buildingIds = useController({ control: form.control, name: 'buildingIds' });
  const people = useQuery(apiKeyQueries.people());
  const buildings = useQuery(apiKeyQueries.buildings());
  const person = userId || people.data?.people[0]?.id || '';
  const options = buildings.data?.rows.map((b) => ({ id: b.id, name: b.name })) ?? [];
  // The chosen buildings in the order they were picked, as the chips showed them.
  const chosen = (buildingIds.field.value ?? []).flatMap((id) => options.filter((b) => b.id === id));
  const create = useMutation({
    mutationFn: (fields: KeyFields) =>
      apiRequest(routes.apiKeys.createApiKey, {
        body: { ...fields, ...(person ? { userId: person } : {}) },
      }),
    onSuccess: (answer) => onClose(answer.data),
    onError: (error) => applyServerIssues(form, error),
  });
  const issue = (field: string) => serverIssue(create.error, field);
  const general = create.error && !issue('name') && !issue('buildingIds') && !issue('expiresOn');
  return (
    <Dialog open onClose={() => onClose(null)} fullWidth maxWidth="sm">
      <DialogTitle>New API key</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="api-key-form"
          noValidate
          onSubmit={(e) => void form.handleSubmit((fields) => create.mutate(fields))(e)}
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <SchemaMuiTextField
              control={form.control}
              name="name"
              label="Name"
              required
              helperText={'What the key is for, e.g. "Nightly export to our PMS"'}
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
              control={
                <Checkbox
                  name={readOnly.field.name}
                  checked={Boolean(readOnly.field.value)}
                  onChange={(e) => readOnly.field.onChange(e.target.checked)}
                />
              }
              label={`${API_KEY_TEXTS.readOnly}: it can read but change nothing`}
            />
            <Autocomplete
              multiple
              options={options}
              getOptionLabel={(b) => b.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              value={chosen}
              onChange={(_e, value) => buildingIds.field.onChange(value.map((b) => b.id))}
              onBlur={buildingIds.field.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Only these buildings"
                  error={Boolean(buildingIds.fieldState.error)}
                  helperText={
                    buildingIds.fieldState.error?.message ??
                    `Leave empty for: ${API_KEY_TEXTS.allBuildings.toLowerCase()}`
                  }
                />
              )}
            />
            <SchemaDateInput
              control={form.control}
              name="expiresOn"
              label="Expires on"
              helperText="Valid through this day (UTC); leave empty for no expiry"
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
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>Cancel</Button>
        <Button
          type="submit"
          form="api-key-form"
          variant="contained"
          disabled={!name?.trim() || create.isPending}
        >
          {API_KEY_TEXTS.create}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
