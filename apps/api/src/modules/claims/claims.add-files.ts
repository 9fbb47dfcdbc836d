import { and, desc, eq } from 'drizzle-orm';
import {
  ANSWERS,
  CLAIM_FILE_KIND_LABELS,
  type ClaimData,
  claimFileKind,
  type ClaimFileKind,
  type ClaimStatus,
  type OtherFileKind,
} from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { claimDecisions, claimEvents, claimFiles, claims } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { emitWebhook } from '../webhooks/webhooks.emit.js';
import { keepAssessment } from './claims.assessment.js';
import { lockClaim } from './claims.lifecycle.js';
import { attachStaged, kindIssues, withKinds } from './claims.uploads.js';
import { type StagedFile } from '../../platform/uploads/staging.js';

/** A filer answers 'documents requested': the files join the claim, which goes back under review. */
export async function addFiles(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  claimId: string,
  staged: StagedFile[],
  kinds?: OtherFileKind[],
): Promise<{ status: ClaimStatus; files: number }> {
  const files = withKinds(staged, kinds);
  return change(
    ctx,
    who,
    { action: 'claim.add-files', subjectType: 'claim', subjectId: claimId, detail: { files: files.length } },
    async (work) => {
      const claim = await lockClaim(work, actor, claimId);
      if (claim.status !== 'documents_requested') {
        throw conflict(ANSWERS.documentsOnlyRequested);
      }
      if (files.length === 0) throw badRequest(ANSWERS.attachDocument);
      if (files.some((f) => f.field !== 'otherFiles')) throw badRequest(ANSWERS.documentsAsOtherFiles);
      const kindProblems = kindIssues(claim.claimData as ClaimData, files, kinds);
      if (kindProblems.length > 0) throw badRequest(kindProblems[0]!.message, kindProblems);
      const now = ctx.clock.now();
      await attachStaged(work, claim, files, actor.userId, now);
      // Back to the desk once every paper the last request named is there; until then it waits.
      const missing = await requestedPapersMissing(work.tx, claim.id);
      const status: ClaimStatus = missing.length > 0 ? 'documents_requested' : 'under_review';
      const added = `${files.length} ${files.length === 1 ? 'document was' : 'documents were'} added.`;
      const note = missing.length > 0 ? `${added} Still missing: ${missing.join(', ')}.` : added;
      await work.tx
        .update(claims)
        .set({ status, updatedAt: now, ...(status === 'under_review' ? { returnedAt: now } : {}) })
        .where(eq(claims.id, claim.id));
      await work.tx
        .insert(claimEvents)
        .values({ claimId: claim.id, status, note, by: actor.userId, at: now });
      await keepAssessment(work.tx, claim.id);
      if (status === 'under_review') {
        await work.send({
          to: ctx.config.claimsEmail,
          subject: `Claim ${claim.name}: documents received`,
          body: [note, `It is back on the claims desk: ${ctx.config.publicUrl}/dashboard/claims-desk`].join(
            '\n\n',
          ),
        });
      }
      await emitWebhook(work, {
        landlordId: claim.landlordId,
        type: 'claim.status_changed',
        subject: { type: 'claim', id: claim.id },
        data: { name: claim.name, from: claim.status, to: status, note },
      });
      return { status, files: files.length };
    },
  );
}

/** The papers the claim's latest documents request named that no file of the claim is yet. */
async function requestedPapersMissing(q: Queryable, claimId: string): Promise<string[]> {
  const [request] = await q
    .select({ papers: claimDecisions.papers })
    .from(claimDecisions)
    .where(and(eq(claimDecisions.claimId, claimId), eq(claimDecisions.decision, 'request_documents')))
    .orderBy(desc(claimDecisions.decidedAt))
    .limit(1);
  if (!request || request.papers.length === 0) return [];
  const files = await q
    .select({ field: claimFiles.field, kind: claimFiles.kind })
    .from(claimFiles)
    .where(eq(claimFiles.claimId, claimId));
  const present = new Set(files.map(claimFileKind));
  return request.papers
    .filter((p) => !present.has(p as ClaimFileKind))
    .map((p) => CLAIM_FILE_KIND_LABELS[p as ClaimFileKind] ?? p);
}
