import { sql } from 'drizzle-orm';
import type { Backfill } from '../../platform/backfills/backfills.js';

/**
 * Fills the search text of applications that migration 0019 left empty (it takes minutes at a million
 * rows). A search meanwhile reads an empty text from the application itself (records.repository.ts).
 */
export const searchTextBackfill: Backfill = {
  name: 'applications.search-text',
  async batch(tx, after, limit) {
    const result = (await tx.execute(sql`
      with batch as (
        select id from applications
        where search_text = '' and (${after}::uuid is null or id > ${after}::uuid)
        order by id limit ${limit}),
      filled as (
        update applications a set search_text = application_search_text(a)
        from batch where a.id = batch.id and a.search_text = ''
        returning a.id)
      select (select id::text from batch order by id desc limit 1) as last_key,
        (select count(*) from filled)::int as rows`)) as unknown as {
      rows: { last_key: string | null; rows: number }[];
    };
    const row = result.rows[0];
    return { lastKey: row?.last_key ?? null, rows: Number(row?.rows ?? 0) };
  },
};
