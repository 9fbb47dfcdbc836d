import { describe, expect, it } from 'vitest';
import type { ClaimPolicy } from '@lease/contract';
import { EMPTY_FORM, type ClaimForm } from './claimForm';
import { NO_FILES } from './claimFiles';
import { assessmentPolicy, wizardEstimate } from './estimate';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const POLICY = {
  Lease_Start_Date__c: '2026-01-01',
  Lease_End_Date__c: '2026-12-31',
  CoverageStartDate__c: '2026-01-01',
  CoverageEndDate__c: '2026-12-31',
  gross_monthly_rent: '2000.00',
  coverage_amount_requested_months: 6,
  total_coverage_amount: '12500.00',
  paid_on_rider: '0.00',
  ldr_coverage: '12000.00',
  damage_coverage_amount: '1000.00',
} as ClaimPolicy;

/** The worked example, as the filer types it into the wizard. */
const FORM: ClaimForm = {
  ...EMPTY_FORM,
  leaseEndDate: '2026-12-31',
  securityDeposit: '1500',
  claimType: { ...EMPTY_FORM.claimType, tenantDefault: true, damages: true },
  relatedExpense: 'Yes',
  rentDate: '2026-08-01',
  evictionFiledStatus: true,
  evictionFilingDate: '2026-08-20',
  claimStatement: [
    { kind: 'rent', month: '2026-08', amount: '2000', description: '' },
    { kind: 'rent', month: '2026-09', amount: '2000', description: '' },
    { kind: 'damages', month: '', amount: '800', description: 'Walls' },
    { kind: 'legal', month: '', amount: '450', description: '' },
    { kind: 'late_fee', month: '', amount: '100', description: '' },
  ],
};

describe("the Review's estimate", () => {
  it("pays the issue's worked example 3,750.00 from the form and the policy's figures", () => {
    const files = { ...NO_FILES, leaseFile: [pdf('lease.pdf')], ledgerFile: [pdf('ledger.pdf')] };
    const a = wizardEstimate(FORM, files, POLICY, '2026-10-01');
    expect(a.payout).toBe('3750.00');
    expect(a.lines.map((l) => l.covered)).toEqual(['1750.00', '2000.00', '0.00', '0.00', '0.00']);
  });

  it('leaves out a line that does not yet read, and says which papers are missing', () => {
    const form = {
      ...FORM,
      claimStatement: [
        ...FORM.claimStatement,
        { kind: 'rent' as const, month: '', amount: '9', description: '' },
      ],
    };
    const a = wizardEstimate(form, NO_FILES, POLICY, '2026-10-01');
    expect(a.lines).toHaveLength(5);
    expect(a.rules.find((r) => r.id === 'papers')?.outcome).toBe('missing');
    expect(a.recommendation).toBe('request_documents');
  });

  it('hands the policy figures on as the API does: none on file is none', () => {
    const older = { ...POLICY, ldr_coverage: null, damage_coverage_amount: null };
    expect(assessmentPolicy(older)).toMatchObject({ rentCoverage: null, damageCoverage: null });
  });
});
