import { EMPTY_FORM, type ClaimForm } from './claimForm';
import { NO_FILES, type ClaimFiles } from './claimFiles';
import { renameLegacyFields } from './legacyDraft';

/** A claim being written: the form and the step reached in local storage, the files in IndexedDB. */
export interface ClaimDraft {
  step: number;
  form: ClaimForm;
}

/** The stored form's version: 2 since it holds the claim's fields under the claim's names. */
const DRAFT_VERSION = 2;

/** Drafts are kept per user and policy; a claim started without a policy is the user's 'new' one. */
export const draftKey = (userId: string, policyId: string | null) =>
  `claim-draft:${userId}:${policyId ?? 'new'}`;

export function readDraft(key: string): ClaimDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as { version?: number; step: number; form: Record<string, unknown> };
    const form =
      draft.version === DRAFT_VERSION ? (draft.form as Partial<ClaimForm>) : renameLegacyFields(draft.form);
    // A draft from an older form gains the fields it lacks.
    return { step: draft.step, form: { ...EMPTY_FORM, ...form } };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: ClaimDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify({ version: DRAFT_VERSION, ...draft }));
  } catch {
    // A full storage loses the draft, never the claim on screen.
  }
}

const DB = 'lease-claim-drafts';
const STORE = 'files';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB is not available'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = work(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB failed'));
    });
  } finally {
    db.close();
  }
}

/** The files of a draft (File objects survive in IndexedDB), or none. */
export async function readDraftFiles(key: string): Promise<ClaimFiles> {
  try {
    const files = await run<ClaimFiles | undefined>(
      'readonly',
      (s) => s.get(key) as IDBRequest<ClaimFiles | undefined>,
    );
    return files ?? NO_FILES;
  } catch {
    return NO_FILES;
  }
}

export async function writeDraftFiles(key: string, files: ClaimFiles): Promise<void> {
  try {
    await run('readwrite', (s) => s.put(files, key));
  } catch {
    // Without IndexedDB the files are kept only while the page is open.
  }
}

/** A claim sent: its draft is gone. */
export async function clearDraft(key: string): Promise<void> {
  localStorage.removeItem(key);
  try {
    await run('readwrite', (s) => s.delete(key));
  } catch {
    // Nothing was stored.
  }
}
