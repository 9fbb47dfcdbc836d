import {
  ANSWERS,
  canCancelPolicy,
  CANCEL_EFFECTIVE_AFTER_HOURS,
  type CancelLogRow,
  canResolveFlag,
  dateFormatOf,
  formatMoment,
  type Page,
  SERVER_TIME_ZONE,
} from '@lease/contract';
import { accessFor } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { EXPORT_PAGE_SIZE } from '../../platform/db/csv-export.js';
import { conflict, notFound } from '../../platform/errors.js';
import { change, type Work, type Who } from '../../platform/unit-of-work.js';
import { emitWebhook } from '../webhooks/webhooks.emit.js';
import { checkNamed } from '../records/records.service.js';
import { issueCancellationNotice } from '../documents/issue.js';
import {
  cancelLogPage,
  landlordAddresses,
  listCancelLog,
  lockPolicies,
  logCancellations,
  markCancelled,
  resolveFlags,
  type CancelLogFilter,
} from './cancellations.repository.js';

type Policy = Awaited<ReturnType<typeof lockPolicies>>[number];

/**
 * The named policies in scope, locked for the change. One that is not there, or not the caller's to see,
 * refuses the whole list (404, as if absent), so a list with one bad id changes nothing.
 */
async function lockNamed(work: Work, actor: Actor, riderIds: string[]): Promise<Policy[]> {
  const found = await lockPolicies(work.tx, accessFor(work.ctx, actor), riderIds);
  const seen = new Set(found.map((p) => p.riderId));
  const missing = riderIds.filter((id) => !seen.has(id));
  if (missing.length > 0) throw notFound(`Policy ${missing.join(', ')}`);
  return found;
}

/** Tells each landlord of the cancelled policies, once, with the effective time and where the notices are. */
async function tellLandlords(work: Work, cancelled: Policy[], effectiveAt: Date): Promise<void> {
  const byLandlord = new Map<string, Policy[]>();
  for (const p of cancelled) byLandlord.set(p.landlordId, [...(byLandlord.get(p.landlordId) ?? []), p]);
  const people = await landlordAddresses(work.tx, [...byLandlord.keys()]);
  for (const person of people) {
    const riders = (byLandlord.get(person.landlordId ?? '') ?? []).map((p) => p.riderId ?? '').sort();
    await work.send({
      to: person.email,
      userId: person.id,
      subject: `Policy cancellation notice: ${riders.join(', ')}`,
      body: [
        `The following lease guarantee ${riders.length === 1 ? 'policy was' : 'policies were'} cancelled at your request: ${riders.join(', ')}.`,
        // In the recipient's date format (decision 0026), the time in the business's zone, named.
        `Coverage ends at ${formatMoment(effectiveAt, dateFormatOf(person.theme), SERVER_TIME_ZONE)}. There is no coverage for a loss after that time.`,
        'Premiums and invoices already due remain due.',
        `The cancellation notice (PDF) of each policy is in its documents: ${work.ctx.config.publicUrl}/dashboard/property/policies`,
      ].join('\n\n'),
    });
  }
}

/**
 * Cancels policies in force (file 2 §2, §9): all or none. Coverage stops 24 hours after the request;
 * premiums and invoices already due stay due. Each policy gets its cancellation-log row, its activity
 * row and its notice PDF in the same transaction; its landlord is e-mailed once it commits.
 */
export async function cancelPolicies(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { riderIds: string[]; reason?: string | undefined },
): Promise<{ rider_id: string; effective_at: string }[]> {
  return change(
    ctx,
    who,
    { action: 'policy.cancel', subjectType: 'policy', detail: { riderIds: input.riderIds } },
    async (work) => {
      const policies = await lockNamed(work, actor, input.riderIds);
      for (const p of policies) {
        if (p.cancelledAt !== null) throw conflict(ANSWERS.policyAlreadyCancelled(p.riderId));
        if (!canCancelPolicy(actor, p)) throw conflict(ANSWERS.policyNotInForce(p.riderId));
      }
      const now = ctx.clock.now();
      const effectiveAt = new Date(now.getTime() + CANCEL_EFFECTIVE_AFTER_HOURS * 3_600_000);
      const reason = input.reason || null;
      const ids = policies.map((p) => p.id);
      await markCancelled(work.tx, ids, effectiveAt, reason ?? 'Cancelled at the landlord’s request');
      // A flag is resolved by the person who acts on it: cancelling is one of the three ways.
      await resolveFlags(work.tx, ids, now, true);
      await logCancellations(
        work.tx,
        policies.map((p) => ({
          applicationId: p.id,
          buildingId: p.buildingId,
          landlordId: p.landlordId,
          riderId: p.riderId ?? '',
          requestedBy: actor.userId,
          requestedAt: now,
          effectiveAt,
          reason,
        })),
      );
      for (const p of policies) {
        await work.record({
          action: 'policy.cancelled',
          subjectType: 'application',
          subjectId: p.id,
          detail: { riderId: p.riderId, effectiveAt: effectiveAt.toISOString(), reason },
        });
        await issueCancellationNotice(work, p.id, dateFormatOf(actor.user.theme));
        await emitWebhook(work, {
          landlordId: p.landlordId,
          type: 'policy.cancelled',
          subject: { type: 'policy', id: p.id },
          data: { riderId: p.riderId, effectiveAt: effectiveAt.toISOString(), reason },
        });
      }
      await tellLandlords(work, policies, effectiveAt);
      return policies.map((p) => ({ rider_id: p.riderId ?? '', effective_at: effectiveAt.toISOString() }));
    },
  );
}

/** Dismisses the open flags of policies with the reason why (all or none); the policies stay in force. */
export async function dismissFlags(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { riderIds: string[]; reason: string },
): Promise<string[]> {
  return change(
    ctx,
    who,
    { action: 'policy.flag-dismiss', subjectType: 'policy', detail: { riderIds: input.riderIds } },
    async (work) => {
      const policies = await lockNamed(work, actor, input.riderIds);
      for (const p of policies) {
        if (!canResolveFlag(actor, p)) throw conflict(ANSWERS.policyNoFlag(p.riderId));
      }
      const now = ctx.clock.now();
      await resolveFlags(
        work.tx,
        policies.map((p) => p.id),
        now,
        false,
      );
      for (const p of policies) {
        await work.record({
          action: 'policy.flag-dismissed',
          subjectType: 'application',
          subjectId: p.id,
          detail: { riderId: p.riderId, reason: input.reason },
        });
      }
      return policies.map((p) => p.riderId ?? '');
    },
  );
}

type LogParams = { page: number; pageSize: number; order: 'asc' | 'desc'; cursor?: string | undefined };

/** A page of the Policy Cancel Log in the caller's scope. */
export async function cancelLogInScope(
  ctx: AppContext,
  actor: Actor,
  filter: CancelLogFilter,
  params: LogParams,
): Promise<Page<CancelLogRow>> {
  const access = accessFor(ctx, actor);
  await checkNamed(ctx.database.db, access, filter);
  return listCancelLog(ctx.database.db, access, filter, params);
}

/** After the same checks as the grid, a reader of its keyset pages without totals, for the CSV stream. */
export async function cancelLogExportReader(
  ctx: AppContext,
  actor: Actor,
  filter: CancelLogFilter,
  order: 'asc' | 'desc',
) {
  const access = accessFor(ctx, actor);
  await checkNamed(ctx.database.db, access, filter);
  return (cursor: string | undefined) =>
    cancelLogPage(ctx.database.db, access, filter, { page: 1, pageSize: EXPORT_PAGE_SIZE, order, cursor });
}
