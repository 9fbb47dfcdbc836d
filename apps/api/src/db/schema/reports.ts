import { date, integer, numeric, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { productEnum, stageEnum } from './applications.js';

const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'string' });

/**
 * What the application reports add up, per month, kept by statement triggers on `applications`
 * (migration 0015, decision 16) in the writer's own transaction, like the buildings' counts (decision 10).
 * Each application adds three events under its current stage and product: it was created (in the month
 * of `created_at`), its cover started (month of `coverage_start_date`) and its cover stopped (the month of
 * the first day it is no longer in force: the day after the cover ends, or the cancellation's day). The
 * policies in force on a month's last day are then the starts up to that month less the stops up to it,
 * a running sum over a few hundred rows instead of a scan of a million applications.
 */
const monthCounters = {
  month: date('month').notNull(),
  stage: stageEnum('stage').notNull(),
  appType: productEnum('app_type').notNull(),
  applications: integer('applications').notNull().default(0),
  policyStarts: integer('policy_starts').notNull().default(0),
  policyStops: integer('policy_stops').notNull().default(0),
  coverageStarts: money('coverage_starts').notNull().default('0'),
  coverageStops: money('coverage_stops').notNull().default('0'),
};

/** Per landlord: what admins, landlords and vps read (their scope is whole landlords). */
export const reportLandlordMonths = pgTable(
  'report_landlord_months',
  { landlordId: uuid('landlord_id').notNull(), ...monthCounters },
  (t) => [primaryKey({ columns: [t.landlordId, t.month, t.stage, t.appType] })],
);

/** Per building: what rms and pms read (their scope is granted buildings) and any one building's report. */
export const reportBuildingMonths = pgTable(
  'report_building_months',
  { buildingId: uuid('building_id').notNull(), ...monthCounters },
  (t) => [primaryKey({ columns: [t.buildingId, t.month, t.stage, t.appType] })],
);

/**
 * Cancellations requested per landlord, month (of `requested_at`, in UTC) and reason given (null: none),
 * kept by statement triggers on `cancellation_log` (migration 0038) as the month tables above are: the
 * report's cancellations by reason for whole landlords read a few rows, not every cancellation of the
 * range (64,000 at a million applications, 21 ms a report). Rows whose count fell to 0 stay.
 */
export const reportCancellationMonths = pgTable(
  'report_cancellation_months',
  {
    landlordId: uuid('landlord_id').notNull(),
    month: date('month').notNull(),
    reason: text('reason'),
    cancellations: integer('cancellations').notNull().default(0),
  },
  (t) => [unique('report_cancellation_months_key').on(t.landlordId, t.month, t.reason).nullsNotDistinct()],
);
