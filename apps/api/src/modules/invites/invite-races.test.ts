import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_RESEND_SECONDS } from '@lease/contract';
import { activityLog, buildingGrants, buildings, invites, users } from '../../db/schema/index.js';
import { testDatabaseKind } from '../../../test/database.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';

/**
 * Races settled by the database (issue 7 finding 7, issue 8 'Races'): on PostgreSQL the calls really
 * run side by side; PGlite is one connection, so there the same calls run one after another.
 */
const pglite = testDatabaseKind() === 'pglite';
const ROUNDS = 4;

let server: TestServer;
const tokens: Record<string, string> = {};
let firstBuildings: string[];
let secondBuildings: string[];

const buildingsOf = async (email: string) => {
  const [owner] = await server.db.select().from(users).where(eq(users.email, email));
  const rows = await server.db
    .select({ id: buildings.id })
    .from(buildings)
    .where(eq(buildings.landlordId, owner!.landlordId!))
    .orderBy(buildings.name)
    .limit(2);
  return rows.map((r) => r.id);
};

beforeAll(async () => {
  server = await startTestServer();
  tokens.ll = await server.signIn(DEMO.ll);
  tokens.other = await server.signIn(DEMO.otherLandlord);
  firstBuildings = await buildingsOf(DEMO.ll);
  secondBuildings = await buildingsOf(DEMO.otherLandlord);
});
afterAll(() => server?.close());

/** Runs the calls side by side, or one after another on PGlite. */
async function together<T>(calls: (() => Promise<T>)[], sequential: boolean): Promise<T[]> {
  if (!sequential) return Promise.all(calls.map((call) => call()));
  const out: T[] = [];
  for (const call of calls) out.push(await call());
  return out;
}

const inviteAs = (token: string, email: string, buildingIds: string[]) =>
  server.call('POST', '/api/invite/invite-user', { token, body: { email, role: 'pm', buildingIds } });

/** Every invite link e-mailed to an address, newest first. */
async function mailedTokens(to: string): Promise<string[]> {
  const mails = await server.deliveredTo(to);
  return mails.flatMap((m) => /\/invite\/user\/([\w-]+)/.exec(m.body)?.[1] ?? []);
}

const signUp = (token: string, email: string) =>
  server.call('POST', '/api/auth/signup', {
    body: {
      token,
      username: 'Rae Race',
      email,
      password: 'Race-pass-2026!',
      phonenumber: '(312) 555-0142',
      jobtitle: 'Leasing Agent',
    },
  });

function scenarios(sequential: boolean) {
  const tag = sequential ? 'seq' : 'par';

  it('signs up once when every invite to one address is used at the same time: one 201, the rest 409', async () => {
    const email = `race-signup-${tag}@new.test`;
    // Two landlords invite the same address, each twice with a fresh link (the first link dies).
    expect((await inviteAs(tokens.ll!, email, firstBuildings)).status).toBe(201);
    expect((await inviteAs(tokens.other!, email, secondBuildings)).status).toBe(201);
    const links = (await mailedTokens(email)).slice(0, 2);
    const calls = Array.from({ length: ROUNDS }, (_, i) => () => signUp(links[i % 2]!, email));
    const results = await together(calls, sequential);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, results.map((r) => r.text).join('\n')).toEqual([201, ...Array(ROUNDS - 1).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect((r.json as { message: string }).message).toBe('An account with this email already exists.');
    }
    const accounts = await server.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
    const accepted = await server.db
      .select()
      .from(invites)
      .where(and(eq(invites.email, email), eq(invites.status, 'accepted')));
    expect(accepted).toHaveLength(1);
  });

  it('makes one open invite of identical invites sent at the same time', async () => {
    const email = `race-invite-${tag}@new.test`;
    const calls = Array.from({ length: ROUNDS }, () => () => inviteAs(tokens.ll!, email, firstBuildings));
    const results = await together(calls, sequential);
    expect(results.map((r) => r.status).sort(), results.map((r) => r.text).join('\n')).toEqual([
      200, 200, 200, 201,
    ]);
    const open = await server.db
      .select()
      .from(invites)
      .where(and(eq(invites.email, email), eq(invites.status, 'pending')));
    expect(open).toHaveLength(1);
  });

  it('e-mails one invite of sixteen identical ones sent at the same time (issue 22 finding 6)', async () => {
    const email = `flood-invite-${tag}@new.test`;
    const calls = Array.from({ length: 16 }, () => () => inviteAs(tokens.ll!, email, firstBuildings));
    const results = await together(calls, sequential);
    expect(
      results.every((r) => r.status < 300),
      results.map((r) => r.text).join('\n'),
    ).toBe(true);
    const links = await mailedTokens(email);
    expect(links).toHaveLength(1);
    // The one link mailed is the invite's: the calls within the cool-down left it as it was.
    expect((await signUp(links[0]!, email)).status).toBe(201);
  });

  it('e-mails one renewal of sixteen sent at the same time once the cool-down is over', async () => {
    const email = `flood-renew-${tag}@new.test`;
    expect((await inviteAs(tokens.ll!, email, firstBuildings)).status).toBe(201);
    const before = new Date(Date.now() - INVITE_RESEND_SECONDS * 1000);
    await server.db.update(invites).set({ updatedAt: before }).where(eq(invites.email, email));
    const calls = Array.from({ length: 16 }, () => () => inviteAs(tokens.ll!, email, firstBuildings));
    const results = await together(calls, sequential);
    expect(results.map((r) => r.status)).toEqual(Array(16).fill(200));
    const links = await mailedTokens(email);
    expect(links).toHaveLength(2);
    expect((await signUp(links[0]!, email)).status).toBe(201);
  });

  it('accepts an invite once when its link is used at the same time: one 200, the rest 410', async () => {
    const email = `race-accept-${tag}@new.test`;
    expect((await inviteAs(tokens.ll!, email, firstBuildings.slice(0, 1))).status).toBe(201);
    const [link] = await mailedTokens(email);
    expect((await signUp(link!, email)).status).toBe(201);
    // A second invite to more buildings for the account now registered.
    expect((await inviteAs(tokens.ll!, email, firstBuildings.slice(1, 2))).status).toBe(201);
    const [second] = await mailedTokens(email);
    const userToken = await server.signIn(email, 'Race-pass-2026!');
    const calls = Array.from(
      { length: ROUNDS },
      () => () => server.call('POST', '/api/invite/accept', { token: userToken, body: { token: second } }),
    );
    const results = await together(calls, sequential);
    expect(results.map((r) => r.status).sort(), results.map((r) => r.text).join('\n')).toEqual([
      200,
      ...Array(ROUNDS - 1).fill(410),
    ]);
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const grants = await server.db.select().from(buildingGrants).where(eq(buildingGrants.userId, user!.id));
    expect(grants).toHaveLength(2);
    const accepts = await server.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'invite.accept'), eq(activityLog.actorId, user!.id)));
    expect(accepts).toHaveLength(2);
  });
}

describe.skipIf(pglite)('at the same time, on PostgreSQL', () => scenarios(false));
describe('one after another', () => scenarios(true));
