import { and, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, TreeNode, UserRow } from '@lease/contract';
import { activityLog, buildingGrants, buildings, users } from '../../db/schema/index.js';
import { loadFixtures, type Fixtures } from '../../../test/fixtures.js';
import { rowsOf } from '../../db/rows-of.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

type Page<T> = { data: { rows: T[]; total: number }; message?: string };

let server: TestServer;
let f: Fixtures;
let tokens: Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  f = await loadFixtures(server.db);
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

const id = (email: string): string => f.userIds[email]!;
/**
 * The e-mails of the portfolio line (landlord, vp, rm, pm and their -b/-c siblings), sorted; other demo
 * accounts of the same landlord (two-factor, password update) belong to the accounts tests.
 */
const LINE = /^(landlord|vp|rm|pm)\d?(-[a-z])?@demo\.test$/;
const emails = (rows: { email: string | null }[]) =>
  rows
    .map((r) => r.email ?? '')
    .filter((e) => LINE.test(e))
    .sort();
const list = (role: Role, which: 'vp' | 'rm' | 'pm', query: Record<string, string> = {}) =>
  server.call<Page<UserRow>>('GET', `/api/user/propertymanager/${which}`, { token: tokens[role], query });

describe('user grids', () => {
  it.each([
    ['admin', 'vp', ['vp2@demo.test', 'vp3@demo.test', 'vp@demo.test']],
    ['ll', 'vp', ['vp@demo.test']],
    ['ll', 'rm', ['rm-b@demo.test', 'rm@demo.test']],
    ['vp', 'rm', ['rm-b@demo.test', 'rm@demo.test']],
    ['ll', 'pm', ['pm-b@demo.test', 'pm-c@demo.test', 'pm@demo.test']],
    ['vp', 'pm', ['pm-b@demo.test', 'pm-c@demo.test', 'pm@demo.test']],
    ['rm', 'pm', ['pm-b@demo.test', 'pm@demo.test']],
  ] as const)('%s sees exactly its %s users', async (role, which, expected) => {
    const res = await list(role, which);
    expect(res.status).toBe(200);
    expect(emails(res.json.data.rows)).toEqual(expected);
    expect(res.json.data.total).toBe(res.json.data.rows.length);
  });

  it('refuses the grids a role may not open', async () => {
    expect((await list('vp', 'vp')).status).toBe(403);
    expect((await list('rm', 'rm')).status).toBe(403);
    expect((await list('pm', 'pm')).status).toBe(403);
  });

  it('gives each row its manager, landlord, buildings, verified flag and last sign-in', async () => {
    const res = await list('ll', 'pm', { sort: 'email' });
    const pm = res.json.data.rows.find((r) => r.email === DEMO.pm)!;
    expect(pm).toMatchObject({
      managerId: id(DEMO.rm),
      buildings: 2,
      isVerified: true,
      landlordId: f.landlordId,
    });
    expect(typeof pm.managerName).toBe('string');
    expect(pm.lastSignInAt).not.toBeNull();
    const rms = await list('ll', 'rm');
    expect(rms.json.data.rows.map((r) => r.buildings)).toEqual([6, 6]);
  });

  it('sorts by buildings as the live grants count them: ended grants out, those ending later in', async () => {
    const day = 86_400_000;
    const [pm, pmB, pmC] = [id(DEMO.pm), id('pm-b@demo.test'), id('pm-c@demo.test')];
    const heldBy = async (userId: string) =>
      (
        await server.db
          .select({ id: buildingGrants.buildingId })
          .from(buildingGrants)
          .where(eq(buildingGrants.userId, userId))
      ).map((r) => r.id);
    const others = async (userId: string, n: number) =>
      (
        await server.db
          .select({ id: buildings.id })
          .from(buildings)
          .where(and(eq(buildings.landlordId, f.landlordId), notInArray(buildings.id, await heldBy(userId))))
          .orderBy(buildings.id)
          .limit(n)
      ).map((r) => r.id);
    const grant = (userId: string, buildingId: string, expiresAt: Date | null) => ({
      userId,
      buildingId,
      how: 'seed' as const,
      expiresAt,
    });
    const [bOpen, bEnded1, bEnded2] = await others(pmB, 3);
    const [cLater1, cLater2] = await others(pmC, 2);
    const [pmEnds] = await heldBy(pm);
    // pm-b: 2 + 1 open, 2 ended (3, or 5 counting ended ones); pm-c: 2 open, 2 ending tomorrow (4, or 2
    // counting open ones only); pm: one of its 2 ends (1). Either mistake puts pm-b after pm-c.
    const added = [
      grant(pmB, bOpen!, null),
      grant(pmB, bEnded1!, new Date(Date.now() - day)),
      grant(pmB, bEnded2!, new Date(Date.now() - 2 * day)),
      grant(pmC, cLater1!, new Date(Date.now() + day)),
      grant(pmC, cLater2!, new Date(Date.now() + 2 * day)),
    ];
    const recounted = async () =>
      server.db.execute(sql`select id from ${users} where open_grant_count <> (
        select count(*) from ${buildingGrants} where user_id = ${users.id} and expires_at is null)`);
    const ofPm = and(eq(buildingGrants.userId, pm), eq(buildingGrants.buildingId, pmEnds!));
    await server.db.insert(buildingGrants).values(added);
    await server.db
      .update(buildingGrants)
      .set({ expiresAt: new Date(Date.now() - day) })
      .where(ofPm);
    try {
      // The kept count agrees with a recount after an insert and an update (the triggers of 0035).
      expect(rowsOf(await recounted())).toEqual([]);
      for (const order of ['asc', 'desc'] as const) {
        const rows = (await list('ll', 'pm', { sort: 'buildings', order })).json.data.rows;
        const byCount = [...rows].sort((a, b) =>
          a.buildings !== b.buildings
            ? (a.buildings - b.buildings) * (order === 'asc' ? 1 : -1)
            : a.id < b.id === (order === 'asc')
              ? -1
              : 1,
        );
        expect(rows.map((r) => r.id)).toEqual(byCount.map((r) => r.id));
        const line = rows.filter((r) => LINE.test(r.email ?? ''));
        const expected = [
          [DEMO.pm, 1],
          ['pm-b@demo.test', 3],
          ['pm-c@demo.test', 4],
        ];
        expect(line.map((r) => [r.email, r.buildings])).toEqual(
          order === 'asc' ? expected : expected.reverse(),
        );
      }
    } finally {
      await server.db.delete(buildingGrants).where(
        sql`(${buildingGrants.userId}, ${buildingGrants.buildingId}) in (${sql.join(
          added.map((g) => sql`(${g.userId}::uuid, ${g.buildingId}::uuid)`),
          sql`, `,
        )})`,
      );
      await server.db.update(buildingGrants).set({ expiresAt: null }).where(ofPm);
    }
    // And after a delete.
    expect(rowsOf(await recounted())).toEqual([]);
  });

  it("carries each row's abilities from the contract's policies", async () => {
    const vps = await list('ll', 'vp');
    expect(vps.json.data.rows.map((r) => r.can)).toEqual([{ move: true, delete: true }]);
    const pms = await list('rm', 'pm');
    expect(pms.json.data.rows.every((r) => r.can.move && r.can.delete)).toBe(true);
    // A landlord user can be deleted by the admin, never moved: there is no one above it to move under.
    const landlordsPage = await server.call<Page<UserRow>>('GET', '/api/user/active-landlords', {
      token: tokens.admin,
    });
    expect(new Set(landlordsPage.json.data.rows.map((r) => JSON.stringify(r.can)))).toEqual(
      new Set([JSON.stringify({ move: false, delete: true })]),
    );
  });

  it("answers 404 for another landlord's id", async () => {
    expect((await list('ll', 'pm', { landlordId: f.otherLandlordId })).status).toBe(404);
    expect((await list('admin', 'pm', { landlordId: f.otherLandlordId })).json.data.total).toBe(3);
  });

  it('lists the landlord accounts for the admin', async () => {
    const res = await server.call<Page<UserRow>>('GET', '/api/user/active-landlords', {
      token: tokens.admin,
    });
    expect(emails(res.json.data.rows)).toEqual([
      'landlord2@demo.test',
      'landlord3@demo.test',
      'landlord@demo.test',
    ]);
  });

  it('searches users by name, e-mail or the name of a building they hold', async () => {
    const search = (role: Role, body: Record<string, unknown>) =>
      server.call<Page<UserRow>>('POST', '/api/user/userbuildingsearch', { token: tokens[role], body });
    expect(emails((await search('rm', { role: 'pm', search: 'PM-B' })).json.data.rows)).toEqual([
      'pm-b@demo.test',
    ]);
    const building = await server.call<Page<{ name: string }>>('POST', '/api/user/get/buildings', {
      token: tokens.pm,
      body: { data: {} },
    });
    const name = building.json.data.rows[0]!.name;
    const byBuilding = await search('ll', { role: 'pm', search: name });
    expect(emails(byBuilding.json.data.rows)).toContain(DEMO.pm);
    // The rm's search never reaches the pm of another rm, whatever it types.
    expect((await search('rm', { role: 'pm', search: 'pm-c' })).json.data.total).toBe(0);
  });

  it('lists pickers: the users in scope and the caller', async () => {
    const res = await server.call<Page<{ email: string }>>('GET', '/api/user/getuserlist', {
      token: tokens.rm,
    });
    expect(emails(res.json.data.rows)).toEqual(['pm-b@demo.test', 'pm@demo.test', 'rm@demo.test']);
    const rms = await server.call<Page<{ email: string }>>('GET', '/api/user/getuserlist', {
      token: tokens.vp,
      query: { role: 'rm' },
    });
    expect(emails(rms.json.data.rows)).toEqual(['rm-b@demo.test', 'rm@demo.test']);
  });
});

describe('tree view', () => {
  const tree = (role: Role, path: string, query: Record<string, string> = {}) =>
    server.call<Page<TreeNode>>('GET', `/api/user/${path}`, { token: tokens[role], query });

  it('loads one level at a time: landlords, the top of a line, then reports', async () => {
    const landlords = await tree('admin', 'landlordtree');
    expect(landlords.json.data.total).toBe(3);
    const own = await tree('ll', 'landlordtree');
    expect(own.json.data.rows).toHaveLength(1);
    expect(own.json.data.rows[0]).toMatchObject({
      kind: 'landlord',
      id: f.landlordId,
      buildings: 12,
    });
    expect(own.json.data.rows[0]!.children).toBeGreaterThanOrEqual(6);

    const top = await tree('ll', 'vptree', { landlordId: f.landlordId });
    expect(emails(top.json.data.rows)).toEqual([DEMO.vp]);
    expect(top.json.data.rows[0]).toMatchObject({ role: 'vp', children: 2, buildings: 12 });
    const rms = await tree('ll', 'rmtree', { managerId: id(DEMO.vp) });
    expect(emails(rms.json.data.rows)).toEqual(['rm-b@demo.test', 'rm@demo.test']);
    const pms = await tree('ll', 'rmtree', { managerId: id(DEMO.rm) });
    expect(emails(pms.json.data.rows)).toEqual(['pm-b@demo.test', 'pm@demo.test']);
    expect(
      pms.json.data.rows
        .filter((r) => LINE.test(r.email ?? ''))
        .every((r) => r.children === 0 && r.buildings === 2),
    ).toBe(true);
  });

  it('shows a vp itself at the top, and searches a level', async () => {
    const top = await tree('vp', 'vptree', { landlordId: f.landlordId });
    expect(emails(top.json.data.rows)).toEqual([DEMO.vp]);
    const found = await tree('ll', 'rmtree', { managerId: id(DEMO.vp), q: 'rm-b' });
    expect(emails(found.json.data.rows)).toEqual(['rm-b@demo.test']);
  });

  it("answers 404 for another landlord's landlord or manager, and 403 below vp", async () => {
    expect((await tree('ll', 'vptree', { landlordId: f.otherLandlordId })).status).toBe(404);
    expect((await tree('vp', 'rmtree', { managerId: f.otherUserIds.vp })).status).toBe(404);
    expect((await tree('rm', 'landlordtree')).status).toBe(403);
  });
});

describe('POST /api/user/delegationmoveout', () => {
  const move = (role: Role, body: Record<string, unknown>) =>
    server.call<{ message: string; data: { managerId: string; buildingsGranted: number } }>(
      'POST',
      '/api/user/delegationmoveout',
      { token: tokens[role], body },
    );

  it('moves a pm, with its buildings, under another rm of the same landlord', async () => {
    const res = await move('ll', { editType: 'rm', userId: id('pm-c@demo.test'), managerId: id(DEMO.rm) });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ managerId: id(DEMO.rm), buildingsGranted: 2 });
    expect(emails((await list('rm', 'pm')).json.data.rows)).toEqual([
      'pm-b@demo.test',
      'pm-c@demo.test',
      'pm@demo.test',
    ]);
    const grid = await server.call<Page<unknown>>('GET', '/api/property/buildings', { token: tokens.rm });
    expect(grid.json.data.total).toBe(8);
    const grants = await server.db.select().from(buildingGrants).where(eq(buildingGrants.how, 'move'));
    expect(grants).toHaveLength(2);
    const log = await server.db.select().from(activityLog).where(eq(activityLog.action, 'user.move'));
    expect(log).toHaveLength(1);
  });

  it("refuses moving into another landlord's hierarchy", async () => {
    expect(
      (await move('ll', { editType: 'rm', userId: id(DEMO.pm), managerId: f.otherUserIds.rm })).status,
    ).toBe(404);
    const admin = await move('admin', { editType: 'rm', userId: id(DEMO.pm), managerId: f.otherUserIds.rm });
    expect(admin.status).toBe(409);
    expect(admin.json.message).toBe("A user can only be moved within its own landlord's hierarchy.");
    expect(
      (await move('vp', { editType: 'rm', userId: f.otherUserIds.pm, managerId: id(DEMO.rm) })).status,
    ).toBe(404);
  });

  it('refuses a manager of the wrong role or not above the user', async () => {
    const wrongType = await move('ll', { editType: 'rm', userId: id(DEMO.pm), managerId: id(DEMO.vp) });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.message).toBe('The new manager must be a Multi-Site user.');
    const upward = await move('ll', { editType: 'rm', userId: id(DEMO.vp), managerId: id(DEMO.rm) });
    expect(upward.status).toBe(400);
  });

  it('refuses moving a landlord user, which the move policy never allows', async () => {
    const res = await move('admin', { editType: 'landlord', userId: id(DEMO.ll), managerId: id(DEMO.ll) });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('A Landlord user cannot be moved.');
  });

  it("lets an rm keep a pm under itself but not take another rm's pm", async () => {
    expect((await move('rm', { editType: 'rm', userId: id(DEMO.pm), managerId: id(DEMO.rm) })).status).toBe(
      200,
    );
    expect(
      (await move('rm', { editType: 'rm', userId: id(DEMO.pm), managerId: id('rm-b@demo.test') })).status,
    ).toBe(404);
  });
});

describe('deleting users', () => {
  const del = (role: Role, userId: string) =>
    server.call<{ message: string; data: { id: string } }>('POST', '/api/user/delete-user', {
      token: tokens[role],
      body: { id: userId },
    });

  it('refuses outside the scope with 404', async () => {
    expect((await del('rm', id('rm-b@demo.test'))).status).toBe(404);
    expect((await del('vp', f.otherUserIds.pm)).status).toBe(404);
    expect((await del('ll', f.otherUserIds.vp)).status).toBe(404);
    expect((await del('vp', id(DEMO.vp))).status).toBe(404);
    expect((await del('pm', id(DEMO.pm))).status).toBe(403);
  });

  it('ends the grants and the sessions; the user can no longer sign in; history stays', async () => {
    const pmToken = await server.signIn('pm-b@demo.test');
    const res = await del('rm', id('pm-b@demo.test'));
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Delete Successful!');
    expect((await server.call('GET', '/api/auth/profile', { token: pmToken })).status).toBe(401);
    await expect(server.signIn('pm-b@demo.test')).rejects.toThrow(/401/);
    expect(
      await server.db
        .select()
        .from(buildingGrants)
        .where(eq(buildingGrants.userId, id('pm-b@demo.test'))),
    ).toEqual([]);
    const [row] = await server.db
      .select()
      .from(users)
      .where(eq(users.id, id('pm-b@demo.test')));
    expect(row?.deletedAt).not.toBeNull();
    const log = await server.db.select().from(activityLog).where(eq(activityLog.action, 'user.delete'));
    expect(log).toHaveLength(1);
    expect((await del('rm', id('pm-b@demo.test'))).status).toBe(404);
    expect(emails((await list('rm', 'pm')).json.data.rows)).not.toContain('pm-b@demo.test');
  });

  it("moves a deleted manager's reports up to its own manager", async () => {
    expect((await del('vp', id('rm-b@demo.test'))).status).toBe(200);
    const top = await server.call<Page<TreeNode>>('GET', '/api/user/rmtree', {
      token: tokens.ll,
      query: { managerId: id(DEMO.vp) },
    });
    expect(emails(top.json.data.rows)).toEqual([DEMO.rm]);
  });

  it('deletes a landlord account user through DELETE /user/landlord (admin)', async () => {
    const call = (userId: string) =>
      server.call('DELETE', '/api/user/landlord', { token: tokens.admin, query: { id: userId } });
    expect((await call(id(DEMO.vp))).status).toBe(404);
    expect((await call(id('landlord3@demo.test'))).status).toBe(200);
    await expect(server.signIn('landlord3@demo.test')).rejects.toThrow(/401/);
  });
});
