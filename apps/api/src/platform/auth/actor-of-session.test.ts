import { eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@lease/contract';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { sessions, users } from '../../db/schema/index.js';
import { actorOfSession } from './actor-of-session.js';
import { writer } from '../writer.js';

const { passwordHash: _, openGrantCount: __, ...userColumns } = getTableColumns(users);
const HOUR = 3_600_000;

describe('actorOfSession', () => {
  let test: TestDatabase;
  let userId: string;
  beforeAll(async () => {
    test = await createTestDatabase();
    const [user] = await writer(test.database)
      .insert(users)
      .values({
        email: 'every.field@example.test',
        passwordHash: 'not read',
        name: 'Every Field',
        role: 'admin',
        jobTitle: 'Controller',
        phone: '(212) 555-0100',
        image: '/api/users/image?id=1',
        isVerified: true,
        mfaMethod: 'totp',
        require2fa: true,
        requirePasswordUpdate: true,
        theme: { ...DEFAULT_THEME, mode: 'dark' },
        lastSignInAt: new Date('2026-11-20T08:15:30.123Z'),
      })
      .returning({ id: users.id });
    userId = user!.id;
  });
  afterAll(() => test.drop());

  const session = async (values: Partial<typeof sessions.$inferInsert> = {}) => {
    const [row] = await writer(test.database)
      .insert(sessions)
      .values({ userId, mfaPending: false, expiresAt: new Date(Date.now() + HOUR), ...values })
      .returning({ id: sessions.id });
    return row!.id;
  };

  it('reads the user as drizzle does, every column but the password hash and the kept count', async () => {
    const sid = await session({ mfaPending: true });
    const [expected] = await test.database.db.select(userColumns).from(users).where(eq(users.id, userId));
    expect(await actorOfSession(test.database, sid, userId)).toEqual({
      user: expected,
      mfaPending: true,
      grant: null,
    });
  });

  it('finds nothing for a revoked or expired session, or another user’s', async () => {
    const revoked = await session({ revokedAt: new Date() });
    const expired = await session({ expiresAt: new Date(Date.now() - 1000) });
    const live = await session();
    expect(await actorOfSession(test.database, revoked, userId)).toBeNull();
    expect(await actorOfSession(test.database, expired, userId)).toBeNull();
    expect(await actorOfSession(test.database, live, crypto.randomUUID())).toBeNull();
  });

  it('finds nothing once the user is disabled or deleted', async () => {
    const sid = await session();
    for (const change of [{ disabledAt: new Date() }, { deletedAt: new Date() }]) {
      await writer(test.database).update(users).set(change).where(eq(users.id, userId));
      expect(await actorOfSession(test.database, sid, userId)).toBeNull();
      await writer(test.database)
        .update(users)
        .set({ disabledAt: null, deletedAt: null })
        .where(eq(users.id, userId));
      expect(await actorOfSession(test.database, sid, userId)).not.toBeNull();
    }
  });
});
