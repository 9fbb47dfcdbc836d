import type { InviteStatus } from '@lease/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** Why an invite link cannot be used: no link at all, one we do not know, or one already answered. */
export type InviteProblem =
  | { kind: 'no-link' }
  | { kind: 'unknown' }
  | { kind: 'closed'; status: Exclude<InviteStatus, 'pending'>; requestorEmail: string };

const TEXT: Record<string, { title: string; body: string; severity: 'info' | 'warning' | 'error' }> = {
  'no-link': {
    title: 'Registration is by invitation',
    body: 'Open the link in your invite e-mail to register. Lost the e-mail? Find your invite with the address it was sent to.',
    severity: 'info',
  },
  unknown: {
    title: 'This invite link does not work',
    body: 'It may be incomplete, or replaced by a newer invite. Find your invite with the address it was sent to, or ask the person who invited you to send it again.',
    severity: 'error',
  },
  accepted: {
    title: 'This invite has already been used',
    body: 'Its account exists: sign in with it.',
    severity: 'info',
  },
  declined: {
    title: 'This invite was declined',
    body: 'To join after all, ask the person who invited you for a new invite.',
    severity: 'warning',
  },
  expired: {
    title: 'This invite has expired',
    body: 'Ask the person who invited you for a new one.',
    severity: 'warning',
  },
};

const DECLINE_NO_LINK = {
  title: 'Decline from your invite e-mail',
  body: 'Open the Decline link in your invite e-mail. Lost the e-mail? Find your invite with the address it was sent to.',
  severity: 'info' as const,
};

/**
 * Shown instead of the register or decline form when it could never be sent: says why, and offers the way on
 * (find the invite, sign in, or whom to ask).
 */
export function InviteLinkNotice({
  problem,
  purpose = 'register',
}: {
  problem: InviteProblem;
  purpose?: 'register' | 'decline';
}) {
  const key = problem.kind === 'closed' ? problem.status : problem.kind;
  const text = key === 'no-link' && purpose === 'decline' ? DECLINE_NO_LINK : TEXT[key]!;
  const ask =
    problem.kind === 'closed' && problem.status !== 'accepted' ? ` (${problem.requestorEmail})` : '';
  return (
    <Stack spacing={2.5}>
      <Alert severity={text.severity}>
        <AlertTitle>{text.title}</AlertTitle>
        {text.body.replace('the person who invited you', `the person who invited you${ask}`)}
      </Alert>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        {key !== 'accepted' && key !== 'declined' && key !== 'expired' && (
          <Button variant="contained" href="/lost-invite">
            Find your invite
          </Button>
        )}
        <Button variant={key === 'accepted' ? 'contained' : 'outlined'} href="/login">
          Sign in
        </Button>
      </Stack>
    </Stack>
  );
}
