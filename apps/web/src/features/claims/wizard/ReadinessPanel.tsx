import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { claimChecklist, type ClaimPolicy, type PaperFacts } from '@lease/contract';
import { formatMoney } from '../../../ui/format';
import { lateFiling, type ClaimForm } from './claimForm';
import { PaperChecklist } from '../PaperChecklist';
import type { ClaimFiles } from './claimFiles';

/** Cents of a decimal string: the panel adds and subtracts money without a float. */
const cents = (v: string | null | undefined): bigint => {
  const [whole = '0', fraction = ''] = (v ?? '0').replace(/[$,]/g, '').split('.');
  return BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
};
const dollars = (c: bigint) =>
  formatMoney(`${c / 100n}.${String((c < 0n ? -c : c) % 100n).padStart(2, '0')}`);

/** The answers of the form the papers follow from, under the claim JSON's names. */
export const paperFactsOf = (form: ClaimForm): PaperFacts => ({
  claimType: form.claimType,
  relatedExpense: form.relatedExpense,
  evictionFiledStatus: form.evictionFiledStatus,
  acceptableDocument: form.acceptableDocument,
});

/** The files of the wizard as the checklist reads them: the lease and ledger parts, other files as said. */
export const filesForChecklist = (files: ClaimFiles) => [
  ...files.leaseFile.map(() => ({ field: 'leaseFile' })),
  ...files.ledgerFile.map(() => ({ field: 'ledgerFile' })),
  ...files.otherFiles.map((_, i) => ({ field: 'otherFiles', kind: files.otherKinds?.[i] ?? 'other' })),
];

/**
 * Before Submit, what the claim can get and what it still lacks, so it is not sent back for a missing
 * paper: the coverage limit (monthly rent × months covered, less what was paid on the rider), the
 * deposit applied to damages and then rent, the loss date against the coverage, and late filing.
 */
export function ReadinessPanel({
  form,
  files,
  policy,
  today,
}: {
  form: ClaimForm;
  files: ClaimFiles;
  policy: ClaimPolicy | undefined;
  today: string;
}) {
  const months = BigInt(policy?.coverage_amount_requested_months ?? 0);
  const limit = policy ? cents(policy.gross_monthly_rent) * months - cents(policy.paid_on_rider) : null;
  const inCover =
    !form.rentDate || (form.rentDate >= form.policyStartDate && form.rentDate <= form.policyEndDate);
  const papers = claimChecklist(paperFactsOf(form), filesForChecklist(files));
  return (
    <Box
      component="section"
      aria-labelledby="readiness-title"
      sx={{ border: 1, borderColor: 'primary.main', borderRadius: 2, p: 2 }}
    >
      <Typography id="readiness-title" variant="subtitle1" component="h3">
        Claim readiness
      </Typography>
      {limit !== null && (
        <Typography variant="body2">
          Coverage limit: {dollars(limit > 0n ? limit : 0n)} ({formatMoney(policy?.gross_monthly_rent)}{' '}
          monthly rent × {String(months)} months
          {cents(policy?.paid_on_rider) > 0n
            ? `, less ${formatMoney(policy?.paid_on_rider)} already paid`
            : ''}
          ).
        </Typography>
      )}
      <Typography variant="body2">
        The security deposit on hand ({formatMoney(form.securityDeposit)}) is applied first to damages and
        fees, then to rent.
      </Typography>
      {!inCover && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          The date of loss is outside the policy's coverage period: the claim may not be covered.
        </Alert>
      )}
      {lateFiling(form, today) && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          This claim is filed late (120 days or more after the loss)
          {form.lateFilingExplanation ? '' : ' and has no explanation yet'}.
        </Alert>
      )}
      <PaperChecklist papers={papers} />
    </Box>
  );
}
