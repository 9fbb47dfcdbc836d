import { foreignKey, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS } from '@lease/contract';
import { applications } from './applications.js';
import { buildings } from './buildings.js';

export const documentKindEnum = pgEnum('document_kind', DOCUMENT_KINDS);

/** An insurance document of an application (a certificate, a cancellation notice); its bytes are in storage. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The application's building and landlord, so a document is scoped like every building row (decision 8). */
    buildingId: uuid('building_id').notNull(),
    landlordId: uuid('landlord_id').notNull(),
    kind: documentKindEnum('kind').notNull(),
    title: text('title').notNull(),
    /** Where the storage driver keeps the bytes; written whole before this row commits. */
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'documents_building_landlord_fk',
      columns: [t.buildingId, t.landlordId],
      foreignColumns: [buildings.id, buildings.landlordId],
    }).onUpdate('cascade'),
    index('documents_application_idx').on(t.applicationId, t.createdAt),
    index('documents_landlord_idx').on(t.landlordId),
    index('documents_building_idx').on(t.buildingId),
  ],
);
