import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RENT_ROLL_TEXTS,
  type RentRollImport,
  type RentRollMapping,
  type RentRollPreview,
  type Role,
} from '@lease/contract';
import { activityLog, applications, buildings, tenants } from '../../db/schema/index.js';
import { loadFixtures, type Fixtures } from '../../../test/fixtures.js';
import { signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

let server: TestServer;
let f: Fixtures;
let tokens: Record<Role, string>;
let names: string[];
let otherName: string;

beforeAll(async () => {
  server = await startTestServer({}, { jobTimings: { pollingIntervalSeconds: 0.5 } });
  f = await loadFixtures(server.db);
  tokens = await signInEveryRole(server);
  const own = await server.db.select().from(buildings).where(eq(buildings.landlordId, f.landlordId));
  names = own.map((b) => b.name).sort();
  const [other] = await server.db.select().from(buildings).where(eq(buildings.id, f.otherBuildingId));
  otherName = other!.name;
  expect(names).not.toContain(otherName);
});
afterAll(() => server?.close());

/** Columns as Yardi's rent roll names them: what the page guesses and the tests map. */
const HEADER = ['Property', 'Unit', 'Resident', 'Lease From', 'Lease To', 'Actual Rent', 'Deposit', 'Status'];
const MAPPING: RentRollMapping = {
  property: 'Property',
  unit: 'Unit',
  tenants: 'Resident',
  leaseStart: 'Lease From',
  leaseEnd: 'Lease To',
  monthlyRent: 'Actual Rent',
  deposit: 'Deposit',
  status: 'Status',
};

const csv = (rows: string[][]) => [HEADER, ...rows].map((r) => r.map((v) => `"${v}"`).join(',')).join('\r\n');

/** n valid rows over the landlord's buildings, units RR-1… */
const roll = (n: number, rent = (i: number) => `$${1000 + i}.00`) =>
  Array.from({ length: n }, (_, i) => [
    names[i % names.length]!,
    `RR-${i + 1}`,
    `Doe, Jane; John Roe`,
    '2026-01-01',
    '12/31/2026',
    rent(i),
    '1,500',
    'Current',
  ]);

const form = (text: string | Uint8Array, landlordId = f.landlordId, mapping: RentRollMapping = MAPPING) => {
  const data = new FormData();
  data.append('landlordId', landlordId);
  data.append('mapping', JSON.stringify(mapping));
  data.append('file', new Blob([text], { type: 'text/csv' }), 'rent-roll.csv');
  return data;
};

const preview = (text: string | Uint8Array, role: Role = 'll', landlordId?: string) =>
  server.call<{ data: RentRollPreview; message?: string }>('POST', '/api/property/rent-roll/preview', {
    token: tokens[role],
    form: form(text, landlordId),
  });

const startImport = (text: string, role: Role = 'll', landlordId?: string) =>
  server.call<{ data: RentRollImport; message?: string }>('POST', '/api/property/rent-roll/import', {
    token: tokens[role],
    form: form(text, landlordId),
  });

async function finished(id: string, role: Role = 'll'): Promise<RentRollImport> {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const res = await server.call<{ data: RentRollImport }>('GET', '/api/property/rent-roll/import', {
      token: tokens[role],
      query: { id },
    });
    expect(res.status).toBe(200);
    if (res.json.data.status === 'done' || res.json.data.status === 'failed') return res.json.data;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`import ${id} did not finish`);
}

const imported = async () =>
  server.db
    .select()
    .from(applications)
    .where(and(eq(applications.landlordId, f.landlordId), isNotNull(applications.rentRollHash)));

describe('rent-roll preview', () => {
  it("lists each row's problem by line, and counts the valid rows", async () => {
    const [good] = roll(1);
    const res = await preview(
      csv([
        good!,
        [otherName, 'X-1', 'A B', '2026-01-01', '2026-12-31', '900', '', 'Current'],
        [names[0]!, 'X-2', 'A B', '2026-13-01', '2026-12-31', '900', '', ''],
        [names[0]!, 'X-3', 'A B', '2026-06-01', '2026-01-31', '900', '', ''],
        [names[0]!, 'X-4', 'A B', '2026-01-01', '2026-12-31', 'nine hundred', '', ''],
        [...good!],
        [names[0]!, 'X-5', 'A B', '2026-01-01', '2026-12-31', '900', '', 'Sold'],
        [names[0]!, '', 'A B', '', '2026-12-31', '900', '', ''],
      ]),
    );
    expect(res.status, res.text).toBe(200);
    const { rows, valid, problemRows, problems, headers } = res.json.data;
    expect(headers).toEqual(HEADER);
    expect({ rows, valid, problemRows }).toEqual({ rows: 8, valid: 1, problemRows: 7 });
    expect(problems.map((p) => [p.line, p.problems])).toEqual([
      [3, [RENT_ROLL_TEXTS.unknownProperty(otherName)]],
      [4, [RENT_ROLL_TEXTS.badDate('Lease start', '2026-13-01')]],
      [5, [RENT_ROLL_TEXTS.endBeforeStart]],
      [6, [RENT_ROLL_TEXTS.badAmount('Monthly rent', 'nine hundred')]],
      [7, [RENT_ROLL_TEXTS.duplicate(2)]],
      [8, [RENT_ROLL_TEXTS.badStatus('Sold')]],
      [9, [RENT_ROLL_TEXTS.missing('Unit'), RENT_ROLL_TEXTS.missing('Lease start')]],
    ]);
    expect((await imported()).length).toBe(0);
  });

  it.each([
    [
      'a file that is not CSV',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 10, 0, 0]),
      'not a readable CSV',
    ],
    ['a quote never closed', `${HEADER.join(',')}\r\n"Oak,1`, 'not a readable CSV'],
    ['a header without the mapped columns', 'Name,Amount\r\na,1', 'The file has no column "Property"'],
    ['an empty file', '', RENT_ROLL_TEXTS.noRows],
    ['a header and no rows', HEADER.join(','), RENT_ROLL_TEXTS.noRows],
  ])('refuses %s with a clear 400', async (_what, body, message) => {
    const res = await preview(body);
    expect(res.status, res.text).toBe(400);
    expect(res.json.message).toContain(message);
  });

  it('refuses a form without its file, and a mapping that leaves a required field out', async () => {
    const data = new FormData();
    data.append('landlordId', f.landlordId);
    data.append('mapping', JSON.stringify(MAPPING));
    const res = await server.call('POST', '/api/property/rent-roll/preview', {
      token: tokens.ll,
      form: data,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(RENT_ROLL_TEXTS.noFile);
    const { unit: _unit, ...noUnit } = MAPPING;
    const unmapped = await server.call('POST', '/api/property/rent-roll/preview', {
      token: tokens.ll,
      form: form(csv(roll(1)), f.landlordId, noUnit),
    });
    expect(unmapped.status).toBe(400);
    expect(unmapped.json.message).toBe(RENT_ROLL_TEXTS.notMapped(['Unit']));
  });

  it("refuses another landlord's portfolio (404) and the roles that may not import (403)", async () => {
    expect((await preview(csv(roll(1)), 'll', f.otherLandlordId)).status).toBe(404);
    expect((await preview(csv(roll(1)), 'vp', f.otherLandlordId)).status).toBe(404);
    expect((await preview(csv(roll(1)), 'rm')).status).toBe(403);
    expect((await preview(csv(roll(1)), 'pm')).status).toBe(403);
    expect((await preview(csv(roll(1)), 'vp')).status).toBe(200);
    expect((await preview(csv(roll(1)), 'admin')).status).toBe(200);
  });
});

describe('rent-roll import', () => {
  const ROWS = 250;

  it('creates an application per valid row, with its tenants, in one job, and remembers the mapping', async () => {
    const start = await startImport(csv(roll(ROWS)));
    expect(start.status, start.text).toBe(201);
    expect(start.json.data).toMatchObject({ status: 'queued', rows: ROWS, done: 0 });
    const done = await finished(start.json.data.id);
    expect(done).toMatchObject({
      status: 'done',
      done: ROWS,
      created: ROWS,
      updated: 0,
      unchanged: 0,
      skipped: 0,
    });
    const rows = await imported();
    expect(rows).toHaveLength(ROWS);
    const one = rows.find((r) => r.unitNumber === 'RR-1')!;
    expect(one).toMatchObject({
      stage: 'Stage00',
      appType: 'AE',
      leaseStartDate: '2026-01-01',
      leaseEndDate: '2026-12-31',
      grossMonthlyRent: '1000.00',
      deposit: '1500.00',
      activeLease: true,
    });
    const people = await server.db.select().from(tenants).where(eq(tenants.applicationId, one.id));
    expect(people.map((t) => [t.position, t.firstName, t.lastName]).sort()).toEqual([
      [1, 'Jane', 'Doe'],
      [2, 'John', 'Roe'],
    ]);
    const batches = await server.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'rent-roll.import-batch'), eq(activityLog.subjectId, done.id)));
    expect(batches).toHaveLength(1);
    expect(batches[0]!.actorId).toBe(f.userIds['landlord@demo.test']);
    const mapping = await server.call<{ data: { mapping: RentRollMapping } }>(
      'GET',
      '/api/property/rent-roll/mapping',
      {
        token: tokens.vp,
        query: { landlordId: f.landlordId },
      },
    );
    expect(mapping.json.data.mapping).toEqual(MAPPING);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await imported();
    const done = await finished((await startImport(csv(roll(ROWS)))).json.data.id);
    expect(done).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: ROWS });
    const after = await imported();
    expect(after.map((r) => [r.id, r.rentRollHash]).sort()).toEqual(
      before.map((r) => [r.id, r.rentRollHash]).sort(),
    );
  });

  it('updates the application of a changed row, and only that one', async () => {
    const changed = roll(ROWS, (i) => (i === 4 ? '$2,222.50' : `$${1000 + i}.00`));
    const done = await finished((await startImport(csv(changed), 'vp')).json.data.id, 'vp');
    expect(done).toMatchObject({ created: 0, updated: 1, unchanged: ROWS - 1 });
    const [row] = (await imported()).filter((r) => r.unitNumber === 'RR-5');
    expect(row!.grossMonthlyRent).toBe('2222.50');
    expect((await imported()).length).toBe(ROWS);
  });

  it("imports only the landlord's own buildings: a row naming another landlord's is skipped", async () => {
    const rows = [[otherName, 'Z-1', 'A B', '2026-01-01', '2026-12-31', '900', '', 'Current'], ...roll(2)];
    const done = await finished((await startImport(csv(rows))).json.data.id);
    expect(done).toMatchObject({ created: 0, unchanged: 2, skipped: 1 });
    const foreign = await server.db.select().from(applications).where(eq(applications.unitNumber, 'Z-1'));
    expect(foreign).toHaveLength(0);
    expect((await startImport(csv(roll(1)), 'll', f.otherLandlordId)).status).toBe(404);
  });

  it('two imports of the same new file at once make each application once', async () => {
    const fresh = roll(120).map((r) => [r[0]!, `TWIN-${r[1]}`, ...r.slice(2)]);
    const [a, b] = await Promise.all([
      startImport(csv(fresh)),
      startImport(csv(fresh), 'admin', f.landlordId),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [da, db] = await Promise.all([finished(a.json.data.id), finished(b.json.data.id, 'admin')]);
    expect(da.created + db.created).toBe(120);
    expect(da.unchanged + db.unchanged).toBe(120);
    const twins = (await imported()).filter((r) => r.unitNumber.startsWith('TWIN-'));
    expect(twins).toHaveLength(120);
  });

  it("answers 404 for another landlord's import", async () => {
    const done = (await startImport(csv(roll(1)))).json.data;
    await finished(done.id);
    const res = await server.call('GET', '/api/property/rent-roll/import', {
      token: await server.signIn('landlord2@demo.test'),
      query: { id: done.id },
    });
    expect(res.status).toBe(404);
  });
});
