import { sql } from 'drizzle-orm';
import type { Backfill } from '../../platform/backfills/backfills.js';

/**
 * Fills the sort keys migration 0033 added (the first tenant's and the building's name) on the
 * applications it found; the triggers keep every later one. Until it is done an older row sorts as a
 * name not given. `building_name` is what marks a row filled: every application has a building.
 */
export const sortColumnsBackfill: Backfill = {
  name: 'applications.sort-columns',
  async batch(tx, after, limit) {
    const result = (await tx.execute(sql`
      with batch as (
        select id from applications
        where building_name is null and (${after}::uuid is null or id > ${after}::uuid)
        order by id limit ${limit}),
      filled as (
        update applications a
        set building_name = (select b.name from buildings b where b.id = a.building_id),
          tenant_1_name = application_tenant_1_name(a.id)
        from batch where a.id = batch.id and a.building_name is null
        returning a.id)
      select (select id::text from batch order by id desc limit 1) as last_key,
        (select count(*) from filled)::int as rows`)) as unknown as {
      rows: { last_key: string | null; rows: number }[];
    };
    const row = result.rows[0];
    return { lastKey: row?.last_key ?? null, rows: Number(row?.rows ?? 0) };
  },
};
