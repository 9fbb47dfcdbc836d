import {
  PAYMENT_METHODS,
  type ClaimDataInput,
  type ClaimFileField,
  type PaymentMethod,
} from '@lease/contract';
import { HELD_KEYS, OPTIONAL_KEYS, type ClaimForm, type HeldKey } from './claimForm';
import { statementOf } from './statementForm';

/** The held fields that may be sent empty. */
type Blankable = { [K in HeldKey]: '' extends ClaimForm[K] ? K : never }[HeldKey];

/** What each payment method asks (step 5): the other method's fields are sent empty. */
const METHOD_FIELDS: Record<PaymentMethod, readonly Blankable[]> = {
  eCheck: ['receiptPayee', 'receiptEmail'],
  physical_check: [
    'physicalName',
    'physicalEmail',
    'checkAddress1',
    'checkAddress2',
    'checkCity',
    'checkState',
    'checkZipcode',
  ],
};
const SECONDARY: readonly Blankable[] = [
  'secondaryName',
  'secondaryTitle',
  'secondaryEmail',
  'secondaryPhone',
];

/**
 * The claim JSON of file 2 §7, from the form: every field the form holds under its own name (a date the
 * schema may go without is left out while empty), what the filer no longer sees sent empty, tenants only
 * with a name, each with its confirmed dob, and the files' names. The schema trims the text.
 */
export function toClaimData(form: ClaimForm, files: Partial<Record<ClaimFileField, File[]>>): ClaimDataInput {
  const held: Partial<Record<HeldKey, unknown>> = {};
  for (const key of HELD_KEYS) {
    if (form[key] !== '' || !OPTIONAL_KEYS.includes(key)) held[key] = form[key];
  }
  const hidden = [
    ...(form.secondaryAdded ? [] : SECONDARY),
    ...PAYMENT_METHODS.filter((m) => m !== form.paymentMethod).flatMap((m) => METHOD_FIELDS[m]),
  ];
  for (const key of hidden) held[key] = '';
  return {
    // Every held field is there but the optional ones left out above: the form's type is the schema's.
    ...(held as Pick<ClaimDataInput, HeldKey>),
    kindOfClaim: 'llp',
    tenants: form.tenants
      .filter((t) => t.name)
      .map((t) => ({ id: t.id, name: t.name, Date_of_Birth__c_changed: t.dob })),
    ...(form.claimStatement.length ? { claimStatement: statementOf(form.claimStatement) } : {}),
    leaseFile: files.leaseFile?.[0]?.name ?? '',
    ledgerFile: files.ledgerFile?.[0]?.name ?? '',
    otherFiles: (files.otherFiles ?? []).map((f) => f.name),
  };
}
