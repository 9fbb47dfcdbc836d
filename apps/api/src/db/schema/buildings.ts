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
import { landlords } from './landlords.js';
import { users } from './users.js';

export const buildings = pgTable(
  'buildings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => landlords.id),
    name: text('name').notNull(),
    buildingType: text('building_type').notNull(),
    totalUnits: integer('total_units').notNull(),
    emailAddress: text('email_address'),
    billingStreet: text('billing_street'),
    billingCity: text('billing_city').notNull(),
    billingState: text('billing_state').notNull(),
    billingZip: text('billing_zip'),
    /** Its applications, and its policies in force; kept by triggers on applications (decision 0010). */
    applicationCount: integer('application_count').notNull().default(0),
    policyCount: integer('policy_count').notNull().default(0),
    /**
     * The landlord's name, the grid's sort key (issue #37): without the join a sort by it is one index
     * range. Kept by triggers (migration 0033) on the building's landlord and a landlord's rename; never
     * written by the code. Not null (0036), so a deep page's cursor is one index range, with no `or is
     * null` arm; an insert sends a placeholder the BEFORE INSERT trigger replaces.
     */
    landlordName: text('landlord_name')
      .notNull()
      .$defaultFn(() => ''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('buildings_landlord_idx').on(t.landlordId),
    // The target of the building-scoped tables' (building_id, landlord_id) foreign keys.
    uniqueIndex('buildings_id_landlord_uq').on(t.id, t.landlordId),
    index('buildings_state_idx').on(t.billingState),
    index('buildings_landlord_name_idx').on(t.landlordId, t.name),
    // The grid's other sorts within a landlord (issue #37): each page one index range, as by name.
    index('buildings_landlord_type_idx').on(t.landlordId, t.buildingType, t.id),
    index('buildings_landlord_units_idx').on(t.landlordId, t.totalUnits, t.id),
    index('buildings_landlord_city_idx').on(t.landlordId, t.billingCity, t.id),
    index('buildings_landlord_state_idx').on(t.landlordId, t.billingState, t.id),
    index('buildings_landlord_landlord_name_idx').on(t.landlordId, t.landlordName, t.id),
    index('buildings_landlord_name_sort_idx').on(t.landlordName, t.id),
    // The grid's sort by applications or policies, within a landlord and across all (admin).
    index('buildings_landlord_apps_idx').on(t.landlordId, t.applicationCount, t.id),
    index('buildings_landlord_policies_idx').on(t.landlordId, t.policyCount, t.id),
    index('buildings_apps_idx').on(t.applicationCount, t.id),
    index('buildings_policies_idx').on(t.policyCount, t.id),
    // Trigram indexes for the grid's search by name or city (pg_trgm, enabled by migration 0001).
    index('buildings_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('buildings_city_trgm_idx').using('gin', sql`${t.billingCity} gin_trgm_ops`),
  ],
);

export const grantHowEnum = pgEnum('grant_how', ['invite', 'request', 'move', 'seed']);

/** Which rm or pm may see which building, how that came to be, and until when. */
export const buildingGrants = pgTable(
  'building_grants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id),
    how: grantHowEnum('how').notNull(),
    grantedBy: uuid('granted_by').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.buildingId] }),
    index('building_grants_building_idx').on(t.buildingId),
    // The grants that end, by end: those live at `now` are one range (the Users grid's building count).
    index('building_grants_ending_idx')
      .on(t.expiresAt, t.userId)
      .where(sql`${t.expiresAt} is not null`),
  ],
);
