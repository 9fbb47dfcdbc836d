import { routes } from '@lease/contract';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { pendingReturnTo, takeReturnTo } from '../../api/returnTo';
import { useAuthStore } from '../../store/auth';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { toast } from '../../ui/toast';
import { Captcha } from './Captcha';
import { completeSignIn } from './completeSignIn';
import { signIn } from './signIn';
import { useCaptchaRequirement } from './useCaptchaRequirement';
import { useTwoFactor } from './useTwoFactor';

// Most sign-ins need no second factor: the code dialog is downloaded only when one is asked for.
const TwoFactorDialog = lazy(() => import('./TwoFactorDialog').then((m) => ({ default: m.TwoFactorDialog })));

/** The contract's own sign-in rules, so the messages are exactly those of §5. */
const schema = routes.auth.signIn.body.pick({ email: true, password: true });
type Field = 'email' | 'password';

/**
 * Two fields need no form library: validating with the contract schema directly keeps
 * react-hook-form out of the sign-in page's download.
 */
function useSignInForm() {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const result = useMemo(() => schema.safeParse(values), [values]);
  const errors = useMemo(() => {
    const firstByField: Partial<Record<Field, string>> = {};
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path[0] as Field;
      firstByField[field] ??= issue.message;
    }
    return firstByField;
  }, [result]);

  /** Props for one field: its value, change and blur handling, and its message once touched (§5). */
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
  });

  return { field, data: result.success ? result.data : null };
}

export function SignInPage() {
  const navigate = useNavigate();
  const loading = useAuthStore((s) => s.loading);
  const mfaSent = useAuthStore((s) => s.mfaSent);
  const pendingUser = useAuthStore((s) => s.pendingUser);
  const [showPassword, setShowPassword] = useState(false);
  const { field, data } = useSignInForm();
  const captcha = useCaptchaRequirement();
  const [codeDialogOpen, setCodeDialogOpen] = useState(false);
  const twoFactor = useTwoFactor(
    // The codes go to the account's own e-mail or phone: the masked ones here are not sent back.
    mfaSent && pendingUser ? { email: '', phone: null, method: pendingUser.mfaMethod } : null,
  );
  const ready = !!data && (!captcha.required || !!captcha.token);
  // Beside the form, not only in the 2-second toast: the reason the last try failed.
  const [failure, setFailure] = useState('');
  const [sessionEnded] = useState(() => pendingReturnTo() !== null);

  // §4: once the sign-in flags two-factor, a code is sent (once) and the code dialog appears.
  const codeRequested = useRef(false);
  useEffect(() => {
    if (!mfaSent) codeRequested.current = false;
    if (!mfaSent || codeRequested.current) return;
    codeRequested.current = true;
    void twoFactor.send().then((failure) => {
      if (failure) toast.error(failure);
      else setCodeDialogOpen(true);
    });
  }, [mfaSent, twoFactor]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!data || !ready || loading) return;
    setFailure('');
    const outcome = await signIn(
      { ...data, captcha_token: captcha.required ? captcha.token : null },
      setFailure,
    );
    if (outcome === 'signed-in') void navigate(takeReturnTo('/dashboard'));
    if (outcome === 'update-password') void navigate('/update-auth');
    if (outcome === 'failed') await captcha.afterFailure(data.email);
  };

  return (
    <>
      <PageTitle>Sign In</PageTitle>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Sign in with the e-mail address and password of your account.
      </Typography>
      {mfaSent && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            twoFactor.mfaSent === true && !codeDialogOpen ? (
              <Button color="inherit" size="small" onClick={() => setCodeDialogOpen(true)}>
                Enter Code
              </Button>
            ) : undefined
          }
        >
          Two-step verification is required to finish signing in.{' '}
          <Link href="/setup-2fa">Use another method</Link>
        </Alert>
      )}
      {sessionEnded && !failure && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="session-ended">
          Your session ended. Sign in again to return to the page you were on.
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          {failure && (
            <Alert severity="error" role="alert" data-testid="signin-failure">
              {failure}
            </Alert>
          )}
          <FormTextField
            id="signin-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <FormTextField
            id="signin-password"
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            {...field('password')}
            endAdornment={
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  aria-controls="signin-password"
                  onClick={() => setShowPassword((shown) => !shown)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            }
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Link href="/reset-password">Forgot Password</Link>
          </Box>
          {captcha.required && <Captcha key={captcha.round} onToken={captcha.setToken} />}
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!ready}
            loading={loading}
          >
            Continue
          </Button>
          <Typography sx={{ textAlign: 'center' }}>
            <Link href="/lost-invite">Lost your invite? Click here.</Link>
          </Typography>
        </Stack>
      </Box>
      {mfaSent && (
        <Suspense fallback={null}>
          <TwoFactorDialog
            open={codeDialogOpen}
            twoFactor={twoFactor}
            onVerified={(signedIn) => {
              setCodeDialogOpen(false);
              toast.success('Signed in successfully.');
              const next = completeSignIn(signedIn);
              void navigate(next === '/dashboard' ? takeReturnTo(next) : next);
            }}
            onClose={() => setCodeDialogOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
