/** Query keys of the external's client calls; the shell watches this prefix for a refused grant. */
export const clientKeys = {
  all: ['client'] as const,
  section: (clientId: string, section: string, params?: unknown) =>
    ['client', clientId, section, params ?? null] as const,
};
