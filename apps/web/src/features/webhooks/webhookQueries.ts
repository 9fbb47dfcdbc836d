import * as webhookCalls from '@lease/contract/addresses/webhooks';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { webhookKeys } from '../../api/keys/webhookKeys';

/** The reads of the Webhooks page (docs/conventions.md, "Reads"). */
export const webhookQueries = {
  list: () =>
    queryOptions({ queryKey: webhookKeys.list(), queryFn: () => apiCall(webhookCalls.listWebhooks) }),
  /** A subscription's deliveries, newest first, one page from a cursor (null: the newest). */
  deliveries: (subscriptionId: string, cursor: string | null, pageSize: number) =>
    queryOptions({
      queryKey: webhookKeys.deliveries(subscriptionId, cursor),
      queryFn: () =>
        apiCall(webhookCalls.listWebhookDeliveries, {
          query: { subscriptionId, pageSize, ...(cursor ? { cursor } : {}) },
        }),
    }),
};
