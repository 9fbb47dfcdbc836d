import { cents, dollars, fromCents } from '../money.js';
import type { ClaimData } from './claim-data.js';
import type { PaperCheck } from './papers.js';
import { STATEMENT_KIND_LABELS, type StatementKind, type StatementLine } from './statement.js';
import { CLAIM_LIMITS, type ClaimType } from './texts.js';

/**
 * The claims desk's assessment (issue #32): the payout by the published rules, line by line, and the
 * eligibility rules that decide what we recommend. Pure and deterministic: integer cents, no clock (the
 * filing day is an input), the same function on the API, the wizard's Review and the claim dialog.
 */

export const CLAIM_RECOMMENDATIONS = ['approve', 'refer', 'request_documents', 'deny'] as const;
export type ClaimRecommendation = (typeof CLAIM_RECOMMENDATIONS)[number];
export const CLAIM_RECOMMENDATION_LABELS: Record<ClaimRecommendation, string> = {
  approve: 'Approve',
  refer: 'Refer to an adjuster',
  request_documents: 'Request documents',
  deny: 'Deny',
};

export const RULE_OUTCOMES = ['pass', 'refer', 'deny', 'missing'] as const;
export type RuleOutcome = (typeof RULE_OUTCOMES)[number];

export const ASSESSMENT_RULES = [
  'loss_in_coverage',
  'late_filing',
  'rent_late',
  'eviction',
  'papers',
  'coverage_left',
] as const;
export type AssessmentRuleId = (typeof ASSESSMENT_RULES)[number];
export const ASSESSMENT_RULE_LABELS: Record<AssessmentRuleId, string> = {
  loss_in_coverage: 'Date of loss within coverage',
  late_filing: 'Filed in time',
  rent_late: 'Rent at least 10 days late',
  eviction: 'Eviction under way',
  papers: 'Papers complete',
  coverage_left: 'Coverage left on the policy',
};

/** The published limits the rules apply. */
export const ASSESSMENT_LIMITS = {
  /** More days than this between the date of loss and filing refers the claim (file 2's own rule). */
  lateFilingDays: CLAIM_LIMITS.lateFilingDays,
  /** A Tenant Default claim filed fewer days than this after the date of loss is denied. */
  rentLateDays: 10,
  /** An eviction filed more days than this after the date of loss refers the claim. */
  evictionDays: 45,
} as const;

/** What the policy (the rider) brings: its dates and its amounts as money strings. */
export interface AssessmentPolicy {
  coverageStart: string;
  coverageEnd: string;
  /** The policy's lease end, used when the claim gives none. */
  leaseEnd: string;
  /** R, rent coverage (`ldr_coverage`); none is 0. */
  rentCoverage: string | null;
  /** DC, the Damage Coverage Amount; none is 0. */
  damageCoverage: string | null;
  /** TC, the Total Coverage Amount; none is R + DC. */
  totalCoverage: string | null;
  /** P, the indemnity already paid on the rider. */
  indemnityPaid: string;
}

export type AssessmentClaim = Pick<
  ClaimData,
  | 'securityDeposit'
  | 'rentDate'
  | 'relatedExpense'
  | 'occupiedStatus'
  | 'evictionFiledStatus'
  | 'evictionFilingDate'
  | 'lateFilingExplanation'
> & {
  claimType: Partial<Record<ClaimType, boolean>>;
  leaseEndDate?: string | undefined;
  reRentedDate?: string | undefined;
  claimStatement?: readonly StatementLine[] | undefined;
};

export interface AssessmentInput {
  claim: AssessmentClaim;
  policy: AssessmentPolicy;
  /** The claim's papers checklist (`claimChecklist`). */
  papers: readonly PaperCheck[];
  /** The filing day, YYYY-MM-DD: the claim's creation day in UTC (today, in the wizard). */
  filedOn: string;
}

export interface AssessmentRule {
  id: AssessmentRuleId;
  outcome: RuleOutcome;
  reason: string;
}

export interface AssessmentLine {
  kind: StatementKind;
  month?: string;
  description: string;
  claimed: string;
  covered: string;
  reason: string;
}

export interface ClaimAssessment {
  recommendation: ClaimRecommendation;
  payout: string;
  remainingCoverage: string;
  rules: AssessmentRule[];
  lines: AssessmentLine[];
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;
/** Calendar days from one day to a later one. */
const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);
const daysInMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max0 = (a: bigint) => (a > 0n ? a : 0n);
/** amount × part ÷ whole, rounded half up to the cent. */
const proRata = (amount: bigint, part: number, whole: number) =>
  (amount * BigInt(part) * 2n + BigInt(whole)) / (2n * BigInt(whole));

interface Working {
  kind: StatementKind;
  month?: string;
  description: string;
  claimed: bigint;
  covered: bigint;
  reasons: string[];
}

/** Each line's covered amount before the deposit and the caps: what the rules of time allow. */
function eligibleLine(line: StatementLine, claim: AssessmentClaim, policy: AssessmentPolicy): Working {
  const w: Working = {
    kind: line.kind,
    ...(line.month ? { month: line.month } : {}),
    description: line.description,
    claimed: cents(line.amount),
    covered: cents(line.amount),
    reasons: [],
  };
  const notCovered = (reason: string) => {
    w.covered = 0n;
    w.reasons.push(reason);
  };
  if (line.kind === 'late_fee') notCovered('Late fees and penalties are not covered');
  if (line.kind === 'legal' && claim.relatedExpense !== 'Yes') {
    notCovered('Legal expenses are covered only when related expenses is Yes');
  }
  if (line.kind !== 'rent') return w;
  if (!line.month) {
    notCovered('A rent line needs its month');
    return w;
  }
  const lossMonth = claim.rentDate.slice(0, 7);
  if (line.month < lossMonth) {
    notCovered('Rent before the month of the date of loss is not covered');
    return w;
  }
  const leaseEnd = claim.leaseEndDate || policy.leaseEnd;
  const reRented = claim.reRentedDate && claim.reRentedDate < leaseEnd ? claim.reRentedDate : '';
  const cutOff = reRented || leaseEnd;
  const cutOffMonth = cutOff.slice(0, 7);
  const why = reRented ? 'the unit was re-rented' : 'the lease ended';
  if (line.month > cutOffMonth) {
    notCovered(`Rent after ${why} (${cutOff}) is not covered`);
  } else if (line.month === cutOffMonth) {
    const day = Number(cutOff.slice(8, 10));
    const days = daysInMonth(line.month);
    if (day < days) {
      w.covered = proRata(w.claimed, day, days);
      w.reasons.push(`Covered for ${day} of ${days} days: ${why} on ${cutOff}`);
    }
  }
  return w;
}

const NON_RENT_ORDER: readonly StatementKind[] = ['damages', 'legal', 'other'];

/** The covered non-rent lines (damages, legal, other) and then the rent lines, oldest month first. */
function inDepositOrder(lines: Working[]): { nonRent: Working[]; rent: Working[] } {
  const nonRent = NON_RENT_ORDER.flatMap((kind) => lines.filter((l) => l.kind === kind && l.covered > 0n));
  const rent = lines
    .filter((l) => l.kind === 'rent' && l.covered > 0n)
    .sort((a, b) => (a.month! < b.month! ? -1 : a.month! > b.month! ? 1 : 0));
  return { nonRent, rent };
}

/** Takes up to `budget` from the lines in order; returns what is left of it. */
function takeFrom(lines: Working[], budget: bigint, reason: (taken: bigint) => string): bigint {
  let left = budget;
  for (const line of lines) {
    if (left <= 0n) break;
    const taken = min(left, line.covered);
    if (taken <= 0n) continue;
    line.covered -= taken;
    left -= taken;
    line.reasons.push(reason(taken));
  }
  return left;
}

/** Keeps at most `cap` covered over the lines, in order; the rest is cut with the reason. */
function capLines(lines: Working[], cap: bigint, reason: string): void {
  let left = cap;
  for (const line of lines) {
    const kept = min(max0(left), line.covered);
    if (kept < line.covered) {
      line.reasons.push(`${reason}: ${dollars(line.covered - kept)} over`);
      line.covered = kept;
    }
    left -= kept;
  }
}

function assessLines(input: AssessmentInput, remaining: bigint): { lines: Working[]; payout: bigint } {
  const { claim, policy } = input;
  const lines = (claim.claimStatement ?? []).map((l) => eligibleLine(l, claim, policy));
  const { nonRent, rent } = inDepositOrder(lines);
  const depositLeft = takeFrom(
    nonRent,
    cents(claim.securityDeposit),
    (taken) => `Deposit applied: ${dollars(taken)}`,
  );
  takeFrom(rent, depositLeft, (taken) => `Deposit applied: ${dollars(taken)}`);
  capLines(nonRent, cents(policy.damageCoverage), 'Damage Coverage Amount reached');
  capLines(rent, rentCoverageOf(policy), 'Rent coverage reached');
  capLines([...nonRent, ...rent], remaining, 'Total Coverage Amount reached');
  const payout = lines.reduce((sum, l) => sum + l.covered, 0n);
  return { lines, payout };
}

const rentCoverageOf = (policy: AssessmentPolicy) => cents(policy.rentCoverage);
const totalCoverageOf = (policy: AssessmentPolicy) =>
  policy.totalCoverage === null || policy.totalCoverage === ''
    ? rentCoverageOf(policy) + cents(policy.damageCoverage)
    : cents(policy.totalCoverage);

function eligibility(input: AssessmentInput, remaining: bigint): AssessmentRule[] {
  const { claim, policy, filedOn } = input;
  const loss = claim.rentDate;
  const late = daysBetween(loss, filedOn);
  const tenantDefault = claim.claimType.tenantDefault === true;
  const rules: AssessmentRule[] = [];
  const rule = (id: AssessmentRuleId, outcome: RuleOutcome, reason: string) =>
    rules.push({ id, outcome, reason });

  if (loss >= policy.coverageStart && loss <= policy.coverageEnd) {
    rule('loss_in_coverage', 'pass', `The date of loss ${loss} lies within the coverage dates`);
  } else {
    rule(
      'loss_in_coverage',
      'deny',
      `The date of loss ${loss} lies outside the coverage dates ${policy.coverageStart} to ${policy.coverageEnd}`,
    );
  }

  if (late > ASSESSMENT_LIMITS.lateFilingDays) {
    const said = claim.lateFilingExplanation.trim();
    rule(
      'late_filing',
      'refer',
      `Filed ${late} days after the date of loss, more than ${ASSESSMENT_LIMITS.lateFilingDays}: ${said ? `the filer explains: "${said}"` : 'no explanation given'}`,
    );
  } else {
    rule('late_filing', 'pass', `Filed ${late} days after the date of loss`);
  }

  if (!tenantDefault) {
    rule('rent_late', 'pass', 'Not a Tenant Default claim');
  } else if (late < ASSESSMENT_LIMITS.rentLateDays) {
    rule(
      'rent_late',
      'deny',
      `Rent must be at least 10 days late: filed ${late} days after the date of loss`,
    );
  } else {
    rule('rent_late', 'pass', `Rent was ${late} days late when filed`);
  }

  rule(...evictionRule(claim, tenantDefault));

  const missing = input.papers.filter((p) => !p.present);
  if (missing.length === 0) rule('papers', 'pass', 'Every paper the claim needs is attached');
  else rule('papers', 'missing', `Missing: ${missing.map((p) => p.label).join(', ')}`);

  if (remaining > 0n) {
    rule('coverage_left', 'pass', `${dollars(remaining)} of coverage is left on the policy`);
  } else {
    rule('coverage_left', 'deny', 'The policy has no coverage left');
  }
  return rules;
}

function evictionRule(
  claim: AssessmentClaim,
  tenantDefault: boolean,
): [AssessmentRuleId, RuleOutcome, string] {
  if (!tenantDefault) return ['eviction', 'pass', 'Not a Tenant Default claim'];
  if (claim.occupiedStatus) return ['eviction', 'pass', 'The tenant has left the unit'];
  if (!claim.evictionFiledStatus || !claim.evictionFilingDate) {
    return ['eviction', 'refer', 'The tenant has not left and no eviction was filed'];
  }
  const days = daysBetween(claim.rentDate, claim.evictionFilingDate);
  if (days > ASSESSMENT_LIMITS.evictionDays) {
    return [
      'eviction',
      'refer',
      `The eviction was filed ${days} days after the date of loss, more than ${ASSESSMENT_LIMITS.evictionDays}`,
    ];
  }
  return ['eviction', 'pass', `The eviction was filed ${days} days after the date of loss`];
}

function recommend(rules: readonly AssessmentRule[]): ClaimRecommendation {
  const has = (outcome: RuleOutcome) => rules.some((r) => r.outcome === outcome);
  if (has('deny')) return 'deny';
  if (has('missing')) return 'request_documents';
  if (has('refer')) return 'refer';
  return 'approve';
}

export function assessClaim(input: AssessmentInput): ClaimAssessment {
  const remaining = max0(totalCoverageOf(input.policy) - cents(input.policy.indemnityPaid));
  const rules = eligibility(input, remaining);
  const { lines, payout } = assessLines(input, remaining);
  return {
    recommendation: recommend(rules),
    payout: fromCents(payout),
    remainingCoverage: fromCents(remaining),
    rules,
    lines: lines.map((l) => ({
      kind: l.kind,
      ...(l.month ? { month: l.month } : {}),
      description: l.description || STATEMENT_KIND_LABELS[l.kind],
      claimed: fromCents(l.claimed),
      covered: fromCents(l.covered),
      reason: l.reasons.length > 0 ? l.reasons.join('; ') : 'Covered',
    })),
  };
}
