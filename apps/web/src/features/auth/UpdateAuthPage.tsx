import { MESSAGES, routes } from '@lease/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { apiRequest } from '../../api/client';
import { readToken, storeUser } from '../../api/session';
import { toStoredUser } from '../../api/storedUser';
import { useAuthStore } from '../../store/auth';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { toast } from '../../ui/toast';
import { apiErrorText } from './apiErrorText';

/**
 * /update-auth (§2.9): old password, new password and confirmation. Submit stays disabled until the
 * three rules hold and is hidden after success; the user then goes on to the dashboard.
 */
export function UpdateAuthPage() {
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.currentUser);
  const setCurrentUser = useAuthStore((s) => s.setCurrentUser);
  const [values, setValues] = useState({ old: '', next: '', confirm: '' });
  const [touched, setTouched] = useState({ old: false, next: false, confirm: false });
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);

  if (!readToken() || !user) return <Navigate to="/login" replace />;

  const errors = {
    old: values.old ? undefined : MESSAGES.required,
    next: !values.next ? MESSAGES.required : values.next === values.old ? MESSAGES.reusedPassword : undefined,
    confirm: values.confirm !== values.next || !values.confirm ? MESSAGES.updateMismatch : undefined,
  };
  const valid = !errors.old && !errors.next && !errors.confirm;

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || loading) return;
    setLoading(true);
    try {
      const { message, data } = await apiRequest(routes.auth.updatePassword, {
        body: { old_pwd: values.old, new_pwd: values.next },
      });
      const updated = toStoredUser(data);
      storeUser(updated);
      setCurrentUser(updated);
      setDone(true);
      toast.success(message ?? 'Your password has been updated.');
    } catch (error) {
      toast.error(apiErrorText(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <PageTitle>Update Password</PageTitle>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Your password must be updated before you continue.
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          <FormTextField
            id="update-old"
            label="Old Password"
            type="password"
            autoComplete="current-password"
            required
            {...field('old')}
          />
          <FormTextField
            id="update-new"
            label="New Password"
            type="password"
            autoComplete="new-password"
            required
            {...field('next')}
          />
          <FormTextField
            id="update-confirm"
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            required
            {...field('confirm')}
          />
          {done ? (
            <Stack spacing={2}>
              <Alert severity="success">Your password has been updated.</Alert>
              <Button variant="contained" onClick={() => void navigate('/dashboard', { replace: true })}>
                Go To Dashboard
              </Button>
            </Stack>
          ) : (
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!valid}
              loading={loading}
            >
              Update Password
            </Button>
          )}
        </Stack>
      </Box>
    </>
  );
}
