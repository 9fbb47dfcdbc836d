import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { createEmptyPostgresDatabase, testDatabaseKind } from '../../test/database.js';

const journal = JSON.parse(
  readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'instances starting together on an empty PostgreSQL',
  () => {
    it('migrate one at a time: all three start, and every migration is applied once', async () => {
      const empty = await createEmptyPostgresDatabase();
      const started = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: empty.url })),
      );
      const opened = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        expect(started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []))).toEqual([]);
        const client = new pg.Client({ connectionString: empty.url });
        await client.connect();
        const applied = await client
          .query('select hash from drizzle.__drizzle_migrations')
          .finally(() => client.end());
        expect(applied.rows).toHaveLength(journal.entries.length);
        await Promise.all(opened.map((database) => database.ping()));
      } finally {
        await Promise.all(opened.map((database) => database.close()));
        await empty.drop();
      }
    });
  },
);
