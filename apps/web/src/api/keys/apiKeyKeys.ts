/** The API keys page's query keys. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  people: ['api-keys', 'people'] as const,
  buildings: ['api-keys', 'buildings'] as const,
};
