import { routes } from '@lease/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { apiRequest } from '../../api/client';
import { readToken, storeUser } from '../../api/session';
import { toStoredUser } from '../../api/storedUser';
import { useAuthStore } from '../../store/auth';
import { SchemaTextField, useRecheck, useSchemaForm } from '../../ui/form';
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
  const form = useSchemaForm(routes.auth.updatePasswordFormSchema, { old_pwd: '', new_pwd: '', confirm: '' });
  useRecheck(form, 'new_pwd', ['old_pwd']);
  useRecheck(form, 'confirm', ['new_pwd']);
  const [done, setDone] = useState(false);

  if (!readToken() || !user) return <Navigate to="/login" replace />;

  const onValid = form.handleSubmit(async ({ old_pwd, new_pwd }) => {
    try {
      const { message, data } = await apiRequest(routes.auth.updatePassword, { body: { old_pwd, new_pwd } });
      const updated = toStoredUser(data);
      storeUser(updated);
      setCurrentUser(updated);
      setDone(true);
      toast.success(message ?? 'Your password has been updated.');
    } catch (error) {
      toast.error(apiErrorText(error));
    }
  });

  return (
    <>
      <PageTitle>Update Password</PageTitle>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Your password must be updated before you continue.
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void onValid(event)}>
        <Stack spacing={2.5}>
          <SchemaTextField
            control={form.control}
            name="old_pwd"
            id="update-old"
            label="Old Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <SchemaTextField
            control={form.control}
            name="new_pwd"
            id="update-new"
            label="New Password"
            type="password"
            autoComplete="new-password"
            required
          />
          <SchemaTextField
            control={form.control}
            name="confirm"
            id="update-confirm"
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            required
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
              disabled={!form.formState.isValid}
              loading={form.formState.isSubmitting}
            >
              Update Password
            </Button>
          )}
        </Stack>
      </Box>
    </>
  );
}
