import { describe, expect, it } from 'vitest';
import { claimDataSchema } from '@lease/contract';
import { toClaimData } from './claimData';
import { EMPTY_FORM, type ClaimForm } from './claimForm';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const FILES = { leaseFile: [pdf('lease.pdf')], ledgerFile: [pdf('ledger.pdf')], otherFiles: [pdf('n.pdf')] };

/** A claim filled in to the end, every field of the schema given a value of its own. */
const FILLED: ClaimForm = {
  ...EMPTY_FORM,
  propertyState: 'NY',
  landlord: 'l1',
  apartment: 'a1',
  riderId: '00000000-0000-4000-8000-000000000001',
  riderName: 'R-0000001',
  leaseStartDate: '2026-01-01',
  leaseEndDate: '2026-12-31',
  leaseTermIscorrect: false,
  tenants: [{ id: '00000000-0000-4000-8000-000000000002', name: 'Ann Lee', dob: '1990-01-02' }],
  birthdaysConfirmed: true,
  securityDeposit: '900',
  claimStatement: [{ kind: 'rent', month: '2026-08', amount: '2000', description: '' }],
  reRentedDate: '2026-10-01',
  claimType: { ...EMPTY_FORM.claimType, tenantDefault: true },
  relatedExpense: 'No',
  paymentAgreement: 'Yes',
  agreedPaymentDate: '2026-07-01',
  rentDate: '2026-08-01',
  lateFilingExplanation: 'Late',
  occupiedStatus: false,
  keysReturned: false,
  evictionFiledStatus: true,
  evictionFilingDate: '2026-08-20',
  contactName: 'Pat',
  contactTitle: 'Manager',
  contactEmail: 'pat@demo.test',
  contactPhone: '(212) 555-0100',
  secondaryAdded: true,
  secondaryName: 'Sam',
  secondaryTitle: 'Agent',
  secondaryEmail: 'sam@demo.test',
  secondaryPhone: '(212) 555-0101',
  paymentMethod: 'physical_check',
  physicalName: 'Demo LLC',
  physicalEmail: 'ap@demo.test',
  checkAddress1: '1 Main St',
  checkAddress2: 'Suite 2',
  checkCity: 'Albany',
  checkState: 'NY',
  checkZipcode: '12207',
  additionalComment: 'Unpaid rent',
};

describe('the form is the claim schema’s input', () => {
  it('starts as before: the schema’s defaults (the status questions yes), every other field empty, eCheck', () => {
    expect(EMPTY_FORM).toMatchObject({
      leaseTermIscorrect: true,
      occupiedStatus: true,
      keysReturned: true,
      evictionFiledStatus: true,
      secondaryAdded: false,
      paymentMethod: 'eCheck',
      claimType: { damageOnly: false, noShow: false, tenantDefault: false, holdOver: false, damages: false },
      relatedExpense: '',
      agreedPaymentDate: '',
      checkState: '',
      additionalComment: '',
      tenants: [],
      claimStatement: [],
    });
  });

  it('sends every field of the schema, the held ones under their own names, and the claim parses', () => {
    const data = toClaimData(FILLED, FILES);
    expect(Object.keys(data).sort()).toEqual(Object.keys(claimDataSchema.shape).sort());
    for (const key of Object.keys(claimDataSchema.shape)) {
      if (key in FILLED && !['tenants', 'claimStatement', 'receiptPayee', 'receiptEmail'].includes(key))
        expect(data[key as keyof typeof data], key).toEqual(FILLED[key as keyof ClaimForm]);
    }
    expect(claimDataSchema.safeParse(data).success).toBe(true);
    expect(data).toMatchObject({
      kindOfClaim: 'llp',
      tenants: [{ name: 'Ann Lee', Date_of_Birth__c_changed: '1990-01-02' }],
      claimStatement: [{ kind: 'rent', month: '2026-08', amount: '2000', description: '' }],
      leaseFile: 'lease.pdf',
      otherFiles: ['n.pdf'],
    });
  });

  it('sends empty what the filer no longer sees: a removed contact, the other method’s fields', () => {
    const removed = toClaimData({ ...FILLED, secondaryAdded: false }, {});
    expect(removed).toMatchObject({ secondaryName: '', secondaryEmail: '', secondaryPhone: '' });
    const eCheck = toClaimData({ ...FILLED, paymentMethod: 'eCheck', receiptPayee: 'P' }, {});
    expect(eCheck).toMatchObject({ receiptPayee: 'P', physicalName: '', checkAddress2: '', checkState: '' });
    expect(toClaimData(FILLED, {})).toMatchObject({ receiptPayee: '', checkCity: 'Albany' });
  });

  it('leaves out a date the schema may go without while it is empty', () => {
    const data = toClaimData({ ...FILLED, reRentedDate: '', leaseStartDate: '' }, {});
    expect('reRentedDate' in data || 'leaseStartDate' in data).toBe(false);
    expect(data.agreedPaymentDate).toBe('2026-07-01');
    expect(toClaimData({ ...FILLED, agreedPaymentDate: '' }, {}).agreedPaymentDate).toBe('');
  });
});
