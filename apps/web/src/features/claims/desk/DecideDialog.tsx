import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  CLAIM_FILE_KIND_LABELS,
  REQUESTABLE_PAPERS,
  DENIAL_REASON_LABELS,
  DENIAL_REASONS,
  type ClaimDecisionKind,
  type routes,
} from '@lease/contract';
import { apiCall } from '../../../api/client';
import { ClosableDialogTitle } from '../../../ui/ClosableDialogTitle';
import { formatMoney } from '../../../ui/format';
import { errorMessage, toast } from '../../../ui/toast';
import * as claimCalls from '@lease/contract/addresses/claims';
import { claimKeys } from '../../../api/keys/claimKeys';
import { deskKeys } from '../../../api/keys/deskKeys';
import { decisionBody, decisionDraft, decisionProblem, type DecisionDraft } from './decisionDraft';

type Decision = ClaimDecisionKind;
type Assessment = routes.claims.ClaimDecision['assessment'];

const TITLES: Record<Decision, string> = {
  approve: 'Approve',
  request_documents: 'Request documents',
  deny: 'Deny',
};

/**
 * One decision on a claim (issue #32): approve at the payout or lower with a note, request papers, or
 * deny with a reason and a note; each with its message to the landlord. The confirm button has the
 * focus, so an adjuster at the keyboard confirms an approval with Enter. A 409 shows who decided first.
 */
export function DecideDialog({
  claim,
  decision,
  assessment,
  missing,
  onClose,
  onDecided,
}: {
  claim: { id: string; name: string };
  decision: Decision;
  assessment: Assessment;
  missing: routes.claims.ClaimDecision['papers'];
  onClose: () => void;
  onDecided: () => void;
}) {
  const [draft, setDraft] = useState<DecisionDraft>(() =>
    decisionDraft(decision, assessment, missing, formatMoney(assessment.payout)),
  );
  const [tried, setTried] = useState(false);
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: () => apiCall(claimCalls.decideClaim, { body: decisionBody(claim.id, decision, draft) }),
    onSuccess: async () => {
      toast.success(`Claim ${claim.name}: ${TITLES[decision].toLowerCase()} sent`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deskKeys.all }),
        queryClient.invalidateQueries({ queryKey: claimKeys.detail(claim.id) }),
      ]);
      onDecided();
    },
    // A claim another adjuster decided first (409), or a refusal: the server's sentence, in the dialog.
    onError: (error) => toast.error(errorMessage(error)),
  });
  const problem = decisionProblem(decision, draft, assessment.payout);
  const set = (change: Partial<DecisionDraft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!problem && !decide.isPending) decide.mutate();
  };
  const title = `${TITLES[decision]} claim ${claim.name}`;
  const confirm = decision === 'approve' ? `Approve ${formatMoney(draft.payout)}` : TITLES[decision];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="decide-title">
      <form onSubmit={submit} noValidate>
        <ClosableDialogTitle id="decide-title" onClose={onClose}>
          {title}
        </ClosableDialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {decision === 'approve' && (
              <TextField
                label="Payout"
                value={draft.payout}
                onChange={(e) => set({ payout: e.target.value.replace(/[$,\s]/g, '') })}
                helperText={`At most ${formatMoney(assessment.payout)}; a lower payout needs a note`}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            )}
            {decision === 'deny' && (
              <TextField
                select
                label="Reason"
                value={draft.reason}
                onChange={(e) => set({ reason: e.target.value as DecisionDraft['reason'] })}
              >
                {DENIAL_REASONS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {DENIAL_REASON_LABELS[r]}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {decision === 'request_documents' && (
              <FormGroup aria-labelledby="papers-label">
                <FormLabel id="papers-label">Papers to request</FormLabel>
                {REQUESTABLE_PAPERS.map((p) => (
                  <FormControlLabel
                    key={p}
                    label={CLAIM_FILE_KIND_LABELS[p]}
                    control={
                      <Checkbox
                        checked={draft.papers.includes(p)}
                        onChange={(e) =>
                          set({
                            papers: e.target.checked
                              ? [...draft.papers, p]
                              : draft.papers.filter((x) => x !== p),
                          })
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            )}
            <TextField
              label="Note (kept with the decision)"
              value={draft.note}
              onChange={(e) => set({ note: e.target.value })}
              multiline
              minRows={2}
            />
            <TextField
              label="Message to the landlord"
              value={draft.message}
              onChange={(e) => set({ message: e.target.value })}
              multiline
              minRows={3}
            />
            {tried && problem && <Alert severity="warning">{problem}</Alert>}
            {decide.isError && <Alert severity="error">{errorMessage(decide.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            color={decision === 'deny' ? 'error' : 'primary'}
            disabled={decide.isPending}
            autoFocus
          >
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
