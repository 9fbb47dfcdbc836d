import { z } from 'zod';
import { DISPUTE_REASONS } from '../codes.js';
import { DISPUTE_OUTCOMES, DISPUTE_STATUSES, INVOICE_LIMITS, INVOICE_STATUSES } from '../invoices/texts.js';
import { browserFile, idField, listParams, pageOf, textField } from '../list.js';
import { CENTS_AMOUNT_PATTERN, MONTH_PATTERN } from '../patterns.js';
import { ROLES_THAT } from '../policies.js';
import { defineRoute } from '../route.js';

/**
 * An invoice as its reader sees it. A reader whose scope is part of a landlord (Multi-Site, Property)
 * sees only the lines of its buildings, and the amounts are theirs; `partial` says so.
 */
export const invoiceRowSchema = z.object({
  id: z.string(),
  invoiceNum: z.string(),
  landlordId: z.string(),
  landlordName: z.string(),
  period: z.string(),
  issuedOn: z.string(),
  dueDate: z.string(),
  status: z.enum(INVOICE_STATUSES),
  lineCount: z.number().int(),
  amount: z.string(),
  credited: z.string(),
  total: z.string(),
  paidOn: z.string().nullable(),
  partial: z.boolean(),
  openDispute: z.boolean(),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

/** A line: one policy's premium for the part of the month it was in force. */
export const invoiceLineSchema = z.object({
  id: z.string(),
  riderId: z.string(),
  applicationId: z.string(),
  tenant: z.string(),
  buildingName: z.string(),
  unit: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  monthlyPremium: z.string(),
  amount: z.string(),
  credited: z.string(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const disputeMessageSchema = z.object({
  id: z.string(),
  body: z.string(),
  byName: z.string().nullable(),
  byStaff: z.boolean(),
  at: z.string(),
});
export const disputeSchema = z.object({
  id: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  status: z.enum(DISPUTE_STATUSES),
  lineIds: z.array(z.string()),
  wholeInvoice: z.boolean(),
  attachmentName: z.string().nullable(),
  resolution: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  messages: z.array(disputeMessageSchema),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const INVOICE_SORTS = ['issuedOn', 'invoiceNum', 'dueDate', 'status', 'total'] as const;

export const invoiceList = defineRoute({
  id: 'invoice.list',
  method: 'GET',
  writes: false,
  path: '/invoice/list',
  summary: 'The invoices in scope, newest first by default (the Invoices page)',
  tag: 'Invoice',
  auth: 'user',
  query: z.strictObject({
    ...listParams(INVOICE_SORTS),
    landlordId: idField('Landlord id').optional(),
    status: z.enum(INVOICE_STATUSES, 'Unknown invoice status').optional(),
  }),
  response: pageOf(invoiceRowSchema),
});

export const invoiceSearch = defineRoute({
  id: 'invoice.search',
  method: 'GET',
  writes: false,
  path: '/invoice/search',
  summary: 'Invoices in scope whose number starts with or contains the text typed (replaces the list)',
  tag: 'Invoice',
  auth: 'user',
  query: z.strictObject({
    invoiceNum: textField(40, 'Invoice number').pipe(z.string().min(1, 'Type an invoice number')),
  }),
  response: z.array(invoiceRowSchema).max(INVOICE_LIMITS.searchMax),
});

export const invoiceRecord = defineRoute({
  id: 'property.invoice',
  method: 'GET',
  writes: false,
  path: '/property/invoice',
  summary:
    'One invoice in scope with its disputes and its lines: the first 500, or those whose rider id, tenant, building or unit holds lineQ, and always the disputed ones',
  tag: 'Property',
  auth: 'user',
  query: z.strictObject({ id: idField('Invoice id'), lineQ: textField(100, 'Line search').optional() }),
  response: invoiceRowSchema.extend({
    lines: z.array(invoiceLineSchema),
    disputes: z.array(disputeSchema),
  }),
});
export type InvoiceRecord = z.infer<typeof invoiceRecord.response>;

export const invoicePdf = defineRoute({
  id: 'invoice.pdf',
  method: 'GET',
  writes: false,
  path: '/invoice/pdf',
  summary: 'The invoice as a PDF, made on the server: header, lines, totals and how to pay',
  tag: 'Invoice',
  auth: 'user',
  file: true,
  query: z.strictObject({ id: idField('Invoice id') }),
  response: z.unknown(),
});

export const invoicePolicy = defineRoute({
  id: 'invoice.policy',
  method: 'GET',
  writes: false,
  path: '/invoice/policy',
  summary: 'A policy in scope by its rider number, with what it was invoiced',
  tag: 'Invoice',
  auth: 'user',
  query: z.strictObject({ riderId: textField(40, 'Rider id').pipe(z.string().min(1, 'Type a rider id')) }),
  response: z.object({
    applicationId: z.string(),
    riderId: z.string(),
    tenant: z.string(),
    buildingName: z.string(),
    unit: z.string(),
    monthlyPremium: z.string().nullable(),
    coverageStartDate: z.string().nullable(),
    coverageEndDate: z.string().nullable(),
    status: z.string(),
    lines: z.array(invoiceLineSchema.extend({ invoiceId: z.string(), invoiceNum: z.string() })),
  }),
});

/** Line ids as a multipart form carries them: one comma-separated field; empty means the whole invoice. */
const lineIdsField = z
  .string()
  .max(20_000, { message: 'Too many lines', abort: true })
  .transform((text) => (text.trim() === '' ? [] : text.split(',').map((s) => s.trim())))
  .pipe(z.array(z.uuid('Each line must be a valid id')).max(500, 'Too many lines'));

export const invoiceDispute = defineRoute({
  id: 'invoice.dispute',
  method: 'POST',
  writes: true,
  path: '/invoice/dispute',
  summary:
    'Disputes an invoice, whole or some of its lines, with a reason, a comment and an optional attachment (multipart)',
  tag: 'Invoice',
  auth: 'user',
  multipart: true,
  body: z.strictObject({
    invoiceId: idField('Invoice id'),
    lineIds: lineIdsField.default([]),
    reason: z.enum(DISPUTE_REASONS, 'Choose a reason'),
    comment: textField(INVOICE_LIMITS.commentMax, 'Comment').pipe(z.string().min(1, 'Say what is wrong')),
    attachment: browserFile.optional(),
  }),
  response: z.object({ disputeId: z.string(), status: z.enum(INVOICE_STATUSES) }),
});

export const disputeMessage = defineRoute({
  id: 'invoice.dispute-message',
  method: 'POST',
  writes: true,
  path: '/invoice/dispute/message',
  summary: "Adds to a dispute's conversation between the landlord's people and our billing staff",
  tag: 'Invoice',
  auth: 'user',
  body: z.strictObject({
    disputeId: idField('Dispute id'),
    body: textField(INVOICE_LIMITS.commentMax, 'Message').pipe(z.string().min(1, 'Write a message')),
  }),
  response: disputeMessageSchema,
});

export const disputeAttachment = defineRoute({
  id: 'invoice.dispute-attachment',
  method: 'GET',
  writes: false,
  path: '/invoice/dispute/attachment',
  summary:
    "The file sent with a dispute, for those who read the dispute (the landlord's people and billing staff)",
  tag: 'Invoice',
  auth: 'user',
  file: true,
  query: z.strictObject({ disputeId: idField('Dispute id') }),
  response: z.unknown(),
});

export const disputeResolve = defineRoute({
  id: 'invoice.dispute-resolve',
  method: 'POST',
  writes: true,
  path: '/invoice/dispute/resolve',
  summary:
    'Resolves a dispute (admin): credit the disputed lines (whole or an amount each), void the invoice, or reject with a reason',
  tag: 'Invoice',
  auth: 'user',
  roles: ROLES_THAT.resolveDispute,
  body: z.strictObject({
    disputeId: idField('Dispute id'),
    outcome: z.enum(DISPUTE_OUTCOMES, 'Outcome is credit, void or reject'),
    /** For a credit: the lines credited, each in full unless an amount is given. */
    credits: z
      .array(
        z.strictObject({
          lineId: idField('Line id'),
          amount: z
            .string()
            .trim()
            .regex(CENTS_AMOUNT_PATTERN, 'Amount must be an amount with at most 2 decimals')
            .optional(),
        }),
      )
      .max(500, 'Too many lines')
      .default([]),
    note: textField(INVOICE_LIMITS.commentMax, 'Note').pipe(z.string().min(1, 'Say why')),
  }),
  response: z.object({ status: z.enum(DISPUTE_STATUSES), total: z.string() }),
});

export const invoiceMarkPaid = defineRoute({
  id: 'invoice.mark-paid',
  method: 'POST',
  writes: true,
  path: '/invoice/mark-paid',
  summary: 'Records that an invoice was paid in full (admin)',
  tag: 'Invoice',
  auth: 'user',
  roles: ROLES_THAT.resolveDispute,
  body: z.strictObject({
    id: idField('Invoice id'),
    paidOn: z.iso.date('Paid on must be a date (YYYY-MM-DD)'),
  }),
  response: z.object({ status: z.enum(INVOICE_STATUSES) }),
});

export const invoiceIssue = defineRoute({
  id: 'invoice.issue',
  method: 'POST',
  writes: true,
  path: '/invoice/issue',
  summary:
    "Issues a month's invoices now (admin); the monthly job does the same, and a month is never issued twice",
  tag: 'Invoice',
  auth: 'user',
  roles: ROLES_THAT.resolveDispute,
  body: z.strictObject({
    month: z
      .string()
      .max(7, { message: 'Month must read YYYY-MM', abort: true })
      .regex(MONTH_PATTERN, 'Month must read YYYY-MM'),
  }),
  response: z.object({ issued: z.number().int(), skipped: z.number().int() }),
});

export const invoiceOauth = defineRoute({
  id: 'invoice.oauth',
  method: 'GET',
  writes: true,
  path: '/invoice/Oauth',
  summary:
    'Starts connecting the accounting system (admin): the authorisation address to send the browser to, with state and PKCE',
  tag: 'Invoice',
  auth: 'user',
  roles: ROLES_THAT.resolveDispute,
  response: z.object({ redirectURL: z.string(), connected: z.boolean() }),
});

export const invoiceOauthCallback = defineRoute({
  id: 'invoice.oauth-callback',
  method: 'GET',
  writes: true,
  path: '/invoice/oauth/callback',
  summary:
    "The accounting system's redirect back: exchanges the code (state and PKCE checked) and sends the browser to the Invoices page",
  tag: 'Invoice',
  auth: 'public',
  query: z.object({
    code: textField(2_000, 'Code').optional(),
    state: textField(200, 'State').optional(),
    realmId: textField(200, 'Realm id').optional(),
    error: textField(200, 'Error').optional(),
  }),
  file: true,
  response: z.unknown(),
});

export const invoiceRoutes = [
  invoiceList,
  invoiceSearch,
  invoiceRecord,
  invoicePdf,
  invoicePolicy,
  invoiceDispute,
  disputeMessage,
  disputeAttachment,
  disputeResolve,
  invoiceMarkPaid,
  invoiceIssue,
  invoiceOauth,
  invoiceOauthCallback,
] as const;
