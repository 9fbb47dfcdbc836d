/** The claims desk's query keys: its list, a claim's assessment and a paper's file. */
export const deskKeys = {
  all: ['claims', 'desk'] as const,
  list: (query: unknown) => ['claims', 'desk', query] as const,
  assessment: (id: string) => ['claim', id, 'assessment'] as const,
  file: (fileId: string) => ['claim', 'file', fileId] as const,
};
