/** The users' query keys: the tree, the grid, manager pickers and the landlord accounts list. */
export const userKeys = {
  all: ['users'] as const,
  tree: (level: unknown, q: string) => ['users', 'tree', level, q] as const,
  list: (role: unknown, params: unknown) => ['users', 'list', role, params] as const,
  options: (role: unknown, landlordId: string | null | undefined) =>
    ['users', 'options', role, landlordId] as const,
  /** The active landlords an admin's pickers offer (api/landlordChoices.ts). */
  landlordChoices: ['users', 'landlord-choices'] as const,
};
