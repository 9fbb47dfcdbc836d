/** What an adjuster decides on the claims desk (issue #32), and why a claim is denied. */
export const CLAIM_DECISIONS = ['approve', 'deny', 'request_documents'] as const;
export type ClaimDecisionKind = (typeof CLAIM_DECISIONS)[number];
export const CLAIM_DECISION_LABELS: Record<ClaimDecisionKind, string> = {
  approve: 'Approved',
  deny: 'Denied',
  request_documents: 'Documents requested',
};

/** The claims waiting on an adjuster: filed, or back under review after a documents request. */
export const CLAIM_DESK_STATUSES = ['submitted', 'under_review'] as const;

/** Why a claim is denied: the short list the adjuster picks from, with a note. */
export const DENIAL_REASONS = [
  'outside_coverage',
  'rent_not_late',
  'coverage_exhausted',
  'not_covered',
  'incomplete_after_request',
  'other',
] as const;
export type DenialReason = (typeof DENIAL_REASONS)[number];
export const DENIAL_REASON_LABELS: Record<DenialReason, string> = {
  outside_coverage: 'The date of loss is outside the coverage dates',
  rent_not_late: 'Rent was not at least 10 days late',
  coverage_exhausted: 'The policy has no coverage left',
  not_covered: 'What is claimed is not covered by the policy',
  incomplete_after_request: 'The papers requested were not provided',
  other: 'Other',
};
