import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/database.js';
import type { Database } from './client.js';
import { writer } from '../platform/writer.js';

describe('prepared statements', () => {
  let test: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    test = await createTestDatabase();
    database = test.database;
    await database.db.execute(sql`create table statement_probe (n int, label text)`);
  });
  afterAll(() => test.drop());

  it('answers rows as text, column by column, with null for SQL null', async () => {
    await database.db.execute(sql`insert into statement_probe values (1, 'one'), (2, null)`);
    const probe = database.statement('probe_rows', 'select n, label, n > $1 from statement_probe order by n');
    expect(await probe(['1'])).toEqual([
      ['1', 'one', 'f'],
      ['2', null, 't'],
    ]);
    // Run again: the statement is bound, not prepared a second time.
    expect(await probe(['0'])).toEqual([
      ['1', 'one', 't'],
      ['2', null, 't'],
    ]);
    await database.db.execute(sql`delete from statement_probe`);
  });

  it('gives the same statement for the same name and refuses a name taken by another text', () => {
    const text = 'select count(*) from statement_probe';
    expect(database.statement('probe_count', text)).toBe(database.statement('probe_count', text));
    expect(() => database.statement('probe_count', `${text} where n > 0`)).toThrow(
      'Two statements are named probe_count',
    );
  });

  it('never runs inside another caller’s open transaction', async () => {
    const count = database.statement('probe_count', 'select count(*) from statement_probe');
    let counted: Promise<unknown> | null = null;
    await expect(
      writer(database).transaction(async (tx) => {
        await tx.execute(sql`insert into statement_probe values (3, 'rolled back')`);
        counted = count([]);
        // The statement had its chance to run while the transaction holds the row.
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await counted).toEqual([['0']]);
  });

  it('reports a failing statement as the database error it is', async () => {
    const cast = database.statement('probe_cast', 'select $1::int');
    await expect(cast(['not a number'])).rejects.toMatchObject({ code: '22P02' });
    // The session is usable again after the error.
    expect(await cast(['7'])).toEqual([['7']]);
  });

  it.skipIf(testDatabaseKind() !== 'pglite')('prepares it again when the session lost it', async () => {
    const count = database.statement('probe_count', 'select count(*) from statement_probe');
    await count([]);
    if (database.driver.kind !== 'pglite') throw new Error('PGlite only');
    await database.driver.client.exec('deallocate probe_count');
    expect(await count([])).toEqual([['0']]);
  });
});
