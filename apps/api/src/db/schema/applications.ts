import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { STAGE_CODES, PRODUCT_CODES } from '@lease/contract';
import { buildings } from './buildings.js';
import { money } from './columns.js';

export const stageEnum = pgEnum('stage', STAGE_CODES);
export const productEnum = pgEnum('product', PRODUCT_CODES);

/** An application; once issued (Stage05) it is a policy, called a rider, with its rider number. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buildingId: uuid('building_id').notNull(),
    /** The building's landlord, denormalised so a landlord's list is one indexed condition (decision 8). */
    landlordId: uuid('landlord_id').notNull(),
    stage: stageEnum('stage').notNull(),
    appType: productEnum('app_type').notNull(),
    riderId: text('rider_id'),
    issueDate: date('issue_date'),
    unitNumber: text('unit_number').notNull(),
    leaseStartDate: date('lease_start_date').notNull(),
    leaseEndDate: date('lease_end_date').notNull(),
    coverageStartDate: date('coverage_start_date'),
    coverageEndDate: date('coverage_end_date'),
    grossMonthlyRent: money('gross_monthly_rent').notNull(),
    ldrCoverage: money('ldr_coverage'),
    totalCoverageAmount: money('total_coverage_amount'),
    damagesPremium: money('damages_premium'),
    monthlyPremium: money('monthly_premium'),
    coverageAmountRequestedMonths: integer('coverage_amount_requested_months'),
    activeLease: boolean('active_lease').notNull().default(true),
    missingDocs: text('missing_docs'),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    movedOutAt: date('moved_out_at'),
    premiumDueDate: date('premium_due_date'),
    premiumPaidAt: timestamp('premium_paid_at', { withTimezone: true }),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    flagReason: text('flag_reason'),
    flagResolvedAt: timestamp('flag_resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the search reads: rider id, unit, building name and each tenant's full name, one per line
     * (a search text has no line break, so a match never spans two), in lower case. Kept by triggers (migration 0019)
     * on applications, tenants and a building's rename; never written by the code.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * Sort keys of the grids, copied so a sort is one index range (issue #37): the first tenant's full
     * name and the building's name. Kept by triggers (migration 0033) on tenants, a building's rename and
     * the application's building; never written by the code. Null until the backfill of 0033 reaches an
     * older row (`applications.sort-columns`).
     */
    tenant1Name: text('tenant_1_name'),
    buildingName: text('building_name'),
    /** The security deposit a rent roll reports (decision 0031); null when none was given. */
    deposit: money('deposit'),
    /**
     * Set only on an application a rent-roll import wrote: a hash of the row as imported, so a re-import of
     * the same row changes nothing and a changed row updates (decision 0031).
     */
    rentRollHash: text('rent_roll_hash'),
  },
  (t) => [
    // The pair must name a building and its own landlord; a building that changes landlord carries its
    // applications along, so the copy can never drift.
    foreignKey({
      name: 'applications_building_landlord_fk',
      columns: [t.buildingId, t.landlordId],
      foreignColumns: [buildings.id, buildings.landlordId],
    }).onUpdate('cascade'),
    uniqueIndex('applications_rider_uq').on(t.riderId),
    // A landlord's list by stage and product and lease start (the grid's filters): its bounded count
    // reads the index alone.
    index('applications_landlord_stage_type_lease_idx').on(
      t.landlordId,
      t.stage,
      t.appType,
      t.leaseStartDate,
    ),
    index('applications_building_stage_idx').on(t.buildingId, t.stage),
    index('applications_flagged_idx').on(t.buildingId, t.flaggedAt),
    // A landlord's open flags newest first (the Flagged Cancellations list and its badge): their page and
    // bounded count read this index alone, however many policies are not flagged.
    index('applications_open_flags_idx')
      .on(t.landlordId, t.createdAt, t.id)
      .where(
        sql`${t.riderId} is not null and ${t.flaggedAt} is not null and ${t.flagResolvedAt} is null and ${t.cancelledAt} is null`,
      ),
    // The grids' default order (newest first) within a landlord or a building: one index range per page.
    // The landlord's also INCLUDEs search_text (migration 0019; drizzle's builder has no INCLUDE), so a
    // search's page walks the index alone until it has its rows.
    index('applications_landlord_created_idx').on(t.landlordId, t.createdAt, t.id),
    index('applications_building_created_idx').on(t.buildingId, t.createdAt, t.id),
    // The grids' other sorts within a landlord (issue #37): each page one index range, as newest first
    // (without them a sort read and sorted every row of the landlord: 0.6–1 s at 100,000). Nulls sort
    // last ascending, as the list layer asks.
    ...(
      [
        ['unit', t.unitNumber],
        ['stage', t.stage],
        ['type', t.appType],
        ['lease_start', t.leaseStartDate],
        ['lease_end', t.leaseEndDate],
        ['coverage_start', t.coverageStartDate],
        ['coverage_end', t.coverageEndDate],
        ['rent', t.grossMonthlyRent],
        ['rider', t.riderId],
        ['tenant_1', t.tenant1Name],
        ['building_name', t.buildingName],
      ] as const
    ).map(([name, column]) => index(`applications_landlord_${name}_idx`).on(t.landlordId, column, t.id)),
    // The Policies grid by stage: stage goes with having a rider, so in the landlord's index above a
    // first page passes over every application not issued yet (51 ms against 12 at 100,000).
    index('applications_landlord_policy_stage_idx')
      .on(t.landlordId, t.stage, t.id)
      .where(sql`${t.riderId} is not null`),
    // Months remaining: by the day the cover ends (records.repository.ts's coverEnds).
    index('applications_landlord_cover_ends_idx').on(
      t.landlordId,
      sql`coalesce(${t.coverageEndDate}, ${t.leaseEndDate})`,
      t.id,
    ),
    // The search's trigram index (pg_trgm, enabled by migration 0001), for a text few rows hold.
    index('applications_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // A rent roll's natural key (decision 0031): one imported application per landlord, building, unit
    // and lease start; the import's upsert names it, and two imports at once cannot both insert a row.
    uniqueIndex('applications_rent_roll_uq')
      .on(t.landlordId, t.buildingId, t.unitNumber, t.leaseStartDate)
      .where(sql`${t.rentRollHash} is not null`),
  ],
);

/** Up to four tenants per application, by position. */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dob: date('dob'),
    portionFee: money('portion_fee'),
  },
  (t) => [uniqueIndex('tenants_app_position_uq').on(t.applicationId, t.position)],
);
