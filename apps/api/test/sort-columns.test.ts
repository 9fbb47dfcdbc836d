import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { backfills } from '../src/db/schema/index.js';
import { sortColumnsBackfill } from '../src/modules/records/sort-columns-backfill.js';
import { DEMO, startTestServer, type TestServer } from './server.js';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** Rows whose copies differ from what they copy (migration 0033): none, whatever changed. */
const drifted = (db: Db) =>
  rowsOf<{ applications: number; buildings: number }>(
    db,
    sql`select
      (select count(*)::int from applications a where a.building_name is distinct from
        (select b.name from buildings b where b.id = a.building_id)
        or a.tenant_1_name is distinct from application_tenant_1_name(a.id)) as applications,
      (select count(*)::int from buildings b where b.landlord_name is distinct from
        (select l.name from landlords l where l.id = b.landlord_id)) as buildings`,
  ).then((r) => r[0]!);

/**
 * Issue #37 item 2: the grids' sorts by a tenant's, a building's and a landlord's name read copies kept
 * on the row. The database starts as an upgrade through 0033 leaves it (the applications' copies empty,
 * their backfill pending); the job fills them, the triggers keep them through every kind of change, and
 * the grids sort by them as by the names themselves.
 */
describe('the sort columns', () => {
  let server: TestServer;
  const upgradedFrom0032 = async (db: Db) => {
    await db.execute(sql`update applications set building_name = null, tenant_1_name = null`);
    await db
      .update(backfills)
      .set({ lastKey: null, rowsDone: 0, startedAt: null, finishedAt: null })
      .where(eq(backfills.name, sortColumnsBackfill.name));
  };

  beforeAll(async () => {
    server = await startTestServer(
      {},
      { prepare: upgradedFrom0032, jobTimings: { pollingIntervalSeconds: 0.5 } },
    );
  });
  afterAll(() => server?.close());

  it('are filled by the backfill after start', async () => {
    const progress = async () =>
      (await server.db.select().from(backfills).where(eq(backfills.name, sortColumnsBackfill.name)))[0]!;
    for (let waited = 0; !(await progress()).finishedAt && waited < 20_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await progress()).finishedAt).not.toBeNull();
    expect((await progress()).rowsDone).toBeGreaterThan(0);
    expect(await drifted(server.db)).toEqual({ applications: 0, buildings: 0 });
  });

  it('follow a tenant, a building and a landlord renamed, a tenant removed and a building changed', async () => {
    const [app] = await rowsOf<{ id: string; building_id: string; landlord_id: string }>(
      server.db,
      sql`select a.id, a.building_id, a.landlord_id from applications a
        where exists (select 1 from tenants t where t.application_id = a.id and t.position = 1)
        and exists (select 1 from buildings b where b.landlord_id = a.landlord_id and b.id <> a.building_id)
        limit 1`,
    );
    await server.db.execute(
      sql`update tenants set last_name = 'Zzyzx' where application_id = ${app!.id} and position = 1`,
    );
    await server.db.execute(sql`update buildings set name = 'Aardvark Court' where id = ${app!.building_id}`);
    await server.db.execute(
      sql`update landlords set name = 'Abbott Holdings' where id = ${app!.landlord_id}`,
    );
    const [copy] = await rowsOf<{ tenant_1_name: string; building_name: string }>(
      server.db,
      sql`select tenant_1_name, building_name from applications where id = ${app!.id}`,
    );
    expect(copy!.tenant_1_name).toMatch(/ Zzyzx$/);
    expect(copy!.building_name).toBe('Aardvark Court');
    expect(await drifted(server.db)).toEqual({ applications: 0, buildings: 0 });

    await server.db.execute(sql`update applications set building_id = (select id from buildings
      where landlord_id = ${app!.landlord_id} and id <> ${app!.building_id} limit 1) where id = ${app!.id}`);
    await server.db.execute(sql`delete from tenants where application_id = ${app!.id} and position = 1`);
    expect(await drifted(server.db)).toEqual({ applications: 0, buildings: 0 });
  });

  it('order the grids as the names themselves do', async () => {
    const token = await server.signIn(DEMO.ll);
    const idsOf = async (path: string, body?: object) => {
      const res = await server.call<{ data: { rows: { id: string }[] } }>(body ? 'POST' : 'GET', path, {
        token,
        ...(body ? { body } : {}),
      });
      expect(res.status, res.text).toBe(200);
      return res.json.data.rows.map((r) => r.id);
    };
    // The order the names themselves give, read without the copies.
    const expected = (table: 'applications' | 'buildings', name: ReturnType<typeof sql>) =>
      rowsOf<{ id: string }>(
        server.db,
        sql`select x.id from ${sql.raw(table)} x
          where x.landlord_id = (select landlord_id from users where email = ${DEMO.ll})
          order by ${name} asc nulls last, x.id asc limit 200`,
      ).then((rows) => rows.map((r) => r.id));
    const apps = (sort: string) =>
      idsOf('/api/property/filterApp', { title: 'application', pageSize: 200, sort, order: 'asc' });

    const byTenant = await apps('tenant_1_name');
    expect(byTenant.length).toBeGreaterThan(2);
    expect(byTenant).toEqual(await expected('applications', sql`application_tenant_1_name(x.id)`));
    expect(await apps('apartment_building_name')).toEqual(
      await expected('applications', sql`(select b.name from buildings b where b.id = x.building_id)`),
    );
    const byLandlord = await idsOf('/api/property/buildings?pageSize=200&sort=landlordName&order=asc');
    expect(byLandlord.length).toBeGreaterThan(2);
    expect(byLandlord).toEqual(
      await expected('buildings', sql`(select l.name from landlords l where l.id = x.landlord_id)`),
    );
  });

  it('page every landlord by cursor with the landlord name never null (migration 0036)', async () => {
    // Written without the copy, as a raw insert: the BEFORE INSERT trigger fills it before NOT NULL applies.
    const [made] = await rowsOf<{ landlord_name: string }>(
      server.db,
      sql`insert into buildings (landlord_id, name, building_type, total_units, billing_city, billing_state)
        select id, 'Raw Insert Court', 'Multi-Family', 4, 'Austin', 'TX' from landlords order by name limit 1
        returning landlord_name`,
    );
    expect(made!.landlord_name).toBe(
      (await rowsOf<{ name: string }>(server.db, sql`select name from landlords order by name limit 1`))[0]!
        .name,
    );
    const token = await server.signIn(DEMO.admin);
    const page = async (cursor: string | null) => {
      const res = await server.call<{ data: { rows: { id: string }[]; nextCursor: string | null } }>(
        'GET',
        `/api/property/buildings?pageSize=7&sort=landlordName&order=desc${cursor ? `&cursor=${cursor}` : ''}`,
        { token },
      );
      expect(res.status, res.text).toBe(200);
      return res.json.data;
    };
    const paged: string[] = [];
    for (let cursor: string | null = null, n = 0; n === 0 || cursor; n += 1) {
      const { rows, nextCursor } = await page(cursor);
      paged.push(...rows.map((r) => r.id));
      cursor = nextCursor;
    }
    const expected = await rowsOf<{ id: string }>(
      server.db,
      sql`select b.id from buildings b join landlords l on l.id = b.landlord_id order by l.name desc, b.id desc`,
    );
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged).toEqual(expected.map((r) => r.id));
  });
});
