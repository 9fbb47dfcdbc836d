import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, fromCents } from '../money.js';
import { assessClaim, type AssessmentInput } from './assessment.js';
import { STATEMENT_KINDS, type StatementLine } from './statement.js';

/** Any claim and policy the rules may meet: amounts in cents up to $50,000, months around the loss. */
const money = (maxCents = 5_000_000) =>
  fc.integer({ min: 0, max: maxCents }).map((c) => fromCents(BigInt(c)));
const month = fc.integer({ min: 5, max: 12 }).map((m) => `2026-${String(m).padStart(2, '0')}`);
const day = fc.integer({ min: 1, max: 28 }).map((d) => String(d).padStart(2, '0'));
const statementLine: fc.Arbitrary<StatementLine> = fc
  .record({ kind: fc.constantFrom(...STATEMENT_KINDS), amount: money(), month })
  .map(({ kind, amount, month: m }) => ({
    kind,
    amount,
    description: '',
    ...(kind === 'rent' ? { month: m } : {}),
  }));

const assessmentInput: fc.Arbitrary<AssessmentInput> = fc.record({
  claim: fc.record({
    claimType: fc.record({ tenantDefault: fc.boolean(), damages: fc.boolean() }),
    securityDeposit: money(),
    rentDate: day.map((d) => `2026-07-${d}`),
    relatedExpense: fc.constantFrom('Yes', 'No', ''),
    occupiedStatus: fc.boolean(),
    evictionFiledStatus: fc.boolean(),
    evictionFilingDate: fc.constantFrom('', '2026-08-01', '2026-09-30'),
    lateFilingExplanation: fc.constant(''),
    reRentedDate: fc.option(
      fc.tuple(month, day).map(([m, d]) => `${m}-${d}`),
      { nil: undefined },
    ),
    claimStatement: fc.array(statementLine, { maxLength: 12 }),
  }),
  policy: fc.record({
    coverageStart: fc.constant('2026-01-01'),
    coverageEnd: fc.constant('2026-12-31'),
    leaseEnd: fc.tuple(month, day).map(([m, d]) => `${m}-${d}`),
    rentCoverage: fc.option(money(), { nil: null }),
    damageCoverage: fc.option(money(), { nil: null }),
    totalCoverage: fc.option(money(), { nil: null }),
    indemnityPaid: money(),
  }),
  papers: fc.constant([]),
  filedOn: fc.constantFrom('2026-08-20', '2026-12-01'),
});

const sum = (values: readonly string[]) => values.reduce((s, v) => s + cents(v), 0n);

describe('assessClaim: properties over any claim', () => {
  it('never pays more than R + DC, TC − P, or what is claimed; the lines add up to the payout', () => {
    fc.assert(
      fc.property(assessmentInput, (input) => {
        const a = assessClaim(input);
        const payout = cents(a.payout);
        const { policy } = input;
        expect(payout).toBeGreaterThanOrEqual(0n);
        expect(payout).toBeLessThanOrEqual(cents(policy.rentCoverage) + cents(policy.damageCoverage));
        expect(payout).toBeLessThanOrEqual(cents(a.remainingCoverage));
        expect(payout).toBeLessThanOrEqual(sum(a.lines.map((l) => l.claimed)));
        expect(sum(a.lines.map((l) => l.covered))).toBe(payout);
        for (const l of a.lines) expect(cents(l.covered)).toBeLessThanOrEqual(cents(l.claimed));
      }),
      { numRuns: 500 },
    );
  });

  it('counts the deposit once: what it takes away is at most the deposit', () => {
    fc.assert(
      fc.property(assessmentInput, (input) => {
        const without = assessClaim({ ...input, claim: { ...input.claim, securityDeposit: '0.00' } });
        const withDeposit = assessClaim(input);
        const taken = cents(without.payout) - cents(withDeposit.payout);
        expect(taken).toBeGreaterThanOrEqual(0n);
        expect(taken).toBeLessThanOrEqual(cents(input.claim.securityDeposit));
      }),
      { numRuns: 500 },
    );
  });

  it('a larger deposit never raises the payout', () => {
    fc.assert(
      fc.property(assessmentInput, money(), (input, more) => {
        const base = assessClaim(input);
        const larger = fromCents(cents(input.claim.securityDeposit) + cents(more));
        const after = assessClaim({ ...input, claim: { ...input.claim, securityDeposit: larger } });
        expect(cents(after.payout)).toBeLessThanOrEqual(cents(base.payout));
      }),
      { numRuns: 500 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(assessmentInput, (input) => {
        expect(assessClaim(input)).toEqual(assessClaim(structuredClone(input)));
      }),
      { numRuns: 100 },
    );
  });
});
