import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { CLAIM_LIMITS, CLAIM_TEXTS } from '@lease/contract';
import { formatDetailDate } from '../../../ui/format';
import type { SubmitResult } from './submitClaim';

const fall = keyframes`
  from { transform: translateY(-10vh) rotate(0deg); }
  to { transform: translateY(110vh) rotate(720deg); }
`;
const COLOURS = ['#1565c0', '#2e7d32', '#f9a825', '#c62828', '#6a1b9a'];

/** Ten seconds of confetti over the page (file 2 §9); nothing moves for those who ask for less motion. */
function Confetti() {
  const [on, setOn] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOn(false), CLAIM_LIMITS.successAnimationMs);
    return () => clearTimeout(timer);
  }, []);
  if (!on) return null;
  return (
    <Box
      aria-hidden
      data-testid="confetti"
      sx={{
        position: 'fixed',
        inset: 0,
        pointerEvents: 'none',
        overflow: 'hidden',
        // Under the success message (issue #36: it covered the text), over the rest of the dialog.
        zIndex: 0,
        '@media (prefers-reduced-motion: reduce)': { display: 'none' },
      }}
    >
      {Array.from({ length: 60 }, (_, i) => (
        <Box
          key={i}
          sx={{
            position: 'absolute',
            top: 0,
            left: `${(i * 37) % 100}%`,
            width: 8,
            height: 12,
            bgcolor: COLOURS[i % COLOURS.length],
            animation: `${fall} ${2.5 + (i % 5) * 0.5}s linear ${(i % 10) * 0.3}s infinite`,
          }}
        />
      ))}
    </Box>
  );
}

/** Step 9, Result: pending with a progress bar, success with the claim number, the duplicate screen, or 'Error'. */
export function ResultStep({
  result,
  riderName,
  claimsEmail,
  uploads = [],
  progress = {},
}: {
  result: SubmitResult | 'pending';
  riderName: string;
  claimsEmail: string;
  /** The files being sent, by their `field:index` key, with each one's share sent so far. */
  uploads?: { key: string; name: string }[];
  progress?: Record<string, number>;
}) {
  if (result === 'pending') {
    return (
      <Box sx={{ py: 2 }}>
        <Typography gutterBottom>Sending your claim and its files…</Typography>
        <LinearProgress aria-label="Sending the claim" />
        {uploads.map((u) => (
          <Box key={u.key} sx={{ mt: 1.5 }}>
            <Typography variant="body2">{u.name}</Typography>
            <LinearProgress
              variant="determinate"
              value={progress[u.key] ?? 0}
              aria-label={`Upload of ${u.name}`}
            />
          </Box>
        ))}
      </Box>
    );
  }
  if (result.status === 'success') {
    return (
      <Box sx={{ py: 2 }}>
        <Confetti />
        <Alert severity="success" sx={{ position: 'relative', zIndex: 1 }}>
          <AlertTitle>Your claim was submitted</AlertTitle>
          <Typography>Claim number {result.claimId}</Typography>
          <Typography variant="body2">
            We sent a receipt to the primary contact. Follow the claim on the Claims page.
          </Typography>
        </Alert>
      </Box>
    );
  }
  if (result.message === CLAIM_TEXTS.isDuplicated) {
    return (
      <Alert severity="warning">
        <Typography gutterBottom>{CLAIM_TEXTS.duplicate(claimsEmail)}</Typography>
        <Typography>Rider ID: {riderName}</Typography>
        <Typography>Claim number: {result.duplicate?.Name}</Typography>
        <Typography>Created date: {formatDetailDate(result.duplicate?.CreatedDate)}</Typography>
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      <AlertTitle>{CLAIM_TEXTS.errorTitle}</AlertTitle>
      {result.message}
    </Alert>
  );
}
