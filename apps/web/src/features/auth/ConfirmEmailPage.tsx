import { routes } from '@lease/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { apiRequest } from '../../api/client';
import { PageTitle } from '../../ui/PageTitle';
import { apiErrorText } from './apiErrorText';

/**
 * /confirm-email/:token: the link sent to a new e-mail address. The address becomes the account's only
 * when its owner presses Confirm here, so a link opened by a mail scanner changes nothing.
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<{ done: boolean; message: string | null; loading: boolean }>({
    done: false,
    message: null,
    loading: false,
  });

  const confirm = async () => {
    setState((s) => ({ ...s, loading: true }));
    try {
      const { message } = await apiRequest(routes.auth.confirmEmail, { body: { token } });
      setState({ done: true, message: message ?? 'Your new e-mail address is confirmed.', loading: false });
    } catch (error) {
      setState({ done: false, message: apiErrorText(error), loading: false });
    }
  };

  return (
    <>
      <PageTitle>Confirm Your E-mail Address</PageTitle>
      <Stack spacing={2.5}>
        {state.message && <Alert severity={state.done ? 'success' : 'error'}>{state.message}</Alert>}
        {!state.done && (
          <>
            <Typography sx={{ color: 'text.secondary' }}>
              Confirm to make this address the e-mail of your account.
            </Typography>
            <Button variant="contained" size="large" loading={state.loading} onClick={() => void confirm()}>
              Confirm
            </Button>
          </>
        )}
        <Typography sx={{ textAlign: 'center' }}>
          <Link href="/login">Return to sign in</Link>
        </Typography>
      </Stack>
    </>
  );
}
