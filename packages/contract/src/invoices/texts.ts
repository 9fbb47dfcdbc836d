/** Invoices and disputes (file 2 §3 'Other entities', 'Dispute reasons', §4 'Invoices'). */

/** An invoice's life: open when issued, paid, past due after its due date, disputed, or void. */
export const INVOICE_STATUSES = ['open', 'paid', 'past_due', 'disputed', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Open',
  paid: 'Paid',
  past_due: 'Past Due',
  disputed: 'Disputed',
  void: 'Void',
};

/** A dispute waits on our staff while open; an admin resolves it by crediting, voiding or rejecting. */
export const DISPUTE_STATUSES = ['open', 'credited', 'voided', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: 'Open',
  credited: 'Credited',
  voided: 'Invoice voided',
  rejected: 'Rejected',
};
export const DISPUTE_OUTCOMES = ['credit', 'void', 'reject'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const INVOICE_LIMITS = {
  /** Days from issue to due date. */
  dueDays: 30,
  attachmentMaxBytes: 12_000_000,
  commentMax: 2_000,
  /** The invoice-number search answers at most this many invoices. */
  searchMax: 50,
  /** A national landlord's invoice holds hundreds of thousands of lines: the detail shows this many at once. */
  linesShown: 500,
  /** Above this many lines the PDF totals by building instead of listing every line. */
  pdfLinesMax: 2_000,
} as const;

export const INVOICE_TEXTS = {
  disputeSent: 'Your dispute was sent. Our billing team will answer within 2 business days.',
  // Only our staff can press Connect accounting: tell them what to set, not to ask an administrator.
  notConfigured:
    'The accounting connection is not set up: set ACCOUNTING_CLIENT_ID and ACCOUNTING_CLIENT_SECRET in the server settings (docs/operations.md), then restart it.',
  connected: 'The accounting system is connected.',
  onePerInvoice: 'This invoice already has an open dispute. Add to its conversation instead.',
} as const;
