import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@lease/contract';
import type { Work } from '../../platform/unit-of-work.js';
import { insertDeliveries, listenersOf } from './webhooks.repository.js';

/** The delivery job: it sends a subject's pending messages, in order, for one subscription. */
export const DELIVER_JOB = 'webhooks.deliver';

export interface DeliverJob {
  subscriptionId: string;
  subject: string;
}

export interface WebhookEventInput {
  landlordId: string;
  type: WebhookEvent;
  /** The record the event is about, `claim:<id>`-like as `subject`, its messages kept in order. */
  subject: { type: string; id: string };
  data: Record<string, unknown>;
}

/**
 * Tells a landlord's subscriptions of an event, inside the change it happened in: one message per
 * subscription that wants it is written to the webhook outbox in the change's transaction, and a
 * delivery job sent in it too, so the message exists, and goes out, exactly when the change commits
 * (docs/decisions/0030-webhooks.md). A landlord with no subscription pays one indexed read.
 */
export async function emitWebhook(
  work: Pick<Work, 'tx' | 'ctx' | 'enqueue'>,
  event: WebhookEventInput,
): Promise<void> {
  const listeners = await listenersOf(work.tx, event.landlordId, event.type);
  if (listeners.length === 0) return;
  const now = work.ctx.clock.now();
  const subject = `${event.subject.type}:${event.subject.id}`;
  const messageId = `msg_${randomUUID().replaceAll('-', '')}`;
  const payload = {
    type: event.type,
    timestamp: now.toISOString(),
    data: { [`${event.subject.type}Id`]: event.subject.id, landlordId: event.landlordId, ...event.data },
  };
  await insertDeliveries(
    work.tx,
    listeners.map((l) => ({
      subscriptionId: l.id,
      messageId,
      eventType: event.type,
      subject,
      payload,
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
  for (const l of listeners) {
    await work.enqueue<DeliverJob>(DELIVER_JOB, { subscriptionId: l.id, subject });
  }
}
