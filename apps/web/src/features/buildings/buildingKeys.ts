/** The buildings' query keys. */
export const buildingKeys = {
  all: ['buildings'] as const,
  grid: (params: unknown) => ['buildings', 'grid', params] as const,
};
