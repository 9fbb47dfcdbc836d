/** The dashboard's query keys. */
export const dashboardKeys = {
  summary: ['dashboard', 'summary'] as const,
};
