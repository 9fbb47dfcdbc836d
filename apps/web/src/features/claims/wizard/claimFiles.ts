import {
  CLAIM_FILE_HEAD_BYTES,
  CLAIM_LIMITS,
  CLAIM_TEXTS,
  claimFileTypeOf,
  otherFileKindsFor,
  type ClaimFileField,
  type OtherFileKind,
  type PaperFacts,
} from '@lease/contract';

/** The files of step 6, and what the filer said each other file is (one kind per other file, in order). */
export type ClaimFiles = Record<ClaimFileField, File[]> & { otherKinds?: OtherFileKind[] };
export const NO_FILES: ClaimFiles = { leaseFile: [], ledgerFile: [], otherFiles: [], otherKinds: [] };

/**
 * The kind of each other file as it is sent: what the filer said, or 'other' when nothing was said or the
 * claim's answers changed so that it is no longer one of the papers this claim needs.
 */
export function otherKindsToSend(files: ClaimFiles, facts: PaperFacts): OtherFileKind[] {
  const allowed = new Set(otherFileKindsFor(facts).map((k) => k.kind));
  return files.otherFiles.map((_, i) => {
    const kind = files.otherKinds?.[i] ?? 'other';
    return allowed.has(kind) ? kind : 'other';
  });
}

export const kindsOf = (files: ClaimFiles): OtherFileKind[] =>
  files.otherFiles.map((_, i) => files.otherKinds?.[i] ?? 'other');

/** Why a file cannot be added, or null: its size and its content (file 2 §5). */
async function refusal(file: File): Promise<string | null> {
  if (file.size > CLAIM_LIMITS.fileMaxBytes) return CLAIM_TEXTS.tooBig;
  const head = new Uint8Array(await file.slice(0, CLAIM_FILE_HEAD_BYTES).arrayBuffer());
  if (!claimFileTypeOf(head, file.name)) {
    return `${file.name} is not an accepted file: send pdf, docx, xlsx, jpeg, jpg, png or heic.`;
  }
  return null;
}

/**
 * What a slot holds after a batch is picked: a batch past the slot's count is refused whole, with the
 * spec's message, so the filer never has to guess which of the files were kept (issue #25); within the
 * count, each file is judged on its own size and content.
 */
export async function judgeBatch(
  held: File[],
  picked: File[],
  max: number,
): Promise<{ kept: File[]; refused: string[] }> {
  if (held.length + picked.length > max) return { kept: held, refused: [CLAIM_TEXTS.tooMany(max)] };
  const kept = [...held];
  const refused: string[] = [];
  for (const file of picked) {
    const why = await refusal(file);
    if (why) refused.push(why);
    else kept.push(file);
  }
  return { kept, refused };
}

/** What step 6 still needs: a lease and a ledger, and the acceptable document when one was chosen. */
export function filesError(files: ClaimFiles, otherRequired: boolean): string | undefined {
  if (files.leaseFile.length === 0) return 'The lease file is required';
  if (files.ledgerFile.length === 0) return 'The ledger file is required';
  if (otherRequired && files.otherFiles.length === 0) {
    return 'Attach the acceptable document under Other Documents';
  }
  return undefined;
}
