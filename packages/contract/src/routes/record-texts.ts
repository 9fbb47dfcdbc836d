// What the record grids show and do with an answer, free of zod: the grids load it on their first
// load (issue #27). applications.ts re-exports it beside the schemas.

/** A policy's standing, from its stage, lease and flag: what the Policies grid shows as a chip. */
export const POLICY_STATUSES = ['in_force', 'flagged', 'cancelled', 'expired'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];
export const POLICY_STATUS_LABELS: Record<PolicyStatus, string> = {
  in_force: 'In force',
  flagged: 'Flagged',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** Why a policy was flagged for potential claim or cancellation (DESIGN.md). */
export const FLAG_REASON_LABELS: Record<string, string> = {
  'lease-ended': 'Lease ended',
  'moved-out': 'Tenant moved out',
  'premium-unpaid': 'Premium unpaid 30 days past due',
};

/**
 * The rider/application records of a kind-tagged answer (applications.ts's KindPage); for the grids,
 * which ask only for those kinds. Generic over the answer, so this zod-free file imports nothing back
 * from applications.ts.
 */
export function recordPageOf<A extends { kind: string }>(
  answer: A,
): Omit<Exclude<A, { kind: 'building' | 'claim' }>, 'kind'> {
  if (answer.kind === 'building' || answer.kind === 'claim') {
    throw new Error(`Expected rider/application records, got a ${answer.kind} list`);
  }
  const { kind: _kind, ...page } = answer as Exclude<A, { kind: 'building' | 'claim' }>;
  return page;
}
