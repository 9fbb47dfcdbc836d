import { routes, type MfaMethod } from '@lease/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { apiCall } from '../../api/client';
import { readToken } from '../../api/session';
import { useAuthStore } from '../../store/auth';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { toast } from '../../ui/toast';
import { apiErrorText } from './apiErrorText';
import { completeSignIn } from './completeSignIn';
import { maskPhone } from '../../ui/phoneMask';
import { TwoFactorDialog } from './TwoFactorDialog';
import { useTwoFactor } from './useTwoFactor';

const METHODS: [MfaMethod, string][] = [
  ['email', 'Email'],
  ['sms', 'SMS'],
  ['voice', 'Voice call'],
  ['totp', 'Authenticator app'],
];

/**
 * /setup-2fa: choose how codes arrive and confirm it with one. Before the second factor is verified
 * codes go only to the account's own e-mail and phone; a verified session may confirm a new phone or
 * enrol an authenticator app once it gives its current password.
 */
export function SetupTwoFactorPage() {
  const navigate = useNavigate();
  // Before the second factor only the pending user is known, its e-mail and phone masked.
  const user = useAuthStore((s) => s.currentUser ?? s.pendingUser);
  const [method, setMethod] = useState<MfaMethod>(user?.mfaMethod ?? 'email');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [password, setPassword] = useState('');
  const [secret, setSecret] = useState<{ secret: string; uri: string } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Before the second factor the stored e-mail and phone are masked: the server uses the account's own.
  const twoFactor = useTwoFactor(
    user
      ? user.require2FA
        ? { email: '', phone: null, method }
        : { email: user.email, phone: phone || null, method, password }
      : null,
  );

  if (!readToken() || !user) return <Navigate to="/login" replace />;
  const pending = user.require2FA;
  const needsPhone = method === 'sms' || method === 'voice';
  // A signed-in account changing how codes arrive proves it is the owner with the current password.
  const changing =
    !pending &&
    (method !== user.mfaMethod || method === 'totp' || (needsPhone && phone !== (user.phone ?? '')));

  const enrolApp = async () => {
    try {
      setSecret(await apiCall(routes.auth.totpSetup, { body: { password } }));
    } catch (error) {
      toast.error(apiErrorText(error));
    }
  };

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    const failure = await twoFactor.send();
    if (failure) toast.error(failure);
    else setDialogOpen(true);
  };

  return (
    <>
      <PageTitle>Two-Factor Setup</PageTitle>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Choose how you receive your sign-in codes, then confirm it with a code.
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void onSend(event)}>
        <Stack spacing={2.5}>
          <FormControl>
            <FormLabel id="setup-method-label">Method</FormLabel>
            <RadioGroup
              aria-labelledby="setup-method-label"
              value={method}
              onChange={(event) => setMethod(event.target.value as MfaMethod)}
            >
              {METHODS.map(([value, label]) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
              ))}
            </RadioGroup>
          </FormControl>
          {needsPhone && (
            <FormTextField
              id="setup-phone"
              label="Phone"
              type="tel"
              placeholder="(200) 000-0000"
              value={phone}
              readOnly={pending}
              onChange={(event) => setPhone(maskPhone(event.target.value))}
            />
          )}
          {changing && !secret && (
            <FormTextField
              id="setup-password"
              label="Current Password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
          {method === 'totp' && !pending && !secret && (
            <Button variant="outlined" disabled={!password} onClick={() => void enrolApp()}>
              Set Up Authenticator App
            </Button>
          )}
          {method === 'totp' && secret && (
            <Alert severity="info">
              Add this key to your authenticator app: <strong>{secret.secret}</strong> (or{' '}
              <Link href={secret.uri}>open it in the app</Link>), then confirm with a code it shows.
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={twoFactor.busy}
            disabled={
              (needsPhone && !phone) ||
              (method === 'totp' && !secret && !pending) ||
              (changing && method !== 'totp' && !password)
            }
          >
            {method === 'totp' ? 'Enter Code' : 'Send Code'}
          </Button>
        </Stack>
      </Box>
      <TwoFactorDialog
        open={dialogOpen}
        twoFactor={twoFactor}
        onVerified={(signedIn) => {
          setDialogOpen(false);
          toast.success('Two-factor method confirmed.');
          void navigate(completeSignIn(signedIn), { replace: true });
        }}
        onClose={() => setDialogOpen(false)}
      />
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link href="/login">Return to sign in</Link>
      </Typography>
    </>
  );
}
