import { eq } from 'drizzle-orm';
import { webhookSubscriptions } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { change } from '../../platform/unit-of-work.js';
import { writer } from '../../platform/writer.js';
import { DELIVER_JOB, type DeliverJob } from './webhooks.emit.js';
import { claimAttempt, dueSubjects, headOf, markSubscription, recordAttempt } from './webhooks.repository.js';
import { post } from './webhooks.sign.js';

/** A subscription failing without a break for this long is disabled. */
export const DISABLE_AFTER_MS = 24 * 3600 * 1000;
/** The sweep that sends jobs for due messages a lost job left behind. */
export const SWEEP_JOB = 'webhooks.sweep';
/** Messages one job sends in a row before it hands the rest of its subject to a new job. */
const BATCH = 50;

/**
 * The delivery job (docs/decisions/0030-webhooks.md): sends the pending messages of one subject for one
 * subscription, oldest first. A message waits while an earlier one of its subject is pending; the
 * first is claimed for the length of an attempt (no lock held across the HTTP call), so two workers
 * never send it at once. A failure sets its next attempt by the back-off schedule and sends a job for
 * then; the schedule spent, the message is given up and the next one of the subject goes.
 */
export async function deliverSubject(ctx: AppContext, job: DeliverJob): Promise<void> {
  // The claim commits before the call and the outcome after it, apart from any change: no transaction
  // is held open across an HTTP call, and the message row is their record (decisions 0030, 0034).
  const db = writer(ctx.database);
  const { retrySeconds, timeoutMs, allowPrivate } = ctx.config.webhooks;
  for (let sent = 0; sent < BATCH; sent += 1) {
    const head = await headOf(db, job.subscriptionId, job.subject);
    if (!head || !head.enabled) return;
    const now = ctx.clock.now();
    // A later attempt is booked; the job sent for it (or the sweep) comes back then.
    if (head.nextAttemptAt > now) return;
    const lease = new Date(now.getTime() + timeoutMs + 30_000);
    if (!(await claimAttempt(db, head.id, head.attempts, now, lease))) return;
    const body = JSON.stringify(head.payload);
    const outcome = await post(
      head.url,
      {
        id: head.messageId,
        body,
        secret: ctx.secrets.open(head.secretSealed),
        timestampSeconds: Math.floor(ctx.clock.now().getTime() / 1000),
      },
      { allowPrivate, timeoutMs },
    );
    const at = ctx.clock.now();
    const attempts = head.attempts + 1;
    const gap = retrySeconds[head.attempts];
    const status = outcome.ok ? 'delivered' : gap === undefined ? 'failed' : 'pending';
    await recordAttempt(db, head.id, {
      status,
      attempts,
      nextAttemptAt: new Date(at.getTime() + (gap ?? 0) * 1000),
      lastStatus: outcome.status,
      lastLatencyMs: outcome.latencyMs,
      lastResponse: outcome.response,
      lastError: outcome.error,
      lastAttemptAt: at,
    });
    const marked = await markSubscription(db, job.subscriptionId, outcome.ok, at);
    if (
      !outcome.ok &&
      marked?.failingSince &&
      at.getTime() - marked.failingSince.getTime() >= DISABLE_AFTER_MS
    ) {
      await disable(ctx, job.subscriptionId, at);
      return;
    }
    if (status === 'pending') {
      await ctx.jobs.enqueue<DeliverJob>(DELIVER_JOB, job, {
        startAfter: new Date(Date.now() + gap! * 1000),
      });
      return;
    }
  }
  await ctx.jobs.enqueue<DeliverJob>(DELIVER_JOB, job);
}

/** A day of failures: the subscription is turned off and its owner told by e-mail. */
async function disable(ctx: AppContext, subscriptionId: string, at: Date): Promise<void> {
  await change(
    ctx,
    { actorId: null },
    { action: 'webhook.disable', subjectType: 'webhook', subjectId: subscriptionId },
    async (work) => {
      const [row] = await work.tx
        .update(webhookSubscriptions)
        .set({ enabled: false, disabledReason: 'Disabled after a day of failed deliveries', updatedAt: at })
        .where(eq(webhookSubscriptions.id, subscriptionId))
        .returning();
      if (!row?.createdBy) return;
      const owner = await work.tx.query.users.findFirst({
        columns: { email: true, name: true },
        where: (u, { eq: is }) => is(u.id, row.createdBy!),
      });
      if (!owner) return;
      await work.send({
        to: owner.email,
        subject: 'A webhook was disabled',
        body: [
          `Dear ${owner.name},`,
          `Deliveries to ${row.url} have failed for a day, so the webhook is now disabled. Its messages wait in its delivery log.`,
          `Turn it on again on the Webhooks page once the address answers: ${ctx.config.publicUrl}/dashboard/webhooks`,
        ].join('\n\n'),
      });
    },
  );
}

/** Every minute: a job for each subject whose first message is due and not in flight (a lost job's work). */
export async function sweepDue(ctx: AppContext): Promise<void> {
  for (const due of await dueSubjects(ctx.database.db, ctx.clock.now())) {
    await ctx.jobs.enqueue<DeliverJob>(DELIVER_JOB, due);
  }
}
