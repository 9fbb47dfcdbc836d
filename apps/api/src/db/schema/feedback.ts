import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * §2.10's Report an issue, when no external form is configured: what the person said, where, from which
 * browser, and the screenshot they attached (stored like a claim's files; decision 0012).
 */
export const feedbackReports = pgTable(
  'feedback_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    page: text('page').notNull(),
    browser: text('browser').notNull(),
    screenshotName: text('screenshot_name'),
    screenshotKey: text('screenshot_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_reports_created_idx').on(t.createdAt)],
);
