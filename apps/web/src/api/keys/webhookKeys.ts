/** The Webhooks page's query keys. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => ['webhooks', 'list'] as const,
  logOf: (id: string) => ['webhooks', 'deliveries', id] as const,
  deliveries: (id: string, cursor: string | null) => ['webhooks', 'deliveries', id, cursor] as const,
};
