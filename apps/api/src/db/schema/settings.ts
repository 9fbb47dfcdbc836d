import { pgTable, text } from 'drizzle-orm/pg-core';

/** Server-held values shared by every instance, such as the token signing secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
