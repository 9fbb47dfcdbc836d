import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CALENDAR_COLOR_NAMES } from '@lease/contract';
import { users } from './users.js';

export const calendarColorEnum = pgEnum('calendar_color', CALENDAR_COLOR_NAMES);

/** A user's own calendar event; only its owner reads or changes it. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes'),
    color: calendarColorEnum('color').notNull().default('blue'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('calendar_events_user_start_idx').on(t.userId, t.startsAt)],
);
