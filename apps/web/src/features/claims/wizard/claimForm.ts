import type { StatementEntry } from './statementForm';
import {
  CLAIM_TYPES,
  DAMAGE_PLACES,
  DAMAGE_TYPES,
  isLateFiling,
  leaseTermOutsidePolicy,
  type ClaimPolicy,
  type ClaimType,
  type PaymentMethod,
} from '@lease/contract';

type Flags<K extends string> = Record<K, boolean>;
export type YesNo = 'Yes' | 'No' | '';

/** A tenant of the policy with the date of birth the filer confirms (step 1). */
export interface TenantEntry {
  id: string;
  name: string;
  dob: string;
}

/** The claim form data of file 2 §3, as the wizard holds it between steps (files apart). */
export interface ClaimForm {
  state: string;
  landlord: string;
  apartment: string;
  policy: string;
  riderName: string;
  policyStartDate: string;
  policyEndDate: string;
  leaseStartDate: string;
  leaseEndDate: string;
  isCorrectTerm: boolean;
  tenantDobs: TenantEntry[];
  birthdaysConfirmed: boolean;
  paymentAgreement: YesNo;
  agreePayDate: string;
  depositAmount: string;
  /** The claim statement (issue #32) and the day the unit was re-rented, both optional. */
  statement: StatementEntry[];
  reRentedDate: string;
  claimType: Flags<ClaimType>;
  relatedExpense: YesNo;
  acceptableDocument: string;
  damageType: Flags<(typeof DAMAGE_TYPES)[number]>;
  placeDamages: Flags<(typeof DAMAGE_PLACES)[number]>;
  rentDate: string;
  lateFilingExplanation: string;
  vacantCheck: boolean;
  keyCheck: boolean;
  evictionCheck: boolean;
  evictionDate: string;
  contactName: string;
  contactTitle: string;
  contactEmail: string;
  contactPhone: string;
  isSecContactAdded: boolean;
  secContactName: string;
  secContactTitle: string;
  secContactEmail: string;
  secContactPhone: string;
  paymentMethod: PaymentMethod;
  receiptPayee: string;
  receiptEmail: string;
  physicalName: string;
  physicalEmail: string;
  address1: string;
  currentCity: string;
  currentState: string;
  currentZipCode: string;
  comment: string;
}

const none = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, false])) as Flags<K>;

export const EMPTY_FORM: ClaimForm = {
  state: '',
  landlord: '',
  apartment: '',
  policy: '',
  riderName: '',
  policyStartDate: '',
  policyEndDate: '',
  leaseStartDate: '',
  leaseEndDate: '',
  isCorrectTerm: true,
  tenantDobs: [],
  birthdaysConfirmed: false,
  paymentAgreement: '',
  agreePayDate: '',
  depositAmount: '',
  statement: [],
  reRentedDate: '',
  claimType: none(CLAIM_TYPES),
  relatedExpense: '',
  acceptableDocument: '',
  damageType: none(DAMAGE_TYPES),
  placeDamages: none(DAMAGE_PLACES),
  rentDate: '',
  lateFilingExplanation: '',
  // File 2 §3: the three status questions default to yes.
  vacantCheck: true,
  keyCheck: true,
  evictionCheck: true,
  evictionDate: '',
  contactName: '',
  contactTitle: '',
  contactEmail: '',
  contactPhone: '',
  isSecContactAdded: false,
  secContactName: '',
  secContactTitle: '',
  secContactEmail: '',
  secContactPhone: '',
  paymentMethod: 'eCheck',
  receiptPayee: '',
  receiptEmail: '',
  physicalName: '',
  physicalEmail: '',
  address1: '',
  currentCity: '',
  currentState: '',
  currentZipCode: '',
  comment: '',
};

/**
 * One change to the form with the couplings of file 2 §4: a choice upstream clears what depends on
 * it, No Show locks related expenses to No, a new claim type resets the damages, a No clears its date.
 */
export function applyChange(form: ClaimForm, change: Partial<ClaimForm>): ClaimForm {
  let next = { ...form, ...change };
  if ('state' in change && change.state !== form.state) {
    next = { ...next, landlord: '', apartment: '', ...policyCleared };
  }
  if ('landlord' in change && change.landlord !== form.landlord) {
    next = { ...next, apartment: '', ...policyCleared };
  }
  if ('apartment' in change && change.apartment !== form.apartment) next = { ...next, ...policyCleared };
  if (change.claimType) {
    next = { ...next, damageType: none(DAMAGE_TYPES), placeDamages: none(DAMAGE_PLACES) };
    if (change.claimType.noShow) next.relatedExpense = 'No';
    if (!change.claimType.noShow) next.acceptableDocument = '';
  }
  if (change.paymentAgreement === 'No') next.agreePayDate = '';
  if (change.vacantCheck === false) next.keyCheck = false;
  if (change.evictionCheck === false) next.evictionDate = '';
  return next;
}

const policyCleared: Partial<ClaimForm> = {
  policy: '',
  riderName: '',
  policyStartDate: '',
  policyEndDate: '',
  leaseStartDate: '',
  leaseEndDate: '',
  tenantDobs: [],
  birthdaysConfirmed: false,
};

/** Choosing a policy: its number, and its term from the coverage dates if present, else the lease's. */
export function policyChosen(p: ClaimPolicy): Partial<ClaimForm> {
  return {
    policy: p.Id,
    riderName: p.Renewal_Rider_ID__c,
    policyStartDate: p.CoverageStartDate__c ?? p.Lease_Start_Date__c,
    policyEndDate: p.CoverageEndDate__c ?? p.Lease_End_Date__c,
    leaseStartDate: p.Lease_Start_Date__c,
    leaseEndDate: p.Lease_End_Date__c,
    isCorrectTerm: true,
    tenantDobs: [],
    birthdaysConfirmed: false,
  };
}

export const isFuturePolicy = (form: ClaimForm, today: string) =>
  Boolean(form.policyStartDate) && form.policyStartDate > today;

export const leaseTermDiffers = (form: ClaimForm) =>
  Boolean(form.leaseStartDate && form.leaseEndDate && form.policyStartDate && form.policyEndDate) &&
  leaseTermOutsidePolicy(
    { start: form.leaseStartDate, end: form.leaseEndDate },
    { start: form.policyStartDate, end: form.policyEndDate },
  );

export const lateFiling = (form: ClaimForm, today: string) =>
  Boolean(form.rentDate) && isLateFiling(form.rentDate, today);
