import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { seededDatabaseForProcess, testDatabaseKind } from '../../test/database.js';

/** A copy of one demo application in the same building: its insert checks the building's key (KEY SHARE). */
const INSERT_APPLICATION = `
  insert into applications (building_id, landlord_id, stage, app_type, unit_number, lease_start_date,
    lease_end_date, gross_monthly_rent)
  select building_id, landlord_id, 'Stage00', app_type, unit_number, lease_start_date, lease_end_date,
    gross_monthly_rent
  from applications where building_id = $1 limit 1`;

describe.skipIf(testDatabaseKind() !== 'postgres')("the buildings' application counts", () => {
  it('let two transactions add applications to one building without a deadlock', async () => {
    const seeded = await seededDatabaseForProcess(mkdtempSync(join(tmpdir(), 'counts-')), async () => {});
    const [first, second] = [1, 2].map(() => new pg.Client({ connectionString: seeded.env.DATABASE_URL }));
    try {
      await Promise.all([first!.connect(), second!.connect()]);
      const { rows } = await first!.query<{ id: string; application_count: number }>(
        'select id, application_count from buildings order by id limit 1',
      );
      const building = rows[0]!;
      // The first holds what any insert's foreign-key check holds on the building, as if mid-statement;
      // the second inserts whole. Counting under FOR UPDATE would wait on that hold while the first's
      // own count waits on the second's: PostgreSQL ends one with "deadlock detected".
      await first!.query('begin');
      await first!.query('select 1 from buildings where id = $1 for key share', [building.id]);
      await second!.query('begin');
      const secondInsert = second!.query(INSERT_APPLICATION, [building.id]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const firstInsert = first!.query(INSERT_APPLICATION, [building.id]);
      const settled = await Promise.allSettled([
        secondInsert.then(() => second!.query('commit')),
        firstInsert,
      ]);
      expect(settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []))).toEqual([]);
      await first!.query('commit');
      const after = await first!.query<{ application_count: number }>(
        'select application_count from buildings where id = $1',
        [building.id],
      );
      expect(after.rows[0]!.application_count).toBe(building.application_count + 2);
    } finally {
      await Promise.all([first!.end(), second!.end()]);
      await seeded.drop();
    }
  });
});
