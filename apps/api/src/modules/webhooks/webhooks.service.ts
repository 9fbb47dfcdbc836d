import {
  WEBHOOK_SUBSCRIPTIONS_MAX,
  WEBHOOK_TEXTS,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookSubscription,
} from '@lease/contract';
import { accessFor, type Access } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { resolvePublic } from './webhooks.address.js';
import { DELIVER_JOB, type DeliverJob } from './webhooks.emit.js';
import {
  countOfLandlord,
  deliveryOf,
  insertDeliveries,
  landlordName,
  subscriptionOf,
  toDelivery,
  toSubscription,
} from './webhooks.repository.js';
import { newSecret } from './webhooks.sign.js';
import { insertSubscription, removeSubscription, setSubscription } from './webhooks.writes.js';

/**
 * Refuses an address a webhook may not post to: one that resolves to a loopback or private address
 * (unless WEBHOOK_ALLOW_PRIVATE), or does not resolve. Delivery checks again (DNS rebinding).
 */
async function checkAddress(ctx: AppContext, url: string): Promise<void> {
  if (ctx.config.webhooks.allowPrivate) return;
  const resolved = await resolvePublic(new URL(url), false);
  if (resolved.ok) return;
  const message = resolved.reason === 'private' ? WEBHOOK_TEXTS.urlPrivate : WEBHOOK_TEXTS.urlUnresolved;
  throw badRequest(message, [{ path: 'url', message }]);
}

/**
 * The landlord a new subscription is for: the caller's own, or the one an admin names; none for a reader
 * in part (Access.wholeLandlordFor), since a subscription hears every building of its landlord.
 */
function landlordFor(access: Access, asked: string | undefined): string {
  const landlordId = access.wholeLandlordFor(asked);
  if (landlordId === null) throw notFound('Landlord');
  if (!landlordId)
    throw badRequest(WEBHOOK_TEXTS.landlordRequired, [
      { path: 'landlordId', message: WEBHOOK_TEXTS.landlordRequired },
    ]);
  return landlordId;
}

export async function createSubscription(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: {
    url: string;
    events: WebhookEvent[];
    description?: string | undefined;
    landlordId?: string | undefined;
  },
): Promise<{ subscription: WebhookSubscription; secret: string }> {
  const landlordId = landlordFor(accessFor(ctx, actor), input.landlordId);
  await checkAddress(ctx, input.url);
  const secret = newSecret();
  return change(
    ctx,
    who,
    {
      action: 'webhook.create',
      subjectType: 'webhook',
      detail: { url: input.url, events: input.events },
      from: (r) => ({ subjectId: r.subscription.id }),
    },
    async ({ tx }) => {
      const name = await landlordName(tx, landlordId);
      if (name === null) throw notFound('Landlord');
      if ((await countOfLandlord(tx, landlordId)) >= WEBHOOK_SUBSCRIPTIONS_MAX)
        throw conflict(WEBHOOK_TEXTS.tooMany);
      const now = ctx.clock.now();
      const row = await insertSubscription(tx, {
        landlordId,
        url: input.url,
        description: input.description ? input.description : null,
        events: input.events,
        secretSealed: ctx.secrets.seal(secret),
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      return { subscription: toSubscription({ ...row, landlordName: name }), secret };
    },
  );
}

export async function updateSubscription(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: {
    id: string;
    url?: string | undefined;
    events?: WebhookEvent[] | undefined;
    description?: string | undefined;
    enabled?: boolean | undefined;
  },
): Promise<WebhookSubscription> {
  if (input.url !== undefined) await checkAddress(ctx, input.url);
  return change(
    ctx,
    who,
    {
      action: 'webhook.update',
      subjectType: 'webhook',
      subjectId: input.id,
      detail: { url: input.url, events: input.events, enabled: input.enabled },
    },
    async (work) => {
      const held = await subscriptionOf(work.tx, accessFor(ctx, actor), input.id, true);
      if (!held) throw notFound('Webhook');
      const enabling = input.enabled === true && !held.enabled;
      const row = await setSubscription(work.tx, input.id, {
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(input.description !== undefined ? { description: input.description || null } : {}),
        ...(input.enabled !== undefined
          ? { enabled: input.enabled, disabledReason: input.enabled ? null : 'Turned off' }
          : {}),
        // Turned on again: its run of failures starts over.
        ...(enabling ? { failingSince: null } : {}),
        updatedAt: ctx.clock.now(),
      });
      return toSubscription({ ...row, landlordName: held.landlordName });
    },
  );
}

export async function deleteSubscription(ctx: AppContext, who: Who, actor: Actor, id: string): Promise<void> {
  await change(
    ctx,
    who,
    { action: 'webhook.delete', subjectType: 'webhook', subjectId: id },
    async ({ tx }) => {
      if (!(await subscriptionOf(tx, accessFor(ctx, actor), id, true))) throw notFound('Webhook');
      await removeSubscription(tx, id);
    },
  );
}

/**
 * Sends a logged message again: a new entry of the log with the same message id and body, behind any
 * pending message of its subject, so a replay never overtakes what is still to be delivered.
 */
export async function replayDelivery(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  id: string,
): Promise<WebhookDelivery> {
  return change(
    ctx,
    who,
    { action: 'webhook.replay', subjectType: 'webhook_delivery', subjectId: id },
    async (work) => {
      const original = await deliveryOf(work.tx, accessFor(ctx, actor), id);
      if (!original) throw notFound('Delivery');
      const now = ctx.clock.now();
      const [copy] = await insertDeliveries(work.tx, [
        {
          subscriptionId: original.subscriptionId,
          messageId: original.messageId,
          eventType: original.eventType,
          subject: original.subject,
          payload: original.payload,
          createdAt: now,
          nextAttemptAt: now,
        },
      ]);
      await work.enqueue<DeliverJob>(DELIVER_JOB, {
        subscriptionId: original.subscriptionId,
        subject: original.subject,
      });
      return toDelivery(copy!);
    },
  );
}
