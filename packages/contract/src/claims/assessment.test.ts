import { describe, expect, it } from 'vitest';
import { assessClaim, type AssessmentInput, type AssessmentRuleId, type RuleOutcome } from './assessment.js';
import type { PaperCheck } from './papers.js';
import type { StatementLine } from './statement.js';

/** The worked example of issue #32: R 12,000, DC 1,000, TC 12,500, P 0, D 1,500, loss 2026-08-01. */
const line = (kind: StatementLine['kind'], amount: string, month?: string): StatementLine => ({
  kind,
  amount,
  description: '',
  ...(month ? { month } : {}),
});
const WORKED: StatementLine[] = [
  line('rent', '2000.00', '2026-08'),
  line('rent', '2000.00', '2026-09'),
  line('damages', '800.00'),
  line('legal', '450.00'),
  line('late_fee', '100.00'),
];
const ALL_PAPERS: PaperCheck[] = [
  { paper: 'lease', label: 'Signed lease', present: true },
  { paper: 'ledger', label: 'Resident ledger showing the unpaid rent', present: true },
];

interface Overrides {
  claim?: Partial<AssessmentInput['claim']>;
  policy?: Partial<AssessmentInput['policy']>;
  papers?: PaperCheck[];
  filedOn?: string;
}
function input(o: Overrides = {}): AssessmentInput {
  return {
    claim: {
      claimType: { tenantDefault: true },
      securityDeposit: '1500.00',
      rentDate: '2026-08-01',
      relatedExpense: 'Yes',
      occupiedStatus: true,
      evictionFiledStatus: false,
      evictionFilingDate: '',
      lateFilingExplanation: '',
      claimStatement: WORKED,
      ...o.claim,
    },
    policy: {
      coverageStart: '2026-01-01',
      coverageEnd: '2026-12-31',
      leaseEnd: '2026-12-31',
      rentCoverage: '12000.00',
      damageCoverage: '1000.00',
      totalCoverage: '12500.00',
      indemnityPaid: '0.00',
      ...o.policy,
    },
    papers: o.papers ?? ALL_PAPERS,
    filedOn: o.filedOn ?? '2026-08-20',
  };
}

interface Case {
  name: string;
  given: Overrides;
  payout?: string;
  recommendation?: string;
  rule?: [AssessmentRuleId, RuleOutcome];
  covered?: string[];
  reason?: [number, string];
}

const rentOnly = (...lines: StatementLine[]) => ({
  claim: { claimStatement: lines, securityDeposit: '0.00' },
});

const CASES: Case[] = [
  {
    name: 'the worked example: late fee 0, the deposit covers damages, legal and 250 of August',
    given: {},
    payout: '3750.00',
    recommendation: 'approve',
    covered: ['1750.00', '2000.00', '0.00', '0.00', '0.00'],
  },
  {
    name: 'the second worked example: non-rent 1,700 capped at DC 1,000',
    given: {
      claim: {
        securityDeposit: '0.00',
        claimStatement: [...WORKED.slice(0, 2), line('damages', '1400.00'), line('legal', '300.00')],
      },
    },
    payout: '5000.00',
    covered: ['2000.00', '2000.00', '1000.00', '0.00'],
  },
  { name: 'rent 9 days late is denied', given: { filedOn: '2026-08-10' }, rule: ['rent_late', 'deny'] },
  {
    name: 'rent 9 days late: the recommendation is deny',
    given: { filedOn: '2026-08-10' },
    recommendation: 'deny',
  },
  { name: 'rent 10 days late passes', given: { filedOn: '2026-08-11' }, rule: ['rent_late', 'pass'] },
  {
    name: 'a damages claim filed the next day: rent_late does not apply',
    given: { filedOn: '2026-08-02', claim: { claimType: { damageOnly: true } } },
    rule: ['rent_late', 'pass'],
  },
  {
    name: 'filed 120 days after the loss is in time',
    given: { filedOn: '2026-11-29' },
    rule: ['late_filing', 'pass'],
  },
  {
    name: 'filed 121 days after the loss is referred',
    given: { filedOn: '2026-11-30' },
    rule: ['late_filing', 'refer'],
    recommendation: 'refer',
  },
  {
    name: 'a tenant still in the unit and no eviction filed is referred',
    given: { claim: { occupiedStatus: false } },
    rule: ['eviction', 'refer'],
  },
  {
    name: 'an eviction filed 45 days after the loss passes',
    given: {
      claim: { occupiedStatus: false, evictionFiledStatus: true, evictionFilingDate: '2026-09-15' },
      filedOn: '2026-09-20',
    },
    rule: ['eviction', 'pass'],
  },
  {
    name: 'an eviction filed 46 days after the loss is referred',
    given: {
      claim: { occupiedStatus: false, evictionFiledStatus: true, evictionFilingDate: '2026-09-16' },
      filedOn: '2026-09-20',
    },
    rule: ['eviction', 'refer'],
  },
  {
    name: 'a tenant who left needs no eviction',
    given: { claim: { occupiedStatus: true, evictionFiledStatus: false } },
    rule: ['eviction', 'pass'],
  },
  {
    name: 'a missing paper requests documents',
    given: { papers: [{ ...ALL_PAPERS[0]!, present: false }, ALL_PAPERS[1]!] },
    rule: ['papers', 'missing'],
    recommendation: 'request_documents',
  },
  {
    name: 'coverage exhausted is denied with no payout',
    given: { policy: { indemnityPaid: '12500.00' } },
    rule: ['coverage_left', 'deny'],
    payout: '0.00',
  },
  {
    name: 'a loss before the coverage starts is denied',
    given: { policy: { coverageStart: '2026-08-02' } },
    rule: ['loss_in_coverage', 'deny'],
  },
  {
    name: 'a loss on the first day of coverage passes',
    given: { policy: { coverageStart: '2026-08-01' } },
    rule: ['loss_in_coverage', 'pass'],
  },
  {
    name: 'a loss on the last day of coverage passes',
    given: { policy: { coverageEnd: '2026-08-01' } },
    rule: ['loss_in_coverage', 'pass'],
  },
  {
    name: 'a loss the day after coverage ends is denied',
    given: { policy: { coverageEnd: '2026-07-31' } },
    rule: ['loss_in_coverage', 'deny'],
  },
  {
    name: 'a deposit larger than the non-rent goes to the oldest rent month, whatever the order listed',
    given: {
      claim: {
        securityDeposit: '700.00',
        claimStatement: [
          line('rent', '2000.00', '2026-09'),
          line('rent', '2000.00', '2026-08'),
          line('other', '200.00'),
        ],
      },
    },
    covered: ['2000.00', '1500.00', '0.00'],
    payout: '3500.00',
  },
  {
    name: 'a deposit larger than everything leaves nothing to pay',
    given: { claim: { securityDeposit: '99999.00' } },
    payout: '0.00',
  },
  {
    name: 'the damage coverage is reached',
    given: {
      claim: {
        securityDeposit: '0.00',
        claimStatement: [line('damages', '900.00'), line('other', '300.00')],
      },
    },
    covered: ['900.00', '100.00'],
    reason: [1, 'Damage Coverage Amount reached: $200.00 over'],
  },
  {
    name: 'the rent coverage is reached',
    given: {
      ...rentOnly(line('rent', '2000.00', '2026-08'), line('rent', '2000.00', '2026-09')),
      policy: { rentCoverage: '3000.00' },
    },
    covered: ['2000.00', '1000.00'],
    payout: '3000.00',
  },
  {
    name: 'the total coverage left caps the payout',
    given: { policy: { indemnityPaid: '10000.00' } },
    payout: '2500.00',
  },
  {
    name: 'R + DC together capped by TC − P',
    given: {
      claim: {
        securityDeposit: '0.00',
        claimStatement: [line('damages', '1000.00'), line('rent', '12000.00', '2026-08')],
      },
      policy: { totalCoverage: '5000.00' },
    },
    covered: ['1000.00', '4000.00'],
    payout: '5000.00',
  },
  {
    name: 'late fees are never covered',
    given: rentOnly(line('late_fee', '50.00')),
    covered: ['0.00'],
    reason: [0, 'Late fees and penalties are not covered'],
  },
  {
    name: 'rent before the month of the loss is not covered',
    given: rentOnly(line('rent', '2000.00', '2026-07'), line('rent', '2000.00', '2026-08')),
    covered: ['0.00', '2000.00'],
  },
  {
    name: 'not re-rented, a lease ending later: every month after the loss is covered',
    given: {
      ...rentOnly(line('rent', '3000.00', '2026-09'), line('rent', '3000.00', '2026-10')),
      filedOn: '2026-10-20',
    },
    covered: ['3000.00', '3000.00'],
  },
  {
    name: 're-rented on September 15: 15 of 30 days, October not covered',
    given: {
      claim: {
        securityDeposit: '0.00',
        reRentedDate: '2026-09-15',
        claimStatement: [line('rent', '3000.00', '2026-09'), line('rent', '3000.00', '2026-10')],
      },
    },
    covered: ['1500.00', '0.00'],
  },
  {
    name: 'pro rata rounds half up to the cent',
    given: {
      claim: {
        securityDeposit: '0.00',
        reRentedDate: '2026-09-15',
        claimStatement: [line('rent', '0.03', '2026-09')],
      },
    },
    covered: ['0.02'],
  },
  {
    name: 'a lease ending on the 31st of a 31-day month covers that month whole',
    given: {
      ...rentOnly(line('rent', '2000.00', '2026-08'), line('rent', '2000.00', '2026-09')),
      policy: { leaseEnd: '2026-08-31' },
    },
    covered: ['2000.00', '0.00'],
  },
  {
    name: "the claim's own lease end wins over the policy's",
    given: {
      claim: {
        securityDeposit: '0.00',
        leaseEndDate: '2026-08-10',
        claimStatement: [line('rent', '3100.00', '2026-08')],
      },
    },
    covered: ['1000.00'],
  },
  {
    name: 'a re-rent after the lease end: the lease end is the cut-off',
    given: {
      claim: {
        securityDeposit: '0.00',
        reRentedDate: '2026-10-05',
        claimStatement: [line('rent', '3000.00', '2026-09'), line('rent', '3100.00', '2026-10')],
      },
      policy: { leaseEnd: '2026-09-30' },
    },
    covered: ['3000.00', '0.00'],
  },
  {
    name: 'legal expenses without related expenses are not covered',
    given: {
      claim: { securityDeposit: '0.00', relatedExpense: 'No', claimStatement: [line('legal', '300.00')] },
    },
    covered: ['0.00'],
  },
  {
    name: 'deny wins over missing papers',
    given: { filedOn: '2026-08-05', papers: [{ ...ALL_PAPERS[0]!, present: false }] },
    recommendation: 'deny',
  },
  {
    name: 'missing papers win over a referral',
    given: { filedOn: '2026-12-15', papers: [{ ...ALL_PAPERS[0]!, present: false }] },
    recommendation: 'request_documents',
  },
  {
    name: 'no total coverage amount: R + DC',
    given: { policy: { totalCoverage: null, indemnityPaid: '12900.00' } },
    payout: '100.00',
  },
  {
    name: 'a total coverage amount given as empty text: R + DC',
    given: { policy: { totalCoverage: '', indemnityPaid: '12900.00' } },
    payout: '100.00',
  },
  {
    name: 're-rented on September 15: August, a month before it, is covered whole',
    given: {
      claim: {
        securityDeposit: '0.00',
        reRentedDate: '2026-09-15',
        claimStatement: [line('rent', '3100.00', '2026-08'), line('rent', '3000.00', '2026-09')],
      },
    },
    covered: ['3100.00', '1500.00'],
  },
  {
    name: 'a claim with no statement at all: no lines, nothing to pay',
    given: { claim: { claimStatement: undefined } },
    payout: '0.00',
    covered: [],
  },
  {
    name: 'no rent coverage: rent is not covered',
    given: { ...rentOnly(line('rent', '2000.00', '2026-08')), policy: { rentCoverage: null } },
    covered: ['0.00'],
  },
  {
    name: 'no statement: nothing to pay, the rules still decide',
    given: { claim: { claimStatement: [] } },
    payout: '0.00',
    recommendation: 'approve',
  },
  {
    name: 'the deposit goes to damages before legal before other',
    given: {
      claim: {
        securityDeposit: '500.00',
        claimStatement: [line('other', '300.00'), line('legal', '300.00'), line('damages', '300.00')],
      },
    },
    covered: ['300.00', '100.00', '0.00'],
  },
];

describe('assessClaim: the published rules, case by case', () => {
  it.each(CASES)('$name', (c) => {
    const a = assessClaim(input(c.given));
    if (c.payout !== undefined) expect(a.payout).toBe(c.payout);
    if (c.recommendation !== undefined) expect(a.recommendation).toBe(c.recommendation);
    if (c.rule) expect(a.rules.find((r) => r.id === c.rule![0])?.outcome).toBe(c.rule[1]);
    if (c.covered) expect(a.lines.map((l) => l.covered)).toEqual(c.covered);
    if (c.reason) expect(a.lines[c.reason[0]]?.reason).toContain(c.reason[1]);
  });

  it('holds at least 30 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(30));

  it('says every rule once, in order, with a sentence', () => {
    const a = assessClaim(input());
    expect(a.rules.map((r) => r.id)).toEqual([
      'loss_in_coverage',
      'late_filing',
      'rent_late',
      'eviction',
      'papers',
      'coverage_left',
    ]);
    expect(a.rules.every((r) => r.reason.length > 10)).toBe(true);
  });

  it("quotes the filer's late-filing explanation", () => {
    const a = assessClaim(
      input({ filedOn: '2026-12-30', claim: { lateFilingExplanation: 'Tenant promised' } }),
    );
    expect(a.rules.find((r) => r.id === 'late_filing')?.reason).toContain('"Tenant promised"');
  });

  it('names the missing papers', () => {
    const a = assessClaim(input({ papers: [{ ...ALL_PAPERS[1]!, present: false }] }));
    expect(a.rules.find((r) => r.id === 'papers')?.reason).toBe(
      'Missing: Resident ledger showing the unpaid rent',
    );
  });

  it('says rent must be at least 10 days late', () => {
    const a = assessClaim(input({ filedOn: '2026-08-05' }));
    expect(a.rules.find((r) => r.id === 'rent_late')?.reason).toContain('Rent must be at least 10 days late');
  });

  it('answers the remaining coverage and the month of each rent line', () => {
    const a = assessClaim(input({ policy: { indemnityPaid: '500.00' } }));
    expect(a.remainingCoverage).toBe('12000.00');
    expect(a.lines[0]).toMatchObject({ kind: 'rent', month: '2026-08', claimed: '2000.00' });
    expect(a.lines[2]).not.toHaveProperty('month');
  });
});

describe('assessClaim: each rule and each line says why, word for word', () => {
  const said = (a: ReturnType<typeof assessClaim>) => a.rules.map((r) => `${r.id} ${r.outcome}: ${r.reason}`);
  const lineSaid = (a: ReturnType<typeof assessClaim>) =>
    a.lines.map((l) => `${l.description} | ${l.covered} | ${l.reason}`);

  it('the worked example: every rule passes, the deposit and the late fee explained line by line', () => {
    const a = assessClaim(input());
    expect(said(a)).toEqual([
      'loss_in_coverage pass: The date of loss 2026-08-01 lies within the coverage dates',
      'late_filing pass: Filed 19 days after the date of loss',
      'rent_late pass: Rent was 19 days late when filed',
      'eviction pass: The tenant has left the unit',
      'papers pass: Every paper the claim needs is attached',
      'coverage_left pass: $12,500.00 of coverage is left on the policy',
    ]);
    expect(lineSaid(a)).toEqual([
      'Unpaid rent | 1750.00 | Deposit applied: $250.00',
      'Unpaid rent | 2000.00 | Covered',
      'Damages | 0.00 | Deposit applied: $800.00',
      'Legal and filing expenses | 0.00 | Deposit applied: $450.00',
      'Late fees and penalties | 0.00 | Late fees and penalties are not covered',
    ]);
  });

  it('a late filing without an explanation says none was given', () => {
    const a = assessClaim(input({ filedOn: '2026-11-30' }));
    expect(said(a)[1]).toBe(
      'late_filing refer: Filed 121 days after the date of loss, more than 120: no explanation given',
    );
  });

  it('a claim other than Tenant Default passes rent_late and eviction as not applying', () => {
    const a = assessClaim(input({ claim: { claimType: { damageOnly: true }, occupiedStatus: false } }));
    expect(said(a).slice(2, 4)).toEqual([
      'rent_late pass: Not a Tenant Default claim',
      'eviction pass: Not a Tenant Default claim',
    ]);
  });

  it('a loss outside the coverage names the coverage dates', () => {
    const a = assessClaim(input({ policy: { coverageStart: '2026-08-02' } }));
    expect(said(a)[0]).toBe(
      'loss_in_coverage deny: The date of loss 2026-08-01 lies outside the coverage dates 2026-08-02 to 2026-12-31',
    );
  });

  it('rent 9 days late is denied with the days counted', () => {
    const a = assessClaim(input({ filedOn: '2026-08-10' }));
    expect(said(a)[2]).toBe(
      'rent_late deny: Rent must be at least 10 days late: filed 9 days after the date of loss',
    );
  });

  it('an eviction: not filed, filed in 45 days, filed after 46', () => {
    const evicting = (claim: Partial<AssessmentInput['claim']>) =>
      said(assessClaim(input({ claim: { occupiedStatus: false, ...claim } })))[3];
    expect(evicting({})).toBe('eviction refer: The tenant has not left and no eviction was filed');
    expect(evicting({ evictionFiledStatus: true })).toBe(
      'eviction refer: The tenant has not left and no eviction was filed',
    );
    expect(evicting({ evictionFilingDate: '2026-09-15' })).toBe(
      'eviction refer: The tenant has not left and no eviction was filed',
    );
    expect(evicting({ evictionFiledStatus: true, evictionFilingDate: '2026-09-15' })).toBe(
      'eviction pass: The eviction was filed 45 days after the date of loss',
    );
    expect(evicting({ evictionFiledStatus: true, evictionFilingDate: '2026-09-16' })).toBe(
      'eviction refer: The eviction was filed 46 days after the date of loss, more than 45',
    );
  });

  it('no coverage left: the rule denies and each line says the total was reached', () => {
    const a = assessClaim(
      input({
        policy: { indemnityPaid: '12500.00' },
        papers: [
          { ...ALL_PAPERS[0]!, present: false },
          { ...ALL_PAPERS[1]!, present: false },
        ],
      }),
    );
    expect(said(a).slice(4)).toEqual([
      'papers missing: Missing: Signed lease, Resident ledger showing the unpaid rent',
      'coverage_left deny: The policy has no coverage left',
    ]);
    expect(lineSaid(a).slice(0, 2)).toEqual([
      'Unpaid rent | 0.00 | Deposit applied: $250.00; Total Coverage Amount reached: $1,750.00 over',
      'Unpaid rent | 0.00 | Total Coverage Amount reached: $2,000.00 over',
    ]);
  });

  it('rent lines: no month, before the loss, pro rata and after the re-rent; legal without related expenses', () => {
    const a = assessClaim(
      input({
        claim: {
          securityDeposit: '0.00',
          relatedExpense: 'No',
          reRentedDate: '2026-09-15',
          claimStatement: [
            line('rent', '100.00'),
            line('rent', '100.00', '2026-07'),
            line('rent', '3000.00', '2026-09'),
            line('rent', '3000.00', '2026-10'),
            line('legal', '50.00'),
            { kind: 'other', amount: '10.00', description: 'Locksmith' },
          ],
        },
      }),
    );
    expect(lineSaid(a)).toEqual([
      'Unpaid rent | 0.00 | A rent line needs its month',
      'Unpaid rent | 0.00 | Rent before the month of the date of loss is not covered',
      'Unpaid rent | 1500.00 | Covered for 15 of 30 days: the unit was re-rented on 2026-09-15',
      'Unpaid rent | 0.00 | Rent after the unit was re-rented (2026-09-15) is not covered',
      'Legal and filing expenses | 0.00 | Legal expenses are covered only when related expenses is Yes',
      'Locksmith | 10.00 | Covered',
    ]);
    expect(a.payout).toBe('1510.00');
  });

  it('a lease ending mid-month: that month pro rata, the next not covered', () => {
    const a = assessClaim(
      input({
        ...rentOnly(line('rent', '3100.00', '2026-08'), line('rent', '100.00', '2026-09')),
        policy: { leaseEnd: '2026-08-10' },
      }),
    );
    expect(lineSaid(a)).toEqual([
      'Unpaid rent | 1000.00 | Covered for 10 of 31 days: the lease ended on 2026-08-10',
      'Unpaid rent | 0.00 | Rent after the lease ended (2026-08-10) is not covered',
    ]);
  });

  it('a lease ending on the last day of a month covers that month whole, with no pro rata said', () => {
    const a = assessClaim(
      input({ ...rentOnly(line('rent', '2000.00', '2026-08')), policy: { leaseEnd: '2026-08-31' } }),
    );
    expect(lineSaid(a)).toEqual(['Unpaid rent | 2000.00 | Covered']);
  });

  it('a re-rent on the lease end day: the lease end is the cut-off, and the reason says so', () => {
    const a = assessClaim(
      input({
        claim: {
          securityDeposit: '0.00',
          reRentedDate: '2026-09-15',
          claimStatement: [line('rent', '3000.00', '2026-09')],
        },
        policy: { leaseEnd: '2026-09-15' },
      }),
    );
    expect(lineSaid(a)).toEqual([
      'Unpaid rent | 1500.00 | Covered for 15 of 30 days: the lease ended on 2026-09-15',
    ]);
  });

  it("a late filing's explanation is quoted trimmed, and one of only spaces is none", () => {
    const lateSaid = (lateFilingExplanation: string) =>
      said(assessClaim(input({ filedOn: '2026-11-30', claim: { lateFilingExplanation } })))[1];
    expect(lateSaid('  Tenant promised  ')).toBe(
      'late_filing refer: Filed 121 days after the date of loss, more than 120: the filer explains: "Tenant promised"',
    );
    expect(lateSaid('   ')).toBe(
      'late_filing refer: Filed 121 days after the date of loss, more than 120: no explanation given',
    );
  });

  it('the rent coverage and then the total coverage cut a line, each saying by how much', () => {
    const a = assessClaim(
      input({
        ...rentOnly(line('rent', '2000.00', '2026-08'), line('rent', '2000.00', '2026-09')),
        policy: { rentCoverage: '3000.00', totalCoverage: '2500.00' },
      }),
    );
    expect(lineSaid(a)).toEqual([
      'Unpaid rent | 2000.00 | Covered',
      'Unpaid rent | 500.00 | Rent coverage reached: $1,000.00 over; Total Coverage Amount reached: $500.00 over',
    ]);
    expect(a.payout).toBe('2500.00');
  });
});
