import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWERS,
  RENT_ROLL_TEXTS,
  type ApiKeyRow,
  type InvoiceRow,
  type Page,
  type RentRollImport,
  type RentRollPreview,
  type Role,
} from '@lease/contract';
import { applications, buildingGrants, buildings } from '../src/db/schema/index.js';
import { loadFixtures, type Fixtures } from './fixtures.js';
import { disputeBody, disputeForm, invoiceBilling, openDisputeOn } from './invoice-cases.js';
import { signInEveryRole, startTestServer, type TestServer } from './server.js';

/**
 * Issue #34: an API key narrowed to some buildings reads and writes invoices, disputes and rent-roll rows
 * exactly as a pm holding those buildings would — never the landlord's whole.
 */
let server: TestServer;
let f: Fixtures;
let tokens: Record<Role, string>;
/** The buildings pm@ holds, and one of the landlord's it does not. */
let pmBuildings: string[];
let elsewhere: { id: string; name: string };
/** A key of the landlord narrowed to pm@'s buildings. */
let narrowed: string;

beforeAll(async () => {
  server = await startTestServer({}, { jobTimings: { pollingIntervalSeconds: 0.5 } });
  f = await loadFixtures(server.db);
  tokens = await signInEveryRole(server);
  const held = await server.db
    .select({ id: buildingGrants.buildingId })
    .from(buildingGrants)
    .where(eq(buildingGrants.userId, f.userIds['pm@demo.test']!))
    .orderBy(asc(buildingGrants.buildingId));
  pmBuildings = held.map((g) => g.id);
  const own = await server.db
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(eq(buildings.landlordId, f.landlordId))
    .orderBy(asc(buildings.name));
  elsewhere = own.find((b) => !pmBuildings.includes(b.id))!;
  const made = await server.call<{ data: { key: ApiKeyRow; secret: string } }>('POST', '/api/api-keys', {
    token: tokens.ll,
    body: { name: 'Two buildings', buildingIds: pmBuildings },
  });
  expect(made.status, made.text).toBe(201);
  narrowed = `Bearer ${made.json.data.secret}`;
});
afterAll(() => server?.close());

const invoiceList = async (token: string) => {
  const res = await server.call<{ data: Page<InvoiceRow> }>('GET', '/api/invoice/list', {
    token,
    query: { pageSize: '100' },
  });
  expect(res.status, res.text).toBe(200);
  return res.json.data.rows
    .map((r) => ({
      id: r.id,
      amount: r.amount,
      credited: r.credited,
      lineCount: r.lineCount,
      partial: r.partial,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
};

const detail = (token: string, id: string) =>
  server.call<{ data: InvoiceRow & { lines: { id: string }[]; disputes: { id: string }[] } }>(
    'GET',
    '/api/property/invoice',
    { token, query: { id } },
  );

describe('an API key narrowed to some buildings', () => {
  it('lists invoices cut to their lines in its buildings, exactly as the pm holding them sees them', async () => {
    const outside = await invoiceBilling(server.db, [elsewhere.id]);
    const mixed = await invoiceBilling(server.db, [pmBuildings[0]!, elsewhere.id]);
    const asKey = await invoiceList(narrowed);
    expect(asKey).toEqual(await invoiceList(tokens.pm));
    expect(asKey.map((r) => r.id)).not.toContain(outside.id);
    expect(asKey.find((r) => r.id === mixed.id)).toEqual({
      id: mixed.id,
      amount: '100.00',
      credited: '0.00',
      lineCount: 1,
      partial: true,
    });
    expect((await detail(narrowed, outside.id)).status).toBe(404);
    const read = await detail(narrowed, mixed.id);
    expect(read.status, read.text).toBe(200);
    expect(read.json.data.lines.map((l) => l.id)).toEqual([mixed.lineIds[0]]);
  });

  it('reads no dispute of lines outside its buildings, and files none on a whole invoice', async () => {
    const mixed = await invoiceBilling(server.db, [pmBuildings[0]!, elsewhere.id]);
    const wholeDispute = await openDisputeOn(server, tokens.ll, { id: mixed.id, lineIds: [] });
    const read = await detail(narrowed, mixed.id);
    expect(read.status, read.text).toBe(200);
    expect(read.json.data.disputes).toEqual([]);
    const message = await server.call('POST', '/api/invoice/dispute/message', {
      token: narrowed,
      body: { disputeId: wholeDispute, body: 'Which lines?' },
    });
    expect(message.status).toBe(404);

    const other = await invoiceBilling(server.db, [pmBuildings[0]!, elsewhere.id]);
    const whole = { invoiceId: other.id, lineIds: [], reason: 'Other', comment: 'All wrong' };
    const refused = await server.call<{ message: string }>('POST', '/api/invoice/dispute', {
      token: narrowed,
      body: disputeBody(whole),
      form: disputeForm(whole),
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(ANSWERS.disputeOwnLines);
    const foreignLine = { ...whole, lineIds: [other.lineIds[1]!] };
    const hidden = await server.call('POST', '/api/invoice/dispute', {
      token: narrowed,
      body: disputeBody(foreignLine),
      form: disputeForm(foreignLine),
    });
    expect(hidden.status).toBe(404);
    // Its own line it may dispute, as the pm may.
    await openDisputeOn(server, narrowed, { id: other.id, lineIds: [other.lineIds[0]!] });
  });

  it('imports no rent-roll row into a building outside its buildings: each such row says why', async () => {
    const [inside] = await server.db
      .select({ name: buildings.name })
      .from(buildings)
      .where(eq(buildings.id, pmBuildings[0]!));
    const header = [
      'Property',
      'Unit',
      'Resident',
      'Lease From',
      'Lease To',
      'Actual Rent',
      'Deposit',
      'Status',
    ];
    const rows = [
      [inside!.name, 'NK-1', 'Doe, Jane', '2026-01-01', '2026-12-31', '1000', '', 'Current'],
      [elsewhere.name, 'NK-2', 'Doe, John', '2026-01-01', '2026-12-31', '1000', '', 'Current'],
    ];
    const text = [header, ...rows].map((r) => r.map((v) => `"${v}"`).join(',')).join('\r\n');
    const form = () => {
      const data = new FormData();
      data.append('landlordId', f.landlordId);
      data.append(
        'mapping',
        JSON.stringify({
          property: 'Property',
          unit: 'Unit',
          tenants: 'Resident',
          leaseStart: 'Lease From',
          leaseEnd: 'Lease To',
          monthlyRent: 'Actual Rent',
          deposit: 'Deposit',
          status: 'Status',
        }),
      );
      data.append('file', new Blob([text], { type: 'text/csv' }), 'rent-roll.csv');
      return data;
    };
    const preview = await server.call<{ data: RentRollPreview }>('POST', '/api/property/rent-roll/preview', {
      token: narrowed,
      form: form(),
    });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.json.data.problems.map((p) => [p.line, p.problems])).toEqual([
      [3, [RENT_ROLL_TEXTS.outOfReach(elsewhere.name)]],
    ]);
    const started = await server.call<{ data: RentRollImport }>('POST', '/api/property/rent-roll/import', {
      token: narrowed,
      form: form(),
    });
    expect(started.status, started.text).toBe(201);
    let status = started.json.data;
    for (let waited = 0; status.status !== 'done' && status.status !== 'failed'; waited += 200) {
      if (waited > 60_000) throw new Error('the import did not finish');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const res = await server.call<{ data: RentRollImport }>('GET', '/api/property/rent-roll/import', {
        token: narrowed,
        query: { id: status.id },
      });
      status = res.json.data;
    }
    expect(status).toMatchObject({ status: 'done', created: 1, skipped: 1 });
    const written = await server.db
      .select({ buildingId: applications.buildingId })
      .from(applications)
      .where(and(isNotNull(applications.rentRollHash), inArray(applications.unitNumber, ['NK-1', 'NK-2'])));
    expect(written).toEqual([{ buildingId: pmBuildings[0] }]);
  });

  it("is cut down to its person's buildings: a grant that lapses takes the key's building with it", async () => {
    const made = await server.call<{ data: { secret: string } }>('POST', '/api/api-keys', {
      token: tokens.ll,
      body: { name: "pm@'s two", userId: f.userIds['pm@demo.test'], buildingIds: pmBuildings },
    });
    expect(made.status, made.text).toBe(201);
    const key = `Bearer ${made.json.data.secret}`;
    const only = await invoiceBilling(server.db, [pmBuildings[1]!]);
    const seen = async () => {
      const res = await server.call<{ data: Page<{ id: string }> }>('GET', '/api/property/buildings', {
        token: key,
        query: { pageSize: '200' },
      });
      expect(res.status, res.text).toBe(200);
      return res.json.data.rows.map((r) => r.id).sort();
    };
    expect(await seen()).toEqual(pmBuildings);
    const lapsed = and(
      eq(buildingGrants.userId, f.userIds['pm@demo.test']!),
      eq(buildingGrants.buildingId, pmBuildings[1]!),
    );
    await server.db
      .update(buildingGrants)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(lapsed);
    try {
      expect(await seen()).toEqual([pmBuildings[0]]);
      expect((await invoiceList(key)).map((r) => r.id)).not.toContain(only.id);
      expect((await detail(key, only.id)).status).toBe(404);
    } finally {
      await server.db.update(buildingGrants).set({ expiresAt: null }).where(lapsed);
    }
  });
});
