import {
  CLAIM_STATUS_LABELS,
  DISPUTE_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  POLICY_STATUS_LABELS,
} from '@lease/contract';

// The statuses' words and tones without the chip, for the notification menu (issue #27: no Chip there).
type Tone = 'success' | 'warning' | 'error' | 'default';

/**
 * Status codes as people say them. A code not listed reads as its words capitalised, so a new status
 * never shows raw ("auto_accepted" → "Auto accepted").
 */
export const STATUS: Record<string, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  auto_accepted: { label: 'Auto-accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'error' },
  active: { label: 'Active', tone: 'success' },
  inactive: { label: 'Inactive', tone: 'default' },
  invalid: { label: 'Not found', tone: 'default' },
  // Policies, claims, invoices and disputes: the contract's words, so no screen says them its own way.
  in_force: { label: POLICY_STATUS_LABELS.in_force, tone: 'success' },
  flagged: { label: POLICY_STATUS_LABELS.flagged, tone: 'warning' },
  cancelled: { label: POLICY_STATUS_LABELS.cancelled, tone: 'error' },
  expired: { label: POLICY_STATUS_LABELS.expired, tone: 'default' },
  submitted: { label: CLAIM_STATUS_LABELS.submitted, tone: 'default' },
  under_review: { label: CLAIM_STATUS_LABELS.under_review, tone: 'warning' },
  documents_requested: { label: CLAIM_STATUS_LABELS.documents_requested, tone: 'warning' },
  approved: { label: CLAIM_STATUS_LABELS.approved, tone: 'success' },
  paid: { label: CLAIM_STATUS_LABELS.paid, tone: 'success' },
  denied: { label: CLAIM_STATUS_LABELS.denied, tone: 'error' },
  open: { label: INVOICE_STATUS_LABELS.open, tone: 'default' },
  past_due: { label: INVOICE_STATUS_LABELS.past_due, tone: 'error' },
  disputed: { label: INVOICE_STATUS_LABELS.disputed, tone: 'warning' },
  void: { label: INVOICE_STATUS_LABELS.void, tone: 'default' },
  credited: { label: DISPUTE_STATUS_LABELS.credited, tone: 'success' },
  voided: { label: DISPUTE_STATUS_LABELS.voided, tone: 'default' },
  rejected: { label: DISPUTE_STATUS_LABELS.rejected, tone: 'error' },
  // API keys.
  revoked: { label: 'Revoked', tone: 'error' },
  // Webhooks: a subscription turned off, a message's delivery.
  disabled: { label: 'Disabled', tone: 'default' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'error' },
};

export function statusLabel(status: string): string {
  const known = STATUS[status];
  if (known) return known.label;
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
