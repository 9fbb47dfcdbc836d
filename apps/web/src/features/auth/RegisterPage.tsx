import {
  emailField,
  MESSAGES,
  newPasswordField,
  PHONE_PATTERN,
  ROLE_LABELS,
  ROLES,
  routes,
  type Role,
  type RouteData,
} from '@lease/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, apiCall, apiRequest } from '../../api/client';
import { readStoredUser, readToken } from '../../api/session';
import { config } from '../../app/config';
import { sessionState } from '../../app/guard/sessionState';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { toast } from '../../ui/toast';
import { InviteLinkNotice, type InviteProblem } from '../invites/InviteLinkNotice';
import { AcceptInvitePanel } from './AcceptInvitePanel';
import { apiErrorText } from './apiErrorText';
import { ExistingAccountNotice } from './ExistingAccountNotice';
import { maskPhone } from './phoneMask';
import { signIn } from './signIn';

type Invite = RouteData<typeof routes.auth.checkToken>;
/** §3.5 auth.registerStatus: ready, then started, then success or failed (§4). */
type RegisterStatus = 'ready' | 'started' | 'success' | 'failed';
type Field =
  'email' | 'role' | 'password' | 'passwordConfirm' | 'phonenumber' | 'jobtitle' | 'name' | 'agree';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** The e-mail of a usable stored session; an expired or half-finished one cannot accept an invite. */
function storedSessionEmail(): string | null {
  const user = readStoredUser();
  return user && sessionState(readToken(), user) === 'ok' ? user.email : null;
}

/**
 * What the landing offers for an open invite: its addressee already signed in accepts it; an existing
 * account signs in first (registering again would be refused); anyone else registers.
 */
function landingFor(invite: Invite | null, sessionEmail: string | null): 'accept' | 'sign-in' | 'register' {
  if (invite?.status !== 'pending') return 'register';
  if (sessionEmail?.toLowerCase() === invite.email.toLowerCase()) return 'accept';
  return invite.accountExists ? 'sign-in' : 'register';
}

/** The invite token from /invite/{type}/{token}, or ?token= on the plain /invite and /register readings. */
function useInviteToken(): string | null {
  const { token } = useParams();
  const [params] = useSearchParams();
  return token ?? params.get('token');
}

/**
 * Register by invite (§2.4, §5): the invite prefills and locks email and role; every field rule with
 * its exact message; the e-mail is checked on leaving the field; after success the user is signed in.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const token = useInviteToken();
  const [invite, setInvite] = useState<Invite | null>(null);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [linkUnknown, setLinkUnknown] = useState(false);
  const [status, setStatus] = useState<RegisterStatus>('ready');
  const [values, setValues] = useState<Record<Exclude<Field, 'agree'>, string>>({
    email: '',
    role: '',
    password: '',
    passwordConfirm: '',
    phonenumber: '',
    jobtitle: '',
    name: '',
  });
  const [agree, setAgree] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [emailTaken, setEmailTaken] = useState<string | null>(null);
  const [sessionEmail] = useState(storedSessionEmail);

  useEffect(() => {
    if (!token) return;
    apiCall(routes.auth.checkToken, { query: { token } })
      .then((found) => {
        setInvite(found);
        setValues((v) => ({ ...v, email: found.email, role: found.role }));
      })
      .catch((error: unknown) => {
        // 400 (malformed), 404 (unknown) and 410: the link itself is no good; anything else may pass.
        if (error instanceof ApiError && [400, 404, 410].includes(error.status)) setLinkUnknown(true);
        else setInviteError(apiErrorText(error));
      });
  }, [token]);

  const problem: InviteProblem | null = !token
    ? { kind: 'no-link' }
    : linkUnknown
      ? { kind: 'unknown' }
      : invite && invite.status !== 'pending'
        ? { kind: 'closed', status: invite.status, requestorEmail: invite.requestor_email }
        : null;
  const checking = !!token && !invite && !linkUnknown && !inviteError;

  const errors: Partial<Record<Field, string>> = {
    email: firstIssue(emailField().safeParse(values.email)) ?? emailTaken ?? undefined,
    role: values.role ? undefined : MESSAGES.required,
    password: values.password ? firstIssue(newPasswordField.safeParse(values.password)) : MESSAGES.required,
    passwordConfirm:
      values.passwordConfirm === values.password && values.passwordConfirm
        ? undefined
        : MESSAGES.passwordMismatch,
    phonenumber: !values.phonenumber
      ? MESSAGES.required
      : PHONE_PATTERN.test(values.phonenumber)
        ? undefined
        : 'Invalid phone number',
    jobtitle: values.jobtitle.trim() ? undefined : MESSAGES.required,
    name: values.name.trim() ? undefined : MESSAGES.required,
    agree: agree ? undefined : MESSAGES.required,
  };
  const usable = !!invite && invite.status === 'pending';
  const landing = landingFor(invite, sessionEmail);
  const valid = usable && Object.values(errors).every((e) => !e);

  const set = (name: Exclude<Field, 'agree'>, value: string) =>
    setValues((v) => ({ ...v, [name]: name === 'phonenumber' ? maskPhone(value) : value }));
  const field = (name: Exclude<Field, 'agree'>) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
  });

  /** §5: on leaving a valid e-mail field, the e-mail check call is made; a failure clears it and says why. */
  const checkEmail = async () => {
    setTouched((t) => ({ ...t, email: true }));
    if (firstIssue(emailField().safeParse(values.email)) || !token) return;
    try {
      await apiCall(routes.auth.emailVerify, { body: { email: values.email, token } });
      setEmailTaken(null);
    } catch (error) {
      const message = apiErrorText(error);
      setEmailTaken(message);
      toast.error(message);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({
      email: true,
      role: true,
      password: true,
      passwordConfirm: true,
      phonenumber: true,
      jobtitle: true,
      name: true,
      agree: true,
    });
    if (!valid || !token || !invite || status === 'started') return;
    setStatus('started');
    try {
      const { message } = await apiRequest(routes.auth.signUp, {
        body: {
          token,
          username: values.name,
          email: values.email,
          password: values.password,
          role: invite.role,
          landlordId: invite.landlordId,
          phonenumber: values.phonenumber,
          jobtitle: values.jobtitle,
        },
      });
      setStatus('success');
      toast.success(message ?? 'Your account is ready.');
      const outcome = await signIn({ email: values.email, password: values.password });
      if (outcome === 'signed-in') void navigate('/dashboard', { replace: true });
      else void navigate('/login', { replace: true });
    } catch (error) {
      setStatus('failed');
      toast.error(apiErrorText(error));
    }
  };

  return (
    <>
      {/* An existing account accepts here rather than registers, and the title says so. */}
      <PageTitle>{landing === 'register' ? 'Register' : 'Accept Invite'}</PageTitle>
      {problem && <InviteLinkNotice problem={problem} />}
      {checking && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress size={24} />
          <Typography>Checking your invite…</Typography>
        </Stack>
      )}
      {inviteError && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {inviteError}
        </Alert>
      )}
      {invite && invite.status === 'pending' && (
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {invite.requestor_email} invited you as {ROLE_LABELS[invite.role]}
          {invite.landlordName ? ` of ${invite.landlordName}` : ''}.
        </Typography>
      )}
      {landing === 'accept' && token && invite && (
        <AcceptInvitePanel token={token} properties={invite.property_data} />
      )}
      {landing === 'sign-in' && invite && <ExistingAccountNotice email={invite.email} />}
      {landing === 'register' && usable && (
        <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack spacing={2}>
            <FormTextField
              id="register-email"
              label="Email"
              type="email"
              autoComplete="email"
              required
              readOnly={!!invite}
              {...field('email')}
              onBlur={() => void checkEmail()}
            />
            <FormTextField
              id="register-role"
              label="Role"
              required
              readOnly
              value={ROLES.find((role) => role === values.role) ? ROLE_LABELS[values.role as Role] : ''}
              error={touched.role ? errors.role : undefined}
            />
            <FormTextField id="register-name" label="Name" autoComplete="name" required {...field('name')} />
            <FormTextField
              id="register-jobtitle"
              label="Job Title"
              autoComplete="organization-title"
              required
              {...field('jobtitle')}
            />
            <FormTextField
              id="register-phone"
              label="Phone Number"
              type="tel"
              autoComplete="tel-national"
              placeholder="(200) 000-0000"
              required
              {...field('phonenumber')}
            />
            <FormTextField
              id="register-password"
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              {...field('password')}
            />
            <FormTextField
              id="register-password-confirm"
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              required
              {...field('passwordConfirm')}
            />
            <FormControl error={Boolean(touched.agree && errors.agree)}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={agree}
                    onChange={(event) => {
                      setAgree(event.target.checked);
                      setTouched((t) => ({ ...t, agree: true }));
                    }}
                  />
                }
                label={
                  <>
                    Agree with{' '}
                    <Link href={config.termsUrl} target="_blank" rel="noopener noreferrer">
                      Terms &amp; Condition
                    </Link>
                  </>
                }
              />
              {touched.agree && errors.agree && <FormHelperText>{errors.agree}</FormHelperText>}
            </FormControl>
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!valid || status === 'started' || status === 'success'}
              loading={status === 'started'}
            >
              Continue
            </Button>
            <Typography sx={{ textAlign: 'center' }}>
              <Link href="/login">Already have account ?</Link>
            </Typography>
          </Stack>
        </Box>
      )}
    </>
  );
}
