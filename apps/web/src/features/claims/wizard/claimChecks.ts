import { CLAIM_TEXTS, claimDataSchema, claimRuleIssues, type ClaimIssue } from '@lease/contract';
import { toClaimData } from './claimData';
import type { ClaimForm } from './claimForm';
import { statementErrors } from './statementForm';

/**
 * The form field an issue lands on: the one of its name (a statement line's on the statement), and a
 * re-rented day before the loss on the loss date (step 3), where the later answer is given.
 */
function fieldOf(issue: ClaimIssue): string {
  const path = issue.path.split('.')[0]!;
  if (path === 'reRentedDate' && issue.message.includes('date of loss')) return 'rentDate';
  return path;
}

/** Which form fields each step asks, so a step shows and blocks on its own issues only. */
export const STEP_FIELDS: (keyof ClaimForm)[][] = [
  ['propertyState', 'landlord', 'apartment', 'riderId', 'leaseStartDate', 'leaseEndDate'],
  ['tenants', 'birthdaysConfirmed'],
  [
    'claimType',
    'relatedExpense',
    'damageType',
    'placeDamages',
    'paymentAgreement',
    'agreedPaymentDate',
    'securityDeposit',
    'claimStatement',
    'reRentedDate',
  ],
  ['rentDate', 'keysReturned', 'evictionFilingDate'],
  [
    'contactName',
    'contactTitle',
    'contactEmail',
    'contactPhone',
    'secondaryName',
    'secondaryTitle',
    'secondaryEmail',
    'secondaryPhone',
  ],
  [
    'receiptPayee',
    'receiptEmail',
    'physicalName',
    'physicalEmail',
    'checkAddress1',
    'checkCity',
    'checkState',
    'checkZipcode',
  ],
  [],
  ['additionalComment'],
];

export type FormErrors = Partial<Record<string, string>>;

const STAND_IN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every issue of the form as file 2 §5 states it, by form field: the contract's rules where the server
 * has them, and step 0 and 1, which only the wizard asks in this way.
 */
export function formErrors(form: ClaimForm, today: string): FormErrors {
  const errors: FormErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= message);
  for (const f of [
    'propertyState',
    'landlord',
    'apartment',
    'riderId',
    'leaseStartDate',
    'leaseEndDate',
  ] as const) {
    if (!form[f]) add(f, 'Required');
  }
  if (form.tenants.some((t) => t.id && !t.dob)) add('tenants', 'Enter the date of birth of every tenant');
  if (!form.birthdaysConfirmed) add('birthdaysConfirmed', `Tick '${CLAIM_TEXTS.birthdayConfirm}'`);
  const deposit = claimDataSchema.shape.securityDeposit.safeParse(form.securityDeposit);
  if (!form.securityDeposit) add('securityDeposit', 'Security deposit is required');
  else if (!deposit.success) add('securityDeposit', deposit.error.issues[0]!.message);
  if (!form.rentDate) add('rentDate', 'Date of Loss is required');
  const lineErrors = statementErrors(form.claimStatement, form.relatedExpense);
  const bad = lineErrors.findIndex(Boolean);
  if (bad >= 0) add('claimStatement', `Statement line ${bad + 1}: ${lineErrors[bad]}`);
  // The rules between fields are the server's: they run on the claim as it stands. Step 0 and 1 are
  // judged above, so their fields stand in with harmless values, and so does an empty loss date.
  const data = toClaimData(form, {});
  const parsed = claimDataSchema.safeParse({
    ...data,
    riderId: STAND_IN_ID,
    propertyState: 'NY',
    leaseStartDate: today,
    leaseEndDate: today,
    tenants: [],
    rentDate: data.rentDate || today,
    // The re-rented day is judged against the loss date only once there is one.
    reRentedDate: data.rentDate ? data.reRentedDate : undefined,
    securityDeposit: deposit.success ? deposit.data : '0',
  });
  const issues: ClaimIssue[] = parsed.success
    ? claimRuleIssues(parsed.data, today)
    : parsed.error.issues.map((i) => ({ path: String(i.path[0]), message: i.message }));
  for (const issue of issues) add(fieldOf(issue), issue.message);
  return errors;
}

/** The issues of one step. */
export function stepErrors(step: number, form: ClaimForm, today: string): FormErrors {
  const all = formErrors(form, today);
  const fields = new Set<string>(STEP_FIELDS[step] ?? []);
  return Object.fromEntries(Object.entries(all).filter(([k]) => fields.has(k)));
}

/** Whether a step may go on: what file 2 §5 asks of it is all there (Next reads disabled until then). */
export const stepReady = (step: number, form: ClaimForm, today: string): boolean =>
  Object.keys(stepErrors(step, form, today)).length === 0;

/** The review step's index: after the eight steps. */
export const REVIEW_STEP = STEP_FIELDS.length;

/**
 * Where Next goes from a step that is ready: the next step, or, for an edit started from the review,
 * back to the review unless a later step no longer holds (an edit can ask more of a later step).
 * `filesReady` says whether step 6's files are what it needs.
 */
export function stepAfter(
  step: number,
  form: ClaimForm,
  today: string,
  { fromReview, filesReady }: { fromReview: boolean; filesReady: boolean },
): number {
  if (!fromReview) return step + 1;
  for (let later = step + 1; later < REVIEW_STEP; later += 1) {
    if (!stepReady(later, form, today) || (later === 6 && !filesReady)) return later;
  }
  return REVIEW_STEP;
}
