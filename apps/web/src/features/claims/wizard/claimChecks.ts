import {
  CLAIM_TEXTS,
  claimDataSchema,
  claimRuleIssues,
  type ClaimDataInput,
  type ClaimIssue,
} from '@lease/contract';
import type { ClaimForm } from './claimForm';
import { statementErrors, statementOf } from './statementForm';

/** The claim JSON of file 2 §7, from the form: tenants only with a name, each with its confirmed dob. */
export function toClaimData(
  form: ClaimForm,
  files: Partial<Record<'leaseFile' | 'ledgerFile' | 'otherFiles', File[]>>,
): ClaimDataInput {
  return {
    kindOfClaim: 'llp',
    riderId: form.policy,
    propertyState: form.state,
    leaseStartDate: form.leaseStartDate,
    leaseEndDate: form.leaseEndDate,
    leaseTermIscorrect: form.isCorrectTerm,
    tenants: form.tenantDobs
      .filter((t) => t.name)
      .map((t) => ({ id: t.id, name: t.name, Date_of_Birth__c_changed: t.dob })),
    securityDeposit: form.depositAmount,
    ...(form.statement.length ? { claimStatement: statementOf(form.statement) } : {}),
    ...(form.reRentedDate ? { reRentedDate: form.reRentedDate } : {}),
    claimType: form.claimType,
    relatedExpense: form.relatedExpense,
    acceptableDocument: form.acceptableDocument as ClaimDataInput['acceptableDocument'],
    damageType: form.damageType,
    placeDamages: form.placeDamages,
    paymentAgreement: form.paymentAgreement,
    agreedPaymentDate: form.agreePayDate,
    rentDate: form.rentDate,
    lateFilingExplanation: form.lateFilingExplanation,
    occupiedStatus: form.vacantCheck,
    keysReturned: form.keyCheck,
    evictionFiledStatus: form.evictionCheck,
    evictionFilingDate: form.evictionDate,
    contactName: form.contactName.trim(),
    contactTitle: form.contactTitle.trim(),
    contactEmail: form.contactEmail.trim(),
    contactPhone: form.contactPhone,
    secondaryAdded: form.isSecContactAdded,
    secondaryName: form.isSecContactAdded ? form.secContactName.trim() : '',
    secondaryTitle: form.isSecContactAdded ? form.secContactTitle.trim() : '',
    secondaryEmail: form.isSecContactAdded ? form.secContactEmail.trim() : '',
    secondaryPhone: form.isSecContactAdded ? form.secContactPhone : '',
    paymentMethod: form.paymentMethod,
    receiptPayee: form.paymentMethod === 'eCheck' ? form.receiptPayee.trim() : '',
    receiptEmail: form.paymentMethod === 'eCheck' ? form.receiptEmail.trim() : '',
    physicalName: form.paymentMethod === 'physical_check' ? form.physicalName.trim() : '',
    physicalEmail: form.paymentMethod === 'physical_check' ? form.physicalEmail.trim() : '',
    checkAddress1: form.paymentMethod === 'physical_check' ? form.address1.trim() : '',
    checkCity: form.paymentMethod === 'physical_check' ? form.currentCity.trim() : '',
    checkState: form.paymentMethod === 'physical_check' ? form.currentState : '',
    checkZipcode: form.paymentMethod === 'physical_check' ? form.currentZipCode.trim() : '',
    leaseFile: files.leaseFile?.[0]?.name ?? '',
    ledgerFile: files.ledgerFile?.[0]?.name ?? '',
    otherFiles: (files.otherFiles ?? []).map((f) => f.name),
    additionalComment: form.comment.trim(),
  };
}

/** The wire field each form field is checked under, so the contract's issues land on the wizard's fields. */
const FIELD_OF: Record<string, keyof ClaimForm> = {
  securityDeposit: 'depositAmount',
  agreedPaymentDate: 'agreePayDate',
  evictionFilingDate: 'evictionDate',
  keysReturned: 'keyCheck',
  secondaryName: 'secContactName',
  secondaryTitle: 'secContactTitle',
  secondaryEmail: 'secContactEmail',
  secondaryPhone: 'secContactPhone',
  checkAddress1: 'address1',
  checkCity: 'currentCity',
  checkState: 'currentState',
  checkZipcode: 'currentZipCode',
  additionalComment: 'comment',
};

/**
 * The form field an issue lands on: a statement line's on the statement, and a re-rented day before the
 * loss on the loss date (step 3), where the later answer is given.
 */
function fieldOf(issue: ClaimIssue): string {
  const path = issue.path.split('.')[0]!;
  if (path === 'reRentedDate' && issue.message.includes('date of loss')) return 'rentDate';
  return FIELD_OF[path] ?? path;
}

/** Which form fields each step asks, so a step shows and blocks on its own issues only. */
export const STEP_FIELDS: (
  keyof ClaimForm | 'claimType' | 'damageType' | 'placeDamages' | 'claimStatement'
)[][] = [
  ['state', 'landlord', 'apartment', 'policy', 'leaseStartDate', 'leaseEndDate'],
  ['tenantDobs', 'birthdaysConfirmed'],
  [
    'claimType',
    'relatedExpense',
    'damageType',
    'placeDamages',
    'paymentAgreement',
    'agreePayDate',
    'depositAmount',
    'claimStatement',
    'reRentedDate',
  ],
  ['rentDate', 'keyCheck', 'evictionDate'],
  [
    'contactName',
    'contactTitle',
    'contactEmail',
    'contactPhone',
    'secContactName',
    'secContactTitle',
    'secContactEmail',
    'secContactPhone',
  ],
  [
    'receiptPayee',
    'receiptEmail',
    'physicalName',
    'physicalEmail',
    'address1',
    'currentCity',
    'currentState',
    'currentZipCode',
  ],
  [],
  ['comment'],
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
  for (const f of ['state', 'landlord', 'apartment', 'policy', 'leaseStartDate', 'leaseEndDate'] as const) {
    if (!form[f]) add(f, 'Required');
  }
  if (form.tenantDobs.some((t) => t.id && !t.dob))
    add('tenantDobs', 'Enter the date of birth of every tenant');
  if (!form.birthdaysConfirmed) add('birthdaysConfirmed', `Tick '${CLAIM_TEXTS.birthdayConfirm}'`);
  const deposit = claimDataSchema.shape.securityDeposit.safeParse(form.depositAmount);
  if (!form.depositAmount) add('depositAmount', 'Security deposit is required');
  else if (!deposit.success) add('depositAmount', deposit.error.issues[0]!.message);
  if (!form.rentDate) add('rentDate', 'Date of Loss is required');
  const lineErrors = statementErrors(form.statement, form.relatedExpense);
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
