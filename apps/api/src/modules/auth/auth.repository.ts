import { and, eq, isNull } from 'drizzle-orm';
import type { ThemeSettings } from '@lease/contract';
import type { Queryable, Tx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export async function findLiveUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await q
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)));
  return row ?? null;
}

export async function findLiveUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await q
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

export async function insertSession(
  q: Tx,
  values: { userId: string; mfaPending: boolean; expiresAt: Date; ip: string; userAgent: string | null },
): Promise<string> {
  const [row] = await q.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

export async function revokeSession(q: Tx, sessionId: string): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function markSignedIn(q: Tx, userId: string): Promise<void> {
  await q.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
}

export async function updateTheme(q: Tx, userId: string, theme: ThemeSettings): Promise<void> {
  await q.update(users).set({ theme }).where(eq(users.id, userId));
}
