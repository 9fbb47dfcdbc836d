/** The External access page's query keys. */
export const externalAccessKeys = {
  all: ['external-access'] as const,
  list: (landlordId: string) => ['external-access', landlordId] as const,
};
