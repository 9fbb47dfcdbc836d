import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { landlords } from './landlords.js';
import { users } from './users.js';

/**
 * A landlord's subscription to events (docs/decisions/0030-webhooks.md): an address, the events it
 * wants, and its signing secret sealed at rest. `failingSince` is the start of an unbroken run of failed
 * attempts; a day of it disables the subscription.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => landlords.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_subscriptions_landlord_idx').on(t.landlordId)],
);

/**
 * The outbox of webhooks: one message to one subscription, written in the transaction of the change it
 * tells of. `seq` orders a subject's messages; a message waits while an earlier one of the same
 * subscription and subject is pending. `leaseUntil` is an attempt in flight, claimed without a lock held.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks message id (`webhook-id`): a replay sends the same one. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    /** `claim:<id>`, `policy:<id>`…: the order is kept per subject. */
    subject: text('subject').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastLatencyMs: integer('last_latency_ms'),
    lastResponse: text('last_response'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** When the change committed (its transaction's time): the bench measures receipt from it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('webhook_deliveries_subject_idx')
      .on(t.subscriptionId, t.subject, t.seq)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_log_idx').on(t.subscriptionId, t.seq),
  ],
);
