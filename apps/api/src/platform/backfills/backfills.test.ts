import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../app.js';
import type { Db } from '../../db/client.js';
import { backfills } from '../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { registerBackfill, type Backfill } from './backfills.js';

/** Rows the probe fills, few per batch, so a run takes several batches; each row counts its fills. */
const ROWS = 12;
const PER_BATCH = 5;
let failuresLeft = 1;

/** Fills `backfill_probe` rows; its second batch fails once after filling, as a lost connection would. */
const probe: Backfill = {
  name: 'test.probe',
  async batch(tx, after) {
    const result = (await tx.execute(sql`
      with batch as (select id from backfill_probe where filled = 0 and id > ${Number(after ?? 0)}
        order by id limit ${PER_BATCH}),
      filled as (update backfill_probe p set filled = 1, fills = fills + 1 from batch where p.id = batch.id
        returning p.id)
      select (select max(id) from batch) as last_key, (select count(*) from filled)::int as rows`)) as unknown as {
      rows: { last_key: number | null; rows: number }[];
    };
    const row = result.rows[0]!;
    if (row.last_key !== null && Number(after ?? 0) > 0 && failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('connection lost mid-batch');
    }
    return { lastKey: row.last_key === null ? null : String(row.last_key), rows: Number(row.rows) };
  },
};

describe('a backfill job', () => {
  let server: TestServer;
  const log: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(
      {},
      {
        seed: false,
        prepare: async (db: Db) => {
          await db.execute(sql`create table backfill_probe (id int primary key, filled int not null default 0,
            fills int not null default 0)`);
          await db.execute(sql`insert into backfill_probe (id) select g from generate_series(1, ${ROWS}) g`);
          await db.insert(backfills).values({ name: probe.name });
        },
        modules: [...MODULES, (_app, ctx) => registerBackfill(ctx, probe)],
        jobTimings: { pollingIntervalSeconds: 0.5 },
        logStream: { write: (line) => void log.push(line) },
      },
    );
  });
  afterAll(() => server?.close());

  it('runs after start, survives a failed batch, and fills every row once', async () => {
    const progress = async () =>
      (await server.db.select().from(backfills).where(eq(backfills.name, probe.name)))[0]!;
    for (let waited = 0; !(await progress()).finishedAt && waited < 20_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await progress()).toMatchObject({ rowsDone: ROWS, lastKey: String(ROWS) });
    expect((await progress()).finishedAt).not.toBeNull();
    const counts = (await server.db.execute(
      sql`select fills, count(*)::int as n from backfill_probe group by fills`,
    )) as unknown as { rows: { fills: number; n: number }[] };
    // The failed batch rolled back: no row filled twice, none missed.
    expect(counts.rows).toEqual([{ fills: 1, n: ROWS }]);
    expect(failuresLeft).toBe(0);
    expect(log.some((line) => line.includes('backfill batch failed; it will be retried'))).toBe(true);
    expect(log.filter((line) => line.includes('"msg":"backfill finished"'))).toHaveLength(1);
  });
});
