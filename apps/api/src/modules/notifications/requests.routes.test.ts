import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteProperty, Notification, PersonOption, Role } from '@lease/contract';
import { activityLog, buildingGrants, users } from '../../db/schema/index.js';
import { loadFixtures, type Fixtures } from '../../../test/fixtures.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

type One = { message?: string; data: Notification };
type Page = { data: { rows: Notification[]; total: number } };

let server: TestServer;
let f: Fixtures;
let tokens: Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  f = await loadFixtures(server.db);
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

const call = <T>(
  role: Role,
  method: string,
  path: string,
  input: { body?: unknown; query?: Record<string, string> } = {},
) => server.call<T>(method, `/api${path}`, { token: tokens[role], ...input });

const requestable = async (role: Role) =>
  (await call<{ data: InviteProperty[] }>(role, 'GET', '/delegation/request-building')).json.data;
const landlordId = () => f.userIds[DEMO.ll]!;
const visibleBuildingIds = async (role: Role) =>
  (
    await call<{ data: { rows: { id: string }[] } }>(role, 'GET', '/property/buildings', {
      query: { pageSize: '200' },
    })
  ).json.data.rows.map((r) => r.id);

describe('access requests', () => {
  it('offers only buildings of the own landlord not held, and the landlord users to ask', async () => {
    const offered = await requestable('pm');
    expect(offered.length).toBeGreaterThan(0);
    const held = new Set(await visibleBuildingIds('pm'));
    for (const b of offered) expect(held.has(b.id)).toBe(false);
    expect(offered.map((b) => b.id)).not.toContain(f.otherBuildingId);
    const owners = (await call<{ data: PersonOption[] }>('pm', 'GET', '/delegation/request-landlord')).json
      .data;
    expect(owners.map((o) => o.email)).toEqual([DEMO.ll]);
    expect((await call('ll', 'GET', '/delegation/request-building')).status).toBe(403);
  });

  it('a pm asks, the landlord sees it active, accepts, and the pm sees the building until the chosen date', async () => {
    const [building] = await requestable('pm');
    const sent = await call<One>('pm', 'POST', '/delegation/request-property', {
      body: { userId: landlordId(), buildingIds: [building!.id], expires_at: '2099-06-30' },
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json.data).toMatchObject({
      request_type: 'property',
      request_status: 'pending',
      requestor_email: DEMO.pm,
      direction: 'to',
      buildings: 1,
    });
    const id = sent.json.data.id;
    expect((await requestable('pm')).map((b) => b.id)).not.toContain(building!.id);

    const bell = (await call<Page>('ll', 'GET', '/notification')).json.data;
    expect(bell.rows.find((n) => n.id === id)).toMatchObject({ active: true, direction: 'from' });
    const from = (await call<Page>('ll', 'GET', '/notification/from')).json.data.rows;
    expect(from.map((n) => n.id)).toContain(id);
    // The request is personal: another user of the line neither lists nor answers it.
    expect(
      (await call<Page>('vp', 'GET', '/notification/from')).json.data.rows.map((n) => n.id),
    ).not.toContain(id);
    expect(
      (await call('vp', 'GET', '/notification/accept', { query: { id, type: 'property' } })).status,
    ).toBe(404);
    expect(
      (await call('pm', 'GET', '/notification/accept', { query: { id, type: 'property' } })).status,
    ).toBe(404);

    const accepted = await call<One>('ll', 'GET', '/notification/accept', {
      query: { id, type: 'property' },
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.message).toBe('Accept Success!');
    expect(accepted.json.data.request_status).toBe('accepted');
    expect(await visibleBuildingIds('pm')).toContain(building!.id);
    const [grant] = await server.db
      .select()
      .from(buildingGrants)
      .where(
        and(eq(buildingGrants.userId, f.userIds[DEMO.pm]!), eq(buildingGrants.buildingId, building!.id)),
      );
    expect(grant).toMatchObject({ how: 'request', expiresAt: new Date('2099-06-30T23:59:59.999Z') });

    // Answered once: a second answer is a conflict, not a second grant.
    const again = await call('ll', 'GET', '/notification/accept', { query: { id, type: 'property' } });
    expect(again.status).toBe(409);

    const pmBell = (await call<Page>('pm', 'GET', '/notification')).json.data.rows;
    expect(pmBell.find((n) => n.id === id)).toMatchObject({ request_status: 'accepted', active: true });
    const seen = await call<{ data: { seen: number } }>('pm', 'PUT', '/notification/seen', {
      body: { ids: [id] },
    });
    expect(seen.json.data.seen).toBe(1);
    expect((await call<Page>('pm', 'GET', '/notification')).json.data.rows.map((n) => n.id)).not.toContain(
      id,
    );
    const rows = await server.db.select().from(activityLog).where(eq(activityLog.subjectId, id));
    // The request, the answer, and the three refused answers (two outsiders, one too late), each audited.
    expect(rows.map((r) => r.action).sort()).toEqual([
      'delegation.request-property',
      'notification.accept',
      ...Array<string>(3).fill('notification.accept.refused'),
    ]);
  });

  it('declines with its fixed text, and deletes from one side only', async () => {
    const [building] = await requestable('rm');
    const sent = await call<One>('rm', 'POST', '/delegation/request-property', {
      body: { userId: landlordId(), buildingIds: [building!.id] },
    });
    const id = sent.json.data.id;
    const declined = await call<One>('ll', 'POST', '/notification/decline', {
      body: { id, reason: 'Not this one' },
    });
    expect(declined.json).toMatchObject({
      message: 'Decline Successful!',
      data: { request_status: 'declined', reason: 'Not this one' },
    });
    expect(await visibleBuildingIds('rm')).not.toContain(building!.id);
    const deleted = await call<{ message: string }>('ll', 'DELETE', '/notification', { query: { id } });
    expect(deleted.json.message).toBe('Delete Successful!');
    expect(
      (await call<Page>('ll', 'GET', '/notification/from')).json.data.rows.map((n) => n.id),
    ).not.toContain(id);
    expect((await call<Page>('rm', 'GET', '/notification/to')).json.data.rows.map((n) => n.id)).toContain(id);
  });

  it('refuses buildings of another landlord, ones already held, and a past expiry', async () => {
    const other = await call('pm', 'POST', '/delegation/request-property', {
      body: { userId: landlordId(), buildingIds: [f.otherBuildingId] },
    });
    expect(other.status).toBe(404);
    const [held] = await visibleBuildingIds('pm');
    const again = await call('pm', 'POST', '/delegation/request-property', {
      body: { userId: landlordId(), buildingIds: [held] },
    });
    expect(again.status).toBe(409);
    const [building] = await requestable('pm');
    const past = await call('pm', 'POST', '/delegation/request-property', {
      body: { userId: landlordId(), buildingIds: [building!.id], expires_at: '2001-01-01' },
    });
    expect(past.status).toBe(400);
    const toOther = await call('pm', 'POST', '/delegation/request-property', {
      body: { userId: f.otherUserIds.rm, buildingIds: [building!.id] },
    });
    expect(toOther.status).toBe(404);
  });

  it("auto-accepts a manager's request for its report's portfolio; a peer's waits, once", async () => {
    const pm = f.userIds[DEMO.pm]!;
    const auto = await call<One>('rm', 'POST', '/delegation/request-userproperty', { body: { userId: pm } });
    expect(auto.status, auto.text).toBe(201);
    expect(auto.json.data.request_status).toBe('auto_accepted');
    const [rm] = await server.db.select().from(users).where(eq(users.email, DEMO.rm));
    const pending = await call<One>('pm', 'POST', '/delegation/request-userproperty', {
      body: { userId: rm!.id },
    });
    expect(pending.json.data.request_status).toBe('pending');
    const twice = await call('pm', 'POST', '/delegation/request-userproperty', { body: { userId: rm!.id } });
    expect(twice.status).toBe(409);
    const detail = await call<{ data: { delegation: { accepter_role: string } } }>(
      'rm',
      'GET',
      '/property/delegation',
      {
        query: { id: pending.json.data.id },
      },
    );
    expect(detail.json.data.delegation.accepter_role).toBe('pm');
    const accepted = await call<One>('rm', 'GET', '/notification/accept', {
      query: { id: pending.json.data.id, type: 'userproperty' },
    });
    expect(accepted.json.data.request_status).toBe('accepted');
  });

  it('tells an inviter, the same way, that its invite was accepted', async () => {
    const [building] = await requestable('pm');
    const sent = await call('ll', 'POST', '/invite/invite-user', {
      body: { email: DEMO.pm, role: 'pm', buildingIds: [building!.id] },
    });
    expect(sent.status, sent.text).toBeLessThan(300);
    const mail = await server.lastDelivered(DEMO.pm);
    const token = /\/invite\/user\/([\w-]+)/.exec(mail?.body ?? '')?.[1];
    const accepted = await call('pm', 'POST', '/invite/accept', { body: { token } });
    expect(accepted.status, accepted.text).toBe(200);
    const bell = (await call<Page>('ll', 'GET', '/notification')).json.data.rows;
    expect(bell.find((n) => n.request_type === 'invite')).toMatchObject({
      request_status: 'accepted',
      recipient_email: DEMO.pm,
      direction: 'to',
      active: true,
    });
  });
});
