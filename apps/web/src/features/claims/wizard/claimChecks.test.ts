import { describe, expect, it } from 'vitest';
import { REVIEW_STEP, stepAfter, stepReady } from './claimChecks';
import { EMPTY_FORM, type ClaimForm } from './claimForm';

const TODAY = '2026-11-25';
const located: ClaimForm = {
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
};
/** A form every step of which is ready. */
const complete: ClaimForm = {
  ...located,
  tenants: [{ id: 't1', name: 'Ann Lee', dob: '1990-01-02' }],
  birthdaysConfirmed: true,
  claimType: { ...EMPTY_FORM.claimType, tenantDefault: true },
  relatedExpense: 'No',
  paymentAgreement: 'No',
  securityDeposit: '900',
  rentDate: '2026-11-01',
  evictionFiledStatus: false,
  contactName: 'Pat',
  contactTitle: 'Manager',
  contactEmail: 'pat@demo.test',
  contactPhone: '(212) 555-0100',
  receiptPayee: 'Demo LLC',
  receiptEmail: 'ap@demo.test',
  additionalComment: 'Unpaid rent',
};

describe("Next's state as file 2 §5 gives it", () => {
  it('step 0: only when state, landlord, apartment, policy, lease start and lease end are all set', () => {
    expect(stepReady(0, located, TODAY)).toBe(true);
    for (const field of [
      'propertyState',
      'landlord',
      'apartment',
      'riderId',
      'leaseStartDate',
      'leaseEndDate',
    ] as const satisfies readonly (keyof ClaimForm)[]) {
      expect(stepReady(0, { ...located, [field]: '' }, TODAY), field).toBe(false);
    }
    // Nothing of a later step holds step 0 back.
    expect(stepReady(0, { ...located, additionalComment: '', contactEmail: 'bad' }, TODAY)).toBe(true);
  });

  it('step 3: the loss date set, and eviction No, or Yes with its date', () => {
    const loss = { ...complete, rentDate: '2026-11-01' };
    expect(stepReady(3, { ...loss, rentDate: '' }, TODAY)).toBe(false);
    expect(stepReady(3, { ...loss, evictionFiledStatus: false, evictionFilingDate: '' }, TODAY)).toBe(true);
    expect(stepReady(3, { ...loss, evictionFiledStatus: true, evictionFilingDate: '' }, TODAY)).toBe(false);
    expect(
      stepReady(3, { ...loss, evictionFiledStatus: true, evictionFilingDate: '2026-11-10' }, TODAY),
    ).toBe(true);
    // The late-filing explanation is not asked for Next.
    expect(stepReady(3, { ...loss, rentDate: '2026-01-05', lateFilingExplanation: '' }, TODAY)).toBe(true);
  });

  it('step 7: the comment must be non-empty (spaces are empty)', () => {
    expect(stepReady(7, complete, TODAY)).toBe(true);
    expect(stepReady(7, { ...complete, additionalComment: '' }, TODAY)).toBe(false);
    expect(stepReady(7, { ...complete, additionalComment: '   ' }, TODAY)).toBe(false);
  });

  it('every step of a complete form is ready', () => {
    for (let step = 0; step < REVIEW_STEP; step += 1)
      expect(stepReady(step, complete, TODAY), `${step}`).toBe(true);
  });
});

describe('where Next goes', () => {
  const files = { fromReview: false, filesReady: true };
  it('one step on, in the ordinary way', () => {
    expect(stepAfter(2, complete, TODAY, files)).toBe(3);
    expect(stepAfter(7, complete, TODAY, files)).toBe(REVIEW_STEP);
  });

  it('after an edit from the review: back to the review', () => {
    expect(stepAfter(2, complete, TODAY, { ...files, fromReview: true })).toBe(REVIEW_STEP);
    expect(stepAfter(0, complete, TODAY, { ...files, fromReview: true })).toBe(REVIEW_STEP);
  });

  it('after an edit from the review: to a later step the edit left wanting, first', () => {
    // Eviction Yes with no date, or the files not there: that step is asked before the review.
    const wanting = { ...complete, evictionFiledStatus: true, evictionFilingDate: '' };
    expect(stepAfter(2, wanting, TODAY, { ...files, fromReview: true })).toBe(3);
    expect(stepAfter(4, complete, TODAY, { fromReview: true, filesReady: false })).toBe(6);
  });
});
