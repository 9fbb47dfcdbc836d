// The roles, their labels and ranks, free of zod: the shell shows them on every page without loading
// zod (issue #27). roles.ts re-exports them beside the role's schema.
export const ROLES = ['admin', 'll', 'vp', 'rm', 'pm'] as const;
export type Role = (typeof ROLES)[number];

/** Labels of §1: the role key as people read it. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  ll: 'Landlord',
  vp: 'Full Portfolio',
  rm: 'Multi-Site',
  pm: 'Property',
};

/** Rank in the landlord line: a lower number sits higher. */
export const ROLE_RANK: Record<Role, number> = { admin: 0, ll: 1, vp: 2, rm: 3, pm: 4 };
