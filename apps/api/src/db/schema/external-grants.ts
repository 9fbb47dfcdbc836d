import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { invites } from './invites.js';
import { landlords } from './landlords.js';
import { users } from './users.js';

/**
 * An outside party's read-only access to one landlord's portfolio (decision 0032): made with its invite
 * (user_id set when the invite is taken up), until `expires_at` (null: no end) or until revoked, and
 * showing tenants' personal data only when `personal_data`. A revoked or expired grant stays listed.
 */
export const externalGrants = pgTable(
  'external_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => landlords.id),
    inviteId: uuid('invite_id').references(() => invites.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id),
    /** Stored lower-cased, as users.email. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    personalData: boolean('personal_data').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('external_grants_landlord_idx').on(t.landlordId, t.createdAt),
    uniqueIndex('external_grants_invite_uq').on(t.inviteId),
    // An external user holds one grant that is not revoked: the one its session reads.
    uniqueIndex('external_grants_user_live_uq')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
