import {
  ANSWERS,
  CLAIM_TEXTS,
  CLAIM_TYPES,
  type ClaimData,
  type ClaimRecord,
  claimChecklist,
  claimFileKind,
  claimRuleIssues,
  type OtherFileKind,
  type ListParams,
  type Page,
  tenantIssues,
} from '@lease/contract';
import { accessFor } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, badRequest, notFound } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { emitWebhook } from '../webhooks/webhooks.emit.js';
import { recordsOfScopedRows } from '../records/records.repository.js';
import { checkNamed } from '../records/records.service.js';
import { historyOf } from './claims.lifecycle.js';
import { keepAssessment } from './claims.assessment.js';
import { approveWhenFiled, latestDecision } from './claims.decisions.js';
import { lockedReceiptOf } from './claims.lookups.js';
import { toClaimRecord } from './claims.presenter.js';
import {
  claimDataOf,
  claimOnPolicy,
  filesOfClaim,
  findClaim,
  listClaims,
  policyInScope,
  tenantsOfPolicy,
  type ClaimFilter,
} from './claims.repository.js';
import { attachStaged, kindIssues, withKinds } from './claims.uploads.js';
import { insertClaim, insertClaimEvent, nextClaimName, resolveFlagByClaim } from './claims.writes.js';
import { type StagedFile } from '../../platform/uploads/staging.js';
import { isoDay } from '../../platform/clock.js';

/** The address the duplicate and future-policy messages name (file 2 §8). */
export const claimsEmail = (ctx: AppContext) => ctx.config.claimsEmail;

/** 409 for a policy that already has its claim: the wizard shows its duplicate screen on this message. */
const duplicateClaim = (claim: { Name: string; CreatedDate: string }) =>
  new HttpError(409, CLAIM_TEXTS.isDuplicated, undefined, { claimData: [claim] });

/** The files a claim needs (file 2 §5, step 6), checked on what was streamed in. */
function fileIssues(data: ClaimData, files: StagedFile[]): { path: string; message: string }[] {
  const issues = [];
  if (!files.some((f) => f.field === 'leaseFile'))
    issues.push({ path: 'leaseFile', message: ANSWERS.leaseFileRequired });
  if (!files.some((f) => f.field === 'ledgerFile'))
    issues.push({ path: 'ledgerFile', message: ANSWERS.ledgerFileRequired });
  if (data.claimType.noShow && data.acceptableDocument && !files.some((f) => f.field === 'otherFiles')) {
    issues.push({ path: 'otherFiles', message: ANSWERS.acceptableDocRequired });
  }
  return issues;
}

/**
 * Files a claim (file 2 §5, §7): every rule checked again here, the policy locked, one claim per policy
 * (the unique index settles two submits at once), the claim and its streamed files committed together,
 * the rider's flag resolved as 'claim filed', a receipt to the primary contact.
 */
export async function fileClaim(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  data: ClaimData,
  staged: StagedFile[],
  kinds?: OtherFileKind[],
): Promise<{ id: string; name: string; createdAt: Date }> {
  const today = isoDay(ctx.clock.now());
  // Scope first: a policy the caller cannot see answers 404 whatever the rest of the claim holds.
  if (!(await policyInScope(ctx.database.db, accessFor(ctx, actor), data.riderId))) throw notFound('Policy');
  const files = withKinds(staged, kinds);
  const issues = [
    ...claimRuleIssues(data, today),
    ...fileIssues(data, files),
    ...kindIssues(data, files, kinds),
  ];
  if (issues.length > 0) throw badRequest(ANSWERS.invalidInput(issues[0]!.path, issues[0]!.message), issues);
  return change(
    ctx,
    who,
    { action: 'claim.create', subjectType: 'application', subjectId: data.riderId },
    async (work) => {
      const access = accessFor(ctx, actor);
      const policy = await policyInScope(work.tx, access, data.riderId, true);
      if (!policy) throw notFound('Policy');
      const existing = await claimOnPolicy(work.tx, access, policy.id);
      if (existing) {
        throw duplicateClaim({ Name: existing.name, CreatedDate: existing.createdAt.toISOString() });
      }
      if ((policy.coverageStartDate ?? policy.leaseStartDate) > today) {
        throw badRequest(CLAIM_TEXTS.futurePolicy(claimsEmail(ctx)));
      }
      const locked = lockedReceiptOf(ctx, policy.landlordName);
      if (
        locked &&
        data.paymentMethod === 'eCheck' &&
        data.receiptEmail.toLowerCase() !== locked.toLowerCase()
      ) {
        throw badRequest(ANSWERS.receiptEmailLocked(locked), [
          { path: 'receiptEmail', message: ANSWERS.receiptEmailLocked(locked) },
        ]);
      }
      const onFile = (await tenantsOfPolicy(work.tx, access, policy.id)).map((t) => t.id);
      const tenantProblems = tenantIssues(data, onFile, today);
      if (tenantProblems.length > 0) throw badRequest(tenantProblems[0]!.message, tenantProblems);

      const now = ctx.clock.now();
      const name = await nextClaimName(work.tx);
      const claimId = await insertClaim(work.tx, {
        name,
        applicationId: policy.id,
        buildingId: policy.buildingId,
        landlordId: policy.landlordId,
        filedBy: actor.userId,
        claimTypes: CLAIM_TYPES.filter((k) => data.claimType[k]),
        dateOfLoss: data.rentDate,
        paymentMethod: data.paymentMethod,
        contactName: data.contactName,
        contactEmail: data.contactEmail,
        securityDeposit: data.securityDeposit,
        // The lease term the filer gave, else the policy's (file 2 §7 does not list these fields).
        claimData: {
          ...data,
          leaseStartDate: data.leaseStartDate ?? policy.leaseStartDate,
          leaseEndDate: data.leaseEndDate ?? policy.leaseEndDate,
        },
        createdAt: now,
        updatedAt: now,
      });
      if (!claimId) {
        const first = await claimOnPolicy(work.tx, access, policy.id);
        throw duplicateClaim({ Name: first?.name ?? '', CreatedDate: first?.createdAt.toISOString() ?? '' });
      }
      await attachStaged(
        work,
        { id: claimId, buildingId: policy.buildingId, landlordId: policy.landlordId },
        files,
        actor.userId,
        now,
      );
      await resolveFlagByClaim(work.tx, policy.id, now);
      await insertClaimEvent(work.tx, {
        claimId,
        status: 'submitted',
        note: `Filed with ${files.length} ${files.length === 1 ? 'file' : 'files'}.`,
        by: actor.userId,
        at: now,
      });
      await work.record({
        action: 'claim.filed',
        subjectType: 'claim',
        subjectId: claimId,
        detail: { name, riderId: policy.riderId, files: files.length },
      });
      await emitWebhook(work, {
        landlordId: policy.landlordId,
        type: 'claim.created',
        subject: { type: 'claim', id: claimId },
        data: {
          name,
          status: 'submitted',
          policyId: policy.id,
          riderId: policy.riderId,
          buildingId: policy.buildingId,
          claimTypes: CLAIM_TYPES.filter((k) => data.claimType[k]),
          dateOfLoss: data.rentDate,
          files: files.length,
          createdAt: now.toISOString(),
        },
      });
      const assessment = await keepAssessment(work.tx, claimId);
      const filed = {
        id: claimId,
        name,
        claimData: data,
        filedBy: actor.userId,
        landlordId: policy.landlordId,
      };
      await approveWhenFiled(work, filed, assessment);
      await work.send({
        to: data.contactEmail,
        subject: `Claim ${name} received`,
        body: [
          `Dear ${data.contactName},`,
          `We received claim ${name} on policy ${policy.riderId ?? ''} with ${files.length} ${files.length === 1 ? 'file' : 'files'}.`,
          `Follow it on the Claims page: ${ctx.config.publicUrl}/dashboard/property/claims`,
          `Questions: ${claimsEmail(ctx)}`,
        ].join('\n\n'),
      });
      return { id: claimId, name, createdAt: now };
    },
  );
}

async function present(ctx: AppContext, rows: Awaited<ReturnType<typeof findClaim>>[]) {
  const found = rows.filter((r) => r !== null);
  const records = await recordsOfScopedRows(
    ctx.database.db,
    found.map((r) => r.applicationId),
    ctx.clock.now(),
  );
  return found.map((r) => toClaimRecord(r, records.get(r.applicationId)!));
}

/** The claims in scope, a page at a time. */
export async function claimsInScope(
  ctx: AppContext,
  actor: Actor,
  filter: ClaimFilter,
  params: ListParams<'createdAt' | 'name' | 'claim_status' | 'date_of_loss'>,
): Promise<Page<ClaimRecord>> {
  const access = accessFor(ctx, actor);
  await checkNamed(ctx.database.db, access, filter);
  const page = await listClaims(ctx.database.db, access, filter, params);
  return { ...page, rows: await present(ctx, page.rows) };
}

/** One claim in scope with its files, or 404. */
export async function claimWithFiles(ctx: AppContext, actor: Actor, id: string) {
  const access = accessFor(ctx, actor);
  const row = await findClaim(ctx.database.db, access, id);
  if (!row) throw notFound('Claim');
  const [record] = await present(ctx, [row]);
  const [files, history, data, decision] = await Promise.all([
    filesOfClaim(ctx.database.db, access, id),
    historyOf(ctx.database.db, access, id),
    claimDataOf(ctx.database.db, access, id),
    latestDecision(ctx.database.db, id),
  ]);
  const shown = files.map((f) => ({
    id: f.id,
    field: f.field,
    file_name: f.fileName,
    file_type: f.fileType,
    kind: claimFileKind(f),
    bytes: f.bytes,
    createdAt: f.createdAt.toISOString(),
  }));
  return {
    ...record!,
    ...history,
    approved_amount: row.approvedAmount,
    decision,
    files: shown,
    papers: claimChecklist(data as ClaimData, shown),
  };
}
