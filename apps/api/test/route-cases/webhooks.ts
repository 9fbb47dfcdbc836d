import { tokens } from '../case-helpers.js';
import { webhookDeliveryFor, webhookFor, WEBHOOK_CASE_URL } from '../webhook-cases.js';
import type { MatrixCase } from './matrix-case.js';

/** The webhook routes' cases: a landlord's subscriptions (ll, vp and admin manage them). */
export const webhooksCases: Record<string, MatrixCase> = {
  'webhook.list': { crossLandlord: { none: "takes no id; lists the caller's landlord's subscriptions" } },
  'webhook.create': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: await webhookFor.body(role) },
    }),
    crossLandlord: (f) => ({
      body: { url: WEBHOOK_CASE_URL, events: ['claim.created'], landlordId: f.otherLandlordId },
    }),
  },
  'webhook.update': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { id: await webhookFor(role), events: ['claim.created', 'invoice.issued'] } },
    }),
    crossLandlord: (f) => ({ body: { id: f.otherWebhookId, enabled: false } }),
  },
  'webhook.delete': {
    prepare: async (role) => ({ token: tokens[role], input: { query: { id: await webhookFor(role) } } }),
    crossLandlord: (f) => ({ query: { id: f.otherWebhookId } }),
  },
  'webhook.deliveries': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { query: { subscriptionId: await webhookFor(role) } },
    }),
    crossLandlord: (f) => ({ query: { subscriptionId: f.otherWebhookId } }),
  },
  'webhook.replay': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { id: await webhookDeliveryFor(role) } },
    }),
    crossLandlord: (f) => ({ body: { id: f.otherDeliveryId } }),
  },
};
