/** The activity log's query keys. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (query: unknown) => ['activity', query] as const,
};
