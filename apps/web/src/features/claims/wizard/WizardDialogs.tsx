import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CLAIM_TEXTS } from '@lease/contract';
import { formatDetailDate } from '../../../ui/format';
import { CheckField } from './fields';

/** The future-policy dialog of step 0 (file 2 §8). */
export function FuturePolicyDialog({ email, onClose }: { email: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="future-policy-title">
      <DialogTitle id="future-policy-title">Future policy</DialogTitle>
      <DialogContent>
        <Typography>{CLAIM_TEXTS.futurePolicy(email)}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The claim-already-filed dialog of step 0: the message, the rider ID, the claim number and its date. */
export function DuplicateDialog({
  email,
  riderName,
  claim,
  onClose,
}: {
  email: string;
  riderName: string;
  claim: { Name: string; CreatedDate: string } | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="duplicate-title">
      <DialogTitle id="duplicate-title">Claim already filed</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{CLAIM_TEXTS.duplicate(email)}</Typography>
        <Typography>Rider ID: {riderName}</Typography>
        <Typography>Claim number: {claim?.Name}</Typography>
        <Typography>Created date: {formatDetailDate(claim?.CreatedDate)}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The lease-term dialog: Yes or No must be picked before its Ok enables (file 2 §5). */
export function LeaseTermDialog({ onAnswer }: { onAnswer: (correct: boolean) => void }) {
  const [answer, setAnswer] = useState<'Yes' | 'No' | ''>('');
  return (
    <Dialog open onClose={() => onAnswer(false)} aria-labelledby="lease-term-title">
      <DialogTitle id="lease-term-title">Lease term</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{CLAIM_TEXTS.leaseTermOutside}</Typography>
        <Typography id="lease-term-question">{CLAIM_TEXTS.leaseTermQuestion}</Typography>
        <RadioGroup
          row
          aria-labelledby="lease-term-question"
          value={answer}
          onChange={(e) => setAnswer(e.target.value as 'Yes' | 'No')}
        >
          <FormControlLabel value="Yes" control={<Radio />} label="Yes" />
          <FormControlLabel value="No" control={<Radio />} label="No" />
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" disabled={!answer} onClick={() => onAnswer(answer === 'Yes')}>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The two acknowledgements before Submit (file 2 §5, Review). */
export function AcknowledgeDialog({ onCancel, onSubmit }: { onCancel: () => void; onSubmit: () => void }) {
  const [truthful, setTruthful] = useState(false);
  const [subrogation, setSubrogation] = useState(false);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="acknowledge-title">
      <DialogTitle id="acknowledge-title">Before you submit</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <CheckField
            checked={truthful}
            onChange={setTruthful}
            label="The information I provided is true to the best of my knowledge."
          />
          <CheckField
            checked={subrogation}
            onChange={setSubrogation}
            label="I understand the insurer/surety has automatic subrogation rights against the tenants and any lease cosigner or responsible party."
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={!truthful || !subrogation} onClick={onSubmit}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Asked when a wizard with typing in it is closed (issue #36): the draft (kept as the filer types) stays
 * for next time, or is thrown away. Escape returns to the wizard.
 */
export function CloseDraftDialog({
  onKeep,
  onDiscard,
  onBack,
}: {
  onKeep: () => void;
  onDiscard: () => void;
  onBack: () => void;
}) {
  return (
    <Dialog open onClose={onBack} aria-labelledby="close-draft-title" aria-describedby="close-draft-text">
      <DialogTitle id="close-draft-title">Close this claim?</DialogTitle>
      <DialogContent>
        <Typography id="close-draft-text">
          Your answers so far, this step&apos;s included, can be kept as a draft on this device: the claim
          opens where you left it next time. Nothing has been sent.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onDiscard}>
          Discard
        </Button>
        <Button variant="contained" onClick={onKeep} autoFocus>
          Keep the draft
        </Button>
      </DialogActions>
    </Dialog>
  );
}
