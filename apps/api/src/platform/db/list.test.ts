import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILDING_SORTS,
  SEARCH_TOTAL_EXACT_UP_TO,
  TOTAL_EXACT_UP_TO,
  USER_SORTS,
  type Role,
} from '@lease/contract';
import { signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

type Page = {
  data: {
    rows: { id: string }[];
    total: number;
    totalExact: boolean;
    nextCursor: string | null;
    prevCursor: string | null;
  };
  message?: string;
};

let server: TestServer;
let tokens: Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

const list = (path: string, query: Record<string, string>) =>
  server.call<Page>('GET', path, { token: tokens.admin, query });

/**
 * Walks a list by its cursors, forward to the end and back to the start, and holds both walks to the
 * order of one whole page: no row twice, none skipped, the same order either way.
 */
async function walk(path: string, sort: string, order: string, pageSize: number) {
  const whole = await list(path, { sort, order, pageSize: '200' });
  expect(whole.status).toBe(200);
  const expected = whole.json.data.rows.map((r) => r.id);
  const pages: string[][] = [];
  let cursor: string | null = null;
  let last: Page['data'] | undefined;
  do {
    const res: Awaited<ReturnType<typeof list>> = await list(path, {
      sort,
      order,
      pageSize: String(pageSize),
      ...(cursor ? { cursor } : {}),
    });
    expect(res.status).toBe(200);
    last = res.json.data;
    pages.push(last.rows.map((r) => r.id));
    cursor = last.nextCursor;
  } while (cursor);
  expect(pages.flat()).toEqual(expected);
  const back: string[][] = [pages.at(-1)!];
  for (let prev = last.prevCursor; prev;) {
    const res = await list(path, { sort, order, pageSize: String(pageSize), cursor: prev });
    back.unshift(res.json.data.rows.map((r) => r.id));
    prev = res.json.data.prevCursor;
  }
  expect(back).toEqual(pages);
}

describe('keyset paging', () => {
  it.each(BUILDING_SORTS.flatMap((s) => [[s, 'asc'] as const, [s, 'desc'] as const]))(
    'walks the buildings by %s %s, forward and back, as one page orders them',
    (sort, order) => walk('/api/property/buildings', sort, order, 4),
  );

  // Phone, job title, manager and last sign-in are empty for some users: nulls sort last either way.
  it.each(USER_SORTS.flatMap((s) => [[s, 'asc'] as const, [s, 'desc'] as const]))(
    'walks the users by %s %s, nulls included',
    (sort, order) => walk('/api/user/propertymanager/pm', sort, order, 2),
  );

  it('still answers a page by number (the spec sends page and pageSize), with a cursor back', async () => {
    const second = await list('/api/property/buildings', { sort: 'name', pageSize: '5', page: '2' });
    const first = await list('/api/property/buildings', { sort: 'name', pageSize: '5' });
    expect(first.json.data.prevCursor).toBeNull();
    const back = await list('/api/property/buildings', {
      sort: 'name',
      pageSize: '5',
      cursor: second.json.data.prevCursor!,
    });
    expect(back.json.data.rows).toEqual(first.json.data.rows);
  });

  it('refuses a cursor that is not one, or belongs to another sort, with a 400 and a clear message', async () => {
    const { nextCursor } = (await list('/api/property/buildings', { sort: 'totalUnits', pageSize: '2' })).json
      .data;
    const asked = (cursor: string, sort = 'totalUnits') =>
      list('/api/property/buildings', { sort, pageSize: '2', cursor });
    const otherSort = await asked(nextCursor!, 'name');
    expect(otherSort.status).toBe(400);
    expect(otherSort.json.message).toBe(
      'The cursor belongs to another sort order; start from the first page',
    );
    expect((await asked('not a cursor!')).status).toBe(400);
    const forge = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const bad of [
      'abc',
      forge(['totalUnits', 'asc', 'a', 'many', '00000000-0000-4000-8000-000000000000']),
      forge(['totalUnits', 'asc', 'a', '3', 'not-a-uuid']),
      forge(['totalUnits', 'asc', 'x', '3', '00000000-0000-4000-8000-000000000000']),
    ]) {
      const res = await asked(bad);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('The cursor is not valid for this list; start from the first page');
    }
  });
});

describe('counts kept in columns', () => {
  const drift = async () => {
    const result = (await server.db.execute(sql`
      select count(*)::int as n from buildings b
      where b.application_count <> (select count(*) from applications a where a.building_id = b.id)
         or b.policy_count <> (select count(*) from applications a where a.building_id = b.id
              and a.stage = 'Stage05' and a.active_lease and a.cancelled_at is null)`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]!.n;
  };

  it('match the applications after the seed, and after inserts, moves, cancellations and deletes', async () => {
    expect(await drift()).toBe(0);
    const [b] = (
      (await server.db.execute(
        sql`select id, landlord_id from buildings order by name limit 1`,
      )) as unknown as { rows: { id: string; landlord_id: string }[] }
    ).rows;
    await server.db.execute(sql`insert into applications
      (building_id, landlord_id, stage, app_type, unit_number, lease_start_date, lease_end_date, gross_monthly_rent)
      select ${b!.id}, ${b!.landlord_id}, 'Stage00', 'RG', 'L' || n, '2026-01-01', '2027-01-01', 1000
      from generate_series(1, 3) n`);
    expect(await drift()).toBe(0);
    await server.db.execute(
      sql`update applications set stage = 'Stage05' where unit_number in ('L1', 'L2') and building_id = ${b!.id}`,
    );
    expect(await drift()).toBe(0);
    await server.db.execute(
      sql`update applications set cancelled_at = now() where unit_number = 'L1' and building_id = ${b!.id}`,
    );
    expect(await drift()).toBe(0);
    await server.db.execute(
      sql`delete from applications where unit_number like 'L_' and building_id = ${b!.id}`,
    );
    expect(await drift()).toBe(0);
  });
});

describe('bounded totals', () => {
  it(`counts exactly up to ${TOTAL_EXACT_UP_TO} and estimates beyond`, async () => {
    const exact = await list('/api/property/buildings', { pageSize: '1' });
    expect(exact.json.data).toMatchObject({ total: 26, totalExact: true });
    await server.db.execute(sql`insert into buildings
      (landlord_id, name, building_type, total_units, billing_city, billing_state)
      select landlord_id, 'Bulk ' || n, 'Apartment', 10, 'Austin', 'TX'
      from (select landlord_id from buildings limit 1) l, generate_series(1, ${TOTAL_EXACT_UP_TO}) n`);
    await server.db.execute(sql`analyze buildings`);
    const estimated = await list('/api/property/buildings', { pageSize: '1' });
    expect(estimated.json.data.totalExact).toBe(false);
    expect(estimated.json.data.total).toBeGreaterThan(TOTAL_EXACT_UP_TO);
    // Within 10% of the real count.
    expect(Math.abs(estimated.json.data.total - (TOTAL_EXACT_UP_TO + 26))).toBeLessThan(1_000);

    // A search counts exactly only up to its own, smaller bound: the 10,000 "Bulk" buildings are "about".
    const searched = await list('/api/property/buildings', { pageSize: '1', q: 'bulk' });
    expect(searched.json.data.totalExact).toBe(false);
    expect(searched.json.data.total).toBeGreaterThan(SEARCH_TOTAL_EXACT_UP_TO);
    // Bulk 123 and Bulk 1230 to 1239.
    const few = await list('/api/property/buildings', { pageSize: '1', q: 'bulk 123' });
    expect(few.json.data).toMatchObject({ total: 11, totalExact: true });
  });
});
