import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys.js';
import { users } from './users.js';

/** Every change of state writes one row here, in the same transaction as the change. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /** The client address the change came from (the Active Log's 'from which address'). */
    ip: text('ip'),
    /** The API key the change was made with (decision 0029); null for a signed-in person or a job. */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_actor_idx').on(t.actorId, t.createdAt),
    index('activity_subject_idx').on(t.subjectType, t.subjectId),
    // The Active Log pages newest first, whole or by action.
    index('activity_created_idx').on(t.createdAt, t.id),
    index('activity_action_created_idx').on(t.action, t.createdAt),
  ],
);
