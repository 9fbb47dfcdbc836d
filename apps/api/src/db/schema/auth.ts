import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions.js';
import { mfaMethodEnum, users } from './users.js';

/** Raw bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both are Uint8Array. */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Sign-in failures, one counter per key: `email:<address>` or `ip:<address>`. The lock sits on the
 * e-mail key rather than on the user, so an unknown address locks and answers exactly like a known one.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_attempts_last_failure_idx').on(t.lastFailureAt)],
);

/** ALTCHA challenges already solved: a solution opens one sign-in, on any instance. */
export const captchaSolutions = pgTable('captcha_solutions', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One-time codes of the second factor, hashed with their own salt. `sessionId` ties a code to the
 * session that asked for it; `verifiedAt` on a full session is the confirmation a profile save spends.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    method: mfaMethodEnum('method').notNull(),
    /** Where the code went: an e-mail address or a phone number; null for the authenticator app. */
    destination: text('destination'),
    codeHash: text('code_hash'),
    salt: text('salt'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_codes_user_idx').on(t.userId, t.createdAt),
    index('auth_codes_session_idx').on(t.sessionId),
  ],
);

/** Password-reset links: the token is stored only as its SHA-256, used once, short-lived. */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reset_tokens_user_idx').on(t.userId)],
);

/** An authenticator-app secret: pending until a first code confirms it, then the user's fourth method. */
export const totpSecrets = pgTable('totp_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last time step accepted: a code is never accepted twice. */
  lastStep: integer('last_step'),
});

/** Profile pictures, kept in the database so every instance serves them and only to signed-in users. */
export const userImages = pgTable(
  'user_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_images_user_idx').on(t.userId)],
);

/**
 * A new e-mail address waiting for its owner to follow the link sent to it: until then the account keeps
 * its old, verified address. The token is stored only as its SHA-256, used once, short-lived.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
