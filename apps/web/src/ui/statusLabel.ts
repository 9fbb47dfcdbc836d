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
  expired: { label: 'Expired', tone: 'default' },
  active: { label: 'Active', tone: 'success' },
  inactive: { label: 'Inactive', tone: 'default' },
  invalid: { label: 'Not found', tone: 'default' },
  in_force: { label: 'In force', tone: 'success' },
  flagged: { label: 'Flagged', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'error' },
  // Claims (CLAIM_STATUS_LABELS).
  submitted: { label: 'Submitted', tone: 'default' },
  under_review: { label: 'Under Review', tone: 'warning' },
  documents_requested: { label: 'Documents Requested', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  paid: { label: 'Paid', tone: 'success' },
  denied: { label: 'Denied', tone: 'error' },
  // Invoices (INVOICE_STATUS_LABELS); 'paid' is the claims' own.
  open: { label: 'Open', tone: 'default' },
  past_due: { label: 'Past Due', tone: 'error' },
  disputed: { label: 'Disputed', tone: 'warning' },
  void: { label: 'Void', tone: 'default' },
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
