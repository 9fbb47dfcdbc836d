// Every test file starts from a copy of the run's templates: what one writes, no other sees.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { afterAll, describe, expect, it } from 'vitest';
import { landlords, users } from '../src/db/schema/index.js';
import { DEMO_ACCOUNTS } from '../src/demo/demo.js';
import { writer } from '../src/platform/writer.js';
import { createTestDatabase, type TestDatabase } from './database.js';

const opened: TestDatabase[] = [];
const open = async (seeded: boolean) => {
  const test = await createTestDatabase({ seeded });
  opened.push(test);
  return writer(test.database);
};
afterAll(async () => {
  for (const test of opened) await test.drop();
});

const userCount = async (db: Db) => (await db.select({ n: count() }).from(users))[0]?.n;

// Five copies in all: on PGlite under load each takes seconds to load.
describe('test databases', { timeout: 120_000 }, () => {
  it('are migrated and, when asked, hold the demo portfolio', async () => {
    expect(await userCount(await open(false))).toBe(0);
    const seeded = await open(true);
    const emails = (await seeded.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((a) => a.email)));
  });

  it('are copies: a change in one is seen neither in another nor in the next made', async () => {
    const first = await open(true);
    const second = await open(true);
    const mark = 'Written in the first copy only';
    await first.update(users).set({ name: mark }).where(eq(users.email, DEMO_ACCOUNTS[0]!.email));
    await first.insert(landlords).values({ name: mark });

    const marked = async (db: Db) => [
      ...(await db.select({ id: users.id }).from(users).where(eq(users.name, mark))),
      ...(await db.select({ id: landlords.id }).from(landlords).where(eq(landlords.name, mark))),
    ];
    expect(await marked(first)).toHaveLength(2);
    expect(await marked(second)).toEqual([]);
    expect(await marked(await open(true))).toEqual([]);
  });
});
