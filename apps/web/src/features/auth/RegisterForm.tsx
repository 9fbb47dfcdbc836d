import { ROLE_LABELS, routes, type RouteData } from '@lease/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiCall, apiRequest } from '../../api/client';
import { config } from '../../config';
import { FormTextField } from '../../ui/FormTextField';
import { SchemaCheckbox, SchemaTextField, useSchemaForm } from '../../ui/form';
import { toast } from '../../ui/toast';
import { apiErrorText } from './apiErrorText';
import { maskPhone } from '../../ui/phoneMask';
import { signIn } from './signIn';

type Invite = RouteData<typeof routes.auth.checkToken>;
/** §3.5 auth.registerStatus: ready, then started, then success or failed (§4). */
type RegisterStatus = 'ready' | 'started' | 'success' | 'failed';

/**
 * The register form of §2.4 on the contract's register schema, so every rule of §5 shows its exact
 * message. The invite prefills and locks email and role; the e-mail is checked on leaving the field;
 * after success the user is signed in with the same e-mail and password (§4).
 */
export function RegisterForm({ token, invite }: { token: string; invite: Invite }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<RegisterStatus>('ready');
  // The e-mail check's refusal: it keeps Continue disabled until the check passes (§5).
  const [emailRefused, setEmailRefused] = useState(false);
  const form = useSchemaForm(routes.auth.registerFormSchema, {
    email: invite.email,
    role: invite.role,
    password: '',
    passwordConfirm: '',
    phonenumber: '',
    jobtitle: '',
    name: '',
    agree: false,
  });
  const { control, formState } = form;

  /** §5: on leaving a valid e-mail field, the e-mail check call is made; a failure says why. */
  const checkEmail = async () => {
    const email = form.getValues('email');
    if (!(await form.trigger('email'))) return;
    try {
      await apiCall(routes.auth.emailVerify, { body: { email, token } });
      setEmailRefused(false);
    } catch (error) {
      const message = apiErrorText(error);
      setEmailRefused(true);
      form.setError('email', { type: 'server', message });
      toast.error(message);
    }
  };

  const onValid = form.handleSubmit(async (values) => {
    if (emailRefused || status === 'started') return;
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
      void navigate(outcome === 'signed-in' ? '/dashboard' : '/login', { replace: true });
    } catch (error) {
      setStatus('failed');
      toast.error(apiErrorText(error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onValid(event)}>
      <Stack spacing={2}>
        <SchemaTextField
          control={control}
          name="email"
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          readOnly
          onBlur={() => void checkEmail()}
        />
        <FormTextField id="register-role" label="Role" required readOnly value={ROLE_LABELS[invite.role]} />
        <SchemaTextField
          control={control}
          name="name"
          id="register-name"
          label="Name"
          autoComplete="name"
          required
        />
        <SchemaTextField
          control={control}
          name="jobtitle"
          id="register-jobtitle"
          label="Job Title"
          autoComplete="organization-title"
          required
        />
        <SchemaTextField
          control={control}
          name="phonenumber"
          id="register-phone"
          label="Phone Number"
          type="tel"
          autoComplete="tel-national"
          placeholder="(200) 000-0000"
          required
          format={maskPhone}
        />
        <SchemaTextField
          control={control}
          name="password"
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
        />
        <SchemaTextField
          control={control}
          name="passwordConfirm"
          id="register-password-confirm"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
        />
        <SchemaCheckbox
          control={control}
          name="agree"
          label={
            <>
              Agree with{' '}
              <Link href={config.termsUrl} target="_blank" rel="noopener noreferrer">
                Terms &amp; Condition
              </Link>
            </>
          }
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!formState.isValid || emailRefused || status === 'started' || status === 'success'}
          loading={status === 'started'}
        >
          Continue
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          <Link href="/login">Already have account ?</Link>
        </Typography>
      </Stack>
    </Box>
  );
}
