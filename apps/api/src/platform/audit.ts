import type { Db } from '../db/client.js';
import { activityLog } from '../db/schema/index.js';

export interface ActivityEntry {
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId?: string | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
  /** The API key the change was made with, if any. */
  apiKeyId?: string | null;
}

/** The row of an entry, its optional fields null. */
export const activityValues = (entry: ActivityEntry): typeof activityLog.$inferInsert => ({
  actorId: entry.actorId,
  action: entry.action,
  subjectType: entry.subjectType,
  subjectId: entry.subjectId ?? null,
  detail: entry.detail ?? null,
  ip: entry.ip ?? null,
  apiKeyId: entry.apiKeyId ?? null,
});

/**
 * Writes one activity row with the given handle (a change's `tx`, or the database itself for a refused
 * change); services go through `change` (unit-of-work.ts).
 */
export async function recordActivity(q: Db, entry: ActivityEntry): Promise<void> {
  await q.insert(activityLog).values(activityValues(entry));
}
