import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    // One open invite per address, type, role and landlord (none for a landlord invite): the key of
    // findOpenInvite, so simultaneous identical invites make one, and renewing stays the only way to resend.
    uniqueIndex('invites_open_uq')
      .on(
        t.email,
        t.type,
        t.role,
        sql`coalesce(${t.landlordId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.status} = 'pending'`),
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

/**
 * The lost-invite lookup's e-mailed code (§2.6), one row per address: hashed with its own salt,
 * short-lived, a few tries. A new code replaces the last only after the cool-down, so one address gets
 * at most one lookup mail per cool-down however often it is typed.
 */
export const inviteLookupCodes = pgTable('invite_lookup_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  salt: text('salt').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  spentAt: timestamp('spent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Extra links of an invite, minted for a lookup its addressee proved with the e-mailed code: they open
 * the same invite as its own link (which keeps working), expire sooner, and die when the invite is
 * answered or renewed.
 */
export const inviteLookupLinks = pgTable(
  'invite_lookup_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => invites.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invite_lookup_links_invite_idx').on(t.inviteId)],
);
