import { describe, expect, it } from 'vitest';
import {
  claimDataSchema,
  claimRuleIssues,
  daysSinceLoss,
  isUsPhone,
  leaseTermOutsidePolicy,
  tenantIssues,
  type ClaimData,
} from './claim-data.js';

/**
 * The server-side checks of the claim form (file 2 §5), each alone: a claim that passes every rule, then
 * one answer changed at a time and exactly the issues it must raise.
 */
const base = claimDataSchema.parse({
  kindOfClaim: 'llp',
  riderId: '00000000-0000-4000-8000-000000000000',
  propertyState: 'NY',
  tenants: [],
  securityDeposit: '1500',
  claimType: { tenantDefault: true },
  relatedExpense: 'No',
  paymentAgreement: 'No',
  rentDate: '2026-10-01',
  evictionFiledStatus: false,
  contactName: 'Pat',
  contactTitle: 'PM',
  contactEmail: 'pat@demo.test',
  contactPhone: '(212) 555-0100',
  paymentMethod: 'eCheck',
  receiptPayee: 'LLC',
  receiptEmail: 'ap@demo.test',
  additionalComment: 'Rent unpaid',
});
const today = '2026-11-25';
const none = { ...base.claimType, tenantDefault: false };
const noDamage = base.damageType;
const noPlace = base.placeDamages;
const physical = {
  paymentMethod: 'physical_check',
  physicalName: 'Pat',
  physicalEmail: 'pat@demo.test',
  checkAddress1: '1 Main St',
  checkCity: 'Albany',
  checkState: 'NY',
  checkZipcode: '12207',
} as const;
const invalid = 'Invalid Input';

const rules: [string, Partial<ClaimData>, [string, string][]][] = [
  // Step 2: types, exclusivity, follow-up questions.
  ['at least one type', { claimType: none }, [['claimType', 'Choose at least one type of claim']]],
  [
    'Damage Only alone, with its damages',
    { claimType: { ...base.claimType, damageOnly: true } },
    [
      ['claimType', 'Damage Only cannot be combined with another type'],
      ['damageType', 'Choose at least one type of damages'],
      ['placeDamages', 'Choose at least one place of damages'],
    ],
  ],
  [
    'Damage Only with a type and a place',
    {
      claimType: { ...none, damageOnly: true },
      damageType: { ...noDamage, [Object.keys(noDamage)[0]!]: true },
      placeDamages: { ...noPlace, [Object.keys(noPlace)[0]!]: true },
    },
    [],
  ],
  [
    'Damages needs a place too',
    {
      claimType: { ...base.claimType, damages: true },
      damageType: { ...noDamage, [Object.keys(noDamage)[0]!]: true },
    },
    [['placeDamages', 'Choose at least one place of damages']],
  ],
  [
    'Damages needs a type too',
    {
      claimType: { ...base.claimType, damages: true },
      placeDamages: { ...noPlace, [Object.keys(noPlace)[0]!]: true },
    },
    [['damageType', 'Choose at least one type of damages']],
  ],
  [
    'no damage types without a damage claim',
    { damageType: { ...noDamage, [Object.keys(noDamage)[0]!]: true } },
    [['damageType', 'Damages are asked only for Damage Only or Damages']],
  ],
  [
    'no damage places without a damage claim',
    { placeDamages: { ...noPlace, [Object.keys(noPlace)[0]!]: true } },
    [['damageType', 'Damages are asked only for Damage Only or Damages']],
  ],
  ['No Show alone is fine', { claimType: { ...none, noShow: true } }, []],
  [
    'related expenses answered for Tenant Default',
    { relatedExpense: '' },
    [['relatedExpense', 'Answer whether there are related expenses']],
  ],
  [
    'related expenses answered for Hold Over',
    { claimType: { ...none, holdOver: true }, relatedExpense: '' },
    [['relatedExpense', 'Answer whether there are related expenses']],
  ],
  [
    'related expenses answered for No Show',
    { claimType: { ...none, noShow: true }, relatedExpense: '' },
    [['relatedExpense', 'Answer whether there are related expenses']],
  ],
  [
    'related expenses not asked for Damages',
    {
      claimType: { ...none, damages: true },
      relatedExpense: '',
      damageType: { ...noDamage, [Object.keys(noDamage)[0]!]: true },
      placeDamages: { ...noPlace, [Object.keys(noPlace)[0]!]: true },
    },
    [],
  ],
  [
    'the payment agreement answered once a type is chosen',
    { paymentAgreement: '' },
    [['paymentAgreement', 'Answer the payment agreement question']],
  ],
  [
    'the payment agreement not asked before a type',
    { claimType: none, paymentAgreement: '' },
    [['claimType', 'Choose at least one type of claim']],
  ],
  ['an agreed date with a Yes', { paymentAgreement: 'Yes', agreedPaymentDate: '2026-11-01' }, []],
  [
    'no agreed date without a Yes',
    { agreedPaymentDate: '2026-11-01' },
    [['agreedPaymentDate', 'An agreed date needs a payment agreement']],
  ],
  ['re-rented today', { reRentedDate: today }, []],
  [
    're-rented after today',
    { reRentedDate: '2026-11-26' },
    [['reRentedDate', 'The re-rented date cannot be later than today']],
  ],
  ['re-rented on the date of loss', { reRentedDate: '2026-10-01' }, []],
  [
    're-rented before the date of loss',
    { reRentedDate: '2026-09-30' },
    [['reRentedDate', 'The re-rented date cannot be before the date of loss']],
  ],
  [
    'No Show alone, without related expenses',
    { claimType: { ...base.claimType, noShow: true }, relatedExpense: 'Yes' },
    [
      ['claimType', 'No Show cannot be combined with another type'],
      ['relatedExpense', 'A No Show claim has no related expenses'],
    ],
  ],
  [
    'a legal statement line with related expenses',
    { relatedExpense: 'Yes', claimStatement: [{ kind: 'legal', amount: '100', description: '' }] },
    [],
  ],
  // Step 3: the date of loss and the tenant's status.
  ['loss today', { rentDate: today }, []],
  [
    'loss after today',
    { rentDate: '2026-11-26' },
    [['rentDate', 'The date of loss cannot be later than today']],
  ],
  ['loss on the first day of the picker', { rentDate: '2018-01-01' }, []],
  [
    'loss before the picker',
    { rentDate: '2017-12-31' },
    [['rentDate', 'The date of loss cannot be before 01/01/2018']],
  ],
  [
    'keys not returned by a tenant still there',
    { occupiedStatus: false },
    [['keysReturned', 'Keys cannot be returned by a tenant who has not left']],
  ],
  ['a tenant still there, keys kept', { occupiedStatus: false, keysReturned: false }, []],
  ['a tenant gone, keys kept', { keysReturned: false }, []],
  [
    'an eviction filed needs its date',
    { evictionFiledStatus: true },
    [['evictionFilingDate', 'Eviction filing date is required']],
  ],
  ['an eviction filed today', { evictionFiledStatus: true, evictionFilingDate: today }, []],
  [
    'an eviction date without an eviction',
    { evictionFilingDate: '2026-11-01' },
    [['evictionFilingDate', 'No eviction was filed']],
  ],
  [
    'an eviction filed after today',
    { evictionFiledStatus: true, evictionFilingDate: '2026-11-26' },
    [['evictionFilingDate', 'The eviction filing date cannot be later than today']],
  ],
  // Step 4: contacts.
  [
    'the contact in full',
    { contactName: '', contactTitle: '', contactEmail: '', contactPhone: '' },
    [
      ['contactName', 'Name is required'],
      ['contactTitle', 'Title is required'],
      ['contactEmail', invalid],
      ['contactPhone', invalid],
    ],
  ],
  ['a contact e-mail', { contactEmail: 'pat@' }, [['contactEmail', invalid]]],
  ['a contact US phone', { contactPhone: '(112) 555-0100' }, [['contactPhone', invalid]]],
  [
    'a secondary contact in full once added',
    { secondaryAdded: true },
    [
      ['secondaryName', 'Name is required'],
      ['secondaryTitle', 'Title is required'],
      ['secondaryEmail', invalid],
      ['secondaryPhone', invalid],
    ],
  ],
  [
    'a secondary contact added',
    {
      secondaryAdded: true,
      secondaryName: 'Sam',
      secondaryTitle: 'Owner',
      secondaryEmail: 'sam@demo.test',
      secondaryPhone: '(718) 555-0101',
    },
    [],
  ],
  // Step 5: payment method.
  [
    'an eCheck payee and receipt e-mail',
    { receiptPayee: '', receiptEmail: 'ap' },
    [
      ['receiptPayee', 'Payee is required'],
      ['receiptEmail', invalid],
    ],
  ],
  ['a physical check, complete', physical, []],
  ['a physical check with a ZIP+4', { ...physical, checkZipcode: '12207-1234' }, []],
  [
    'a physical check in full',
    {
      paymentMethod: 'physical_check',
      receiptPayee: '',
      receiptEmail: '',
    },
    [
      ['physicalName', 'Name is required'],
      ['physicalEmail', invalid],
      ['checkAddress1', 'Address is required'],
      ['checkCity', 'City is required'],
      ['checkState', 'State is required'],
      ['checkZipcode', invalid],
    ],
  ],
  ['a physical check ZIP code', { ...physical, checkZipcode: '1220' }, [['checkZipcode', invalid]]],
  // Step 7.
  ['the comment', { additionalComment: '' }, [['additionalComment', 'Additional comments are required']]],
  // The statement's own rules run with the claim's.
  [
    'the statement lines',
    { claimStatement: [{ kind: 'rent', amount: '100', description: '' }] },
    [['claimStatement.0', 'A rent line needs its month']],
  ],
];

describe('claim rules between fields (file 2 §5)', () => {
  it('accept the complete claim', () => {
    expect(claimRuleIssues(base, today)).toEqual([]);
  });

  it.each(rules)('%s', (_rule, change, expected) => {
    const issues = claimRuleIssues({ ...base, ...change } as ClaimData, today);
    expect(issues).toEqual(expected.map(([path, message]) => ({ path, message })));
  });
});

describe('claim field rules (file 2 §5)', () => {
  it('counts the days since the loss in whole days', () => {
    expect(daysSinceLoss('2026-11-24', today)).toBe(1);
    expect(daysSinceLoss(today, today)).toBe(0);
  });

  it.each([
    ['(212) 555-0100', true],
    ['(200) 200-0000', true],
    ['(112) 555-0100', false],
    ['(212) 155-0100', false],
    ['(212) 055-0100', false],
    ['(212) 555-01000', false],
    ['', false],
  ])('a US phone: %s is %s', (phone, ok) => {
    expect(isUsPhone(phone)).toBe(ok);
  });

  it.each([
    [{ start: '2026-01-15', end: '2026-12-01' }, false],
    [{ start: '2026-02-01', end: '2026-12-31' }, true],
    [{ start: '2026-01-01', end: '2027-01-31' }, true],
    [{ start: '2025-01-01', end: '2026-12-31' }, true],
  ])('a lease term %o outside the policy: %s', (lease, outside) => {
    expect(leaseTermOutsidePolicy(lease, { start: '2026-01-01', end: '2026-12-31' })).toBe(outside);
  });

  const id = '11111111-1111-4111-8111-111111111111';
  const other = '22222222-2222-4222-8222-222222222222';
  const tenant = (dob: string, who = id) => ({ id: who, name: 'A B', Date_of_Birth__c_changed: dob });
  it.each([
    ['born in 1990', [tenant('1990-01-01')], [id], []],
    ['born on 1900-01-01', [tenant('1900-01-01')], [id], []],
    ['born yesterday', [tenant('2026-11-24')], [id], []],
    ['born today', [tenant(today)], [id], ['The date of birth of A B is not valid']],
    ['born before 1900', [tenant('1899-12-31')], [id], ['The date of birth of A B is not valid']],
    ['missing', [], [id], ['Every tenant on the policy needs a date of birth']],
    ['not on the policy', [tenant('1990-01-01', other)], [], ['A B is not a tenant of this policy']],
    [
      'a stranger beside the tenant',
      [tenant('1990-01-01'), tenant('1990-01-01', other)],
      [id],
      ['A B is not a tenant of this policy'],
    ],
  ])('a tenant %s', (_case, tenants, onPolicy, messages) => {
    expect(tenantIssues({ tenants }, onPolicy, today)).toEqual(
      messages.map((message) => ({ path: 'tenants', message })),
    );
  });
});

describe('claim JSON as the form sends it (file 2 §7)', () => {
  it.each([
    ['$1,500.25', '1500.25'],
    ['1500', '1500'],
    [' $12,345 ', '12345'],
  ])('reads the deposit %s as %s', (shown, plain) => {
    expect(claimDataSchema.parse({ ...base, securityDeposit: shown }).securityDeposit).toBe(plain);
  });

  it.each([
    ['a name', 'lease.pdf', 'lease.pdf'],
    ['a File with a name', { name: 'a.pdf', path: './b.pdf', relativePath: 'c.pdf' }, 'a.pdf'],
    ['a File with a path', { path: './b.pdf', relativePath: 'c.pdf' }, './b.pdf'],
    ['a File with a relative path', { relativePath: 'c.pdf' }, 'c.pdf'],
    ['an empty File', {}, ''],
  ])('names %s', (_case, file, name) => {
    expect(claimDataSchema.parse({ ...base, leaseFile: file }).leaseFile).toBe(name);
  });
});
