import { z } from 'zod';
import { idField, pageFields, pageOf, textField } from '../list.js';
import { defineRoute } from '../route.js';

/** The events a landlord may subscribe to (issue #26 item 2); the payload's `type`. */
export const WEBHOOK_EVENTS = [
  'claim.created',
  'claim.status_changed',
  'claim.payment_recorded',
  'claim.decided',
  'policy.cancelled',
  'policy.flagged',
  'invoice.issued',
  'invoice.dispute_resolved',
  'application.stage_changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Who manages a landlord's subscriptions. */
export const WEBHOOK_ROLES = ['admin', 'll', 'vp'] as const;

/** The most subscriptions one landlord holds. */
export const WEBHOOK_SUBSCRIPTIONS_MAX = 20;

export const WEBHOOK_TEXTS = {
  created: 'Webhook added. Copy its signing secret now: it is not shown again.',
  updated: 'Webhook saved.',
  deleted: 'Webhook deleted.',
  replayed: 'Delivery queued again.',
  urlInvalid: 'The address must be an http or https URL',
  urlCredentials: 'The address must not carry a user name or password',
  urlPrivate: 'The address is a loopback or private network address; webhooks go only to public addresses',
  urlUnresolved: 'The address does not resolve',
  eventsRequired: 'Choose at least one event',
  landlordRequired: 'Choose the landlord the webhook is for',
  tooMany: `A landlord holds at most ${WEBHOOK_SUBSCRIPTIONS_MAX} webhooks`,
} as const;

/** An address the subscription posts to: http(s), no credentials, bounded. */
export const webhookUrlField = () =>
  z
    .string(WEBHOOK_TEXTS.urlInvalid)
    .trim()
    .max(2_000, { message: 'The address is too long (at most 2000 characters)', abort: true })
    .refine((value) => {
      try {
        const u = new URL(value);
        return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
      } catch {
        return false;
      }
    }, WEBHOOK_TEXTS.urlInvalid)
    .refine((value) => {
      try {
        const u = new URL(value);
        return u.username === '' && u.password === '';
      } catch {
        return true;
      }
    }, WEBHOOK_TEXTS.urlCredentials);

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, `An event is one of: ${WEBHOOK_EVENTS.join(', ')}`))
  .min(1, WEBHOOK_TEXTS.eventsRequired)
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);

/** The Webhooks page's add form: the create call's fields a person types. */
export const webhookFormSchema = z.object({
  url: webhookUrlField(),
  description: textField(200, 'Description'),
  events: eventsField,
});

export const webhookSubscriptionSchema = z.object({
  id: z.string(),
  landlordId: z.string(),
  landlordName: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  subscriptionId: z.string(),
  messageId: z.string(),
  eventType: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
  lastLatencyMs: z.number().int().nullable(),
  /** The first 500 characters of the receiver's answer, or why the attempt failed. */
  lastResponse: z.string().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const listWebhooks = defineRoute({
  id: 'webhook.list',
  method: 'GET',
  path: '/webhook/subscriptions',
  summary: "The caller's landlord's webhook subscriptions (admin: every landlord's)",
  tag: 'Webhooks',
  auth: 'user',
  roles: WEBHOOK_ROLES,
  response: z.array(webhookSubscriptionSchema),
});

export const createWebhook = defineRoute({
  id: 'webhook.create',
  method: 'POST',
  path: '/webhook/subscription',
  summary:
    'Subscribes an address to events; answers its whsec_ signing secret once. Loopback and private addresses are refused',
  tag: 'Webhooks',
  auth: 'user',
  roles: WEBHOOK_ROLES,
  body: z.strictObject({
    url: webhookUrlField(),
    events: eventsField,
    description: textField(200, 'Description').optional(),
    /** An admin names the landlord; a landlord's own people may omit it. */
    landlordId: idField('Landlord id').optional(),
  }),
  response: z.object({ subscription: webhookSubscriptionSchema, secret: z.string() }),
});

export const updateWebhook = defineRoute({
  id: 'webhook.update',
  method: 'PUT',
  path: '/webhook/subscription',
  summary: 'Changes a subscription: its address, events, description, or turns it on or off',
  tag: 'Webhooks',
  auth: 'user',
  roles: WEBHOOK_ROLES,
  body: z.strictObject({
    id: idField('Webhook id'),
    url: webhookUrlField().optional(),
    events: eventsField.optional(),
    description: textField(200, 'Description').optional(),
    enabled: z.boolean('Enabled is true or false').optional(),
  }),
  response: webhookSubscriptionSchema,
});

export const deleteWebhook = defineRoute({
  id: 'webhook.delete',
  method: 'DELETE',
  path: '/webhook/subscription',
  summary: 'Deletes a subscription and its delivery log',
  tag: 'Webhooks',
  auth: 'user',
  roles: WEBHOOK_ROLES,
  query: z.strictObject({ id: idField('Webhook id') }),
  response: z.object({ id: z.string() }),
});

export const listWebhookDeliveries = defineRoute({
  id: 'webhook.deliveries',
  method: 'GET',
  path: '/webhook/deliveries',
  summary: "A subscription's delivery log, newest first: status, attempts, latency and the answer's start",
  tag: 'Webhooks',
  auth: 'user',
  roles: WEBHOOK_ROLES,
  query: z.strictObject({ subscriptionId: idField('Webhook id'), ...pageFields(20) }),
  response: pageOf(webhookDeliverySchema),
});

export const replayWebhookDelivery = defineRoute({
  id: 'webhook.replay',
  method: 'POST',
  path: '/webhook/delivery/replay',
  summary: 'Sends a logged message again (same webhook-id), after any pending message of its subject',
  tag: 'Webhooks',
  auth: 'user',
  roles: WEBHOOK_ROLES,
  body: z.strictObject({ id: idField('Delivery id') }),
  response: webhookDeliverySchema,
});

export const webhookRoutes = [
  listWebhooks,
  createWebhook,
  updateWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  replayWebhookDelivery,
] as const;
