import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { backfills } from '../src/db/schema/index.js';
import { searchTextBackfill } from '../src/modules/records/search-backfill.js';
import { testDatabaseKind } from './database.js';
import { DEMO, startTestServer, type TestServer } from './server.js';

/**
 * Issue #24 item 2: a long backfill runs as a job after start, and its feature works meanwhile. The
 * database is left as an upgrade through migration 0019 leaves it (every search text empty, the backfill
 * pending); on PostgreSQL the test holds the backfill's row, so the job waits and the search is seen
 * working before the backfill has done anything.
 */
describe('the search text backfill', () => {
  const hold = testDatabaseKind() === 'postgres';
  let server: TestServer;
  let release: () => void = () => undefined;
  let held: Promise<unknown> = Promise.resolve();
  const log: string[] = [];

  const upgradedFrom0018 = async (db: Db) => {
    await db.execute(sql`update applications set search_text = ''`);
    await db
      .update(backfills)
      .set({ lastKey: null, rowsDone: 0, startedAt: null, finishedAt: null })
      .where(eq(backfills.name, searchTextBackfill.name));
    if (!hold) return;
    // The job's first batch waits for this row, so nothing is filled until the test lets go.
    let locked: () => void = () => undefined;
    const taken = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    held = db.transaction(async (tx) => {
      await tx.select().from(backfills).where(eq(backfills.name, searchTextBackfill.name)).for('update');
      locked();
      await released;
    });
    await taken;
  };

  beforeAll(async () => {
    server = await startTestServer(
      {},
      {
        prepare: upgradedFrom0018,
        jobTimings: { pollingIntervalSeconds: 0.5 },
        logStream: { write: (l) => void log.push(l) },
      },
    );
  });
  afterAll(async () => {
    release();
    await held;
    await server?.close();
  });

  const progress = async () =>
    (await server.db.select().from(backfills).where(eq(backfills.name, searchTextBackfill.name)))[0]!;

  const search = async (token: string, q: string) => {
    const res = await server.call<{ data: { rows: { id: string }[]; total: number } }>(
      'POST',
      '/api/property/searchDB',
      { token, body: { label: 'application', q, pageSize: 200 } },
    );
    expect(res.status, res.text).toBe(200);
    return res.json.data.rows.map((r) => r.id).sort();
  };

  it('finds the same applications before the job has filled a row and after it has filled them all', async () => {
    const token = await server.signIn(DEMO.ll);
    // A tenant's last name, a building's name and a rider id: each field the search text is made of.
    const [sample] = (
      (await server.db.execute(sql`
        select t.last_name, b.name as building, a.rider_id from tenants t
        join applications a on a.id = t.application_id join buildings b on b.id = a.building_id
        join users u on u.landlord_id = a.landlord_id and u.email = ${DEMO.ll}
        where a.rider_id is not null limit 1`)) as unknown as {
        rows: { last_name: string; building: string; rider_id: string }[];
      }
    ).rows;
    const queries = [sample!.last_name, sample!.building, sample!.rider_id];

    const before = [];
    for (const q of queries) before.push(await search(token, q));
    if (hold) {
      expect(await progress()).toMatchObject({ finishedAt: null, rowsDone: 0 });
      const [{ empty }] = (
        (await server.db.execute(
          sql`select count(*)::int as empty from applications where search_text = ''`,
        )) as unknown as { rows: { empty: number }[] }
      ).rows as [{ empty: number }];
      expect(empty).toBeGreaterThan(0);
    }
    for (const ids of before) expect(ids.length).toBeGreaterThan(0);

    release();
    for (let waited = 0; !(await progress()).finishedAt && waited < 20_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const done = await progress();
    expect(done.finishedAt).not.toBeNull();
    expect(done.rowsDone).toBeGreaterThan(0);
    const left = (
      (await server.db.execute(
        sql`select count(*)::int as n from applications where search_text <> application_search_text(applications)`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;
    expect(left).toBe(0);
    const after = [];
    for (const q of queries) after.push(await search(token, q));
    expect(after).toEqual(before);
    expect(log.some((line) => line.includes('"msg":"backfill finished"'))).toBe(true);
  });
});
