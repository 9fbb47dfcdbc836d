import { signInIssues, type SignInField } from '@lease/contract';
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
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { pendingReturnTo, takeReturnTo } from '../../api/returnTo';
import type { PendingStoredUser } from '../../api/storedUser';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { errorMessage, toast } from '../../ui/toast';
import { Captcha } from './Captcha';
import { requestSignIn, storeSignedIn } from './signInRequest';
import { useCaptchaRequirement } from './useCaptchaRequirement';
import { useTwoFactor } from './useTwoFactor';

// Most sign-ins need no second factor: the code dialog is downloaded only when one is asked for.
const TwoFactorDialog = lazy(() => import('./TwoFactorDialog').then((m) => ({ default: m.TwoFactorDialog })));

/**
 * The sign-in page is its own light entry (login.html): it leaves for the app with a full page load,
 * and the app starts from the session this page stored.
 */
const handOver = (to: string) => window.location.assign(to);

/**
 * Two fields need no form library: the contract's zod-free sign-in check gives the messages of §5,
 * keeping react-hook-form and zod out of the sign-in page's download.
 */
function useSignInForm() {
  const [values, setValues] = useState<Record<SignInField, string>>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<SignInField, boolean>>({ email: false, password: false });
  const errors = useMemo(() => signInIssues(values), [values]);
  const valid = !errors.email && !errors.password;
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // The page is prerendered: what was typed or autofilled before React took over is in the inputs
  // only, and hydration keeps it there; take it into the state before the next paint.
  useLayoutEffect(() => {
    const typed = { email: emailInput.current?.value ?? '', password: passwordInput.current?.value ?? '' };
    if (typed.email || typed.password) setValues(typed);
  }, []);

  /** Props for one field: its value, change and blur handling, and its message once touched (§5). */
  const field = (name: SignInField) => ({
    name,
    inputRef: name === 'email' ? emailInput : passwordInput,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
  });

  // The schema trims the e-mail; so does this, before it is sent.
  return { field, data: valid ? { email: values.email.trim(), password: values.password } : null };
}

export function SignInPage() {
  // §3.5's `auth.loading` and `auth.mfaSent`, kept here: this page runs without the app's stores.
  const [loading, setLoading] = useState(false);
  const [pendingUser, setPendingUser] = useState<PendingStoredUser | null>(null);
  const mfaSent = pendingUser !== null;
  const [showPassword, setShowPassword] = useState(false);
  const { field, data } = useSignInForm();
  const captcha = useCaptchaRequirement();
  const [codeDialogOpen, setCodeDialogOpen] = useState(false);
  const twoFactor = useTwoFactor(
    // The codes go to the account's own e-mail or phone: the masked ones here are not sent back.
    pendingUser ? { email: '', phone: null, method: pendingUser.mfaMethod } : null,
  );
  const ready = !!data && (!captcha.required || !!captcha.token);
  // Beside the form, where it stays until the next try: the reason the last try failed.
  const [failure, setFailure] = useState('');
  // Read once the page is hydrated: the prerendered page cannot know this tab's sessionStorage.
  const [sessionEnded, setSessionEnded] = useState(false);
  useLayoutEffect(() => setSessionEnded(pendingReturnTo() !== null), []);

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
    setLoading(true);
    setPendingUser(null);
    try {
      const result = await requestSignIn({ ...data, captcha_token: captcha.required ? captcha.token : null });
      if (result.outcome === 'two-factor') setPendingUser(result.pending);
      else handOver(result.outcome === 'update-password' ? '/update-auth' : takeReturnTo('/dashboard'));
    } catch (error) {
      // Once, beside the form (issue #25): a toast saying the same would be the message twice.
      setFailure(errorMessage(error));
      await captcha.afterFailure(data.email);
    } finally {
      setLoading(false);
    }
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
              const user = storeSignedIn(signedIn);
              handOver(user.requirePasswordUpdate ? '/update-auth' : takeReturnTo('/dashboard'));
            }}
            onClose={() => setCodeDialogOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
