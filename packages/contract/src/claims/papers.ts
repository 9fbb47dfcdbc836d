import { z } from 'zod';
import { CLAIM_LIMITS, type ClaimFileField, type ClaimType } from './texts.js';

/**
 * The papers a claim is settled on (file 2 §5, step 6, and its info notes). The lease and the ledger
 * come in parts of their own; the others go under Other Documents, and the filer says which each is.
 */
export const CLAIM_PAPERS = [
  'lease',
  'ledger',
  'moveOutInspection',
  'damagePhotos',
  'repairInvoices',
  'evictionReceipts',
  'acceptableDocument',
] as const;
export type ClaimPaper = (typeof CLAIM_PAPERS)[number];

/**
 * The papers an adjuster may request after filing: those that come as Other Documents (the lease and the
 * ledger have their own parts of the filing, which a later upload cannot fill).
 */
export const REQUESTABLE_PAPERS = [
  'moveOutInspection',
  'damagePhotos',
  'repairInvoices',
  'evictionReceipts',
  'acceptableDocument',
] as const satisfies readonly ClaimPaper[];

/** What a file under Other Documents may be said to be: a paper that goes there, or 'other'. */
export const OTHER_FILE_KINDS = [
  'moveOutInspection',
  'damagePhotos',
  'repairInvoices',
  'evictionReceipts',
  'acceptableDocument',
  'other',
] as const;
export type OtherFileKind = (typeof OTHER_FILE_KINDS)[number];

/** What any claim file is: the lease and ledger parts are their papers, other files what they were said to be. */
export const CLAIM_FILE_KINDS = ['lease', 'ledger', ...OTHER_FILE_KINDS] as const;
export type ClaimFileKind = (typeof CLAIM_FILE_KINDS)[number];

export const CLAIM_FILE_KIND_LABELS: Record<ClaimFileKind, string> = {
  lease: 'Signed lease',
  ledger: 'Resident ledger showing the unpaid rent',
  moveOutInspection: 'Move-out inspection report',
  damagePhotos: 'Photos of the damage',
  repairInvoices: 'Repair invoices or estimates',
  evictionReceipts: 'Court filing receipts for the eviction',
  acceptableDocument: 'Move-in intent document',
  other: 'Other',
};

/** The answers of the claim that decide which papers it needs (the claim JSON's names, file 2 §7). */
export interface PaperFacts {
  claimType: Partial<Record<ClaimType, boolean>>;
  relatedExpense: string;
  evictionFiledStatus: boolean;
  acceptableDocument: string;
}

export interface NeededPaper {
  paper: ClaimPaper;
  label: string;
}

/**
 * The papers a claim of these answers needs: always the lease and the ledger; for damages the move-out
 * inspection, photos and repair invoices; for related expenses or an eviction filed the court receipts;
 * for a No Show with an acceptable document chosen, that document (dated within 90 days of the lease start).
 */
export function claimPapersNeeded(facts: PaperFacts): NeededPaper[] {
  const t = facts.claimType;
  const need = (paper: ClaimPaper, label = CLAIM_FILE_KIND_LABELS[paper]) => ({ paper, label });
  const papers = [need('lease'), need('ledger')];
  if (t.damageOnly || t.damages) {
    papers.push(need('moveOutInspection'), need('damagePhotos'), need('repairInvoices'));
  }
  if (facts.relatedExpense === 'Yes' || facts.evictionFiledStatus) papers.push(need('evictionReceipts'));
  if (t.noShow && facts.acceptableDocument) {
    papers.push(
      need(
        'acceptableDocument',
        `${facts.acceptableDocument}, dated within ${CLAIM_LIMITS.moveInIntentDays} days of the lease start`,
      ),
    );
  }
  return papers;
}

/** The kinds the filer may give a file under Other Documents on this claim: its papers that go there, then other. */
export function otherFileKindsFor(facts: PaperFacts): { kind: OtherFileKind; label: string }[] {
  const papers = claimPapersNeeded(facts).filter(
    (p): p is NeededPaper & { paper: OtherFileKind } => p.paper !== 'lease' && p.paper !== 'ledger',
  );
  return [...papers.map((p) => ({ kind: p.paper, label: p.label })), { kind: 'other', label: 'Other' }];
}

/** What a stored file is: its kind, or, for a file stored before kinds were (null), what its part says. */
export function claimFileKind(file: { field: string; kind?: string | null }): ClaimFileKind {
  if (file.kind && (CLAIM_FILE_KINDS as readonly string[]).includes(file.kind)) {
    return file.kind as ClaimFileKind;
  }
  const byField: Partial<Record<string, ClaimFileKind>> = { leaseFile: 'lease', ledgerFile: 'ledger' };
  return byField[file.field] ?? 'other';
}

export interface PaperCheck extends NeededPaper {
  present: boolean;
}

/**
 * The readiness checklist, the one function the wizard and the claim's detail both use: each paper the
 * claim needs, present only when a file is that paper (the lease and ledger parts are theirs; a file
 * under Other Documents only when it was said to be it, never just for being there).
 */
export function claimChecklist(
  facts: PaperFacts,
  files: readonly { field: ClaimFileField | string; kind?: string | null }[],
): PaperCheck[] {
  const kinds = new Set(files.map(claimFileKind));
  return claimPapersNeeded(facts).map((p) => ({ ...p, present: kinds.has(p.paper) }));
}

/** The kinds of the other files as a form sends them: one `otherFileKinds` field per `otherFiles` part, in order. */
const otherFileKind = z.enum(
  OTHER_FILE_KINDS,
  `Unknown kind of file: say ${OTHER_FILE_KINDS.slice(0, -1).join(', ')} or other`,
);
export const otherFileKindsField = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z
    .array(otherFileKind, 'otherFileKinds is one kind per other file')
    .max(CLAIM_LIMITS.otherFiles, `At most ${CLAIM_LIMITS.otherFiles} kinds`),
);

/**
 * The other files' kinds checked against the files sent and the claim's papers: one kind per other file,
 * each a paper this claim needs or 'other'. The problem as a sentence, or null.
 */
export function otherFileKindsProblem(
  facts: PaperFacts,
  kinds: readonly OtherFileKind[],
  otherFiles: number,
): string | null {
  if (kinds.length !== otherFiles) {
    return `otherFileKinds gives ${kinds.length} ${kinds.length === 1 ? 'kind' : 'kinds'} for ${otherFiles} other ${otherFiles === 1 ? 'file' : 'files'}: give one per file, in order`;
  }
  const allowed = new Set(otherFileKindsFor(facts).map((k) => k.kind));
  const wrong = kinds.find((k) => !allowed.has(k));
  return wrong
    ? `${CLAIM_FILE_KIND_LABELS[wrong]} is not a paper this claim needs: say other, or one of ${[...allowed].join(', ')}`
    : null;
}
