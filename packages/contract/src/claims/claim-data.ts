import { z } from 'zod';
import { idField, textField } from '../list.js';
import { MONEY_PATTERN, SHOWN_MONEY_PATTERN, ZIP_PATTERN } from '../patterns.js';
import { emailField, phoneField } from '../rules.js';
import { US_STATE_CODES } from '../states.js';
import { claimStatementSchema, statementIssues } from './statement.js';
import {
  ACCEPTABLE_DOCUMENTS,
  CLAIM_LIMITS,
  CLAIM_TEXTS,
  CLAIM_TYPES,
  DAMAGE_PLACES,
  DAMAGE_TYPES,
  PAYMENT_METHODS,
} from './texts.js';

const day = (label: string) => z.iso.date(`${label} must be a date (YYYY-MM-DD)`);
/** A date the form may leave empty until a rule asks for it. */
const optionalDay = (label: string) => z.union([day(label), z.literal('')]).default('');
const yesNo = (label: string) => z.enum(['Yes', 'No', ''], `${label} is Yes or No`).default('');
const flags = <const K extends readonly [string, ...string[]]>(keys: K, label: string) =>
  z.strictObject(
    Object.fromEntries(keys.map((k) => [k, z.boolean(`${label}: ${k} is true or false`).default(false)])) as {
      [P in K[number]]: z.ZodDefault<z.ZodBoolean>;
    },
    `${label} must be an object of choices`,
  );
/** A contact's field: empty allowed here, required by the rules when the contact is. */
const optionalText = (max: number, label: string) => textField(max, label).default('');
/** A US state by its two-letter code. */
export const stateCode = z.enum(US_STATE_CODES as [string, ...string[]], 'State must be a US state code');

/**
 * A tenant as file 2 §7 sends it: the tenant entry of §3 (id, name, dob) with its fields, plus the date
 * of birth the filer confirmed. The confirmed one is what counts; `dob` is the one on file, empty if none.
 */
export const claimTenantSchema = z.strictObject({
  id: idField('Tenant id'),
  name: textField(200, 'Tenant name'),
  dob: z.union([day('Date of birth on file'), z.literal('')]).nullish(),
  Date_of_Birth__c_changed: day('Date of birth'),
});

/**
 * A file named in the claim JSON (the part of the same name carries it): its name, or the browser's File
 * object as JSON writes it, which keeps only the own fields a drop zone adds (`path`, `relativePath`).
 */
const fileRef = (label: string) =>
  z
    .union(
      [
        textField(255, label),
        z.strictObject({
          path: textField(255, label).optional(),
          relativePath: textField(255, label).optional(),
          name: textField(255, label).optional(),
        }),
      ],
      `${label} is a file name`,
    )
    .transform((f) => (typeof f === 'string' ? f : (f.name ?? f.path ?? f.relativePath ?? '')));

/** An amount as the form shows it ('$1,000.00') or plain, sent on as plain decimals ('1000.00'). */
const shownAmount = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .max(20, { message: `${label} is too long`, abort: true })
    .regex(SHOWN_MONEY_PATTERN, `${label} must be an amount with at most 3 decimals`)
    .transform((s) => s.replaceAll('$', '').replaceAll(',', ''))
    .pipe(z.string().regex(MONEY_PATTERN, `${label} is too large`));

/**
 * The claim JSON of the create call (file 2 §7), part `claimData`. The structure is checked here; the
 * rules between fields are `claimRuleIssues`, which the wizard and the server both run.
 */
export const claimDataSchema = z.strictObject({
  kindOfClaim: z.literal('llp', "Kind of claim is 'llp'"),
  /** The policy (rider record) the claim is filed on. */
  riderId: idField('Policy'),
  propertyState: stateCode,
  /** Not in file 2 §7's list: taken when sent (the wizard's step 0), else the policy's lease dates. */
  leaseStartDate: day('Lease Start Date').optional(),
  leaseEndDate: day('Lease End Date').optional(),
  leaseTermIscorrect: z.boolean('Lease term confirmation is true or false').default(true),
  tenants: z
    .array(claimTenantSchema, 'Tenants must be a list')
    .max(CLAIM_LIMITS.tenantsMax, `At most ${CLAIM_LIMITS.tenantsMax} tenants`),
  securityDeposit: shownAmount('Security deposit'),
  /** What the filer says is owed, line by line (issue #32); absent in file 2 §7's payload. */
  claimStatement: claimStatementSchema.optional(),
  /** The day the unit was re-rented, when it was: rent is covered up to it. */
  reRentedDate: day('Re-rented date').optional(),
  claimType: flags(CLAIM_TYPES, 'Type of claim').prefault({}),
  relatedExpense: yesNo('Related expenses'),
  acceptableDocument: z.enum([...ACCEPTABLE_DOCUMENTS, ''], 'Choose an acceptable document').default(''),
  damageType: flags(DAMAGE_TYPES, 'Type of damages').prefault({}),
  placeDamages: flags(DAMAGE_PLACES, 'Place of damages').prefault({}),
  paymentAgreement: yesNo('Payment agreement'),
  agreedPaymentDate: optionalDay('Agreed Payment Date'),
  rentDate: day('Date of Loss'),
  lateFilingExplanation: optionalText(2000, 'Late filing explanation'),
  occupiedStatus: z.boolean('Has the tenant left the unit is true or false').default(true),
  keysReturned: z.boolean('Have the keys been returned is true or false').default(true),
  evictionFiledStatus: z.boolean('Have you filed for eviction is true or false').default(true),
  evictionFilingDate: optionalDay('Eviction filing date'),
  contactName: optionalText(200, 'Contact name'),
  contactTitle: optionalText(200, 'Contact title'),
  contactEmail: optionalText(254, 'Contact email'),
  contactPhone: optionalText(20, 'Contact phone'),
  secondaryAdded: z.boolean('Secondary contact added is true or false').default(false),
  secondaryName: optionalText(200, 'Secondary contact name'),
  secondaryTitle: optionalText(200, 'Secondary contact title'),
  secondaryEmail: optionalText(254, 'Secondary contact email'),
  secondaryPhone: optionalText(20, 'Secondary contact phone'),
  paymentMethod: z.enum(PAYMENT_METHODS, 'Payment method is eCheck or physical_check'),
  receiptPayee: optionalText(200, 'Payee'),
  receiptEmail: optionalText(254, 'Check receipt email'),
  physicalName: optionalText(200, 'Name'),
  physicalEmail: optionalText(254, 'Email'),
  checkAddress1: optionalText(200, 'Address line 1'),
  checkAddress2: optionalText(200, 'Address line 2'),
  checkCity: optionalText(100, 'City'),
  checkState: z.union([stateCode, z.literal('')]).default(''),
  checkZipcode: optionalText(10, 'Zip code'),
  /** The names of the files sent in the parts of the same names; the parts are what counts. */
  leaseFile: fileRef('Lease file').default(''),
  ledgerFile: fileRef('Ledger file').default(''),
  otherFiles: z
    .array(fileRef('Other file'), 'Other files must be a list')
    .max(CLAIM_LIMITS.otherFiles)
    .default([]),
  additionalComment: textField(5000, 'Additional comment'),
});
export type ClaimData = z.output<typeof claimDataSchema>;
export type ClaimDataInput = z.input<typeof claimDataSchema>;

export interface ClaimIssue {
  path: string;
  message: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;

/** Days from the date of loss to today: 120 or more asks for a late-filing explanation (file 2 §5). */
export const daysSinceLoss = (rentDate: string, today: string): number =>
  dayNumber(today) - dayNumber(rentDate);
export const isLateFiling = (rentDate: string, today: string): boolean =>
  daysSinceLoss(rentDate, today) >= CLAIM_LIMITS.lateFilingDays;

/** A valid US number in the (###) ###-#### mask: neither the area code nor the exchange starts with 0 or 1. */
export function isUsPhone(value: string): boolean {
  if (value.length !== CLAIM_LIMITS.phoneLength || !phoneField.safeParse(value).success) return false;
  return value[1]! >= '2' && value[6]! >= '2';
}
const isEmail = (value: string) => emailField().safeParse(value).success;

/** Step 0's rule for the lease-term dialog: a month/year that differs from the policy's (file 2 §5). */
export function leaseTermOutsidePolicy(
  lease: { start: string; end: string },
  policy: { start: string; end: string },
): boolean {
  const monthOf = (d: string) => d.slice(0, 7);
  return monthOf(lease.start) !== monthOf(policy.start) || monthOf(lease.end) !== monthOf(policy.end);
}

function contactIssues(
  data: { name: string; title: string; email: string; phone: string },
  prefix: 'contact' | 'secondary',
): ClaimIssue[] {
  const issues: ClaimIssue[] = [];
  if (!data.name) issues.push({ path: `${prefix}Name`, message: 'Name is required' });
  if (!data.title) issues.push({ path: `${prefix}Title`, message: 'Title is required' });
  if (!isEmail(data.email)) issues.push({ path: `${prefix}Email`, message: CLAIM_TEXTS.invalidInput });
  if (!isUsPhone(data.phone)) issues.push({ path: `${prefix}Phone`, message: CLAIM_TEXTS.invalidInput });
  return issues;
}

/**
 * The rules of file 2 §5 between fields, steps 1 to 7, for a claim whose structure parsed; `today` is
 * the filer's day (YYYY-MM-DD). Empty when the claim may be sent.
 */
export function claimRuleIssues(data: ClaimData, today: string): ClaimIssue[] {
  const issues: ClaimIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const t = data.claimType;
  const chosen = CLAIM_TYPES.filter((k) => t[k]);

  // Step 2: the types, their exclusivity and their follow-up questions.
  if (chosen.length === 0) add('claimType', 'Choose at least one type of claim');
  if (t.damageOnly && chosen.length > 1) add('claimType', 'Damage Only cannot be combined with another type');
  if (t.noShow && chosen.length > 1) add('claimType', 'No Show cannot be combined with another type');
  if (t.noShow && data.relatedExpense === 'Yes')
    add('relatedExpense', 'A No Show claim has no related expenses');
  const damage = t.damageOnly || t.damages;
  if (damage) {
    if (!DAMAGE_TYPES.some((k) => data.damageType[k]))
      add('damageType', 'Choose at least one type of damages');
    if (!DAMAGE_PLACES.some((k) => data.placeDamages[k]))
      add('placeDamages', 'Choose at least one place of damages');
  } else if (
    DAMAGE_TYPES.some((k) => data.damageType[k]) ||
    DAMAGE_PLACES.some((k) => data.placeDamages[k])
  ) {
    add('damageType', 'Damages are asked only for Damage Only or Damages');
  }
  if ((t.tenantDefault || t.holdOver || t.noShow) && !data.relatedExpense) {
    add('relatedExpense', 'Answer whether there are related expenses');
  }
  if (chosen.length > 0 && !data.paymentAgreement)
    add('paymentAgreement', 'Answer the payment agreement question');
  if (data.paymentAgreement === 'Yes' && !data.agreedPaymentDate) {
    add('agreedPaymentDate', 'Agreed Payment Date is required');
  }
  if (data.paymentAgreement !== 'Yes' && data.agreedPaymentDate) {
    add('agreedPaymentDate', 'An agreed date needs a payment agreement');
  }

  if (data.claimStatement) {
    issues.push(...statementIssues(data.claimStatement, { relatedExpense: data.relatedExpense }));
  }
  if (data.reRentedDate && data.reRentedDate > today) {
    add('reRentedDate', 'The re-rented date cannot be later than today');
  }
  if (data.reRentedDate && data.reRentedDate < data.rentDate) {
    add('reRentedDate', 'The re-rented date cannot be before the date of loss');
  }

  // Step 3: the date of loss and the tenant's status.
  if (data.rentDate > today) add('rentDate', 'The date of loss cannot be later than today');
  if (data.rentDate < CLAIM_LIMITS.pickerMinDate)
    add('rentDate', 'The date of loss cannot be before 01/01/2018');
  if (!data.occupiedStatus && data.keysReturned)
    add('keysReturned', 'Keys cannot be returned by a tenant who has not left');
  if (data.evictionFiledStatus && !data.evictionFilingDate)
    add('evictionFilingDate', 'Eviction filing date is required');
  if (!data.evictionFiledStatus && data.evictionFilingDate)
    add('evictionFilingDate', 'No eviction was filed');
  if (data.evictionFilingDate && data.evictionFilingDate > today) {
    add('evictionFilingDate', 'The eviction filing date cannot be later than today');
  }

  // Step 4: contacts.
  issues.push(
    ...contactIssues(
      {
        name: data.contactName,
        title: data.contactTitle,
        email: data.contactEmail,
        phone: data.contactPhone,
      },
      'contact',
    ),
  );
  if (data.secondaryAdded) {
    issues.push(
      ...contactIssues(
        {
          name: data.secondaryName,
          title: data.secondaryTitle,
          email: data.secondaryEmail,
          phone: data.secondaryPhone,
        },
        'secondary',
      ),
    );
  }

  // Step 5: payment method.
  if (data.paymentMethod === 'eCheck') {
    if (!data.receiptPayee) add('receiptPayee', 'Payee is required');
    if (!isEmail(data.receiptEmail)) add('receiptEmail', CLAIM_TEXTS.invalidInput);
  } else {
    if (!data.physicalName) add('physicalName', 'Name is required');
    if (!isEmail(data.physicalEmail)) add('physicalEmail', CLAIM_TEXTS.invalidInput);
    if (!data.checkAddress1) add('checkAddress1', 'Address is required');
    if (!data.checkCity) add('checkCity', 'City is required');
    if (!data.checkState) add('checkState', 'State is required');
    if (!data.checkZipcode || !ZIP_PATTERN.test(data.checkZipcode))
      add('checkZipcode', CLAIM_TEXTS.invalidInput);
  }

  // Step 7: the comment.
  if (!data.additionalComment) add('additionalComment', 'Additional comments are required');
  return issues;
}

/** Step 1: every tenant of the policy has a confirmed date of birth, in the past. */
export function tenantIssues(
  data: Pick<ClaimData, 'tenants'>,
  policyTenantIds: readonly string[],
  today: string,
): ClaimIssue[] {
  const issues: ClaimIssue[] = [];
  const given = new Map(data.tenants.map((x) => [x.id, x]));
  for (const x of data.tenants) {
    if (!policyTenantIds.includes(x.id))
      issues.push({ path: 'tenants', message: `${x.name} is not a tenant of this policy` });
  }
  for (const id of policyTenantIds) {
    const tenant = given.get(id);
    if (!tenant)
      issues.push({ path: 'tenants', message: 'Every tenant on the policy needs a date of birth' });
    else if (tenant.Date_of_Birth__c_changed >= today || tenant.Date_of_Birth__c_changed < '1900-01-01') {
      issues.push({ path: 'tenants', message: `The date of birth of ${tenant.name} is not valid` });
    }
  }
  return issues;
}
