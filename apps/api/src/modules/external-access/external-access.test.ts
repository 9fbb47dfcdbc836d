import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_TEXTS } from '@lease/contract';
import { externalGrants, users } from '../../db/schema/index.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';

let server: TestServer;
let clientId: string;
let grantId: string;
let externalId: string;

type Page<R> = { data: { rows: R[]; total: number; personalData: boolean } };

const get = <T>(path: string, query: Record<string, string>, as: string) =>
  server.call<T>('GET', `/api/client/${path}`, { token: as, query });

beforeAll(async () => {
  server = await startTestServer();
  const [external] = await server.db.select().from(users).where(eq(users.email, DEMO.external));
  externalId = external!.id;
  clientId = external!.landlordId!;
  const [grant] = await server.db.select().from(externalGrants).where(eq(externalGrants.userId, externalId));
  grantId = grant!.id;
});
afterAll(async () => {
  await server?.close();
});

describe("a landlord's outside parties", () => {
  it('are invited with the invite flow, sign up with its link, and read until revoked', async () => {
    const ll = await server.signIn(DEMO.ll);
    const email = 'broker@example.com';
    const invited = await server.call<{ data: { id: string; status: string } }>(
      'POST',
      '/api/external/invite',
      {
        token: ll,
        body: { email, name: 'Bea Broker', personalData: true },
      },
    );
    expect(invited.status, invited.text).toBe(201);
    expect(invited.json.data.status).toBe('invited');
    const mail = await server.lastDelivered(email);
    expect(mail!.body).toContain('has invited you to a read-only view of their portfolio');
    const link = /token=([A-Za-z0-9_-]+)/.exec(mail!.body)?.[1];
    expect(link).toBeTruthy();
    const signup = await server.call('POST', '/api/auth/signup', {
      body: {
        token: link,
        username: 'Bea Broker',
        email,
        password: 'Broker-pass-1!',
        phonenumber: '(312) 555-0142',
        jobtitle: 'Broker',
      },
    });
    expect(signup.status, signup.text).toBe(201);
    const broker = await server.signIn(email, 'Broker-pass-1!');
    const page = await get<Page<{ tenants: string[] | null }>>('policies', { clientId }, broker);
    expect(page.status).toBe(200);
    expect(page.json.data.personalData).toBe(true);

    // Another landlord's people cannot touch the grant; its own landlord revokes it, ending the session.
    const ll2 = await server.signIn(DEMO.otherLandlord);
    const cross = await server.call('POST', '/api/external/revoke', {
      token: ll2,
      body: { id: invited.json.data.id },
    });
    expect(cross.status).toBe(404);
    const revoked = await server.call<{ data: { status: string } }>('POST', '/api/external/revoke', {
      token: ll,
      body: { id: invited.json.data.id },
    });
    expect(revoked.json.data.status).toBe('revoked');
    expect((await get('overview', { clientId }, broker)).status).toBe(401);
    const again = await server.call('POST', '/api/auth/signin', {
      body: { email, password: 'Broker-pass-1!' },
    });
    expect(again.status).toBe(403);
    expect(again.json).toEqual({ message: EXTERNAL_TEXTS.accessRevoked });
  });

  it("are listed to their landlord's people only", async () => {
    const other = await server.signIn(DEMO.otherLandlord);
    await server.call('POST', '/api/external/invite', {
      token: other,
      body: { email: 'other-auditor@example.com', name: 'Otto Other' },
    });
    const ll = await server.signIn(DEMO.ll);
    const mine = await server.call<Page<{ landlordId: string; email: string }>>(
      'GET',
      '/api/external/grants',
      {
        token: ll,
        query: { pageSize: '200' },
      },
    );
    expect(mine.json.data.rows.length).toBeGreaterThan(0);
    expect(mine.json.data.rows.every((r) => r.landlordId === clientId)).toBe(true);
    const [plain] = (
      (await server.db.execute(
        sql`select count(*)::int as n from external_grants where landlord_id = ${clientId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(mine.json.data.total).toBe(plain!.n);
    const theirs = await server.call<Page<{ email: string }>>('GET', '/api/external/grants', {
      token: other,
    });
    expect(theirs.json.data.rows.map((r) => r.email)).toEqual(['other-auditor@example.com']);
  });

  it('get an end in the future only, and externals appear in no user grid', async () => {
    const ll = await server.signIn(DEMO.ll);
    const past = await server.call('PUT', '/api/external/grant', {
      token: ll,
      body: { id: grantId, expiresAt: '2000-01-01T00:00:00Z', personalData: false },
    });
    expect(past.status).toBe(400);
    expect(past.json).toMatchObject({ message: EXTERNAL_TEXTS.expiresInPast });
    const admin = await server.signIn(DEMO.admin);
    // The admin names the landlord whose outside parties it lists.
    const unnamed = await server.call('GET', '/api/external/grants', { token: admin });
    expect(unnamed.status).toBe(400);
    expect(unnamed.json).toMatchObject({ message: EXTERNAL_TEXTS.chooseLandlord });
    const grid = await server.call<{ data: { rows: { id: string }[] } }>('GET', '/api/user/getuserlist', {
      token: admin,
      query: { pageSize: '200' },
    });
    expect(grid.json.data.rows.map((r) => r.id)).not.toContain(externalId);
  });
});
