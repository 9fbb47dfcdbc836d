import { MESSAGES, ROLE_LABELS, routes, type RouteData } from '@lease/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { apiCall } from '../../api/client';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { errorMessage, toast } from '../../ui/toast';

type Lookup = RouteData<typeof routes.auth.findInvite>;

/** The six columns of §2.6 and the fields they show. */
const COLUMNS = [
  ['Building Name', 'name'],
  ['Building Type', 'building_type'],
  ['Email', 'email_address'],
  ['Total Units', 'total_of_units'],
  ['Billing State', 'billingState'],
  ['Billing City', 'billingCity'],
] as const;

/** /lost-invite (§2.6): Your Email and Find; the not-found text, or who invited you to what. */
export function LostInvitePage() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<Lookup | null>(null);
  const emailError = email.trim() ? undefined : MESSAGES.required;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailError || loading) return;
    setLoading(true);
    try {
      setResult(await apiCall(routes.auth.findInvite, { body: { email } }));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <PageTitle>Find Your Invite</PageTitle>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          <FormTextField
            id="lost-invite-email"
            label="Your Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched ? emailError : undefined}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={loading}>
            Find
          </Button>
        </Stack>
      </Box>
      {result?.status === 'invalid' && (
        <Alert severity="warning" sx={{ mt: 3 }}>
          {MESSAGES.inviteNotFound}
        </Alert>
      )}
      {result?.status === 'found' && (
        <Stack spacing={2} sx={{ mt: 3 }}>
          <Typography>
            {result.requestor_email} ({result.requestor_role ? ROLE_LABELS[result.requestor_role] : ''}) has
            invited you with the following properties. We have e-mailed you a fresh invite link.
          </Typography>
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" aria-label="Invited properties">
              <TableHead>
                <TableRow>
                  {COLUMNS.map(([label]) => (
                    <TableCell key={label}>{label}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {result.property_data.map((row) => (
                  <TableRow key={row.id}>
                    {COLUMNS.map(([label, key]) => (
                      <TableCell key={label}>{row[key] ?? ''}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="outlined"
              color="error"
              href={result.decline_link ?? '/decline-invite'}
              target="_blank"
              rel="noopener noreferrer"
            >
              Decline
            </Button>
            <Button
              variant="contained"
              href={result.accept_link ?? '/invite'}
              target="_blank"
              rel="noopener noreferrer"
            >
              Accept
            </Button>
          </Stack>
        </Stack>
      )}
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link href="/login">Return to sign in</Link>
      </Typography>
    </>
  );
}
