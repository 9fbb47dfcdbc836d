import { EXTERNAL_TEXTS, routes, type ExternalGrantRow } from '@lease/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateInput } from '../../ui/DateInput';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../api/client';
import { serverIssue } from '../../ui/form';
import { errorMessage } from '../../ui/toast';
import { dayOf, endOfDay } from './grantText';

/**
 * Invite an outside party (e-mail, name, access end, tenant names shown or not), or change the grant
 * of one already invited (`grant`): its access end and personal data only.
 */
export function GrantDialog({
  grant,
  landlordId,
  onClose,
}: {
  grant?: ExternalGrantRow | undefined;
  /** The admin names the landlord; a landlord user's own is the server's default. */
  landlordId?: string | undefined;
  onClose: (message: string | null) => void;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [day, setDay] = useState(dayOf(grant?.expiresAt ?? null));
  // Text typed that names no day is not "no end date": the invite waits until it reads.
  const [unreadable, setUnreadable] = useState(false);
  const [personalData, setPersonalData] = useState(grant?.personalData ?? false);
  const save = useMutation({
    mutationFn: async () => {
      const expiresAt = endOfDay(day);
      if (grant) {
        await apiRequest(routes.external.updateExternal, { body: { id: grant.id, expiresAt, personalData } });
        return EXTERNAL_TEXTS.updated;
      }
      const answer = await apiRequest(routes.external.inviteExternal, {
        body: { ...(landlordId ? { landlordId } : {}), email, name, expiresAt, personalData },
      });
      return answer.message ?? EXTERNAL_TEXTS.invited(email);
    },
    onSuccess: (message) => onClose(message),
  });
  const issue = (field: string) => serverIssue(save.error, field);
  const general = save.error && !issue('email') && !issue('name') && !issue('expiresAt');
  const title = grant ? `Change access of ${grant.name}` : EXTERNAL_TEXTS.inviteTitle;

  return (
    <Dialog open onClose={() => onClose(null)} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {grant ? (
            <Typography>{`${grant.name} · ${grant.email}`}</Typography>
          ) : (
            <>
              <TextField
                label="Email"
                type="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={Boolean(issue('email'))}
                helperText={issue('email') ?? 'The invitation goes to this address'}
              />
              <TextField
                label="Name"
                required
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={Boolean(issue('name'))}
                helperText={issue('name') ?? 'A person or firm, e.g. "Lakeside Audit LLP"'}
              />
            </>
          )}
          <DateInput
            label={EXTERNAL_TEXTS.expiresLabel}
            value={day}
            onChange={(next, typed) => {
              setDay(next);
              setUnreadable(!next && typed !== '');
            }}
            error={issue('expiresAt')}
            shown
            helperText={EXTERNAL_TEXTS.expiresHelp}
          />
          <FormControlLabel
            control={<Checkbox checked={personalData} onChange={(e) => setPersonalData(e.target.checked)} />}
            label={EXTERNAL_TEXTS.personalDataLabel}
          />
          {general && (
            <Typography color="error" role="alert">
              {errorMessage(save.error)}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>Cancel</Button>
        <Button
          variant="contained"
          disabled={(!grant && (!email.trim() || !name.trim())) || unreadable || save.isPending}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          {grant ? 'Save' : EXTERNAL_TEXTS.inviteButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
