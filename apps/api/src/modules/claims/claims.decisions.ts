import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  ANSWERS,
  canMoveClaim,
  cents,
  CLAIM_DECISION_LABELS,
  CLAIM_FILE_KIND_LABELS,
  type ClaimData,
  CLAIM_STATUS_LABELS,
  type ClaimAssessment,
  type ClaimDecision,
  type ClaimDecisionKind,
  type ClaimPaper,
  type ClaimStatus,
  type DenialReason,
  dollars,
  fromCents,
  otherFileKindsFor,
} from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { claimDecisions, claimEvents, claims, users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { change, type Work, type Who } from '../../platform/unit-of-work.js';
import { emitWebhook } from '../webhooks/webhooks.emit.js';
import { assessStoredClaim } from './claims.assessment.js';
import { lockClaim, tellContacts } from './claims.lifecycle.js';

export interface DecisionInput {
  id: string;
  decision: ClaimDecisionKind;
  payout?: string | undefined;
  reason?: DenialReason | undefined;
  note?: string | undefined;
  papers?: ClaimPaper[] | undefined;
  message: string;
}

const STATUS_OF: Record<ClaimDecisionKind, ClaimStatus> = {
  approve: 'approved',
  deny: 'denied',
  request_documents: 'documents_requested',
};

/** Where each decision may be taken from: the desk's claims, and for a final one a pending request too. */
const DECIDED_FROM: Record<ClaimDecisionKind, readonly ClaimStatus[]> = {
  approve: ['submitted', 'under_review', 'documents_requested'],
  deny: ['submitted', 'under_review', 'documents_requested'],
  request_documents: ['submitted', 'under_review'],
};

const DECISION_COLUMNS = {
  decision: claimDecisions.decision,
  payout: claimDecisions.payout,
  reason: claimDecisions.reason,
  note: claimDecisions.note,
  papers: claimDecisions.papers,
  message: claimDecisions.message,
  decidedAt: claimDecisions.decidedAt,
  by: users.name,
  assessment: claimDecisions.assessment,
};
type DecisionRow = { [K in keyof typeof DECISION_COLUMNS]: (typeof DECISION_COLUMNS)[K]['_']['data'] } & {
  by: string | null;
};

const present = (row: DecisionRow): ClaimDecision => ({
  decision: row.decision,
  payout: row.payout,
  reason: row.reason as DenialReason | null,
  note: row.note,
  papers: row.papers as ClaimPaper[],
  message: row.message,
  decided_at: row.decidedAt.toISOString(),
  decided_by_name: row.by,
  assessment: row.assessment as ClaimAssessment,
});

/** The claim's latest decision, as stored with the assessment it saw; the caller checked the scope. */
export async function latestDecision(q: Queryable, claimId: string): Promise<ClaimDecision | null> {
  const [row] = await q
    .select(DECISION_COLUMNS)
    .from(claimDecisions)
    .leftJoin(users, eq(users.id, claimDecisions.decidedBy))
    .where(eq(claimDecisions.claimId, claimId))
    .orderBy(desc(claimDecisions.decidedAt), desc(claimDecisions.id))
    .limit(1);
  return row ? present(row as DecisionRow) : null;
}

/** The final decision (approve or deny) of a claim, if one stands. */
export async function finalDecision(q: Queryable, claimId: string): Promise<ClaimDecision | null> {
  const [row] = await q
    .select(DECISION_COLUMNS)
    .from(claimDecisions)
    .leftJoin(users, eq(users.id, claimDecisions.decidedBy))
    .where(and(eq(claimDecisions.claimId, claimId), inArray(claimDecisions.decision, ['approve', 'deny'])));
  return row ? present(row as DecisionRow) : null;
}

const alreadyDecided = (d: ClaimDecision) =>
  `This claim was already decided: ${CLAIM_DECISION_LABELS[d.decision].toLowerCase()} by ${d.decided_by_name ?? 'the system'} at ${d.decided_at}.`;

/** The payout an approval records: the assessed one, or lower with a note; never higher, never nothing. */
function approvedPayout(input: DecisionInput, assessment: ClaimAssessment): string {
  const assessed = cents(assessment.payout);
  const asked = input.payout === undefined ? assessed : cents(input.payout);
  if (asked > assessed) throw badRequest(ANSWERS.payoutOverAssessed(dollars(assessed)));
  if (asked <= 0n) throw badRequest(ANSWERS.nothingToApprove);
  if (asked < assessed && !input.note) throw badRequest(ANSWERS.lowerPayoutNote);
  return fromCents(asked);
}

type ClaimForDecision = Awaited<ReturnType<typeof lockClaim>>;

/**
 * Records a decision in the change's transaction: the decision row with the assessment it saw, the status,
 * the timeline, the contacts' e-mail, the filer's page and the `claim.decided` webhook. `by` null is the
 * system (an approval under CLAIM_AUTO_APPROVE_LIMIT).
 */
export async function applyDecision(
  work: Work,
  claim: Pick<ClaimForDecision, 'id' | 'name' | 'claimData' | 'filedBy' | 'landlordId'>,
  input: DecisionInput,
  assessment: ClaimAssessment,
  by: string | null,
): Promise<{ status: ClaimStatus; decision: ClaimDecision }> {
  const now = work.ctx.clock.now();
  const status = STATUS_OF[input.decision];
  const payout = input.decision === 'approve' ? approvedPayout(input, assessment) : null;
  const papers = input.decision === 'request_documents' ? (input.papers ?? []) : [];
  // Approve and deny: the partial unique index lets one stand; a second adjuster's insert fails here.
  await work.tx.insert(claimDecisions).values({
    claimId: claim.id,
    decision: input.decision,
    payout,
    reason: input.decision === 'deny' ? (input.reason ?? null) : null,
    note: input.note ?? null,
    papers,
    message: input.message,
    assessment,
    decidedBy: by,
    decidedAt: now,
  });
  const [filed] = await work.tx
    .update(claims)
    .set({
      status,
      updatedAt: now,
      returnedAt: null,
      ...(payout ? { approvedAmount: payout } : {}),
    })
    .where(eq(claims.id, claim.id))
    .returning({ at: claims.createdAt });
  if (input.decision !== 'request_documents' && filed) {
    const seconds = Math.max(0, (now.getTime() - filed.at.getTime()) / 1000);
    work.afterCommit(() => work.ctx.observe?.claimDecided(seconds));
  }
  await work.tx.insert(claimEvents).values({ claimId: claim.id, status, note: input.message, by, at: now });
  await tellContacts(work, claim, status, input.message);
  await emitWebhook(work, {
    landlordId: claim.landlordId,
    type: 'claim.decided',
    subject: { type: 'claim', id: claim.id },
    data: {
      name: claim.name,
      decision: input.decision,
      status,
      payout,
      reason: input.reason ?? null,
      papers,
    },
  });
  const decided = await latestDecision(work.tx, claim.id);
  return { status, decision: decided! };
}

/**
 * Straight through (CLAIM_AUTO_APPROVE_LIMIT): a claim the rules approve, paying something at or under
 * the limit, is approved by the system in its filing's transaction, with the same rows as the desk's.
 */
export async function approveWhenFiled(
  work: Work,
  claim: Parameters<typeof applyDecision>[1],
  assessment: ClaimAssessment,
): Promise<void> {
  const limit = work.ctx.config.claimAutoApproveLimit;
  const payout = cents(assessment.payout);
  if (limit === null || assessment.recommendation !== 'approve' || payout <= 0n || payout > cents(limit))
    return;
  const message = ANSWERS.approvedWhenFiled(dollars(payout));
  await applyDecision(work, claim, { id: claim.id, decision: 'approve', message }, assessment, null);
  await work.record({
    action: 'claim.decide',
    subjectType: 'claim',
    subjectId: claim.id,
    detail: { decision: 'approve', payout: assessment.payout, automatic: true },
  });
}

/**
 * Decides a claim from the desk (admin). Approve and deny are final: two adjusters at once, one wins and
 * the other hears who decided (409). The assessment is taken as it stands now and stored with the decision.
 */
export async function decideClaim(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: DecisionInput,
): Promise<{ status: ClaimStatus; decision: ClaimDecision }> {
  try {
    return await change(
      ctx,
      who,
      {
        action: 'claim.decide',
        subjectType: 'claim',
        subjectId: input.id,
        detail: { decision: input.decision },
      },
      async (work) => {
        if (!canMoveClaim(actor)) throw forbidden();
        // A final decision takes no row lock first: the unique index is what settles a race.
        const claim =
          input.decision === 'request_documents'
            ? await lockClaim(work, actor, input.id)
            : await lockClaim(work, actor, input.id, { lock: false });
        const final = await finalDecision(work.tx, claim.id);
        if (final) throw conflict(alreadyDecided(final));
        if (!DECIDED_FROM[input.decision].includes(claim.status)) {
          throw conflict(
            ANSWERS.claimCannotMove(
              CLAIM_STATUS_LABELS[claim.status].toLowerCase(),
              CLAIM_STATUS_LABELS[STATUS_OF[input.decision]].toLowerCase(),
            ),
          );
        }
        if (input.decision === 'request_documents') {
          const allowed = new Set<string>(otherFileKindsFor(claim.claimData as ClaimData).map((k) => k.kind));
          const foreign = (input.papers ?? []).find((p) => !allowed.has(p));
          if (foreign) throw badRequest(ANSWERS.paperNotNeeded(CLAIM_FILE_KIND_LABELS[foreign]));
        }
        const assessment = await assessStoredClaim(work.tx, claim.id);
        if (!assessment) throw notFound('Claim');
        return applyDecision(work, claim, input, assessment, actor.userId);
      },
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await finalDecision(ctx.database.db, input.id);
    throw conflict(winner ? alreadyDecided(winner) : ANSWERS.claimDecidedMeanwhile);
  }
}
