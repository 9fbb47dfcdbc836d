/** The cancellations' query keys: the cancel log and the flagged-policy count behind its indicator. */
export const cancellationKeys = {
  logs: ['cancel-logs'] as const,
  log: (query: unknown) => ['cancel-logs', query] as const,
  flaggedCount: ['flagged-count'] as const,
};
