import type { StatementEntry } from './statementForm';
import {
  claimDataSchema,
  isLateFiling,
  leaseTermOutsidePolicy,
  type ClaimData,
  type ClaimDataInput,
  type ClaimPolicy,
} from '@lease/contract';

/** A tenant of the policy with the date of birth the filer confirms (step 1). */
export interface TenantEntry {
  id: string;
  name: string;
  dob: string;
}

/** The claim's fields the form does not hold: the kind is fixed, the files are step 6's (claimFiles.ts). */
const NOT_HELD = ['kindOfClaim', 'leaseFile', 'ledgerFile', 'otherFiles'] as const;
/** The claim's fields held in the wizard's own shape and reshaped as sent (claimData.ts). */
const RESHAPED = ['tenants', 'claimStatement'] as const;
/** The claim's fields the form holds as the claim sends them, under the same names. */
export type HeldKey = Exclude<keyof ClaimDataInput, (typeof NOT_HELD)[number] | (typeof RESHAPED)[number]>;

/** A value as the form holds it: never absent ('' or the schema's default stands in), choices whole. */
type Filled<T> = T extends undefined
  ? never
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]-?: Filled<T[K]> }
      : T;

/**
 * The claim form of file 2 §3 as the wizard holds it between steps (files apart): the input of the
 * contract's `claimDataSchema` under its own names, every field present, with the wizard's shapes of
 * the tenants and the statement, and what only the wizard asks or shows (never sent).
 */
export type ClaimForm = { [K in HeldKey]-?: Filled<ClaimDataInput[K]> } & {
  /** Step 1: the policy's tenants, each with the date of birth being confirmed. */
  tenants: TenantEntry[];
  /** The claim statement as typed (issue #32). */
  claimStatement: StatementEntry[];
  /** Step 0: the lists that lead to the policy, its number and its term. */
  landlord: string;
  apartment: string;
  riderName: string;
  policyStartDate: string;
  policyEndDate: string;
  /** Step 1's tick, which only the wizard asks. */
  birthdaysConfirmed: boolean;
};

export type YesNo = ClaimForm['relatedExpense'];

/** The held fields, read off the schema: a field added to it is held and sent with no change here. */
export const HELD_KEYS = Object.keys(claimDataSchema.shape).filter(
  (k): k is HeldKey =>
    !(NOT_HELD as readonly string[]).includes(k) && !(RESHAPED as readonly string[]).includes(k),
);

/** What the schema makes of a held field left out: its default, or undefined when it is optional. */
const leftOut = (key: HeldKey) => claimDataSchema.shape[key].safeParse(undefined);

/** The held fields the schema may go without: the form's '' for them is sent as absent. */
export const OPTIONAL_KEYS = HELD_KEYS.filter((k) => {
  const parsed = leftOut(k);
  return parsed.success && parsed.data === undefined;
});

/** The held fields the schema fills when left out (`.default`): its input may lack them, its output not. */
type DefaultedKey = {
  [K in HeldKey]: undefined extends ClaimDataInput[K] ? (undefined extends ClaimData[K] ? never : K) : never;
}[HeldKey];

const schemaDefaults = Object.fromEntries(
  HELD_KEYS.flatMap((k) => {
    const parsed = leftOut(k);
    return parsed.success && parsed.data !== undefined ? [[k, parsed.data]] : [];
  }),
) as Pick<ClaimForm, DefaultedKey>;

/**
 * The form of a new claim: the schema's defaults (the three status questions of file 2 §3 say yes, no
 * choice is ticked), every other field empty, and eCheck chosen.
 */
export const EMPTY_FORM: ClaimForm = {
  ...schemaDefaults,
  riderId: '',
  propertyState: '',
  leaseStartDate: '',
  leaseEndDate: '',
  securityDeposit: '',
  reRentedDate: '',
  rentDate: '',
  paymentMethod: 'eCheck',
  additionalComment: '',
  tenants: [],
  claimStatement: [],
  landlord: '',
  apartment: '',
  riderName: '',
  policyStartDate: '',
  policyEndDate: '',
  birthdaysConfirmed: false,
};

/**
 * One change to the form with the couplings of file 2 §4: a choice upstream clears what depends on
 * it, No Show locks related expenses to No, a new claim type resets the damages, a No clears its date.
 */
export function applyChange(form: ClaimForm, change: Partial<ClaimForm>): ClaimForm {
  let next = { ...form, ...change };
  if ('propertyState' in change && change.propertyState !== form.propertyState) {
    next = { ...next, landlord: '', apartment: '', ...policyCleared };
  }
  if ('landlord' in change && change.landlord !== form.landlord) {
    next = { ...next, apartment: '', ...policyCleared };
  }
  if ('apartment' in change && change.apartment !== form.apartment) next = { ...next, ...policyCleared };
  if (change.claimType) {
    next = { ...next, damageType: EMPTY_FORM.damageType, placeDamages: EMPTY_FORM.placeDamages };
    if (change.claimType.noShow) next.relatedExpense = 'No';
    if (!change.claimType.noShow) next.acceptableDocument = '';
  }
  if (change.paymentAgreement === 'No') next.agreedPaymentDate = '';
  if (change.occupiedStatus === false) next.keysReturned = false;
  if (change.evictionFiledStatus === false) next.evictionFilingDate = '';
  return next;
}

const policyCleared: Partial<ClaimForm> = {
  riderId: '',
  riderName: '',
  policyStartDate: '',
  policyEndDate: '',
  leaseStartDate: '',
  leaseEndDate: '',
  tenants: [],
  birthdaysConfirmed: false,
};

/** Choosing a policy: its number, and its term from the coverage dates if present, else the lease's. */
export function policyChosen(p: ClaimPolicy): Partial<ClaimForm> {
  return {
    riderId: p.Id,
    riderName: p.Renewal_Rider_ID__c,
    policyStartDate: p.CoverageStartDate__c ?? p.Lease_Start_Date__c,
    policyEndDate: p.CoverageEndDate__c ?? p.Lease_End_Date__c,
    leaseStartDate: p.Lease_Start_Date__c,
    leaseEndDate: p.Lease_End_Date__c,
    leaseTermIscorrect: true,
    tenants: [],
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
