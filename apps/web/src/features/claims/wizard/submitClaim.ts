import { routes, type ClaimDataInput } from '@lease/contract';
import { ApiError, type FiledClaim } from '../../../api/client';
import { apiUpload } from '../../../api/upload';
import { otherKindsToSend, type ClaimFiles } from './claimFiles';

/** What the create call answered (file 2 §4): success with the claim, or failed with the server's message. */
export type SubmitResult =
  | { status: 'success'; claimId: string; createdDate: string }
  | { status: 'failed'; message: string; duplicate?: FiledClaim };

/**
 * Sends the claim as file 2 §7 orders it, claimData then the files, and reports the share of each file
 * sent, by `field:index`.
 */
export async function submitClaim(
  data: ClaimDataInput,
  files: ClaimFiles,
  onProgress: (progress: Record<string, number>) => void,
): Promise<SubmitResult> {
  const form = new FormData();
  form.append('claimData', JSON.stringify(data));
  // What each other file is, one field per file in their order (the papers the readiness panel ticks).
  const facts = {
    claimType: data.claimType ?? {},
    relatedExpense: data.relatedExpense ?? '',
    evictionFiledStatus: data.evictionFiledStatus ?? true,
    acceptableDocument: data.acceptableDocument ?? '',
  };
  for (const kind of otherKindsToSend(files, facts)) form.append('otherFileKinds', kind);
  const order: { key: string; size: number }[] = [];
  for (const field of ['leaseFile', 'ledgerFile', 'otherFiles'] as const) {
    files[field].forEach((file, i) => {
      form.append(field, file, file.name);
      order.push({ key: `${field}:${i}`, size: file.size });
    });
  }
  const shares = (sent: number, total: number) => {
    // The files go in order: each one's share is what of the bytes so far falls within it.
    let before = total - order.reduce((n, f) => n + f.size, 0);
    const progress: Record<string, number> = {};
    for (const f of order) {
      progress[f.key] = Math.max(0, Math.min(100, ((sent - before) / Math.max(1, f.size)) * 100));
      before += f.size;
    }
    onProgress(progress);
  };
  try {
    const { data: created } = await apiUpload(routes.claims.createClaim, form, shares);
    return {
      status: 'success',
      claimId: created.claimId,
      createdDate: created.data.claimData[0]?.CreatedDate ?? '',
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const duplicate = error.claimData[0];
    return { status: 'failed', message: error.message, ...(duplicate ? { duplicate } : {}) };
  }
}
