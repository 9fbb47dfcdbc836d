/** The e-mail log's query keys. */
export const emailKeys = {
  all: ['emails'] as const,
  list: (params: unknown) => ['emails', params] as const,
};
