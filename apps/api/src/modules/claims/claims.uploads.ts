import {
  CLAIM_FILE_MAX,
  claimFileKind,
  type ClaimFileField,
  type OtherFileKind,
  otherFileKindsProblem,
  type PaperFacts,
} from '@lease/contract';
import { claimFiles } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { UploadOptions } from '../../platform/http/multipart.js';
import type { Work } from '../../platform/unit-of-work.js';
import {
  settleStaged,
  streamedUploadOptions,
  type StagedFile,
  type StreamedForm,
} from '../../platform/uploads/staging.js';

/** The other files given the kinds sent for them, one each in order; every other file keeps its part's kind. */
export function withKinds(files: StagedFile[], kinds: readonly OtherFileKind[] | undefined): StagedFile[] {
  if (!kinds) return files;
  let i = 0;
  return files.map((f) => (f.field === 'otherFiles' ? { ...f, kind: kinds[i++] ?? 'other' } : f));
}

/** The kinds said of the other files: one per file, each a paper this claim needs or other. */
export function kindIssues(
  facts: PaperFacts,
  files: StagedFile[],
  kinds: readonly OtherFileKind[] | undefined,
): { path: string; message: string }[] {
  if (!kinds) return [];
  const problem = otherFileKindsProblem(facts, kinds, files.filter((f) => f.field === 'otherFiles').length);
  return problem ? [{ path: 'otherFileKinds', message: problem }] : [];
}

const CLAIM_FORM: StreamedForm<ClaimFileField> = {
  parts: CLAIM_FILE_MAX,
  prefix: 'claims/files/',
  // claimData (or claimId), and one otherFileKinds per other file.
  fields: 1 + CLAIM_FILE_MAX.otherFiles,
  fieldSize: 100_000,
};

/** A claim's form: the claim JSON, then its lease, ledger and other files. */
export const claimUploadOptions = (ctx: AppContext): UploadOptions => streamedUploadOptions(ctx, CLAIM_FORM);

/**
 * Makes streamed files a claim's own, in the change that commits them: their `claim_files` rows, and
 * their `claim_uploads` rows gone, so the sweep leaves them be.
 */
export async function attachStaged(
  work: Work,
  claim: { id: string; buildingId: string; landlordId: string },
  files: StagedFile[],
  uploadedBy: string,
  at: Date,
): Promise<void> {
  if (files.length === 0) return;
  await work.tx.insert(claimFiles).values(
    files.map((f) => ({
      claimId: claim.id,
      buildingId: claim.buildingId,
      landlordId: claim.landlordId,
      field: f.field as ClaimFileField,
      fileName: f.fileName,
      fileType: f.fileType,
      kind: f.kind ?? claimFileKind(f),
      storageKey: f.storageKey,
      bytes: f.bytes,
      uploadedBy,
      createdAt: at,
    })),
  );
  await settleStaged(work, files);
}
