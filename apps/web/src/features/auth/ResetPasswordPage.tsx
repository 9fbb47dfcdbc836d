import { emailField, MESSAGES, newPasswordField, routes } from '@lease/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { apiRequest } from '../../api/client';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { errorMessage, toast } from '../../ui/toast';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** §2.5 without a token: the e-mail field and Send Reset Link; after a send, the thanks and Resend. */
function RequestLink() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);
  const emailError = email ? firstIssue(emailField().safeParse(email)) : MESSAGES.invalidEmail;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailError || loading) return;
    setLoading(true);
    try {
      await apiRequest(routes.auth.sendResetEmail, { body: { email } });
      setSent(true);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  if (sent) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{MESSAGES.resetSent}</Alert>
        <Typography>
          {MESSAGES.resetHint}{' '}
          <Link href="/reset-password" onClick={() => setSent(false)}>
            Resend
          </Link>
          .
        </Typography>
      </Stack>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2.5}>
        <FormTextField
          id="reset-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched ? emailError : undefined}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={loading}
          disabled={!!emailError}
        >
          Send Reset Link
        </Button>
      </Stack>
    </Box>
  );
}

/** §2.5 with a token: New Password, Confirm Your Password and Submit. */
function SetNewPassword({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [loading, setLoading] = useState(false);
  const passwordError = password ? firstIssue(newPasswordField.safeParse(password)) : MESSAGES.required;
  const confirmError = !confirm
    ? MESSAGES.required
    : confirm !== password
      ? MESSAGES.passwordMismatch
      : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ password: true, confirm: true });
    if (passwordError || confirmError || loading) return;
    setLoading(true);
    try {
      const { message } = await apiRequest(routes.auth.resetPassword, { body: { token, password } });
      toast.success(message ?? 'Your password has been reset. Please sign in.');
      void navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2.5}>
        <FormTextField
          id="reset-new-password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          error={touched.password ? passwordError : undefined}
        />
        <FormTextField
          id="reset-confirm-password"
          label="Confirm Your Password"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
          error={touched.confirm ? confirmError : undefined}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={loading}
          disabled={!!passwordError || !!confirmError}
        >
          Submit
        </Button>
      </Stack>
    </Box>
  );
}

/** /reset-password and /reset-password/{token} (§2.5). */
export function ResetPasswordPage() {
  const { token } = useParams();
  return (
    <>
      <PageTitle>{token ? 'Set a New Password' : 'Reset Password'}</PageTitle>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {token
          ? 'Choose a new password for your account.'
          : 'Enter the e-mail address of your account and we will send you a link to reset your password.'}
      </Typography>
      {token ? <SetNewPassword token={token} /> : <RequestLink />}
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link href="/login">Return to sign in</Link>
      </Typography>
    </>
  );
}
