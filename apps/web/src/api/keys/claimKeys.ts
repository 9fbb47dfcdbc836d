/**
 * The claims' query keys: `all` is the lists and their lookups, `detail` one claim; the wizard's lookups
 * sit under `claim` with the step's choice.
 */
export const claimKeys = {
  all: ['claims'] as const,
  list: (query: unknown) => ['claims', query] as const,
  officeHours: ['claims', 'office-hours'] as const,
  places: (input: string) => ['claims', 'places', input] as const,
  detail: (id: string) => ['claim', id] as const,
  setup: ['claim', 'setup'] as const,
  landlords: (state: unknown) => ['claim', 'landlords', state] as const,
  apartments: (state: unknown, landlord: unknown) => ['claim', 'apartments', state, landlord] as const,
  policies: (apartment: unknown) => ['claim', 'policies', apartment] as const,
  tenants: (policy: unknown) => ['claim', 'tenants', policy] as const,
  duplicated: (policy: unknown) => ['claim', 'duplicated', policy] as const,
};
