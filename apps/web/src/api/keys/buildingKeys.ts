/** The buildings' query keys. */
export const buildingKeys = {
  all: ['buildings'] as const,
  grid: (params: unknown) => ['buildings', 'grid', params] as const,
  /** The landlord's remembered rent-roll column mapping. */
  rentRollMapping: (landlordId: string) => ['buildings', 'rent-roll-mapping', landlordId] as const,
};
