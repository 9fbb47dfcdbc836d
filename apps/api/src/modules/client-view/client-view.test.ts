import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, EXTERNAL_TEXTS, type ClientOverview } from '@lease/contract';
import { activityLog, externalGrants, users } from '../../db/schema/index.js';
import { DEMO, startTestServer, TEST_PASSWORD, type TestServer } from '../../../test/server.js';

let server: TestServer;
let token: string;
let clientId: string;
let otherClientId: string;
let grantId: string;
let externalId: string;
const errors: string[] = [];

type Page<R> = { data: { rows: R[]; total: number; personalData: boolean } };

const get = <T>(path: string, query: Record<string, string>, as = token) =>
  server.call<T>('GET', `/api/client/${path}`, { token: as, query });

const setGrant = (values: Partial<typeof externalGrants.$inferInsert>) =>
  server.db.update(externalGrants).set(values).where(eq(externalGrants.id, grantId));

const readRows = async () => server.db.select().from(activityLog).where(eq(activityLog.actorId, externalId));

beforeAll(async () => {
  server = await startTestServer(
    {},
    { logStream: { write: (line) => void (line.includes('"level":50') && errors.push(line)) } },
  );
  token = await server.signIn(DEMO.external);
  const [external] = await server.db.select().from(users).where(eq(users.email, DEMO.external));
  const [other] = await server.db.select().from(users).where(eq(users.email, DEMO.otherLandlord));
  externalId = external!.id;
  clientId = external!.landlordId!;
  otherClientId = other!.landlordId!;
  const [grant] = await server.db.select().from(externalGrants).where(eq(externalGrants.userId, externalId));
  grantId = grant!.id;
});
afterAll(async () => {
  await server?.close();
});

describe('the external role (decision 0032)', () => {
  it('sees the overview of its landlord: counts and money as plain SQL counts them', async () => {
    const res = await get<{ data: ClientOverview }>('overview', { clientId });
    expect(res.status, `${res.text} ${errors.join('\n')}`).toBe(200);
    const o = res.json.data;
    expect(o.clientId).toBe(clientId);
    expect(o.access).toEqual({ expiresAt: null, personalData: false });
    const [counts] = (
      (await server.db.execute(sql`select
        (select count(*)::int from buildings where landlord_id = ${clientId}) as buildings,
        (select count(*)::int from applications where landlord_id = ${clientId} and rider_id is not null) as policies,
        (select count(*)::int from claims where landlord_id = ${clientId}) as claims,
        (select count(*)::int from invoices where landlord_id = ${clientId} and status = 'paid') as paid`)) as unknown as {
        rows: { buildings: number; policies: number; claims: number; paid: number }[];
      }
    ).rows;
    expect(o.buildings).toBe(counts!.buildings);
    expect(o.policies.byStatus.reduce((n, s) => n + s.count, 0)).toBe(counts!.policies);
    expect(o.claims.byStatus.reduce((n, s) => n + s.count, 0)).toBe(counts!.claims);
    expect(o.invoices.paid.count).toBe(counts!.paid);
    expect(counts!.policies).toBeGreaterThan(0);
  });

  it("lists its landlord's policies, claims, invoices and documents, and no other landlord's", async () => {
    for (const section of ['policies', 'claims', 'invoices', 'documents']) {
      const res = await get<Page<{ id: string }>>(section, { clientId, pageSize: '200' });
      expect(res.status, `${section}: ${res.text} ${errors.join('\n')}`).toBe(200);
      expect(res.json.data.rows.length, section).toBeGreaterThan(0);
      expect(res.json.data.personalData).toBe(false);
      // Another landlord's clientId answers as if it did not exist.
      expect((await get(section, { clientId: otherClientId })).status, section).toBe(404);
    }
    expect((await get('overview', { clientId: otherClientId })).status).toBe(404);
    const docs = await get<Page<{ id: string }>>('documents', { clientId, pageSize: '200' });
    const [plain] = (
      (await server.db.execute(sql`select
        (select count(*)::int from documents where landlord_id = ${clientId})
        + (select count(*)::int from claim_files where landlord_id = ${clientId}) as n`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(docs.json.data.total).toBe(plain!.n);
    // The union of both kinds pages by its cursors like any list, by title too: each row once, in order.
    const walked: { id: string; title: string }[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 100; pages += 1) {
      const res = await get<{ data: { rows: { id: string; title: string }[]; nextCursor: string | null } }>(
        'documents',
        { clientId, pageSize: '3', sort: 'title', ...(cursor ? { cursor } : {}) },
      );
      expect(res.status, res.text).toBe(200);
      walked.push(...res.json.data.rows);
      cursor = res.json.data.nextCursor ?? undefined;
      if (!cursor) break;
    }
    // The same rows in the same order as one page of them all (the database's own collation decides).
    const whole = await get<Page<{ id: string }>>('documents', { clientId, pageSize: '200', sort: 'title' });
    expect(walked.map((r) => r.id)).toEqual(whole.json.data.rows.map((r) => r.id));
  });

  it('is shown no tenant name or contact without personal data, and searching a name finds nothing', async () => {
    const policies = await get<Page<{ tenants: string[] | null }>>('policies', { clientId, pageSize: '200' });
    expect(policies.json.data.rows.every((r) => r.tenants === null)).toBe(true);
    const claims = await get<Page<{ tenants: unknown; contactName: unknown; contactEmail: unknown }>>(
      'claims',
      {
        clientId,
      },
    );
    for (const row of claims.json.data.rows) {
      expect([row.tenants, row.contactName, row.contactEmail]).toEqual([null, null, null]);
    }
    const [tenant] = (
      (await server.db
        .execute(sql`select t.last_name from tenants t join applications a on a.id = t.application_id
        where a.landlord_id = ${clientId} and a.rider_id is not null limit 1`)) as unknown as {
        rows: { last_name: string }[];
      }
    ).rows;
    const searched = await get<Page<unknown>>('policies', { clientId, q: tenant!.last_name });
    expect(searched.json.data.total).toBe(0);
    const docs = await get<Page<{ downloadable: boolean; kind: string; id: string }>>('documents', {
      clientId,
      kind: 'insurance',
    });
    const doc = docs.json.data.rows[0]!;
    expect(doc.downloadable).toBe(false);
    const download = await get('document', { clientId, kind: 'insurance', id: doc.id });
    expect(download.status).toBe(403);
    expect(download.json).toEqual({ message: EXTERNAL_TEXTS.downloadNeedsPersonalData });
  });

  it('is shown them, and may download, once the grant includes personal data', async () => {
    await setGrant({ personalData: true });
    try {
      const policies = await get<Page<{ tenants: string[] | null }>>('policies', { clientId });
      expect(policies.json.data.personalData).toBe(true);
      expect(policies.json.data.rows.some((r) => (r.tenants ?? []).length > 0)).toBe(true);
      const docs = await get<Page<{ id: string }>>('documents', { clientId, kind: 'insurance' });
      const download = await get('document', { clientId, kind: 'insurance', id: docs.json.data.rows[0]!.id });
      expect(download.status).toBe(200);
    } finally {
      await setGrant({ personalData: false });
    }
  });

  it('leaves an Active Log row for every read, naming the landlord and the section', async () => {
    const before = (await readRows()).length;
    await get('overview', { clientId });
    await get('invoices', { clientId });
    const rows = (await readRows()).slice(before);
    expect(
      rows.map((r) => [r.action, r.subjectType, r.subjectId, (r.detail as { section: string }).section]),
    ).toEqual([
      ['client.read', 'landlord', clientId, 'overview'],
      ['client.read', 'landlord', clientId, 'invoices'],
    ]);
    // Its landlord sees when it last read.
    const ll = await server.signIn(DEMO.ll);
    const list = await server.call<Page<{ id: string; lastReadAt: string | null; status: string }>>(
      'GET',
      '/api/external/grants',
      { token: ll },
    );
    const mine = list.json.data.rows.find((r) => r.id === grantId)!;
    expect(mine.status).toBe('active');
    expect(mine.lastReadAt).not.toBeNull();
  });

  it('is refused every call that is not its own account or a client read, writes included', async () => {
    const open = ALL_ROUTES.filter(
      (r) => r.auth !== 'public' && r.external !== true && r.id !== 'auth.logout',
    );
    expect(open.length).toBeGreaterThan(100);
    for (const route of open) {
      const res = await server.call(route.method, `/api${route.path}`, { token });
      expect(res.status, `${route.id}: ${res.text}`).toBe(403);
    }
  });

  it('is refused, with why, once its access has expired, and sign-in says so', async () => {
    await setGrant({ expiresAt: new Date(Date.now() - 1000) });
    try {
      const res = await get('overview', { clientId });
      expect(res.status, res.text).toBe(403);
      expect(res.json).toEqual({ message: EXTERNAL_TEXTS.accessExpired });
      const signIn = await server.call('POST', '/api/auth/signin', {
        body: { email: DEMO.external, password: TEST_PASSWORD },
      });
      expect(signIn.status).toBe(403);
      expect(signIn.json).toEqual({ message: EXTERNAL_TEXTS.accessExpired });
    } finally {
      await setGrant({ expiresAt: null });
    }
    expect((await get('overview', { clientId })).status).toBe(200);
  });
});
