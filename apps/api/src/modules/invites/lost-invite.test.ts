import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_LOOKUP_SENT, MESSAGES, OTP_MAX_TRIES } from '@lease/contract';
import { buildings, emails, invites, users } from '../../db/schema/index.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';

type Lookup = {
  message?: string;
  data: {
    status: string;
    requestor_email: string | null;
    requestor_role: string | null;
    property_data: Record<string, unknown>[];
    accept_link: string | null;
    decline_link: string | null;
  };
};

const clock = { at: Date.now(), now: () => new Date(clock.at) };
let server: TestServer;
let landlordToken: string;
let buildingIds: string[];

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://portal.example.test' }, { clock });
  landlordToken = await server.signIn(DEMO.ll);
  const [landlord] = await server.db.select().from(users).where(eq(users.email, DEMO.ll));
  const rows = await server.db
    .select()
    .from(buildings)
    .where(eq(buildings.landlordId, landlord!.landlordId!))
    .orderBy(buildings.name)
    .limit(2);
  buildingIds = rows.map((b) => b.id);
});
afterAll(() => server?.close());

const mailsTo = (to: string) =>
  server.db.select().from(emails).where(eq(emails.toAddress, to)).orderBy(desc(emails.createdAt));

/** Invites an address as the first landlord and returns the token of its e-mailed link. */
async function invite(email: string): Promise<string> {
  const res = await server.call('POST', '/api/invite/invite-user', {
    token: landlordToken,
    body: { email, role: 'pm', buildingIds },
  });
  expect(res.status, res.text).toBeLessThan(300);
  const token = /\/invite\/user\/([\w-]+)/.exec((await server.lastDelivered(email))?.body ?? '')?.[1];
  if (!token) throw new Error('no invite link in the outbox');
  return token;
}

const find = (email: string) => server.call<Lookup>('POST', '/api/auth/find-invite', { body: { email } });
const withCode = (email: string, code: string) =>
  server.call<Lookup>('POST', '/api/auth/find-invite/code', { body: { email, code } });

async function mailedCode(to: string): Promise<string> {
  const code = /code to see your invite[^\d]*(\d{6})/.exec((await server.lastDelivered(to))?.body ?? '')?.[1];
  if (!code) throw new Error(`no lookup code was mailed to ${to}`);
  return code;
}

const tokenOf = (link: string | null) => new URL(link!).pathname.split('/').pop() ?? '';

describe('lost invite, step 1: the same answer for every address', () => {
  it('answers alike for an invited, an unknown and a registered address; only the invited one is mailed a code', async () => {
    const link = await invite('lena@new.test');
    const [before] = await server.db.select().from(invites).where(eq(invites.email, 'lena@new.test'));
    const answers = await Promise.all(['Lena@New.test', 'nobody@new.test', DEMO.pm].map(find));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ message: INVITE_LOOKUP_SENT, data: { resendAfter: 300 } });
      expect(answer.text).not.toContain(DEMO.ll);
    }
    expect(await mailedCode('lena@new.test')).toMatch(/^\d{6}$/);
    expect(await mailsTo('nobody@new.test')).toEqual([]);
    expect((await mailsTo(DEMO.pm)).some((m) => m.body.includes('code to see your invite'))).toBe(false);
    // The invitee's link is neither renewed nor voided.
    const [after] = await server.db.select().from(invites).where(eq(invites.email, 'lena@new.test'));
    expect(after?.tokenHash).toBe(before?.tokenHash);
    const check = await server.call<Lookup>('GET', '/api/auth/check-token', { query: { token: link } });
    expect(check.json.data.status).toBe('pending');
  });

  it('mails an address at most once per cool-down, however often it is typed', async () => {
    await invite('cora@new.test');
    const codeMails = async () =>
      (await mailsTo('cora@new.test')).filter((m) => m.body.includes('code to see your invite')).length;
    await find('cora@new.test');
    const first = await mailedCode('cora@new.test');
    for (let i = 0; i < 3; i += 1) expect((await find('cora@new.test')).status).toBe(200);
    expect(await codeMails()).toBe(1);
    // The first code still works during the cool-down.
    clock.at += 299_000;
    await find('cora@new.test');
    expect(await codeMails()).toBe(1);
    clock.at += 2_000;
    await find('cora@new.test');
    expect(await codeMails()).toBe(2);
    expect((await withCode('cora@new.test', first)).status).toBe(400);
    expect((await withCode('cora@new.test', await mailedCode('cora@new.test'))).status).toBe(200);
  });

  it('is rate-limited per client address', async () => {
    const strict = await startTestServer({ SIGNIN_RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await strict.call('POST', '/api/auth/find-invite', { body: { email: 'a@b.test' } })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('lost invite, step 2: the code shows the invite with working links', () => {
  it('shows the §2.6 data, and its Accept link registers while the e-mailed link stays good until then', async () => {
    const link = await invite('mona@new.test');
    await find('mona@new.test');
    const res = await withCode('mona@new.test', await mailedCode('mona@new.test'));
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ status: 'found', requestor_email: DEMO.ll, requestor_role: 'll' });
    expect(res.json.data.property_data).toHaveLength(2);
    expect(Object.keys(res.json.data.property_data[0]!).sort()).toEqual(
      [
        'billingCity',
        'billingState',
        'building_type',
        'email_address',
        'id',
        'name',
        'total_of_units',
      ].sort(),
    );
    const { accept_link, decline_link } = res.json.data;
    expect(accept_link).toMatch(/^https:\/\/portal\.example\.test\/invite\/user\/[\w-]{43}$/);
    expect(decline_link).toMatch(/^https:\/\/portal\.example\.test\/decline-invite\?token=[\w-]{43}$/);
    const minted = tokenOf(accept_link);
    expect(minted).not.toBe(link);
    expect(new URL(decline_link!).searchParams.get('token')).toBe(minted);

    // Both links open the invite; the code is spent.
    for (const token of [link, minted]) {
      const check = await server.call<Lookup>('GET', '/api/auth/check-token', { query: { token } });
      expect(check.json.data.status).toBe('pending');
    }
    expect((await withCode('mona@new.test', await mailedCode('mona@new.test'))).json.message).toBe(
      MESSAGES.codeExpired,
    );

    const signup = await server.call('POST', '/api/auth/signup', {
      body: {
        token: minted,
        username: 'Mona New',
        email: 'mona@new.test',
        password: 'Welcome-home-1!',
        phonenumber: '(312) 555-0142',
        jobtitle: 'Leasing Agent',
      },
    });
    expect(signup.status, signup.text).toBe(201);
    // One invite, spent once: neither link opens it for another account.
    const again = await server.call<Lookup>('GET', '/api/auth/check-token', { query: { token: link } });
    expect(again.json.data.status).toBe('accepted');
  });

  it('declines through its Decline link, and the invite is closed for every link', async () => {
    const link = await invite('dana@new.test');
    await find('dana@new.test');
    const res = await withCode('dana@new.test', await mailedCode('dana@new.test'));
    const minted = new URL(res.json.data.decline_link!).searchParams.get('token')!;
    const declined = await server.call('POST', '/api/auth/decline-invite', {
      body: { token: minted, reason: 'Wrong person' },
    });
    expect(declined.status).toBe(200);
    const check = await server.call<Lookup>('GET', '/api/auth/check-token', { query: { token: link } });
    expect(check.json.data.status).toBe('declined');
  });

  it('shows the not-found answer when no open invite remains, and refuses wrong, used-up and expired codes', async () => {
    const link = await invite('ruth@new.test');
    await find('ruth@new.test');
    const code = await mailedCode('ruth@new.test');
    await server.call('POST', '/api/auth/decline-invite', { body: { token: link, reason: 'No' } });
    const none = await withCode('ruth@new.test', code);
    expect(none.status).toBe(200);
    expect(none.json.data).toEqual({
      status: 'invalid',
      requestor_email: null,
      requestor_role: null,
      property_data: [],
      decline_link: null,
      accept_link: null,
    });

    // An address never mailed answers a guess like any wrong code.
    expect((await withCode('never@new.test', '123456')).json.message).toBe(MESSAGES.wrongCode);

    await invite('saul@new.test');
    await find('saul@new.test');
    const right = await mailedCode('saul@new.test');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_TRIES; i += 1) {
      const res = await withCode('saul@new.test', wrong);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(MESSAGES.wrongCode);
    }
    const blocked = await withCode('saul@new.test', right);
    expect(blocked.json.message).toBe(MESSAGES.codeTriesUsed);

    clock.at += 301_000;
    await find('saul@new.test');
    const late = await mailedCode('saul@new.test');
    clock.at += 10 * 60_000 + 1000;
    expect((await withCode('saul@new.test', late)).json.message).toBe(MESSAGES.codeExpired);
  });

  it('lets a minted link lapse after its hours, while the e-mailed link works on', async () => {
    const link = await invite('ivan@new.test');
    clock.at += 301_000;
    await find('ivan@new.test');
    const res = await withCode('ivan@new.test', await mailedCode('ivan@new.test'));
    const minted = tokenOf(res.json.data.accept_link);
    clock.at += 25 * 3_600_000;
    const lapsed = await server.call('GET', '/api/auth/check-token', { query: { token: minted } });
    expect(lapsed.status).toBe(404);
    const own = await server.call<Lookup>('GET', '/api/auth/check-token', { query: { token: link } });
    expect(own.json.data.status).toBe('pending');
    const live = await server.db
      .select()
      .from(invites)
      .where(and(eq(invites.email, 'ivan@new.test'), gt(invites.expiresAt, clock.now())));
    expect(live).toHaveLength(1);
  });
});
