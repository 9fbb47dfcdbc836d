// The roles, their labels and ranks, free of zod: the shell shows them on every page without loading
// zod (issue #27). roles.ts re-exports them beside the role's schema.

/**
 * The roles of §1, and `external` (decision 0032): an outside party a landlord invites (broker,
 * accountant, auditor) to a read-only view of its portfolio. It reaches only the calls that open to it.
 */
export const ROLES = ['admin', 'll', 'vp', 'rm', 'pm', 'external'] as const;
export type Role = (typeof ROLES)[number];

/** Labels of §1: the role key as people read it. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  ll: 'Landlord',
  vp: 'Full Portfolio',
  rm: 'Multi-Site',
  pm: 'Property',
  external: 'External',
};

/** Rank in the landlord line: a lower number sits higher. The external stands outside the line, below it. */
export const ROLE_RANK: Record<Role, number> = { admin: 0, ll: 1, vp: 2, rm: 3, pm: 4, external: 5 };
