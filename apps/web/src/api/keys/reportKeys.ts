/** The reports' query keys, one per report and per picker. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (kind: 'app' | 'users' | 'buildings' | 'landlords', query: unknown) =>
    ['reports', kind, query] as const,
  landlordOptions: ['reports', 'landlord-options'] as const,
  buildingOptions: (landlordId: unknown, search: string) =>
    ['reports', 'building-options', landlordId, search] as const,
};
