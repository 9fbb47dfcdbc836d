import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { STEP_LABELS } from './ReviewStep';

const REVIEW = STEP_LABELS.length;
const RESULT = REVIEW + 1;

/** The compact header of a phone: 'Step 4 of 8 · Date of Loss', the step's own title, and a bar. */
export const compactTitle = (step: number): string =>
  step < REVIEW
    ? `Step ${step + 1} of ${STEP_LABELS.length} · ${STEP_LABELS[step]}`
    : step === REVIEW
      ? 'Review'
      : 'Result';

/**
 * Where the filer is: the stepper of 8 labels on a wide screen (a label only goes back, file 2 §4), or
 * on a phone, where its labels cannot fit, one line naming the step.
 */
export function WizardProgress({
  step,
  compact,
  onBack,
}: {
  step: number;
  compact: boolean;
  onBack: (step: number) => void;
}) {
  if (compact) {
    return (
      <Box sx={{ px: 3, pb: 1.5 }} data-testid="wizard-compact-step">
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {compactTitle(step)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(Math.min(step, REVIEW) / REVIEW) * 100}
          aria-label="Claim progress"
          sx={{ mt: 1, borderRadius: 1 }}
        />
      </Box>
    );
  }
  return (
    <Stepper nonLinear activeStep={Math.min(step, REVIEW)} alternativeLabel sx={{ px: 2, pt: 1, pb: 2 }}>
      {STEP_LABELS.map((label, i) => (
        <Step key={label} completed={i < step}>
          <StepButton onClick={() => onBack(i)} disabled={i >= step || step === RESULT}>
            {label}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}

/**
 * Next as file 2 §5 has it: it reads and looks disabled until its step is valid, yet keeps the focus
 * and can be pressed, which shows what is missing (`aria-disabled`, not `disabled`, issue #25).
 */
export function NextButton({ ready, onClick }: { ready: boolean; onClick: () => void }) {
  return (
    <Button
      variant="contained"
      aria-disabled={!ready}
      onClick={onClick}
      sx={
        ready
          ? undefined
          : {
              bgcolor: 'action.disabledBackground',
              color: 'action.disabled',
              boxShadow: 'none',
              '&:hover': { bgcolor: 'action.disabledBackground', boxShadow: 'none' },
            }
      }
    >
      Next
    </Button>
  );
}
