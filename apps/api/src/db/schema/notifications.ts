import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REQUEST_STATUSES, REQUEST_TYPES } from '@lease/contract';
import { buildings } from './buildings.js';
import { landlords } from './landlords.js';
import { users } from './users.js';

export const requestTypeEnum = pgEnum('request_type', REQUEST_TYPES);
export const requestStatusEnum = pgEnum('request_status', REQUEST_STATUSES);

/**
 * The spec's notifications: access requests between users (the requestor asks, the recipient answers)
 * and events a user should hear of, told to the requestor's side (an invite it sent was accepted).
 * Each side may delete it from its own lists; the requestor's answer stays active until seen.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: requestTypeEnum('type').notNull(),
    status: requestStatusEnum('status').notNull().default('pending'),
    requestorId: uuid('requestor_id')
      .notNull()
      .references(() => users.id),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id),
    landlordId: uuid('landlord_id').references(() => landlords.id),
    /** A portfolio request: the user whose buildings are asked for. */
    subjectUserId: uuid('subject_user_id').references(() => users.id),
    /** When the access an accepted request grants ends; null for lasting access. */
    grantExpiresAt: timestamp('grant_expires_at', { withTimezone: true }),
    note: text('note'),
    declineReason: text('decline_reason'),
    requestorSeenAt: timestamp('requestor_seen_at', { withTimezone: true }),
    requestorDeletedAt: timestamp('requestor_deleted_at', { withTimezone: true }),
    recipientDeletedAt: timestamp('recipient_deleted_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt),
    index('notifications_requestor_idx').on(t.requestorId, t.createdAt),
    // One pending portfolio request per requestor and user: a double click or a race makes one.
    uniqueIndex('notifications_pending_portfolio_uq')
      .on(t.requestorId, t.subjectUserId)
      .where(sql`${t.status} = 'pending' and ${t.type} = 'userproperty'`),
  ],
);

/** The buildings a property request asks for. */
export const notificationBuildings = pgTable(
  'notification_buildings',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.buildingId] }),
    index('notification_buildings_building_idx').on(t.buildingId),
  ],
);
