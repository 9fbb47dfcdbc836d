import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Long data changes a migration leaves to a job after start (platform/backfills, docs/decisions/0022):
 * one row each, with how far it got, so a retry or another instance resumes where it stopped.
 */
export const backfills = pgTable('backfills', {
  name: text('name').primaryKey(),
  /** The key of the last row done (the keyset cursor); null before the first batch. */
  lastKey: text('last_key'),
  rowsDone: bigint('rows_done', { mode: 'number' }).notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }),
  /** Set once no row is left: readers stop falling back to the slow way. */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
