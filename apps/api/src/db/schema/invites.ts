import { index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buildings } from './buildings.js';
import { landlords } from './landlords.js';
import { roleEnum, users } from './users.js';

export const inviteTypeEnum = pgEnum('invite_type', ['landlord', 'user']);
/** 'expired' is not stored: a pending invite past expires_at reads as expired. */
export const inviteStatusEnum = pgEnum('invite_status', ['pending', 'accepted', 'declined']);

/**
 * An invitation by e-mail: a landlord account (admin → ll) or a user of a landlord's line with the
 * buildings it will be granted. The link's token is kept only as a SHA-256 hash, and is replaced on resend.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    type: inviteTypeEnum('type').notNull(),
    /** Stored lower-cased, as users.email. */
    email: text('email').notNull(),
    role: roleEnum('role').notNull(),
    /** The landlord the invitee joins; null for a landlord invite until it is accepted. */
    landlordId: uuid('landlord_id').references(() => landlords.id),
    /** The name of the landlord account a landlord invite creates. */
    landlordName: text('landlord_name'),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    status: inviteStatusEnum('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    declineReason: text('decline_reason'),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invites_token_uq').on(t.tokenHash),
    index('invites_email_idx').on(t.email, t.status),
    index('invites_type_status_idx').on(t.type, t.status, t.createdAt),
    index('invites_landlord_role_idx').on(t.landlordId, t.role, t.createdAt),
    index('invites_invited_by_idx').on(t.invitedBy),
  ],
);

/** The buildings a user invite grants on acceptance. */
export const inviteBuildings = pgTable(
  'invite_buildings',
  {
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => invites.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id),
  },
  (t) => [
    primaryKey({ columns: [t.inviteId, t.buildingId] }),
    index('invite_buildings_building_idx').on(t.buildingId),
  ],
);
