import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { landlords } from './landlords.js';
import { users } from './users.js';

/**
 * A partner's key (decision 0029): it acts as `user_id`, of `landlord_id`, with that user's scope or less
 * (read-only, or only `building_ids`). The secret is never stored, only its SHA-256; a revoked or expired
 * key stays listed. A change to who it acts as or what it may reach notifies every instance (migration
 * 0024's trigger), like a session's.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => landlords.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** `lgp_` and the first characters of the secret, for a person to recognise it. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole secret, hex: the secret has 256 random bits, so no slow hash is needed. */
    keyHash: text('key_hash').notNull().unique(),
    readOnly: boolean('read_only').notNull().default(false),
    /** Empty: every building its user sees; else only these (and only while the user sees them). */
    buildingIds: uuid('building_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute per key and instance, not once per call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('api_keys_landlord_idx').on(t.landlordId, t.createdAt),
    index('api_keys_user_idx').on(t.userId),
  ],
);
