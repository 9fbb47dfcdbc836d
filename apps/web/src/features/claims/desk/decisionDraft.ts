import {
  cents,
  type ClaimDecisionKind,
  type ClaimPaper,
  type DenialReason,
  REQUESTABLE_PAPERS,
  type routes,
} from '@lease/contract';

type Decision = ClaimDecisionKind;
type Assessment = Pick<routes.claims.ClaimDecision['assessment'], 'payout' | 'rules'>;
/** A paper an adjuster may request: one a later upload can bring (not the lease or the ledger). */
type Paper = (typeof REQUESTABLE_PAPERS)[number];
const requestable = (p: ClaimPaper): p is Paper => (REQUESTABLE_PAPERS as readonly string[]).includes(p);

/** What the decision form holds: every field as typed. */
export interface DecisionDraft {
  payout: string;
  reason: DenialReason | '';
  note: string;
  papers: Paper[];
  message: string;
}

/** The denial reason a failed rule points to: the adjuster starts from it. */
const REASON_OF_RULE: Partial<Record<string, DenialReason>> = {
  loss_in_coverage: 'outside_coverage',
  rent_late: 'rent_not_late',
  coverage_left: 'coverage_exhausted',
};

/**
 * The form as it opens: approve at the payout, a documents request for the papers missing, a denial for
 * the first rule that denies; each with a first message to the landlord for the adjuster to keep or edit.
 */
export function decisionDraft(
  decision: Decision,
  assessment: Assessment,
  missing: readonly ClaimPaper[],
  payoutText: string,
): DecisionDraft {
  const denied = assessment.rules.find((r) => r.outcome === 'deny');
  const messages: Record<Decision, string> = {
    approve: `Your claim is approved for ${payoutText}. The payment follows by the method you chose.`,
    request_documents: 'Please upload the papers listed below so that we can decide your claim.',
    deny: denied ? `Your claim is denied: ${denied.reason}` : 'Your claim is denied.',
  };
  return {
    payout: assessment.payout,
    reason: (denied && REASON_OF_RULE[denied.id]) ?? '',
    note: '',
    papers: missing.filter(requestable),
    message: messages[decision],
  };
}

/** What the form still lacks before it may be sent, as a sentence, or null (the server checks again). */
export function decisionProblem(decision: Decision, draft: DecisionDraft, maxPayout: string): string | null {
  if (!draft.message.trim()) return 'Write a message to the landlord';
  if (decision === 'approve') {
    if (!/^\d{1,10}(?:\.\d{1,2})?$/.test(draft.payout)) return 'The payout must be an amount';
    if (cents(draft.payout) > cents(maxPayout)) return 'The payout cannot be more than the assessment';
    if (cents(draft.payout) < cents(maxPayout) && !draft.note.trim()) return 'Say in a note why it is lower';
  }
  if (decision === 'deny' && !draft.reason) return 'Choose why the claim is denied';
  if (decision === 'deny' && !draft.note.trim()) return 'Add a note to the denial';
  if (decision === 'request_documents' && draft.papers.length === 0) return 'Choose the papers to request';
  return null;
}

/** The body of `claim.decide` from the form: each decision with only its own fields. */
export function decisionBody(id: string, decision: Decision, draft: DecisionDraft) {
  const note = draft.note.trim() ? { note: draft.note.trim() } : {};
  const message = draft.message.trim();
  if (decision === 'approve') return { id, decision, payout: draft.payout, ...note, message };
  if (decision === 'deny') return { id, decision, reason: draft.reason as DenialReason, ...note, message };
  return { id, decision, papers: draft.papers, ...note, message };
}
