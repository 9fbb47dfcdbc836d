import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lease/contract';
import { buildings, invites, users } from '../../db/schema/index.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';
import { expectWireUser } from '../../../test/wire-user.js';

type Json = { message: string; data: Record<string, unknown> & { status?: string } };

let server: TestServer;
let landlordToken: string;
let buildingIds: string[];
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://portal.example.test' });
  landlordToken = await server.signIn(DEMO.ll);
  const [landlord] = await server.db.select().from(users).where(eq(users.email, DEMO.ll));
  const rows = await server.db
    .select()
    .from(buildings)
    .where(eq(buildings.landlordId, landlord!.landlordId!));
  buildingIds = rows.slice(0, 2).map((b) => b.id);
});
afterAll(() => server?.close());

const lastMessage = async (to: string) => (await server.lastDelivered(to))?.body ?? '';

/** Invites an address as the first landlord and returns the token of the e-mailed accept link. */
async function invite(email: string, role = 'pm'): Promise<string> {
  const res = await server.call('POST', '/api/invite/invite-user', {
    token: landlordToken,
    body: { email, role, buildingIds },
  });
  expect(res.status, res.text).toBeLessThan(300);
  const token = /\/invite\/user\/([\w-]+)/.exec(await lastMessage(email))?.[1];
  if (!token) throw new Error('no invite link in the outbox');
  return token;
}

const signup = (token: string, email: string, extra: Record<string, unknown> = {}) =>
  server.call<Json>('POST', '/api/auth/signup', {
    body: {
      token,
      username: 'Nina New',
      email,
      password: 'Welcome-home-1!',
      role: 'admin',
      landlordId: null,
      phonenumber: '(312) 555-0142',
      jobtitle: 'Leasing Agent',
      ...extra,
    },
  });

describe('register by invite', () => {
  it('reads the invite of a link, registers with the role of the invite, and signs in', async () => {
    const token = await invite('nina@new.test');
    const check = await server.call<Json>('GET', '/api/auth/check-token', { query: { token } });
    expect(check.status).toBe(200);
    expect(check.json.data).toMatchObject({
      status: 'pending',
      email: 'nina@new.test',
      role: 'pm',
      requestor_email: DEMO.ll,
      requestor_role: 'll',
      accountExists: false,
    });
    expect((check.json.data.property_data as unknown[]).length).toBe(2);

    const free = await server.call<Json>('POST', '/api/auth/emailverify', {
      body: { email: 'nina@new.test', token },
    });
    expect(free.json.data).toEqual({ email: 'nina@new.test', available: true });

    const res = await signup(token, 'nina@new.test');
    expect(res.status).toBe(201);
    // The form's role claim ('admin') is ignored: the invite says pm.
    expectWireUser(res.json.data);
    expect(res.json.data).toMatchObject({
      email: 'nina@new.test',
      role: 'pm',
      is_verified: true,
      username: 'Nina New',
      job_title: 'Leasing Agent',
      phone: '(312) 555-0142',
    });
    const signedIn = await server.call('POST', '/api/auth/signin', {
      body: { email: 'nina@new.test', password: 'Welcome-home-1!' },
    });
    expect(signedIn.status).toBe(200);

    // The invite is spent now: its link no longer checks the address either.
    const spent = await server.call<Json>('POST', '/api/auth/emailverify', {
      body: { email: 'nina@new.test', token },
    });
    expect(spent.status).toBe(410);
    const again = await signup(token, 'nina@new.test');
    expect(again.status).toBe(409);
    const used = await server.call<Json>('GET', '/api/auth/check-token', { query: { token } });
    expect(used.json.data).toMatchObject({ status: 'accepted', accountExists: true });
  });

  it('checks the e-mail from the invite: a caller without one learns nothing about any address', async () => {
    const bogus = 'z'.repeat(43);
    const answers = await Promise.all(
      [DEMO.ll, 'never-registered@new.test'].map((email) =>
        server.call<Json>('POST', '/api/auth/emailverify', { body: { email, token: bogus } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([410, 410]);
    expect(answers[0]!.text).toBe(answers[1]!.text);
    // Without a token there is no check at all.
    const bare = await server.call('POST', '/api/auth/emailverify', { body: { email: DEMO.ll } });
    expect(bare.status).toBe(400);

    // The invite's own addressee, who already has an account, is told why it cannot register.
    const token = await invite(DEMO.pm);
    const mine = await server.call<Json>('POST', '/api/auth/emailverify', {
      body: { email: DEMO.pm, token },
    });
    expect(mine.status).toBe(409);
    expect(mine.json.message).toBe('An account with this email already exists.');
    const other = await server.call<Json>('POST', '/api/auth/emailverify', {
      body: { email: 'someone@new.test', token },
    });
    expect(other.status).toBe(400);
  });

  it('refuses another address than the invited one, weak passwords and a bad phone', async () => {
    const token = await invite('omar@new.test');
    expect((await signup(token, 'someone-else@new.test')).status).toBe(400);
    const weak = await signup(token, 'omar@new.test', { password: 'password' });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(weak.json)).toContain(MESSAGES.passwordNumber);
    expect((await signup(token, 'omar@new.test', { phonenumber: '(012) 555-0100' })).status).toBe(400);
    expect((await signup('x'.repeat(43), 'omar@new.test')).status).toBe(410);
    const unknown = await server.call('GET', '/api/auth/check-token', { query: { token: 'y'.repeat(43) } });
    expect(unknown.status).toBe(404);
  });

  it('declines with a reason and tells the inviter', async () => {
    const token = await invite('pat@new.test');
    const res = await server.call<Json>('POST', '/api/auth/decline-invite', {
      body: { token, reason: 'I left the company' },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Decline Successful!');
    expect(await lastMessage(DEMO.ll)).toContain('I left the company');
    const [row] = await server.db.select().from(invites).where(eq(invites.email, 'pat@new.test'));
    expect(row?.status).toBe('declined');
    expect((await signup(token, 'pat@new.test')).status).toBe(410);
  });
});
