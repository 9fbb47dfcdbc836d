import { z } from 'zod';
import { ASSESSMENT_RULES, CLAIM_RECOMMENDATIONS, RULE_OUTCOMES } from '../claims/assessment.js';
import { CLAIM_DECISIONS, DENIAL_REASONS } from '../claims/decisions.js';
import { CLAIM_PAPERS } from '../claims/papers.js';
import { STATEMENT_KINDS } from '../claims/statement.js';
import { CLAIM_STATUSES } from '../claims/texts.js';
import { idField, pageFields, pageOf, textField } from '../list.js';
import { CENTS_AMOUNT_PATTERN } from '../patterns.js';
import { ROLES_THAT } from '../policies.js';
import { defineRoute } from '../route.js';

/** The assessment as the API answers it (amounts as the contract's money strings). */
export const claimAssessmentSchema = z.object({
  recommendation: z.enum(CLAIM_RECOMMENDATIONS),
  payout: z.string(),
  remainingCoverage: z.string(),
  rules: z.array(
    z.object({ id: z.enum(ASSESSMENT_RULES), outcome: z.enum(RULE_OUTCOMES), reason: z.string() }),
  ),
  lines: z.array(
    z.object({
      kind: z.enum(STATEMENT_KINDS),
      month: z.string().optional(),
      description: z.string(),
      claimed: z.string(),
      covered: z.string(),
      reason: z.string(),
    }),
  ),
});

/** A decision as stored: final for approve and deny, with the assessment it saw. */
export const claimDecisionSchema = z.object({
  decision: z.enum(CLAIM_DECISIONS),
  payout: z.string().nullable(),
  reason: z.enum(DENIAL_REASONS).nullable(),
  note: z.string().nullable(),
  papers: z.array(z.enum(CLAIM_PAPERS)),
  message: z.string(),
  decided_at: z.string(),
  decided_by_name: z.string().nullable(),
  assessment: claimAssessmentSchema,
});
export type ClaimDecision = z.infer<typeof claimDecisionSchema>;

export const claimAssessment = defineRoute({
  id: 'claim.assessment',
  method: 'GET',
  path: '/claim/assessment',
  summary:
    "A claim's assessment by the published rules: the recommendation, the payout line by line and the rules' outcomes, for those who can see the claim",
  tag: 'Claim',
  auth: 'user',
  query: z.strictObject({ id: idField('Claim id') }),
  response: claimAssessmentSchema,
});

export const decideClaim = defineRoute({
  id: 'claim.decide',
  method: 'POST',
  path: '/claim/decide',
  summary:
    'Decides a claim (admin): approve (the payout may be lowered with a note, never raised), deny (a reason and a note) or request documents (which papers); approve and deny are final',
  tag: 'Claim',
  auth: 'user',
  roles: ROLES_THAT.moveClaim,
  body: z
    .strictObject({
      id: idField('Claim id'),
      decision: z.enum(CLAIM_DECISIONS, 'Decision is approve, deny or request_documents'),
      payout: z
        .string('Payout is an amount')
        .trim()
        .max(20, { message: 'Payout is too long', abort: true })
        .regex(CENTS_AMOUNT_PATTERN, 'Payout must be an amount with at most 2 decimals')
        .optional(),
      reason: z.enum(DENIAL_REASONS, `Reason is one of ${DENIAL_REASONS.join(', ')}`).optional(),
      note: textField(2000, 'Note').optional(),
      papers: z
        .array(z.enum(CLAIM_PAPERS, `Papers are among ${CLAIM_PAPERS.join(', ')}`), 'Papers must be a list')
        .max(CLAIM_PAPERS.length)
        .optional(),
      message: textField(5000, 'Message').pipe(z.string().min(1, 'Write a message to the landlord')),
    })
    .superRefine((b, ctx) => {
      if (b.decision === 'deny' && !b.reason) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Choose why the claim is denied' });
      }
      if (b.decision === 'deny' && !b.note) {
        ctx.addIssue({ code: 'custom', path: ['note'], message: 'Add a note to the denial' });
      }
      if (b.decision === 'request_documents' && !b.papers?.length) {
        ctx.addIssue({ code: 'custom', path: ['papers'], message: 'Choose the papers to request' });
      }
      if (b.decision !== 'approve' && b.payout !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['payout'], message: 'Only an approval has a payout' });
      }
    }),
  response: z.object({ claim_status: z.enum(CLAIM_STATUSES), decision: claimDecisionSchema }),
});

/** A row of the desk: an undecided claim with its age and what the rules recommend. */
export const deskRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  landlord_name: z.string(),
  apartment_building_address: z.string(),
  claim_status: z.enum(CLAIM_STATUSES),
  createdAt: z.string(),
  /** Hours since filing (amber past 24, red past 72). */
  age_hours: z.number(),
  recommendation: z.enum(CLAIM_RECOMMENDATIONS),
  payout: z.string(),
  papers_missing: z.array(z.enum(CLAIM_PAPERS)),
  /** The filer answered a documents request: the claim is back on the desk. */
  returned: z.boolean(),
});
export type DeskRow = z.infer<typeof deskRowSchema>;

export const claimDesk = defineRoute({
  id: 'claim.desk',
  method: 'GET',
  path: '/claim/desk',
  summary:
    'The claims desk (admin): undecided claims, answered documents requests first, then oldest first, with their recommendation and payout',
  tag: 'Claim',
  auth: 'user',
  roles: ROLES_THAT.moveClaim,
  query: z.strictObject({
    ...pageFields(),
    recommendation: z.enum(CLAIM_RECOMMENDATIONS, 'Unknown recommendation').optional(),
  }),
  response: pageOf(deskRowSchema),
});
