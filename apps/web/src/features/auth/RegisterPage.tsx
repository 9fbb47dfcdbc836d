import { ROLE_LABELS, routes, type RouteData } from '@lease/contract';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError, apiCall } from '../../api/client';
import { readToken } from '../../api/session';
import { readStoredUser } from '../../api/storedSession';
import { sessionState } from '../../api/sessionState';
import { PageTitle } from '../../ui/PageTitle';
import { InviteLinkNotice, type InviteProblem } from './InviteLinkNotice';
import { AcceptInvitePanel } from './AcceptInvitePanel';
import { apiErrorText } from './apiErrorText';
import { ExistingAccountNotice } from './ExistingAccountNotice';
import { RegisterForm } from './RegisterForm';

type Invite = RouteData<typeof routes.auth.checkToken>;
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
 * Register by invite (§2.4): reads the invite of the link, says why when it cannot be used, and offers
 * what fits: accept (its addressee is signed in), sign in first (an account exists), or the register form.
 */
export function RegisterPage() {
  const token = useInviteToken();
  const [invite, setInvite] = useState<Invite | null>(null);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [linkUnknown, setLinkUnknown] = useState(false);
  const [sessionEmail] = useState(storedSessionEmail);

  useEffect(() => {
    if (!token) return;
    apiCall(routes.auth.checkToken, { query: { token } })
      .then(setInvite)
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
  const usable = !!invite && invite.status === 'pending';
  const landing = landingFor(invite, sessionEmail);

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
      {landing === 'register' && usable && token && <RegisterForm token={token} invite={invite} />}
    </>
  );
}
