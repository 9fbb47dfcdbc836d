import { MESSAGES, type SignedIn } from '@lease/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { OtpInput } from '../../ui/OtpInput';
import type { useTwoFactor } from './useTwoFactor';

interface TwoFactorDialogProps {
  open: boolean;
  twoFactor: ReturnType<typeof useTwoFactor>;
  onVerified: (signedIn: SignedIn) => void;
  onClose: () => void;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The one-time-code dialog of §2.7: six boxes that submit themselves at six digits, Resend Code behind
 * the 300-second timer, and the announcement that two-step verification becomes automatic.
 */
export function TwoFactorDialog({ open, twoFactor, onVerified, onClose }: TwoFactorDialogProps) {
  const [code, setCode] = useState('');
  const { mfaSent, sentTo, error, busy, secondsLeft } = twoFactor;
  const isApp = mfaSent === true && sentTo === null;

  const submit = async (value: string) => {
    const signedIn = await twoFactor.verify(value);
    if (signedIn) onVerified(signedIn);
    else setCode('');
  };

  const resend = async () => {
    setCode('');
    await twoFactor.send();
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="two-factor-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="two-factor-title">Two-Step Verification</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Alert severity="info">{MESSAGES.twoStepAnnouncement}</Alert>
          <Typography>
            {isApp
              ? 'Enter the 6-digit code from your authenticator app.'
              : sentTo
                ? `Enter the 6-digit code we sent to ${sentTo}.`
                : 'Enter the 6-digit code we sent you.'}
          </Typography>
          <OtpInput
            value={code}
            onChange={setCode}
            onComplete={(value) => void submit(value)}
            disabled={busy}
            error={Boolean(error)}
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        {isApp ? (
          <span />
        ) : (
          <Button onClick={() => void resend()} disabled={busy || secondsLeft > 0}>
            {secondsLeft > 0 ? `Resend Code (${clock(secondsLeft)})` : 'Resend Code'}
          </Button>
        )}
        <Button onClick={onClose} disabled={busy} color="inherit">
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
