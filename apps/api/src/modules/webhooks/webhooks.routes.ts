import type { FastifyInstance } from 'fastify';
import { routes, WEBHOOK_TEXTS } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import { deliverSubject, sweepDue, SWEEP_JOB } from './webhooks.deliver.js';
import { DELIVER_JOB, type DeliverJob } from './webhooks.emit.js';
import { accessFor } from '../../platform/auth/access.js';
import { deliveriesOf, subscriptionOf, subscriptionsOf, toSubscription } from './webhooks.repository.js';
import {
  createSubscription,
  deleteSubscription,
  replayDelivery,
  updateSubscription,
} from './webhooks.service.js';

const { webhooks } = routes;

/** Signed webhooks (issue #26 item 2, docs/decisions/0030-webhooks.md): subscriptions, their log, the job. */
export function registerWebhookRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A failed attempt books its own retry; pg-boss's retries cover a worker lost mid-job.
  // Four subjects at once per instance: one slow receiver does not hold every other landlord's back.
  ctx.jobs.register<DeliverJob>(DELIVER_JOB, (data) => deliverSubject(ctx, data), { concurrency: 4 });
  ctx.jobs.register(SWEEP_JOB, () => sweepDue(ctx), { cron: '* * * * *', retryLimit: 0 });

  registerRoute(app, ctx, webhooks.listWebhooks, async ({ actor }) => ({
    data: (await subscriptionsOf(ctx.database.db, accessFor(ctx, actor))).map(toSubscription),
  }));
  registerRoute(app, ctx, webhooks.createWebhook, async ({ actor, body, request }) => ({
    status: 201,
    message: WEBHOOK_TEXTS.created,
    data: await createSubscription(ctx, whoOf(actor, request), actor, body),
  }));
  registerRoute(app, ctx, webhooks.updateWebhook, async ({ actor, body, request }) => ({
    message: WEBHOOK_TEXTS.updated,
    data: await updateSubscription(ctx, whoOf(actor, request), actor, body),
  }));
  registerRoute(app, ctx, webhooks.deleteWebhook, async ({ actor, query, request }) => {
    await deleteSubscription(ctx, whoOf(actor, request), actor, query.id);
    return { message: WEBHOOK_TEXTS.deleted, data: { id: query.id } };
  });
  registerRoute(app, ctx, webhooks.listWebhookDeliveries, async ({ actor, query }) => {
    if (!(await subscriptionOf(ctx.database.db, accessFor(ctx, actor), query.subscriptionId)))
      throw notFound('Webhook');
    return { data: await deliveriesOf(ctx.database.db, query.subscriptionId, query) };
  });
  registerRoute(app, ctx, webhooks.replayWebhookDelivery, async ({ actor, body, request }) => ({
    status: 201,
    message: WEBHOOK_TEXTS.replayed,
    data: await replayDelivery(ctx, whoOf(actor, request), actor, body.id),
  }));
}
