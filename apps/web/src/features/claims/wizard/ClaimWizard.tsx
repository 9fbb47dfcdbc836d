import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { CLAIM_TEXTS, type ClaimPreset } from '@lease/contract';
import { useAuthStore } from '../../../store/auth';
import { ClosableDialogTitle } from '../../../ui/ClosableDialogTitle';
import { applyChange, EMPTY_FORM, leaseTermDiffers, type ClaimForm } from './claimForm';
import { stepAfter, stepErrors } from './claimChecks';
import { toClaimData } from './claimData';
import { CommentsStep, ContactsStep, PaymentStep } from './ContactSteps';
import { LossStep, TenantStep, type StepProps } from './DetailSteps';
import { TypeStep } from './TypeStep';
import { filesError, NO_FILES, type ClaimFiles } from './claimFiles';
import { DocumentsStep } from './DocumentsStep';
import { clearDraft, draftKey, readDraft, readDraftFiles, writeDraft, writeDraftFiles } from './draft';
import { LocateStep } from './LocateStep';
import { ResultStep } from './ResultStep';
import { ReviewStep } from './ReviewStep';
import { NextButton, WizardProgress } from './WizardChrome';
import { useWizardFocus } from './wizardFocus';
import { submitClaim, type SubmitResult } from './submitClaim';
import { usePolicyLookups } from './usePolicyLookups';
import {
  AcknowledgeDialog,
  CloseDraftDialog,
  DuplicateDialog,
  FuturePolicyDialog,
  LeaseTermDialog,
} from './WizardDialogs';
import { claimKeys } from '../../../api/keys/claimKeys';

/** Where a claim opened from a row starts: the row's state, landlord, building and policy. */
const REVIEW = 8;
const RESULT = 9;

const presetForm = (p: ClaimPreset | undefined): ClaimForm =>
  p
    ? {
        ...EMPTY_FORM,
        propertyState: p.state,
        landlord: p.landlordId,
        apartment: p.apartmentId,
        riderId: p.policyId,
      }
    : EMPTY_FORM;

/**
 * The claim wizard, a dialog titled 'Claim Information' (file 2 §2, §4, §5): steps 0 to 7, the review
 * and the result. Nothing is sent before Submit; the draft is kept per user and policy until it is.
 */
export function ClaimWizard({ preset, onClose }: { preset?: ClaimPreset; onClose: () => void }) {
  const userId = useAuthStore((s) => s.currentUser?.id ?? 'anonymous');
  const key = draftKey(userId, preset?.policyId ?? null);
  const today = dayjs().format('YYYY-MM-DD');
  const queryClient = useQueryClient();
  const [{ step, form }, setDraft] = useState(() => readDraft(key) ?? { step: 0, form: presetForm(preset) });
  const [files, setFilesState] = useState<ClaimFiles>(NO_FILES);
  const [tried, setTried] = useState<Set<number>>(new Set());
  const [termAsked, setTermAsked] = useState(false);
  const [dismissed, setDismissed] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [acknowledging, setAcknowledging] = useState(false);
  const [result, setResult] = useState<SubmitResult | 'pending' | null>(null);
  const [progress, setProgress] = useState<Record<string, number>>({});
  // The step an edit from the review started on: Next then returns to the review (issue #25).
  const [editing, setEditing] = useState<number | null>(null);
  const [lastEdited, setLastEdited] = useState<number | null>(null);
  const [closing, setClosing] = useState(false);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { content, stepMoved, showProblem } = useWizardFocus(step, REVIEW);

  // Typing (or a step moved) since the wizard opened asks before it closes (issue #36); what the
  // lookups fill in by themselves does not count. A ref, not state: a state update from the content's
  // input capture re-renders before the field's own onChange and the typed character is lost.
  const typed = useRef(false);
  const close = () => (typed.current && step < RESULT ? setClosing(true) : onClose());

  const set = (next: ClaimForm) => setDraft((d) => ({ ...d, form: next }));
  const go = (next: number) => {
    typed.current = true;
    stepMoved();
    setDraft((d) => ({ ...d, step: next }));
  };
  const setFiles = (next: ClaimFiles) => {
    setFilesState(next);
    void writeDraftFiles(key, next);
  };
  useEffect(() => {
    void readDraftFiles(key).then(setFilesState);
  }, [key]);
  useEffect(() => {
    if (step < RESULT) writeDraft(key, { step, form });
  }, [key, step, form]);

  const lookups = usePolicyLookups(form, set);
  const otherRequired = form.claimType.noShow && Boolean(form.acceptableDocument);
  const errors = stepErrors(step, form, today);
  const fileProblem = step === 6 ? filesError(files, otherRequired) : undefined;
  const blocked = step === 0 && (lookups.duplicate || lookups.future(today));
  const ready = Object.keys(errors).length === 0 && !fileProblem;
  const props: StepProps = { form, set, errors, shown: tried.has(step), today };

  const advance = () => {
    const to = stepAfter(step, form, today, {
      fromReview: editing !== null,
      filesReady: !filesError(files, otherRequired),
    });
    if (to === REVIEW) setEditing(null);
    go(to);
  };

  const next = () => {
    if (!ready) {
      setTried((t) => new Set(t).add(step));
      // On step 6 the problem is a missing file: the focus goes to its slot's Choose button.
      const missing = (['leaseFile', 'ledgerFile', 'otherFiles'] as const).find(
        (f) => files[f].length === 0 && (f !== 'otherFiles' || otherRequired),
      );
      showProblem(step === 6 && missing ? `*:has(> [data-testid="${missing}-input"])` : null);
      return;
    }
    // Lease dates whose month or year differ from the policy's are asked about each time (file 2 §5).
    if (step === 0 && leaseTermDiffers(form)) {
      setTermAsked(true);
      return;
    }
    advance();
  };

  const edit = (target: number) => {
    setEditing(target);
    setLastEdited(target);
    go(target);
  };

  const submit = async () => {
    setAcknowledging(false);
    go(RESULT);
    setResult('pending');
    const answer = await submitClaim(toClaimData(form, files), files, setProgress);
    setResult(answer);
    if (answer.status === 'success') {
      await clearDraft(key);
      void queryClient.invalidateQueries({ queryKey: claimKeys.all });
    }
  };

  const screens: Record<number, React.ReactNode> = {
    0: <LocateStep {...props} />,
    1: <TenantStep {...props} />,
    2: <TypeStep {...props} />,
    3: <LossStep {...props} />,
    4: <ContactsStep {...props} />,
    5: <PaymentStep {...props} lockedReceipt={lookups.policy?.locked_receipt_email} />,
    6: (
      <DocumentsStep
        form={form}
        files={files}
        setFiles={setFiles}
        otherRequired={otherRequired}
        shown={tried.has(6)}
        error={fileProblem}
        progress={progress}
        onStatement={(claimStatement) => set({ ...form, claimStatement })}
      />
    ),
    7: <CommentsStep {...props} />,
    [REVIEW]: (
      <ReviewStep
        form={form}
        files={files}
        policy={lookups.policy}
        today={today}
        onEdit={edit}
        lastEdited={lastEdited}
        agreed={agreed}
        setAgreed={setAgreed}
      />
    ),
    [RESULT]: (
      <ResultStep
        result={result ?? 'pending'}
        riderName={form.riderName}
        claimsEmail={lookups.claimsEmail}
        uploads={(['leaseFile', 'ledgerFile', 'otherFiles'] as const).flatMap((field) =>
          files[field].map((f, i) => ({ key: `${field}:${i}`, name: f.name })),
        )}
        progress={progress}
      />
    ),
  };

  return (
    // Full screen below the small breakpoint: the title, the step and the buttons stay, the step scrolls.
    <Dialog
      open
      onClose={close}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
      aria-labelledby="claim-wizard-title"
    >
      <ClosableDialogTitle id="claim-wizard-title" onClose={close}>
        {CLAIM_TEXTS.dialogTitle}
      </ClosableDialogTitle>
      <WizardProgress step={step} compact={phone} onBack={go} />
      <DialogContent
        dividers
        ref={content}
        onInputCapture={() => {
          typed.current = true;
        }}
      >
        {screens[step]}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {lookups.claimsEmail && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mr: 'auto', pl: { xs: 1, sm: 2 }, flexBasis: { xs: '100%', sm: 'auto' } }}
          >
            Claims questions: {lookups.claimsEmail}
          </Typography>
        )}
        {step > 0 && step < RESULT && (
          <Button onClick={() => go(step - 1)} sx={{ ml: { xs: 'auto', sm: 1 } }}>
            Back
          </Button>
        )}
        {step < REVIEW && !blocked && <NextButton ready={ready} onClick={next} />}
        {step === REVIEW && (
          <Button variant="contained" disabled={!agreed} onClick={() => setAcknowledging(true)}>
            Ok
          </Button>
        )}
        {step === RESULT &&
          result !== 'pending' &&
          result?.status === 'failed' &&
          result.message !== CLAIM_TEXTS.isDuplicated && (
            <Button onClick={() => go(REVIEW)}>Back to review</Button>
          )}
        {step === RESULT && result !== 'pending' && (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        )}
      </DialogActions>
      {step === 0 && termAsked && leaseTermDiffers(form) && (
        <LeaseTermDialog
          onAnswer={(correct) => {
            setTermAsked(false);
            set(applyChange(form, { leaseTermIscorrect: correct }));
            if (correct) advance();
          }}
        />
      )}
      {step === 0 && lookups.duplicate && dismissed !== `dup:${form.riderId}` && (
        <DuplicateDialog
          email={lookups.claimsEmail}
          riderName={form.riderName}
          claim={lookups.duplicateClaim}
          onClose={() => setDismissed(`dup:${form.riderId}`)}
        />
      )}
      {step === 0 &&
        !lookups.duplicate &&
        lookups.future(today) &&
        dismissed !== `future:${form.riderId}` && (
          <FuturePolicyDialog
            email={lookups.claimsEmail}
            onClose={() => setDismissed(`future:${form.riderId}`)}
          />
        )}
      {closing && (
        <CloseDraftDialog
          onBack={() => setClosing(false)}
          onKeep={onClose}
          onDiscard={() => void clearDraft(key).then(onClose)}
        />
      )}
      {acknowledging && (
        <AcknowledgeDialog onCancel={() => setAcknowledging(false)} onSubmit={() => void submit()} />
      )}
    </Dialog>
  );
}
