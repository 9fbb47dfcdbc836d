import { describe, expect, it } from 'vitest';
import { stepErrors } from './claimChecks';
import { toClaimData } from './claimData';
import { applyChange, EMPTY_FORM, isFuturePolicy, leaseTermDiffers, type ClaimForm } from './claimForm';
import { currencyValue, formatCurrencyInput } from './fields';

const chosen: ClaimForm = {
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

describe('the couplings of file 2 §4', () => {
  it('clears what depends on the state, the landlord and the apartment', () => {
    expect(applyChange(chosen, { propertyState: 'NJ' })).toMatchObject({
      landlord: '',
      apartment: '',
      riderId: '',
    });
    expect(applyChange(chosen, { landlord: 'l2' })).toMatchObject({
      propertyState: 'NY',
      apartment: '',
      riderId: '',
    });
    expect(applyChange(chosen, { apartment: 'a2' })).toMatchObject({
      landlord: 'l1',
      riderId: '',
      riderName: '',
    });
    expect(applyChange(chosen, { propertyState: 'NY' }).riderId).toBe('p1');
  });

  it('locks related expenses to No with No Show, and resets the damages on any type change', () => {
    const damaged = {
      ...chosen,
      damageType: { trash: true, scratches: false, other: false },
      relatedExpense: 'Yes' as const,
    };
    const noShow = applyChange(damaged, { claimType: { ...EMPTY_FORM.claimType, noShow: true } });
    expect(noShow.relatedExpense).toBe('No');
    expect(noShow.damageType.trash).toBe(false);
  });

  it('clears the agreed date, the keys and the eviction date when their question turns to No', () => {
    const f = {
      ...chosen,
      agreedPaymentDate: '2026-05-01',
      keysReturned: true,
      evictionFilingDate: '2026-04-01',
    };
    expect(applyChange(f, { paymentAgreement: 'No' }).agreedPaymentDate).toBe('');
    expect(applyChange(f, { occupiedStatus: false }).keysReturned).toBe(false);
    expect(applyChange(f, { evictionFiledStatus: false }).evictionFilingDate).toBe('');
  });

  it('asks about the lease term by month and year, and sees a policy that has not started', () => {
    expect(leaseTermDiffers(chosen)).toBe(false);
    expect(leaseTermDiffers({ ...chosen, leaseStartDate: '2026-02-01' })).toBe(true);
    expect(isFuturePolicy(chosen, '2025-12-31')).toBe(true);
    expect(isFuturePolicy(chosen, '2026-01-01')).toBe(false);
  });
});

describe('each step blocks on its own rules only', () => {
  it('step 2 wants a type and a deposit, and not yet a contact', () => {
    const errors = stepErrors(2, chosen, '2026-11-25');
    expect(errors).toMatchObject({
      claimType: 'Choose at least one type of claim',
      securityDeposit: 'Security deposit is required',
    });
    expect(errors.contactEmail).toBeUndefined();
  });

  it('step 4 says Invalid Input for a bad e-mail and phone', () => {
    const f = {
      ...chosen,
      contactName: 'A',
      contactTitle: 'B',
      contactEmail: 'a@',
      contactPhone: '(012) 555-0100',
    };
    expect(stepErrors(4, f, '2026-11-25')).toEqual({
      contactEmail: 'Invalid Input',
      contactPhone: 'Invalid Input',
    });
  });

  it('sends the form under the names of file 2 §7, tenants with their confirmed dob', () => {
    const data = toClaimData(
      { ...chosen, tenants: [{ id: 't1', name: 'Ann Lee', dob: '1990-01-02' }], occupiedStatus: false },
      {},
    );
    expect(data).toMatchObject({
      riderId: 'p1',
      propertyState: 'NY',
      occupiedStatus: false,
      tenants: [{ id: 't1', name: 'Ann Lee', Date_of_Birth__c_changed: '1990-01-02' }],
    });
  });
});

describe('the currency input (file 2 §5)', () => {
  it.each([
    ['1500', '$1,500'],
    ['1234567.8912', '$1,234,567.891'],
    ['$0012.5', '$12.5'],
    ['abc', ''],
  ])('shows %s as %s', (typed, shown) => {
    expect(formatCurrencyInput(typed)).toBe(shown);
  });

  it('sends the amount without $ or separators', () => {
    expect(currencyValue('$1,234.5')).toBe('1234.5');
  });
});
