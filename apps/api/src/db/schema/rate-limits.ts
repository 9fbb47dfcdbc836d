import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests counted per client key and fixed window, summed over every instance on this database
 * (platform/http/rate-limit-store.ts): each instance adds what it counted since it last wrote.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').notNull(),
    /** The window's start, in milliseconds since the epoch: every instance cuts the same windows. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_counts_expires_idx').on(t.expiresAt),
  ],
);
