/** An application's documents' query keys. */
export const documentKeys = {
  list: (appId: string) => ['documents', appId] as const,
  missing: (appId: string) => ['documents', appId, 'missing'] as const,
};
