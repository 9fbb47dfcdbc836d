import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  CLAIM_DECISIONS,
  CLAIM_FILE_FIELDS,
  CLAIM_FILE_KINDS,
  CLAIM_FILE_TYPES,
  CLAIM_PAYMENT_METHODS,
  CLAIM_RECOMMENDATIONS,
  CLAIM_STATUSES,
  PAYMENT_METHODS,
} from '@lease/contract';
import { applications } from './applications.js';
import { buildings } from './buildings.js';
import { users } from './users.js';
import { money } from './columns.js';

export const claimStatusEnum = pgEnum('claim_status', CLAIM_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const claimFileFieldEnum = pgEnum('claim_file_field', CLAIM_FILE_FIELDS);
export const claimFileTypeEnum = pgEnum('claim_file_type', CLAIM_FILE_TYPES);
export const claimFileKindEnum = pgEnum('claim_file_kind', CLAIM_FILE_KINDS);
export const claimRecommendationEnum = pgEnum('claim_recommendation', CLAIM_RECOMMENDATIONS);
export const claimDecisionEnum = pgEnum('claim_decision', CLAIM_DECISIONS);

/** Claim numbers, CLM- and seven digits: a sequence never hands the same one out twice. */
export const claimNumberSeq = pgSequence('claim_number_seq', { startWith: 1 });

/** A claim on a policy (rider). One per policy: the unique index settles two submits at once. */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The policy's building and landlord, so a claim is scoped like every building row (decision 8). */
    buildingId: uuid('building_id').notNull(),
    landlordId: uuid('landlord_id').notNull(),
    filedBy: uuid('filed_by').references(() => users.id, { onDelete: 'set null' }),
    status: claimStatusEnum('status').notNull().default('submitted'),
    claimTypes: text('claim_types').array().notNull(),
    dateOfLoss: date('date_of_loss').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    securityDeposit: money('security_deposit').notNull(),
    approvedAmount: money('approved_amount'),
    totalIndemnityPayments: money('total_indemnity_payments').notNull().default('0'),
    /** The whole claim JSON of file 2 §7 as it was submitted and checked. */
    claimData: jsonb('claim_data').notNull(),
    /**
     * What the assessment recommends and pays, kept from the filing and each change of its papers, so the
     * desk filters and sorts without assessing every undecided claim (issue #32).
     */
    recommendation: claimRecommendationEnum('recommendation'),
    assessedPayout: money('assessed_payout'),
    /** When the filer last answered a documents request: the claim is back on the desk, marked. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'claims_building_landlord_fk',
      columns: [t.buildingId, t.landlordId],
      foreignColumns: [buildings.id, buildings.landlordId],
    }).onUpdate('cascade'),
    uniqueIndex('claims_application_uq').on(t.applicationId),
    // These three also INCLUDE status and claim_types (migration 0037; drizzle's builder has no INCLUDE):
    // the report counts a range's claims by them from the index alone.
    index('claims_landlord_created_idx').on(t.landlordId, t.createdAt, t.id),
    index('claims_building_created_idx').on(t.buildingId, t.createdAt, t.id),
    index('claims_created_idx').on(t.createdAt, t.id),
    // The Claims grid's other sorts within a landlord, as keyset pages read them (issue #37).
    index('claims_landlord_name_idx').on(t.landlordId, t.name, t.id),
    index('claims_landlord_status_idx').on(t.landlordId, t.status, t.id),
    index('claims_landlord_loss_idx').on(t.landlordId, t.dateOfLoss, t.id),
    // The desk: undecided claims, answered requests first, then oldest first.
    index('claims_desk_idx')
      .on(t.returnedAt, t.createdAt, t.id)
      .where(sql`${t.status} in ('submitted', 'under_review')`),
  ],
);

/** A file of a claim; its bytes are in storage, written whole before this row commits. */
export const claimFiles = pgTable(
  'claim_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id').notNull(),
    landlordId: uuid('landlord_id').notNull(),
    field: claimFileFieldEnum('field').notNull(),
    fileName: text('file_name').notNull(),
    fileType: claimFileTypeEnum('file_type').notNull(),
    /** What the file is (a paper of the claim, or other); null on files stored before kinds were. */
    kind: claimFileKindEnum('kind'),
    storageKey: text('storage_key').notNull().unique(),
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'claim_files_building_landlord_fk',
      columns: [t.buildingId, t.landlordId],
      foreignColumns: [buildings.id, buildings.landlordId],
    }).onUpdate('cascade'),
    index('claim_files_claim_idx').on(t.claimId, t.createdAt),
  ],
);

/**
 * Files being streamed in for a claim not yet committed. The row is written before the first byte; the
 * claim's transaction deletes it; a row left behind (a process killed mid-upload) names a stored file
 * to sweep away.
 */
export const claimUploads = pgTable('claim_uploads', {
  storageKey: text('storage_key').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A claim's timeline: each status it reached, who moved it and the note they gave. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    status: claimStatusEnum('status').notNull(),
    note: text('note'),
    by: uuid('by').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('claim_events_claim_idx').on(t.claimId, t.at)],
);

export const claimPaymentMethodEnum = pgEnum('claim_payment_method', CLAIM_PAYMENT_METHODS);

/** A payment of an approved claim; together they make its total_indemnity_payments. */
export const claimPayments = pgTable(
  'claim_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    method: claimPaymentMethodEnum('method').notNull(),
    paidOn: date('paid_on').notNull(),
    amount: money('amount').notNull(),
    reference: text('reference').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('claim_payments_claim_idx').on(t.claimId, t.paidOn)],
);

/**
 * A decision on a claim from the desk, with the assessment it saw, so a later rule change never rewrites
 * it. Approve and deny are final: the partial unique index lets one stand per claim, and settles two
 * adjusters deciding at once. A documents request is not final; a claim may have several.
 */
export const claimDecisions = pgTable(
  'claim_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    decision: claimDecisionEnum('decision').notNull(),
    payout: money('payout'),
    reason: text('reason'),
    note: text('note'),
    papers: text('papers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    message: text('message').notNull(),
    assessment: jsonb('assessment').notNull(),
    /** Null: the system approved it when filed (CLAIM_AUTO_APPROVE_LIMIT). */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('claim_decisions_final_uq')
      .on(t.claimId)
      .where(sql`${t.decision} in ('approve', 'deny')`),
    index('claim_decisions_claim_idx').on(t.claimId, t.decidedAt),
  ],
);
