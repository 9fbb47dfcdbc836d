import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { change, type Work } from '../../platform/unit-of-work.js';
import { emitWebhook } from '../webhooks/webhooks.emit.js';

/** The daily evaluation of the flag rules (DESIGN.md 'Rules the spec leaves open'). */
export const FLAG_JOB = 'policies.flag';
/** Every day at 05:15 UTC, before the working day starts anywhere in the US. */
const FLAG_CRON = '15 5 * * *';
/** A premium unpaid this many days past its due date flags its policy. */
export const PREMIUM_GRACE_DAYS = 30;

/**
 * Flags the policies in force that meet a rule and carry no flag yet: the lease has ended, the tenant
 * was reported as moved out, or the premium is unpaid 30 days past due. The first rule met names the
 * reason. A flag once raised stays until a person resolves it (cancel, claim or dismiss), and a resolved
 * flag is not raised again. `ids` limits it to the policies a change just touched. Answers how many;
 * each flag is told to its landlord's webhooks (`policy.flagged`).
 */
export async function raiseFlags(
  work: Pick<Work, 'tx' | 'ctx' | 'enqueue'>,
  now: Date,
  ids?: string[],
): Promise<number> {
  const q = work.tx;
  const today = now.toISOString().slice(0, 10);
  const graceEnd = new Date(now.getTime() - PREMIUM_GRACE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const leaseEnded = lt(applications.leaseEndDate, today);
  const movedOut = isNotNull(applications.movedOutAt);
  const premiumUnpaid = and(isNull(applications.premiumPaidAt), lt(applications.premiumDueDate, graceEnd));
  const flagged = await q
    .update(applications)
    .set({
      flaggedAt: now,
      flagReason: sql`case when ${leaseEnded} then 'lease-ended' when ${movedOut} then 'moved-out' else 'premium-unpaid' end`,
    })
    .where(
      and(
        eq(applications.stage, 'Stage05'),
        isNotNull(applications.riderId),
        isNull(applications.cancelledAt),
        isNull(applications.flaggedAt),
        ids ? inArray(applications.id, ids) : undefined,
        or(leaseEnded, movedOut, premiumUnpaid),
      ),
    )
    .returning({
      id: applications.id,
      landlordId: applications.landlordId,
      riderId: applications.riderId,
      reason: applications.flagReason,
    });
  for (const f of flagged) {
    await emitWebhook(work, {
      landlordId: f.landlordId,
      type: 'policy.flagged',
      subject: { type: 'policy', id: f.id },
      data: { riderId: f.riderId, reason: f.reason, flaggedAt: now.toISOString() },
    });
  }
  return flagged.length;
}

/** Runs the rules over every policy, as one change with its activity row (no person asks: the schedule does). */
export async function evaluateFlags(ctx: AppContext): Promise<number> {
  return change(
    ctx,
    { actorId: null },
    { action: 'policy.flag-evaluate', subjectType: 'policy', from: (n) => ({ detail: { flagged: n } }) },
    (work) => raiseFlags(work, ctx.clock.now()),
  );
}

/** The daily job on the queue: on PostgreSQL with several instances, each day's run happens once. */
export function registerFlagRules(_app: FastifyInstance, ctx: AppContext): void {
  ctx.jobs.register(
    FLAG_JOB,
    async () => {
      const n = await evaluateFlags(ctx);
      ctx.log.info({ flagged: n }, 'flag rules evaluated');
    },
    { cron: FLAG_CRON },
  );
}
