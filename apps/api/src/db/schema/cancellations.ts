import { foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { buildings } from './buildings.js';
import { users } from './users.js';

/** The Policy Cancel Log: one row per cancelled policy, written in the transaction that cancels it. */
export const cancellationLog = pgTable(
  'cancellation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The policy's building and landlord, so the log is scoped like every building row (decision 8). */
    buildingId: uuid('building_id').notNull(),
    landlordId: uuid('landlord_id').notNull(),
    riderId: text('rider_id').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** When coverage stops: within 24 hours of the request (file 2 §9). */
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
  },
  (t) => [
    foreignKey({
      name: 'cancellation_log_building_landlord_fk',
      columns: [t.buildingId, t.landlordId],
      foreignColumns: [buildings.id, buildings.landlordId],
    }).onUpdate('cascade'),
    // The log's order (newest first) within a landlord, a building, or for an admin: one index range per page.
    // Each also INCLUDEs the reason (migration 0037): the report counts a range's reasons from the index.
    index('cancellation_log_landlord_idx').on(t.landlordId, t.requestedAt, t.id),
    index('cancellation_log_building_idx').on(t.buildingId, t.requestedAt, t.id),
    index('cancellation_log_requested_idx').on(t.requestedAt, t.id),
  ],
);
