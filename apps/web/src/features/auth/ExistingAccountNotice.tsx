import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * Shown instead of the register form when the invited e-mail already has an account: registering would
 * be refused, and accepting needs that account's session.
 */
export function ExistingAccountNotice({ email }: { email: string }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" href="/login">
          Sign in
        </Button>
      }
    >
      You already have an account with {email}. Sign in, then open this invite link again to accept it.
    </Alert>
  );
}
