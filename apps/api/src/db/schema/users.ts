import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ROLES, type ThemeSettings } from '@lease/contract';
import { landlords } from './landlords.js';

export const roleEnum = pgEnum('role', ROLES);
export const mfaMethodEnum = pgEnum('mfa_method', ['sms', 'email', 'voice', 'totp']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased so look-ups are exact. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: roleEnum('role').notNull(),
    landlordId: uuid('landlord_id').references(() => landlords.id),
    /** The vp → rm → pm line: whom this user reports to. */
    managerId: uuid('manager_id').references((): AnyPgColumn => users.id),
    jobTitle: text('job_title'),
    phone: text('phone'),
    image: text('image'),
    isVerified: boolean('is_verified').notNull().default(false),
    mfaMethod: mfaMethodEnum('mfa_method').notNull().default('email'),
    require2fa: boolean('require_2fa').notNull().default(false),
    requirePasswordUpdate: boolean('require_password_update').notNull().default(false),
    theme: jsonb('theme').$type<ThemeSettings>(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Its building grants without an end (issue #37): with those ending later, counted at `now`, the Users
     * grid's sort by buildings. Kept by triggers on building_grants (migration 0035); never written by the
     * code.
     */
    openGrantCount: integer('open_grant_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_live_uq')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    index('users_landlord_role_idx').on(t.landlordId, t.role),
    index('users_manager_idx').on(t.managerId),
    // Trigram indexes for the user grids' search by name or e-mail.
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);
