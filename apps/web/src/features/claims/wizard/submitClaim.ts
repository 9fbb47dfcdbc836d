import { API_PREFIX, routes, type ClaimDataInput } from '@lease/contract';
import { expireSession, isTokenExpired, readToken } from '../../../api/session';
import { otherKindsToSend, type ClaimFiles } from './claimFiles';

/** What the create call answered (file 2 §4): success with the claim, or failed with the server's message. */
export type SubmitResult =
  | { status: 'success'; claimId: string; createdDate: string }
  | { status: 'failed'; message: string; duplicate?: { Name: string; CreatedDate: string } };

/**
 * Sends the claim as file 2 §7 orders it, claimData then the files, and reports the share of each file
 * sent, by `field:index`. An XMLHttpRequest, since fetch tells nothing of an upload's progress.
 */
export function submitClaim(
  data: ClaimDataInput,
  files: ClaimFiles,
  onProgress: (progress: Record<string, number>) => void,
): Promise<SubmitResult> {
  const token = readToken();
  if (token && isTokenExpired(token)) {
    expireSession();
    return new Promise<never>(() => {});
  }
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
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}${routes.claims.createClaim.path}`);
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (e) => {
      // The files go in order: each one's share is what of the bytes so far falls within it.
      let before = e.total - order.reduce((n, f) => n + f.size, 0);
      const progress: Record<string, number> = {};
      for (const f of order) {
        progress[f.key] = Math.max(0, Math.min(100, ((e.loaded - before) / Math.max(1, f.size)) * 100));
        before += f.size;
      }
      onProgress(progress);
    };
    xhr.onload = () => {
      let body: {
        message?: string;
        data?: { claimId: string; data: { claimData: { CreatedDate: string }[] } };
        claimData?: { Name: string; CreatedDate: string }[];
      } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // An answer that is not JSON is a failure with the status as its message.
      }
      if (xhr.status === 401 && token) {
        expireSession();
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) {
        resolve({
          status: 'success',
          claimId: body.data.claimId,
          createdDate: body.data.data.claimData[0]?.CreatedDate ?? '',
        });
        return;
      }
      resolve({
        status: 'failed',
        message: body.message ?? `Request failed (${xhr.status})`,
        ...(body.claimData?.[0] ? { duplicate: body.claimData[0] } : {}),
      });
    };
    xhr.onerror = () =>
      resolve({
        status: 'failed',
        message: 'The server could not be reached. Check your connection and try again.',
      });
    xhr.send(form);
  });
}
