import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ClaimPolicy } from '@lease/contract';
import { formatMoney } from '../../../ui/format';
import { lateFiling, type ClaimForm } from './claimForm';
import type { ClaimFiles } from './DocumentsStep';

/** Cents of a decimal string: the panel adds and subtracts money without a float. */
const cents = (v: string | null | undefined): bigint => {
  const [whole = '0', fraction = ''] = (v ?? '0').replace(/[$,]/g, '').split('.');
  return BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
};
const dollars = (c: bigint) =>
  formatMoney(`${c / 100n}.${String((c < 0n ? -c : c) % 100n).padStart(2, '0')}`);

interface Paper {
  label: string;
  attached: boolean;
}

/** The papers a claim of these types is settled on, each ticked when a file for it is attached. */
function checklist(form: ClaimForm, files: ClaimFiles): Paper[] {
  const t = form.claimType;
  const other = files.otherFiles.length > 0;
  const papers: Paper[] = [
    { label: 'Signed lease', attached: files.leaseFile.length > 0 },
    { label: 'Resident ledger showing the unpaid rent', attached: files.ledgerFile.length > 0 },
  ];
  if (t.damageOnly || t.damages) {
    papers.push(
      { label: 'Move-out inspection report', attached: other },
      { label: 'Photos of the damage', attached: other },
      { label: 'Repair invoices or estimates', attached: other },
    );
  }
  if (form.relatedExpense === 'Yes' || form.evictionCheck) {
    papers.push({ label: 'Court filing receipts for the eviction', attached: other });
  }
  if (t.noShow && form.acceptableDocument) {
    papers.push({
      label: `${form.acceptableDocument}, dated within 90 days of the lease start`,
      attached: other,
    });
  }
  return papers;
}

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
  const papers = checklist(form, files);
  const missing = papers.filter((p) => !p.attached).length;
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
        The security deposit on hand ({formatMoney(form.depositAmount)}) is applied first to damages and fees,
        then to rent.
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
      <List dense aria-label="Papers for this claim">
        {papers.map((p) => (
          <ListItem key={p.label} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {p.attached ? (
                <CheckCircleIcon color="success" fontSize="small" aria-label="Attached" />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" aria-label="Missing" />
              )}
            </ListItemIcon>
            <ListItemText primary={p.label} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color={missing ? 'warning.main' : 'success.main'}>
        {missing
          ? `${missing} ${missing === 1 ? 'paper is' : 'papers are'} not attached yet.`
          : 'Every paper is attached.'}
      </Typography>
    </Box>
  );
}
