import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import {
  ANSWERS,
  canMoveClaim,
  cents,
  CLAIM_STATUS_LABELS,
  type ClaimData,
  type ClaimPaymentMethod,
  type ClaimStatus,
  dollars,
  fromCents,
} from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { applications, claimEvents, claimPayments, claims, users } from '../../db/schema/index.js';
import { accessFor, type Access } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { change, type Work, type Who } from '../../platform/unit-of-work.js';
import { emitWebhook } from '../webhooks/webhooks.emit.js';

/** The claim in scope, locked for the change (unless told not to), with what its moves need. */
export async function lockClaim(work: Work, actor: Actor, id: string, { lock = true } = {}) {
  const query = work.tx
    .select({
      id: claims.id,
      name: claims.name,
      status: claims.status,
      approvedAmount: claims.approvedAmount,
      paid: claims.totalIndemnityPayments,
      filedBy: claims.filedBy,
      claimData: claims.claimData,
      buildingId: claims.buildingId,
      landlordId: claims.landlordId,
      applicationId: claims.applicationId,
    })
    .from(claims)
    .where(and(accessFor(work.ctx, actor).where('claims'), eq(claims.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Claim');
  return row;
}

/** What a policy covers in all: its total coverage, else gross monthly rent × months of coverage. */
async function coverageOf(q: Queryable, applicationId: string): Promise<bigint> {
  const [p] = await q
    .select({
      total: applications.totalCoverageAmount,
      rent: applications.grossMonthlyRent,
      months: applications.coverageAmountRequestedMonths,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!p) return 0n;
  return p.total !== null ? cents(p.total) : cents(p.rent) * BigInt(p.months ?? 0);
}

/**
 * Tells the claim's contacts, primary and secondary, of its new status and the note, and pushes the move
 * to the filer's open pages once it commits.
 */
export async function tellContacts(
  work: Work,
  claim: { id: string; name: string; claimData: unknown; filedBy: string | null },
  status: ClaimStatus,
  note: string,
) {
  const filer = claim.filedBy;
  if (filer) {
    work.afterCommit(() => work.ctx.realtime.publish({ userIds: [filer], claimId: claim.id, kind: 'claim' }));
  }
  const data = claim.claimData as ClaimData;
  const to = [data.contactEmail, data.secondaryAdded ? data.secondaryEmail : ''].filter(Boolean);
  for (const address of new Set(to)) {
    await work.send({
      to: address,
      subject: `Claim ${claim.name}: ${CLAIM_STATUS_LABELS[status]}`,
      body: [
        `Claim ${claim.name} is now ${CLAIM_STATUS_LABELS[status]}.`,
        note,
        `Follow it on the Claims page: ${work.ctx.config.publicUrl}/dashboard/property/claims`,
      ].join('\n\n'),
    });
  }
}

/**
 * Moves a claim along CLAIM_MOVES with a note (admin): its timeline gains the move, its contacts are
 * told. Approving records the approved amount, which never exceeds the policy's remaining coverage.
 */
export async function moveClaim(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { id: string; status: ClaimStatus; note: string; approvedAmount?: string | undefined },
): Promise<ClaimStatus> {
  return change(
    ctx,
    who,
    { action: 'claim.move', subjectType: 'claim', subjectId: input.id, detail: { to: input.status } },
    async (work) => {
      // Claims staff only, here as well as on the route: a route that lost its roles must not open it.
      if (!canMoveClaim(actor)) throw forbidden();
      const claim = await lockClaim(work, actor, input.id);
      if (!canMoveClaim(actor, { from: claim.status, to: input.status })) {
        throw conflict(
          ANSWERS.claimCannotMove(
            CLAIM_STATUS_LABELS[claim.status].toLowerCase(),
            CLAIM_STATUS_LABELS[input.status].toLowerCase(),
          ),
        );
      }
      let approvedAmount = claim.approvedAmount;
      if (input.status === 'approved') {
        if (!input.approvedAmount) throw badRequest(ANSWERS.enterApproved);
        const remaining = (await coverageOf(work.tx, claim.applicationId)) - cents(claim.paid);
        if (cents(input.approvedAmount) > remaining) {
          throw badRequest(ANSWERS.approvedOverCoverage(dollars(remaining)));
        }
        approvedAmount = fromCents(cents(input.approvedAmount));
      }
      const now = ctx.clock.now();
      await work.tx
        .update(claims)
        .set({ status: input.status, approvedAmount, updatedAt: now })
        .where(eq(claims.id, claim.id));
      await work.tx
        .insert(claimEvents)
        .values({ claimId: claim.id, status: input.status, note: input.note, by: actor.userId, at: now });
      await tellContacts(work, claim, input.status, input.note);
      await emitWebhook(work, {
        landlordId: claim.landlordId,
        type: 'claim.status_changed',
        subject: { type: 'claim', id: claim.id },
        data: { name: claim.name, from: claim.status, to: input.status, approvedAmount, note: input.note },
      });
      return input.status;
    },
  );
}

/**
 * Records a payment of an approved claim (admin). The payments add up to total_indemnity_payments and
 * never pass the approved amount; reaching it makes the claim paid.
 */
export async function recordPayment(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { id: string; method: ClaimPaymentMethod; paidOn: string; amount: string; reference: string },
): Promise<{ status: ClaimStatus; total: string }> {
  return change(
    ctx,
    who,
    { action: 'claim.payment', subjectType: 'claim', subjectId: input.id, detail: { amount: input.amount } },
    async (work) => {
      if (!canMoveClaim(actor)) throw forbidden();
      const claim = await lockClaim(work, actor, input.id);
      if (claim.status !== 'approved') throw conflict(ANSWERS.onlyApprovedPaid);
      const total = cents(claim.paid) + cents(input.amount);
      if (cents(input.amount) <= 0n) throw badRequest(ANSWERS.amountPositive);
      if (total > cents(claim.approvedAmount)) {
        throw badRequest(ANSWERS.paymentsOverApproved(dollars(cents(claim.approvedAmount))));
      }
      const now = ctx.clock.now();
      await work.tx.insert(claimPayments).values({
        claimId: claim.id,
        method: input.method,
        paidOn: input.paidOn,
        amount: fromCents(cents(input.amount)),
        reference: input.reference,
        recordedBy: actor.userId,
        createdAt: now,
      });
      const paid = total === cents(claim.approvedAmount);
      const status: ClaimStatus = paid ? 'paid' : claim.status;
      await work.tx
        .update(claims)
        .set({ totalIndemnityPayments: fromCents(total), status, updatedAt: now })
        .where(eq(claims.id, claim.id));
      if (paid) {
        const note = `Paid in full: ${dollars(total)}.`;
        await work.tx
          .insert(claimEvents)
          .values({ claimId: claim.id, status, note, by: actor.userId, at: now });
        await tellContacts(work, claim, status, note);
      }
      await emitWebhook(work, {
        landlordId: claim.landlordId,
        type: 'claim.payment_recorded',
        subject: { type: 'claim', id: claim.id },
        data: {
          name: claim.name,
          amount: fromCents(cents(input.amount)),
          method: input.method,
          paidOn: input.paidOn,
          total: fromCents(total),
          status,
        },
      });
      return { status, total: fromCents(total) };
    },
  );
}

/** A claim's timeline (the filing first) and its payments, for its record, if the access may see the claim. */
export async function historyOf(q: Queryable, access: Access, claimId: string) {
  const claimInScope = and(access.where('claims'), eq(claims.id, claimId));
  const [events, payments] = await Promise.all([
    q
      .select({ status: claimEvents.status, note: claimEvents.note, at: claimEvents.at, by: users.name })
      .from(claimEvents)
      .innerJoin(claims, eq(claims.id, claimEvents.claimId))
      .leftJoin(users, eq(users.id, claimEvents.by))
      .where(claimInScope)
      .orderBy(asc(claimEvents.at)),
    q
      .select(getTableColumns(claimPayments))
      .from(claimPayments)
      .innerJoin(claims, eq(claims.id, claimPayments.claimId))
      .where(claimInScope)
      .orderBy(asc(claimPayments.paidOn), asc(claimPayments.createdAt)),
  ]);
  return {
    timeline: events.map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString(), by_name: e.by })),
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      paid_on: p.paidOn,
      amount: p.amount,
      reference: p.reference,
    })),
  };
}
