import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLE_LABELS, routes, type InviteProperty } from '@lease/contract';
import type { z } from 'zod';
import { apiRequest } from '../../api/client';
import { applyServerIssues, serverIssue, useSchemaForm } from '../../ui/form';
import { SchemaDateInput } from '../../ui/SchemaDateInput';
import { SchemaMuiTextField } from '../../ui/SchemaMuiTextField';
import { errorMessage, toast } from '../../ui/toast';
import { notificationKeys, notificationQueries } from './notificationQueries';

type Kind = 'property' | 'userproperty';
type RequestFields = z.output<typeof routes.delegation.requestAccessFormSchema>;

/**
 * Asks for access (§7 Delegation): to buildings of one's landlord, from a landlord user, or to a user's
 * portfolio; optionally only until a date. The pickers never offer what one has already.
 */
export function RequestAccessForm({ onSent }: { onSent?: () => void }) {
  const client = useQueryClient();
  const [kind, setKind] = useState<Kind>('property');
  const [userId, setUserId] = useState('');
  const [chosen, setChosen] = useState<InviteProperty[]>([]);
  const form = useSchemaForm(routes.delegation.requestAccessFormSchema, { expires_at: '', note: '' });
  const [search, setSearch] = useState('');

  const owners = useQuery(notificationQueries.delegationLandlords());
  const holders = useQuery({
    ...notificationQueries.delegationPortfolios(),
    enabled: kind === 'userproperty',
  });
  const offered = useQuery({ ...notificationQueries.requestable(search), enabled: kind === 'property' });
  const people = (kind === 'property' ? owners.data : holders.data) ?? [];
  const to = people.some((p) => p.id === userId) ? userId : (people[0]?.id ?? '');

  const send = useMutation({
    mutationFn: ({ expires_at, note }: RequestFields): Promise<{ message?: string }> => {
      const common = { userId: to, ...(expires_at ? { expires_at } : {}), ...(note ? { note } : {}) };
      return kind === 'property'
        ? apiRequest(routes.delegation.requestProperty, {
            body: { ...common, buildingIds: chosen.map((b) => b.id) },
          })
        : apiRequest(routes.delegation.requestUserProperty, { body: common });
    },
    onSuccess: (answer) => {
      toast.success(answer.message ?? 'Your request was sent.');
      setChosen([]);
      form.reset({ ...form.getValues(), note: '' });
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      onSent?.();
    },
    onError: (error) => applyServerIssues(form, error),
  });
  const issue = (field: string) => serverIssue(send.error, field);
  const ready = to !== '' && (kind === 'userproperty' || chosen.length > 0);

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(e) => void form.handleSubmit((fields) => send.mutate(fields))(e)}
      noValidate
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={kind}
        onChange={(_e, value: Kind | null) => value && setKind(value)}
        aria-label="Ask for"
      >
        <ToggleButton value="property">Buildings</ToggleButton>
        <ToggleButton value="userproperty">A user&apos;s portfolio</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        label={kind === 'property' ? 'Ask' : 'Portfolio of'}
        value={to}
        onChange={(e) => setUserId(e.target.value)}
        helperText={people.length === 0 ? 'There is no one to ask.' : undefined}
      >
        {people.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name} ({ROLE_LABELS[p.role]}) · {p.email}
          </MenuItem>
        ))}
      </TextField>
      {kind === 'property' && (
        <Autocomplete
          multiple
          options={offered.data ?? []}
          value={chosen}
          onChange={(_e, value) => setChosen(value)}
          onInputChange={(_e, value, reason) => reason === 'input' && setSearch(value)}
          filterOptions={(options) => options}
          getOptionLabel={(b) => `${b.name} · ${b.billingCity}, ${b.billingState}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={offered.isFetching}
          noOptionsText="No building left to ask for."
          renderInput={(params) => (
            <TextField
              {...params}
              label="Buildings"
              error={Boolean(issue('buildingIds'))}
              helperText={issue('buildingIds')}
            />
          )}
        />
      )}
      <SchemaDateInput
        control={form.control}
        name="expires_at"
        label="Access until (optional)"
        helperText="Leave empty for lasting access."
      />
      <SchemaMuiTextField control={form.control} name="note" label="Note (optional)" multiline minRows={2} />
      {send.isError && !issue('buildingIds') && !issue('expires_at') && (
        <Alert severity="error">{errorMessage(send.error)}</Alert>
      )}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={!ready || send.isPending}>
          Send request
        </Button>
      </Stack>
    </Stack>
  );
}
