import { INVITE_LOOKUP_SENT, routes } from '@lease/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { apiCall } from '../../api/client';
import { SchemaTextField, useSchemaForm } from '../../ui/form';
import { OtpInput } from '../../ui/OtpInput';
import { PageTitle } from '../../ui/PageTitle';
import { InviteLookupResult, type InviteLookup } from './InviteLookupResult';
import { apiErrorText } from './apiErrorText';
import { useCountdown } from './useTwoFactor';

type Step = 'email' | 'code' | 'result';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * /lost-invite (§2.6), in three steps: Your Email and Find; the code we e-mailed (sent only when the
 * address has an open invite, though the page says the same either way); then the invite it proves.
 */
export function LostInvitePage() {
  const [step, setStep] = useState<Step>('email');
  const form = useSchemaForm(routes.auth.findInviteFormSchema, { email: '' });
  // The address the code was sent to, as the form checked it (trimmed).
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<InviteLookup | null>(null);
  const { secondsLeft, start } = useCountdown();
  const sendCode = async (to: string) => {
    setLoading(true);
    setError(null);
    try {
      const { resendAfter } = await apiCall(routes.auth.findInvite, { body: { email: to } });
      setEmail(to);
      start(resendAfter);
      setCode('');
      setStep('code');
    } catch (failure) {
      setError(apiErrorText(failure));
    } finally {
      setLoading(false);
    }
  };

  const onFind = form.handleSubmit(async (body) => {
    if (!loading) await sendCode(body.email);
  });

  const checkCode = async (value: string) => {
    if (loading) return;
    setLoading(true);
    setError(null);
    try {
      setResult(await apiCall(routes.auth.findInviteCode, { body: { email, code: value } }));
      setStep('result');
    } catch (failure) {
      setError(apiErrorText(failure));
      setCode('');
    } finally {
      setLoading(false);
    }
  };

  const startOver = () => {
    setStep('email');
    setResult(null);
    setError(null);
    setCode('');
  };

  return (
    <>
      <PageTitle>Find Your Invite</PageTitle>
      {step === 'email' && (
        <Box component="form" noValidate onSubmit={(event) => void onFind(event)}>
          <Stack spacing={2.5}>
            <Typography sx={{ color: 'text.secondary' }}>
              Step 1 of 2: enter the e-mail address your invite was sent to. We will e-mail you a code.
            </Typography>
            <SchemaTextField
              control={form.control}
              name="email"
              id="lost-invite-email"
              label="Your Email"
              type="email"
              autoComplete="email"
              required
            />
            {error && <Alert severity="error">{error}</Alert>}
            <Button type="submit" variant="contained" size="large" fullWidth loading={loading}>
              Find
            </Button>
          </Stack>
        </Box>
      )}
      {step === 'code' && (
        <Stack spacing={2.5}>
          <Alert severity="info">{INVITE_LOOKUP_SENT}</Alert>
          <Typography sx={{ color: 'text.secondary' }}>
            Step 2 of 2: enter the 6-digit code sent to {email}. It is valid for 10 minutes. No e-mail after 5
            minutes? Check your spam, or ask the person who invited you to send the invite again.
          </Typography>
          <OtpInput
            label="Code from the e-mail"
            value={code}
            onChange={setCode}
            onComplete={(value) => void checkCode(value)}
            disabled={loading}
            error={!!error}
          />
          {loading && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} />
              <Typography>Looking up your invite…</Typography>
            </Stack>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Button onClick={startOver} disabled={loading}>
              Use another e-mail
            </Button>
            <Button onClick={() => void sendCode(email)} disabled={loading || secondsLeft > 0}>
              {secondsLeft > 0 ? `Send a new code (${clock(secondsLeft)})` : 'Send a new code'}
            </Button>
          </Stack>
        </Stack>
      )}
      {step === 'result' && result && (
        <Stack spacing={2.5}>
          <InviteLookupResult result={result} />
          <Button onClick={startOver} sx={{ alignSelf: 'flex-start' }}>
            Look up another e-mail
          </Button>
        </Stack>
      )}
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link href="/login">Return to sign in</Link>
      </Typography>
    </>
  );
}
