import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_RESEND_SECONDS, type InviteRow, type Role } from '@lease/contract';
import { activityLog, invites, users } from '../../db/schema/index.js';
import { demoInviteToken } from '../../demo/invites.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { loadFixtures, type Fixtures } from '../../../test/fixtures.js';
import {
  DEMO,
  signInEveryRole,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from '../../../test/server.js';
import {
  acceptInviteForExistingUser,
  consumeInviteForNewUser,
  declineInviteByToken,
} from './accept-invite.js';
import { findInviteByToken, findInvitesByEmail } from './invite-view.js';

type Sent = { message: string; data: { invite: InviteRow; renewed: boolean; type?: string } };
type Page = { data: { rows: InviteRow[]; total: number } };

let server: TestServer;
let f: Fixtures;
let tokens: Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  f = await loadFixtures(server.db);
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

const post = <T = Sent>(role: Role, path: string, body: unknown) =>
  server.call<T>('POST', `/api${path}`, { token: tokens[role], body });

/** The token of the last invite link e-mailed to an address. */
async function mailedToken(to: string): Promise<string> {
  const mail = await server.lastDelivered(to);
  const match = mail?.body.match(/\/invite\/(?:user|landlord)\/([\w-]+)/);
  if (!match?.[1]) throw new Error(`no invite link was mailed to ${to}`);
  return match[1];
}

const buildingsOf = async (role: Role, token = tokens[role]) =>
  (await server.call<{ data: { total: number } }>('GET', '/api/property/buildings', { token })).json.data
    .total;

describe('landlord invites (admin)', () => {
  it('invites a landlord by e-mail through the outbox, with a link valid 14 days', async () => {
    const res = await post('admin', '/invite/landlord-invite', {
      email: 'Owner@Newco.test',
      landlordName: 'Newco Rentals',
    });
    expect(res.status).toBe(201);
    expect(res.json.data.invite).toMatchObject({ email: 'owner@newco.test', role: 'll', status: 'pending' });
    const days = (Date.parse(res.json.data.invite.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const token = await mailedToken('owner@newco.test');
    const mail = await server.lastDelivered('owner@newco.test');
    expect(mail?.body).toContain(`${server.config.publicUrl}/invite/landlord/${token}`);
    const log = await server.db.select().from(activityLog).where(eq(activityLog.action, 'invite.create'));
    expect(log.length).toBeGreaterThan(0);
  });

  it('renews the open invite when sent again: a new link, the old one dead', async () => {
    const old = await mailedToken('owner@newco.test');
    const again = () =>
      post('admin', '/invite/landlord-invite', { email: 'owner@newco.test', landlordName: 'Newco' });
    // Within the cool-down the invite keeps the link just mailed, and mails nothing.
    const soon = await again();
    expect(soon.status).toBe(200);
    expect(soon.json.message).toBe(
      'An invite was e-mailed to owner@newco.test moments ago; its link still works.',
    );
    expect(await mailedToken('owner@newco.test')).toBe(old);
    expect((await findInviteByToken(server.db, old))?.status).toBe('pending');

    const before = new Date(Date.now() - INVITE_RESEND_SECONDS * 1000);
    await server.db.update(invites).set({ updatedAt: before }).where(eq(invites.email, 'owner@newco.test'));
    const res = await again();
    expect(res.status).toBe(200);
    expect(res.json.data.renewed).toBe(true);
    expect(await findInviteByToken(server.db, old)).toBeNull();
    expect((await findInviteByToken(server.db, await mailedToken('owner@newco.test')))?.status).toBe(
      'pending',
    );
  });

  it('refuses an e-mail that already has an account', async () => {
    const res = await post('admin', '/invite/landlord-invite', { email: DEMO.vp, landlordName: 'X' });
    expect(res.status).toBe(409);
  });

  it('lists invites by type: pending, accepted, declined, expired', async () => {
    const byType = async (type: string) =>
      (await server.call<Page>('GET', '/api/user/invite-landlords', { token: tokens.admin, query: { type } }))
        .json.data.rows;
    expect((await byType('pending')).map((r) => r.email)).toEqual(
      expect.arrayContaining(['new-landlord@demo.test', 'owner@newco.test']),
    );
    expect((await byType('expired')).map((r) => r.email)).toEqual(['late-landlord@demo.test']);
    const declined = await byType('declined');
    expect(declined[0]).toMatchObject({ email: 'no-landlord@demo.test', declineReason: expect.any(String) });
    expect(await byType('accepted')).toEqual([]);
    const bad = await server.call('GET', '/api/user/invite-landlords', {
      token: tokens.admin,
      query: { type: 'x' },
    });
    expect(bad.status).toBe(400);
  });

  it('creates the landlord account when a new user registers with the invite', async () => {
    const token = await mailedToken('owner@newco.test');
    const [user] = await server.db
      .insert(users)
      .values({ email: 'owner@newco.test', passwordHash: 'x', name: 'New Owner', role: 'pm' })
      .returning();
    const result = await server.db.transaction((tx) => consumeInviteForNewUser(tx, token, user!.id));
    expect(result.role).toBe('ll');
    const [after] = await server.db.select().from(users).where(eq(users.id, user!.id));
    expect(after).toMatchObject({ role: 'll', landlordId: result.landlordId });
    await expect(
      server.db.transaction((tx) => consumeInviteForNewUser(tx, token, user!.id)),
    ).rejects.toMatchObject({
      statusCode: 410,
    });
  });
});

describe('user invites', () => {
  it('lets ll invite a vp and a pm to buildings in its scope', async () => {
    const vp = await post('ll', '/invite/invite-user', {
      email: 'second-vp@demo.test',
      role: 'vp',
      buildingIds: [],
    });
    expect(vp.status).toBe(201);
    const pm = await post('ll', '/invite/invite-user', {
      email: 'fresh-pm@demo.test',
      role: 'pm',
      buildingIds: [f.rmBuildingId],
      type: 'invite',
    });
    expect(pm.status).toBe(201);
    expect(pm.json.data).toMatchObject({
      type: 'invite',
      invite: { buildings: 1, landlordId: f.landlordId },
    });
  });

  it('refuses inviting at or above one’s own role', async () => {
    const vpVp = await post('vp', '/invite/invite-user', {
      email: 'x1@demo.test',
      role: 'vp',
      buildingIds: [],
    });
    expect(vpVp.status).toBe(403);
    expect(vpVp.json.message).toBe('A Full Portfolio user cannot invite a Full Portfolio user.');
    const rmRm = await post('rm', '/invite/invite-user', {
      email: 'x2@demo.test',
      role: 'rm',
      buildingIds: [f.rmBuildingId],
    });
    expect(rmRm.status).toBe(403);
    expect(
      (await post('pm', '/invite/invite-user', { email: 'x3@demo.test', role: 'pm', buildingIds: [] }))
        .status,
    ).toBe(403);
    expect(
      (await post('admin', '/invite/invite-user', { email: 'x4@demo.test', role: 'pm', buildingIds: [] }))
        .status,
    ).toBe(403);
  });

  it('refuses buildings outside the inviter’s scope with 404, and a pm invite with none', async () => {
    expect(
      (
        await post('rm', '/invite/invite-user', {
          email: 'x5@demo.test',
          role: 'pm',
          buildingIds: [f.otherBuildingId],
        })
      ).status,
    ).toBe(404);
    const rmB = await server.call<{ data: { rows: { id: string }[] } }>('POST', '/api/user/get/buildings', {
      token: tokens.vp,
      body: { data: { userId: f.userIds['rm-b@demo.test'] } },
    });
    const notMine = rmB.json.data.rows[0]!.id;
    expect(
      (await post('rm', '/invite/invite-user', { email: 'x6@demo.test', role: 'pm', buildingIds: [notMine] }))
        .status,
    ).toBe(404);
    const none = await post('rm', '/invite/invite-user', {
      email: 'x7@demo.test',
      role: 'pm',
      buildingIds: [],
    });
    expect(none.status).toBe(400);
  });

  it("answers another landlord's user exactly like a free address, and mails it no link", async () => {
    const invite = (email: string) =>
      post('ll', '/invite/invite-user', { email, role: 'pm', buildingIds: [f.rmBuildingId] });
    const taken = await invite('pm2@demo.test');
    const free = await invite('free-pm@demo.test');
    expect(taken.status).toBe(free.status);
    expect(taken.json.message).toBe(free.json.message.replace('free-pm@demo.test', 'pm2@demo.test'));
    expect(Object.keys(taken.json.data.invite).sort()).toEqual(Object.keys(free.json.data.invite).sort());
    expect(taken.json.data.invite).toMatchObject({ status: 'pending', email: 'pm2@demo.test' });
    const mail = await server.lastDelivered('pm2@demo.test');
    expect(mail?.body).toContain('already has an account with another landlord');
    expect(mail?.body).not.toMatch(/\/invite\//);
  });

  it('refuses a user of its own landlord with another role', async () => {
    expect(
      (await post('ll', '/invite/invite-user', { email: DEMO.rm, role: 'pm', buildingIds: [f.rmBuildingId] }))
        .status,
    ).toBe(409);
  });

  it('grants an existing user the buildings when it accepts, without registering again', async () => {
    const pmBuildings = await buildingsOf('pm');
    const rmGrid = await server.call<{ data: { rows: { id: string }[] } }>('GET', '/api/property/buildings', {
      token: tokens.rm,
      query: { pageSize: '200' },
    });
    const mine = await server.call<{ data: { rows: { id: string }[] } }>('GET', '/api/property/buildings', {
      token: tokens.pm,
    });
    const extra = rmGrid.json.data.rows
      .map((r) => r.id)
      .find((id) => !mine.json.data.rows.some((m) => m.id === id))!;
    expect(
      (await post('rm', '/invite/invite-user', { email: DEMO.pm, role: 'pm', buildingIds: [extra] })).status,
    ).toBe(201);
    const token = await mailedToken(DEMO.pm);
    await expect(
      server.db.transaction((tx) => acceptInviteForExistingUser(tx, token, f.userIds['pm-b@demo.test']!)),
    ).rejects.toMatchObject({ statusCode: 400 });
    const result = await server.db.transaction((tx) =>
      acceptInviteForExistingUser(tx, token, f.userIds[DEMO.pm]!),
    );
    expect(result.buildingsGranted).toBe(1);
    expect(await buildingsOf('pm')).toBe(pmBuildings + 1);
    await expect(
      server.db.transaction((tx) => acceptInviteForExistingUser(tx, token, f.userIds[DEMO.pm]!)),
    ).rejects.toMatchObject({ statusCode: 410 });
  });

  it('accepts through POST /invite/accept for the signed-in user it was sent to, once', async () => {
    const rmGrid = await server.call<{ data: { rows: { id: string }[] } }>('GET', '/api/property/buildings', {
      token: tokens.rm,
      query: { pageSize: '200' },
    });
    const building = rmGrid.json.data.rows.at(-1)!.id;
    expect(
      (await post('ll', '/invite/invite-user', { email: DEMO.rm, role: 'rm', buildingIds: [building] }))
        .status,
    ).toBe(201);
    const token = await mailedToken(DEMO.rm);
    expect((await post('vp', '/invite/accept', { token })).status).toBe(400);
    const res = await post<{ message: string; data: { buildingsGranted: number } }>('rm', '/invite/accept', {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Accept Success!');
    expect((await post('rm', '/invite/accept', { token })).status).toBe(410);
    expect((await post('rm', '/invite/accept', { token: 'not-a-token' })).status).toBe(410);
  });

  it('makes a new user from an invite: role, landlord, manager and grants from the invite', async () => {
    const token = demoInviteToken('new-pm@demo.test');
    const view = await findInviteByToken(server.db, token);
    expect(view).toMatchObject({
      status: 'pending',
      requestor_email: DEMO.rm,
      requestor_role: 'rm',
      role: 'pm',
    });
    expect(view?.property_data).toHaveLength(2);
    expect(Object.keys(view!.property_data[0]!).sort()).toEqual(
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
    const [user] = await server.db
      .insert(users)
      .values({ email: 'new-pm@demo.test', passwordHash: 'x', name: 'New Pm', role: 'vp', isVerified: true })
      .returning();
    await server.db.transaction((tx) => consumeInviteForNewUser(tx, token, user!.id));
    const [after] = await server.db.select().from(users).where(eq(users.id, user!.id));
    expect(after).toMatchObject({ role: 'pm', landlordId: f.landlordId, managerId: f.userIds[DEMO.rm] });
  });

  it('declines with a reason, once; finds open invites by e-mail', async () => {
    const found = await findInvitesByEmail(server.db, 'NEW-VP@demo.test');
    expect(found.map((i) => i.requestor_email)).toEqual([DEMO.ll]);
    await server.db.transaction((tx) =>
      declineInviteByToken(tx, demoInviteToken('new-vp@demo.test'), 'Not now'),
    );
    expect(await findInvitesByEmail(server.db, 'new-vp@demo.test')).toEqual([]);
    const [row] = await server.db.select().from(invites).where(eq(invites.email, 'new-vp@demo.test'));
    expect(row).toMatchObject({ status: 'declined', declineReason: 'Not now' });
    await expect(
      server.db.transaction((tx) => declineInviteByToken(tx, demoInviteToken('new-vp@demo.test'), null)),
    ).rejects.toMatchObject({ statusCode: 410 });
  });

  it('refuses an expired invite', async () => {
    const token = demoInviteToken('late-rm@demo.test');
    expect((await findInviteByToken(server.db, token))?.status).toBe('expired');
    const [user] = await server.db
      .insert(users)
      .values({ email: 'late-rm@demo.test', passwordHash: 'x', name: 'Late', role: 'rm' })
      .returning();
    await expect(
      server.db.transaction((tx) => consumeInviteForNewUser(tx, token, user!.id)),
    ).rejects.toMatchObject({
      statusCode: 410,
    });
  });
});

describe('property invite list, properties of a user, resend', () => {
  const listOf = (role: Role, body: Record<string, unknown>) =>
    post<Page>(role, '/invite/invite-property', body);

  it('lists user invites in scope for a role', async () => {
    const ll = await listOf('ll', { inviteRole: 'pm' });
    expect(ll.json.data.rows.map((r) => r.email)).toEqual(expect.arrayContaining(['fresh-pm@demo.test']));
    expect(ll.json.data.rows.every((r) => r.landlordId === f.landlordId && r.role === 'pm')).toBe(true);
    const rm = await listOf('rm', { inviteRole: 'pm' });
    expect(rm.json.data.rows.every((r) => r.invitedByEmail === DEMO.rm)).toBe(true);
    const expired = await listOf('vp', { inviteRole: 'rm', status: 'expired' });
    expect(expired.json.data.rows.map((r) => r.email)).toEqual(['late-rm@demo.test']);
    expect((await listOf('ll', { inviteRole: 'pm', landlordId: f.otherLandlordId })).status).toBe(404);
  });

  it('gives the properties of a user of the line in the six fields of §2.6', async () => {
    const res = await post<{ data: { role: string; property_data: Record<string, unknown>[] } }>(
      'll',
      '/invite/invite-property-of-user',
      { userId: f.userIds['pm-c@demo.test'] },
    );
    expect(res.status).toBe(200);
    expect(res.json.data.role).toBe('pm');
    expect(res.json.data.property_data).toHaveLength(2);
    expect(res.json.data.property_data[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      building_type: expect.any(String),
      email_address: expect.anything(),
      total_of_units: expect.any(Number),
      billingState: expect.any(String),
      billingCity: expect.any(String),
    });
    expect(
      (await post('rm', '/invite/invite-property-of-user', { userId: f.userIds['pm-c@demo.test'] })).status,
    ).toBe(404);
    expect((await post('ll', '/invite/invite-property-of-user', { userId: f.otherUserIds.pm })).status).toBe(
      404,
    );
  });

  it('resends an expired invite with a new link; refuses an answered one or another landlord’s', async () => {
    const [late] = await server.db.select().from(invites).where(eq(invites.email, 'late-rm@demo.test'));
    const res = await post('vp', '/invite/resend', { id: late!.id });
    expect(res.status).toBe(200);
    expect(res.json.data.invite.status).toBe('pending');
    expect(await findInviteByToken(server.db, demoInviteToken('late-rm@demo.test'))).toBeNull();
    expect((await findInviteByToken(server.db, await mailedToken('late-rm@demo.test')))?.status).toBe(
      'pending',
    );

    const [declined] = await server.db.select().from(invites).where(eq(invites.email, 'new-vp@demo.test'));
    expect((await post('ll', '/invite/resend', { id: declined!.id })).status).toBe(409);
    expect((await post('ll', '/invite/resend', { id: f.otherInviteId })).status).toBe(404);
    expect((await post('rm', '/invite/resend', { id: late!.id })).status).toBe(404);
  });
});

describe('a pm invited to two buildings signs in and sees exactly those', () => {
  it('registers through the invite and sees its two buildings', async () => {
    const grid = await server.call<{ data: { rows: { id: string }[] } }>('GET', '/api/property/buildings', {
      token: tokens.ll,
      query: { pageSize: '2', sort: 'name' },
    });
    const two = grid.json.data.rows.map((r) => r.id);
    await post('ll', '/invite/invite-user', {
      email: 'two-buildings@demo.test',
      role: 'pm',
      buildingIds: two,
    });
    const token = await mailedToken('two-buildings@demo.test');
    const [user] = await server.db
      .insert(users)
      .values({
        email: 'two-buildings@demo.test',
        passwordHash: await hashPassword(TEST_PASSWORD),
        name: 'Two Buildings',
        role: 'pm',
        isVerified: true,
      })
      .returning();
    await server.db.transaction((tx) => consumeInviteForNewUser(tx, token, user!.id));
    const pmToken = await server.signIn('two-buildings@demo.test');
    const seen = await server.call<{ data: { rows: { id: string }[] } }>('GET', '/api/property/buildings', {
      token: pmToken,
    });
    expect(seen.json.data.rows.map((r) => r.id).sort()).toEqual([...two].sort());
  });
});
