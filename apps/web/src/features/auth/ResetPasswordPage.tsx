import { MESSAGES, routes } from '@lease/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { apiRequest } from '../../api/client';
import { SchemaTextField, useRecheck, useSchemaForm } from '../../ui/form';
import { PageTitle } from '../../ui/PageTitle';
import { errorMessage, toast } from '../../ui/toast';

/** §2.5 without a token: the e-mail field and Send Reset Link; after a send, the thanks and Resend. */
function RequestLink() {
  const form = useSchemaForm(routes.auth.sendResetEmail.body, { email: '' });
  const [sent, setSent] = useState(false);

  const onValid = form.handleSubmit(async (body) => {
    try {
      await apiRequest(routes.auth.sendResetEmail, { body });
      setSent(true);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

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
    <Box component="form" noValidate onSubmit={(event) => void onValid(event)}>
      <Stack spacing={2.5}>
        <SchemaTextField
          control={form.control}
          name="email"
          id="reset-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={form.formState.isSubmitting}
          disabled={!form.formState.isValid}
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
  const form = useSchemaForm(routes.auth.resetPasswordFormSchema, { password: '', passwordConfirm: '' });
  useRecheck(form, 'passwordConfirm', ['password']);

  const onValid = form.handleSubmit(async ({ password }) => {
    try {
      const { message } = await apiRequest(routes.auth.resetPassword, { body: { token, password } });
      toast.success(message ?? 'Your password has been reset. Please sign in.');
      void navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onValid(event)}>
      <Stack spacing={2.5}>
        <SchemaTextField
          control={form.control}
          name="password"
          id="reset-new-password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
        />
        <SchemaTextField
          control={form.control}
          name="passwordConfirm"
          id="reset-confirm-password"
          label="Confirm Your Password"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={form.formState.isSubmitting}
          disabled={!form.formState.isValid}
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
