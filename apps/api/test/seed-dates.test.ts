import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.js';

let copy: TestDatabase;
beforeAll(async () => {
  copy = await createTestDatabase({ seeded: true });
});
afterAll(() => copy.drop());

describe('the demo portfolio (issue #36)', () => {
  it('has no record created in the future, in any table', async () => {
    const { rows: tables } = (await copy.database.db.execute(
      sql`select table_name as t from information_schema.columns
          where table_schema = 'public' and column_name = 'created_at' order by table_name`,
    )) as unknown as { rows: { t: string }[] };
    expect(tables.map((r) => r.t)).toContain('applications');
    const future: string[] = [];
    for (const { t } of tables) {
      const { rows } = (await copy.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(t)} where created_at > now()`,
      )) as unknown as { rows: { n: number }[] };
      if (rows[0]!.n > 0) future.push(`${t}: ${rows[0]!.n}`);
    }
    expect(future).toEqual([]);
  });
});
