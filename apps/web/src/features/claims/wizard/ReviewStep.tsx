import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  CLAIM_FILE_KIND_LABELS,
  CLAIM_STEP_LABELS,
  CLAIM_TEXTS,
  CLAIM_TYPE_LABELS,
  CLAIM_TYPES,
  DAMAGE_PLACE_LABELS,
  DAMAGE_PLACES,
  DAMAGE_TYPE_LABELS,
  DAMAGE_TYPES,
  formatDay,
  PAYMENT_METHOD_LABELS,
  PICKER_DATE_FORMAT,
  STATEMENT_KIND_LABELS,
} from '@lease/contract';
import { formatMoney } from '../../../ui/format';
import { useLocateLists } from './LocateStep';
import type { ClaimForm } from './claimForm';
import { otherKindsToSend, type ClaimFiles } from './claimFiles';
import { CheckField } from './fields';
import { paperFactsOf, ReadinessPanel } from './ReadinessPanel';
import { AssessmentView } from '../AssessmentView';
import { wizardEstimate } from './estimate';
import { entriesTotal } from './statementForm';
import type { ClaimPolicy } from '@lease/contract';

export const STEP_LABELS = CLAIM_STEP_LABELS;

const chosen = <K extends string>(keys: readonly K[], labels: Record<K, string>, value: Record<K, boolean>) =>
  keys
    .filter((k) => value[k])
    .map((k) => labels[k])
    .join(', ');

const yes = (v: boolean) => (v ? 'Yes' : 'No');

function sections(
  form: ClaimForm,
  files: ClaimFiles,
  names: { landlord: string; apartment: string },
): [number, [string, string][]][] {
  // The wizard's own format (file 2 §5), the one its fields were typed in.
  const d = (iso: string) => formatDay(iso, PICKER_DATE_FORMAT);
  const otherKinds = otherKindsToSend(files, paperFactsOf(form));
  return [
    [
      0,
      [
        ['State', form.propertyState],
        ['Landlord', names.landlord],
        ['Apartment', names.apartment],
        ['Policy Number', form.riderName],
        ['Policy term', `${d(form.policyStartDate)} to ${d(form.policyEndDate)}`],
        ['Lease term', `${d(form.leaseStartDate)} to ${d(form.leaseEndDate)}`],
      ],
    ],
    [1, form.tenants.map((t) => [t.name, d(t.dob)] as [string, string])],
    [
      2,
      [
        ['Claim types', chosen(CLAIM_TYPES, CLAIM_TYPE_LABELS, form.claimType)],
        ['Related expenses', form.relatedExpense],
        ['Acceptable document', form.acceptableDocument],
        ['Type of Damages', chosen(DAMAGE_TYPES, DAMAGE_TYPE_LABELS, form.damageType)],
        ['Place of Damages', chosen(DAMAGE_PLACES, DAMAGE_PLACE_LABELS, form.placeDamages)],
        ['Payment agreement', form.paymentAgreement],
        ['Agreed Payment Date', d(form.agreedPaymentDate)],
        ['Security deposit on hand', formatMoney(form.securityDeposit)],
        ...form.claimStatement.map(
          (l, i) =>
            [
              `Statement line ${i + 1}`,
              `${STATEMENT_KIND_LABELS[l.kind]}${l.kind === 'rent' ? ` ${l.month}` : ''}: ${formatMoney(l.amount)}${l.description ? `, ${l.description}` : ''}`,
            ] as [string, string],
        ),
        ['Total claimed', form.claimStatement.length ? formatMoney(entriesTotal(form.claimStatement)) : ''],
        ['Date the unit was re-rented', d(form.reRentedDate)],
      ],
    ],
    [
      3,
      [
        ['Date of Loss', d(form.rentDate)],
        ['Late filing explanation', form.lateFilingExplanation],
        [CLAIM_TEXTS.tenantLeft, yes(form.occupiedStatus)],
        ['Have the keys been returned?', yes(form.keysReturned)],
        ['Have you filed for eviction?', yes(form.evictionFiledStatus)],
        ['Eviction filing date', d(form.evictionFilingDate)],
      ],
    ],
    [
      4,
      [
        [
          'Primary contact',
          `${form.contactName}, ${form.contactTitle}, ${form.contactEmail}, ${form.contactPhone}`,
        ],
        ...(form.secondaryAdded
          ? ([
              [
                'Secondary contact',
                `${form.secondaryName}, ${form.secondaryTitle}, ${form.secondaryEmail}, ${form.secondaryPhone}`,
              ],
            ] as [string, string][])
          : []),
      ],
    ],
    [
      5,
      form.paymentMethod === 'eCheck'
        ? [
            ['Payment Method', PAYMENT_METHOD_LABELS.eCheck],
            ['Payee', form.receiptPayee],
            [CLAIM_TEXTS.receiptEmail, form.receiptEmail],
          ]
        : [
            ['Payment Method', PAYMENT_METHOD_LABELS.physical_check],
            ['Name', form.physicalName],
            ['Email', form.physicalEmail],
            ['Address', `${form.checkAddress1}, ${form.checkCity}, ${form.checkState} ${form.checkZipcode}`],
          ],
    ],
    [
      6,
      [
        ['Lease agreement', files.leaseFile.map((f) => f.name).join(', ')],
        ['Resident ledger', files.ledgerFile.map((f) => f.name).join(', ')],
        [
          'Other Documents',
          files.otherFiles
            .map((f, i) => {
              const kind = otherKinds[i] ?? 'other';
              return kind === 'other' ? f.name : `${f.name} (${CLAIM_FILE_KIND_LABELS[kind]})`;
            })
            .join(', '),
        ],
      ],
    ],
    [7, [['Additional Comments', form.additionalComment]]],
  ];
}

/** Step 8, Review: every section with its edit icon, what the claim can get, and the terms box. */
export function ReviewStep({
  form,
  files,
  policy,
  today,
  onEdit,
  lastEdited = null,
  agreed,
  setAgreed,
}: {
  form: ClaimForm;
  files: ClaimFiles;
  policy: ClaimPolicy | undefined;
  today: string;
  onEdit: (step: number) => void;
  /** The step last edited from here: its edit icon takes the focus back (issue #25). */
  lastEdited?: number | null;
  agreed: boolean;
  setAgreed: (v: boolean) => void;
}) {
  const { landlords, apartments } = useLocateLists(form);
  const names = {
    landlord: landlords.data?.find((l) => l.Landlord__c === form.landlord)?.Name ?? '',
    apartment: apartments.data?.find((a) => a.Id === form.apartment)?.Name ?? '',
  };
  return (
    <Stack spacing={2}>
      <ReadinessPanel form={form} files={files} policy={policy} today={today} />
      {policy && (
        <Box sx={{ border: 1, borderColor: 'primary.main', borderRadius: 2, p: 2 }}>
          <AssessmentView
            assessment={wizardEstimate(form, files, policy, today)}
            title="What we expect to pay"
            headingId="estimate-title"
          />
          <Typography variant="caption" color="text.secondary">
            An estimate by the published rules from your answers; the claims team confirms it.
          </Typography>
        </Box>
      )}
      {sections(form, files, names).map(([step, rows]) => (
        <Box key={step} component="section" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" component="h3">
              {STEP_LABELS[step]}
            </Typography>
            <Tooltip title={`Edit ${STEP_LABELS[step]}`}>
              <IconButton
                aria-label={`Edit ${STEP_LABELS[step]}`}
                onClick={() => onEdit(step)}
                data-edited={step === lastEdited || undefined}
              >
                <EditIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, gap: 0.5 }}
          >
            {rows
              .filter(([, v]) => v)
              .map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  {/* Labels small and muted, values in the body's weight: read apart at a glance (issue #36). */}
                  <Typography
                    component="dt"
                    variant="caption"
                    color="text.secondary"
                    sx={{ pt: { sm: 0.25 } }}
                  >
                    {label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500, overflowWrap: 'anywhere' }}
                  >
                    {value}
                  </Typography>
                </Box>
              ))}
          </Box>
        </Box>
      ))}
      <CheckField
        checked={agreed}
        onChange={setAgreed}
        label={
          <>
            I agree with the{' '}
            <Link href="/terms" target="_blank" rel="noopener">
              terms of the program
            </Link>
          </>
        }
      />
    </Stack>
  );
}
