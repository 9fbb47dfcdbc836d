import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The outbox and the Email page: every message the product sends is recorded here. */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id),
    channel: text('channel').notNull().default('email'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** As readers see it: links and codes masked (platform/redact.ts), in every status. */
    body: text('body').notNull(),
    /**
     * The subject and body as sent, sealed with the secrets key, while a message holding a credential
     * waits; only the dispatcher opens it, and it is emptied once the message is delivered or given up.
     */
    sealed: text('sealed'),
    /** The credential the message carries (platform/mail/outbox.ts `Credential`), for a resend to mint anew. */
    credential: text('credential'),
    /** The invite whose links an invite message carries. */
    credentialOf: uuid('credential_of'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery bookkeeping of the dispatcher (platform/mail): tries so far, the last one and its error. */
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('emails_to_idx').on(t.toAddress, t.createdAt),
    index('emails_unsent_idx').on(t.sentAt, t.attempts),
  ],
);
