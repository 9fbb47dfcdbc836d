import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DISPUTE_REASONS, DISPUTE_STATUSES, INVOICE_STATUSES } from '@lease/contract';
import { applications } from './applications.js';
import { buildings } from './buildings.js';
import { landlords } from './landlords.js';
import { users } from './users.js';
import { money } from './columns.js';

export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);
export const disputeReasonEnum = pgEnum('dispute_reason', DISPUTE_REASONS);
export const disputeStatusEnum = pgEnum('dispute_status', DISPUTE_STATUSES);

/** Invoice numbers, INV- and seven digits, never handed out twice. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });

/**
 * A landlord's invoice for one month. The unique (landlord, period) index makes issuing a month twice
 * impossible, however many jobs or admins try at once. Amounts are kept as the lines add up, in the
 * same transaction that changes a line.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => landlords.id, { onDelete: 'cascade' }),
    /** The first day of the month invoiced. */
    period: date('period').notNull(),
    issuedOn: date('issued_on').notNull(),
    dueDate: date('due_date').notNull(),
    status: invoiceStatusEnum('status').notNull().default('open'),
    amount: money('amount').notNull(),
    credited: money('credited').notNull().default('0'),
    /** Its lines, counted once at issue: a national landlord's invoice has hundreds of thousands. */
    lineCount: integer('line_count').notNull().default(0),
    paidOn: date('paid_on'),
    /** When the invoice reached the accounting system, and its id there. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_landlord_period_uq').on(t.landlordId, t.period),
    index('invoices_landlord_issued_idx').on(t.landlordId, t.issuedOn, t.id),
    index('invoices_issued_idx').on(t.issuedOn, t.id),
    index('invoices_status_due_idx').on(t.status, t.dueDate),
  ],
);

/** One policy's premium on an invoice, for the days of the month it was in force. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id').notNull(),
    landlordId: uuid('landlord_id').notNull(),
    position: integer('position').notNull(),
    riderId: text('rider_id').notNull(),
    tenant: text('tenant').notNull(),
    buildingName: text('building_name').notNull(),
    unit: text('unit').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    monthlyPremium: money('monthly_premium').notNull(),
    amount: money('amount').notNull(),
    credited: money('credited').notNull().default('0'),
  },
  (t) => [
    foreignKey({
      name: 'invoice_lines_building_landlord_fk',
      columns: [t.buildingId, t.landlordId],
      foreignColumns: [buildings.id, buildings.landlordId],
    }).onUpdate('cascade'),
    uniqueIndex('invoice_lines_invoice_app_uq').on(t.invoiceId, t.applicationId),
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    index('invoice_lines_building_idx').on(t.buildingId, t.invoiceId),
    index('invoice_lines_application_idx').on(t.applicationId),
  ],
);

/** A dispute of an invoice, whole (no lines) or of some of its lines. */
export const invoiceDisputes = pgTable(
  'invoice_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    reason: disputeReasonEnum('reason').notNull(),
    status: disputeStatusEnum('status').notNull().default('open'),
    lineIds: uuid('line_ids').array().notNull(),
    /** The buildings of the disputed lines (empty for a whole invoice): who may read the dispute. */
    buildingIds: uuid('building_ids').array().notNull(),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    attachmentName: text('attachment_name'),
    attachmentKey: text('attachment_key'),
    resolution: text('resolution'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('invoice_disputes_invoice_idx').on(t.invoiceId, t.createdAt),
    // One open dispute per invoice: a second one joins the first's conversation.
    uniqueIndex('invoice_disputes_one_open_uq')
      .on(t.invoiceId)
      .where(sql`status = 'open'`),
  ],
);

/** A dispute's conversation between the landlord's people and our billing staff. */
export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => invoiceDisputes.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    by: uuid('by').references(() => users.id, { onDelete: 'set null' }),
    byStaff: boolean('by_staff').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dispute_messages_dispute_idx').on(t.disputeId, t.at)],
);

/** The accounting system's tokens (one connection), sealed at rest. */
export const accountingConnections = pgTable('accounting_connections', {
  provider: text('provider').primaryKey(),
  realmId: text('realm_id'),
  accessTokenSealed: text('access_token_sealed').notNull(),
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
  connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** An authorisation in flight: its state and PKCE verifier, used once, within minutes. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  verifierSealed: text('verifier_sealed').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
