import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_FORM } from './claimForm';
import { readDraft, writeDraft } from './draft';

const KEY = 'claim-draft:u1:new';

/** A draft as the wizard saved it before its form took the claim's names (no version). */
const OLD_DRAFT = {
  step: 5,
  form: {
    state: 'NY',
    landlord: 'l1',
    apartment: 'a1',
    policy: 'p1',
    riderName: 'R-0000001',
    policyStartDate: '2026-01-01',
    policyEndDate: '2026-12-31',
    leaseStartDate: '2026-01-01',
    leaseEndDate: '2026-12-31',
    isCorrectTerm: false,
    tenantDobs: [{ id: 't1', name: 'Ann Lee', dob: '1990-01-02' }],
    birthdaysConfirmed: true,
    paymentAgreement: 'Yes',
    agreePayDate: '2026-07-01',
    depositAmount: '900',
    statement: [{ kind: 'rent', month: '2026-08', amount: '2000', description: '' }],
    reRentedDate: '',
    claimType: { damageOnly: false, noShow: false, tenantDefault: true, holdOver: false, damages: false },
    relatedExpense: 'No',
    acceptableDocument: '',
    damageType: { trash: false, scratches: false, other: false },
    placeDamages: { application: false, carpert: false, wall: false, other: false },
    rentDate: '2026-08-01',
    lateFilingExplanation: '',
    vacantCheck: false,
    keyCheck: false,
    evictionCheck: true,
    evictionDate: '2026-08-20',
    contactName: 'Pat',
    contactTitle: 'Manager',
    contactEmail: 'pat@demo.test',
    contactPhone: '(212) 555-0100',
    isSecContactAdded: true,
    secContactName: 'Sam',
    secContactTitle: 'Agent',
    secContactEmail: 'sam@demo.test',
    secContactPhone: '(212) 555-0101',
    paymentMethod: 'physical_check',
    receiptPayee: '',
    receiptEmail: '',
    physicalName: 'Demo LLC',
    physicalEmail: 'ap@demo.test',
    address1: '1 Main St',
    currentCity: 'Albany',
    currentState: 'NY',
    currentZipCode: '12207',
    comment: 'Unpaid rent',
  },
};

afterEach(() => localStorage.clear());

describe('the drafts kept in the browser', () => {
  it('opens a draft saved before the form took the claim’s names, every answer in its place', () => {
    localStorage.setItem(KEY, JSON.stringify(OLD_DRAFT));
    const draft = readDraft(KEY)!;
    expect(draft.step).toBe(5);
    expect(draft.form).toEqual({
      ...EMPTY_FORM,
      propertyState: 'NY',
      landlord: 'l1',
      apartment: 'a1',
      riderId: 'p1',
      riderName: 'R-0000001',
      policyStartDate: '2026-01-01',
      policyEndDate: '2026-12-31',
      leaseStartDate: '2026-01-01',
      leaseEndDate: '2026-12-31',
      leaseTermIscorrect: false,
      tenants: [{ id: 't1', name: 'Ann Lee', dob: '1990-01-02' }],
      birthdaysConfirmed: true,
      paymentAgreement: 'Yes',
      agreedPaymentDate: '2026-07-01',
      securityDeposit: '900',
      claimStatement: [{ kind: 'rent', month: '2026-08', amount: '2000', description: '' }],
      claimType: { ...EMPTY_FORM.claimType, tenantDefault: true },
      relatedExpense: 'No',
      rentDate: '2026-08-01',
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
      checkCity: 'Albany',
      checkState: 'NY',
      checkZipcode: '12207',
      additionalComment: 'Unpaid rent',
    });
  });

  it('keeps a draft it saved as it was, and fills in the fields a draft lacks', () => {
    const form = { ...EMPTY_FORM, propertyState: 'NJ', occupiedStatus: false, additionalComment: 'x' };
    writeDraft(KEY, { step: 2, form });
    expect(readDraft(KEY)).toEqual({ step: 2, form });
    localStorage.setItem(KEY, JSON.stringify({ version: 2, step: 1, form: { propertyState: 'NJ' } }));
    expect(readDraft(KEY)).toEqual({ step: 1, form: { ...EMPTY_FORM, propertyState: 'NJ' } });
  });
});
