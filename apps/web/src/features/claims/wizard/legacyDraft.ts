import type { ClaimForm } from './claimForm';

/** The form's own names of the fields it held before it took the claim's (drafts without a version). */
const RENAMED: Record<string, keyof ClaimForm> = {
  state: 'propertyState',
  policy: 'riderId',
  isCorrectTerm: 'leaseTermIscorrect',
  tenantDobs: 'tenants',
  agreePayDate: 'agreedPaymentDate',
  depositAmount: 'securityDeposit',
  statement: 'claimStatement',
  vacantCheck: 'occupiedStatus',
  keyCheck: 'keysReturned',
  evictionCheck: 'evictionFiledStatus',
  evictionDate: 'evictionFilingDate',
  isSecContactAdded: 'secondaryAdded',
  secContactName: 'secondaryName',
  secContactTitle: 'secondaryTitle',
  secContactEmail: 'secondaryEmail',
  secContactPhone: 'secondaryPhone',
  address1: 'checkAddress1',
  currentCity: 'checkCity',
  currentState: 'checkState',
  currentZipCode: 'checkZipcode',
  comment: 'additionalComment',
};

/** A form saved before the wizard used the claim's names, under those names: the draft still opens. */
export const renameLegacyFields = (form: Record<string, unknown>): Partial<ClaimForm> =>
  Object.fromEntries(Object.entries(form).map(([name, value]) => [RENAMED[name] ?? name, value]));
