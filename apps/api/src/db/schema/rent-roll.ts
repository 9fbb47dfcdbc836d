import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RentRollImportStatus, RentRollMapping } from '@lease/contract';
import { landlords } from './landlords.js';
import { users } from './users.js';

/** The column mapping a landlord last imported with: the next import starts from it (decision 0031). */
export const rentRollMappings = pgTable('rent_roll_mappings', {
  landlordId: uuid('landlord_id')
    .primaryKey()
    .references(() => landlords.id),
  mapping: jsonb('mapping').$type<RentRollMapping>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One rent-roll import: its stored file, its mapping and how far its job got (decision 0031). */
export const rentRollImports = pgTable(
  'rent_roll_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => landlords.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    /** The uploaded CSV in storage until the job has finished with it. */
    storageKey: text('storage_key'),
    mapping: jsonb('mapping').$type<RentRollMapping>().notNull(),
    status: text('status').$type<RentRollImportStatus>().notNull().default('queued'),
    rowsTotal: integer('rows_total').notNull(),
    /** Data rows of the file passed so far (imported or skipped): a retried job resumes after them. */
    rowsDone: integer('rows_done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('rent_roll_imports_landlord_idx').on(t.landlordId, t.createdAt)],
);
