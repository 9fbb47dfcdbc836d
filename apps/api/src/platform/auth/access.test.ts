import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managesPerson, type BuildingRow, type Role } from '@lease/contract';
import { applications, buildingGrants, buildings, landlords, users } from '../../db/schema/index.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';
import { Access, accessFor, systemAccess } from './access.js';
import type { Actor } from './actor.js';

// The access layer's three answers (list condition, visible subset, action check) against a scope
// computed here from the raw rows, for every live user as the actor, on a clock the test moves.
const clock = { at: Date.now(), now: () => new Date(clock.at) };
let server: TestServer;
let people: (typeof users.$inferSelect)[];

beforeAll(async () => {
  server = await startTestServer({}, { clock });
  people = await server.db.select().from(users).where(isNull(users.deletedAt));
});
afterAll(() => server?.close());

const actorOf = (u: typeof users.$inferSelect): Actor => ({
  userId: u.id,
  role: u.role,
  landlordId: u.landlordId,
  sessionId: 'test',
  mfaPending: false,
  user: u,
});
const sorted = (ids: Iterable<string>) => [...ids].sort();

/** The buildings an actor sees, computed from the rows without the access layer (DESIGN.md). */
async function expectedBuildings(actor: Actor): Promise<string[]> {
  const all = await server.db.select({ id: buildings.id, landlordId: buildings.landlordId }).from(buildings);
  const grants = await server.db.select().from(buildingGrants);
  const now = clock.now();
  switch (actor.role) {
    case 'admin':
      return sorted(all.map((b) => b.id));
    case 'll':
    case 'vp':
      return sorted(all.filter((b) => b.landlordId === actor.landlordId).map((b) => b.id));
    case 'external':
      // Nothing through its own access: the client calls read its landlord with clientAccess.
      return [];
    default:
      return sorted(
        grants
          .filter((g) => g.userId === actor.userId && (g.expiresAt === null || g.expiresAt > now))
          .map((g) => g.buildingId),
      );
  }
}

async function listed(access: Access) {
  const [b, a, l, p] = await Promise.all([
    server.db.select({ id: buildings.id }).from(buildings).where(access.where('buildings')),
    server.db
      .select({ id: applications.id, buildingId: applications.buildingId })
      .from(applications)
      .where(access.where('applications')),
    server.db.select({ id: landlords.id }).from(landlords).where(access.landlords(landlords.id)),
    server.db
      .select({ id: users.id })
      .from(users)
      .where(and(isNull(users.deletedAt), access.people(users))),
  ]);
  return { buildings: b, applications: a, landlords: l, people: new Set(p.map((r) => r.id)) };
}

describe('the access layer agrees with the scope computed from the rows', () => {
  it('covers every role of the demo portfolio', () => {
    expect(new Set(people.map((p) => p.role))).toEqual(
      new Set<Role>(['admin', 'll', 'vp', 'rm', 'pm', 'external']),
    );
  });

  it('lists, filters a set of ids, and checks actions alike for every live user', async () => {
    const allBuildings = (await server.db.select({ id: buildings.id }).from(buildings)).map((r) => r.id);
    const allApps = await server.db
      .select({ id: applications.id, buildingId: applications.buildingId })
      .from(applications);
    for (const person of people) {
      const actor = actorOf(person);
      const access = accessFor({ clock }, actor);
      const expected = await expectedBuildings(actor);
      const got = await listed(access);
      const label = `${person.email} (${person.role})`;

      expect(sorted(got.buildings.map((r) => r.id)), label).toEqual(expected);
      expect(sorted(await access.visible(server.db, 'buildings', allBuildings)), label).toEqual(expected);
      const inScope = new Set(expected);
      const expectedApps = sorted(allApps.filter((a) => inScope.has(a.buildingId)).map((a) => a.id));
      expect(sorted(got.applications.map((r) => r.id)), label).toEqual(expectedApps);
      expect(
        sorted(
          await access.visible(
            server.db,
            'applications',
            allApps.map((a) => a.id),
          ),
        ),
        label,
      ).toEqual(expectedApps);

      // The SQL of the people an actor manages is the contract's policy, row by row.
      for (const other of people) {
        expect(got.people.has(other.id), `${label} → ${other.email}`).toBe(managesPerson(actor, other));
      }
    }
  });

  it('keeps the denormalised landlord equal to the building’s, and refuses a mismatch', async () => {
    const [drift] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(buildings, eq(buildings.id, applications.buildingId))
      .where(sql`${applications.landlordId} <> ${buildings.landlordId}`);
    expect(drift?.n).toBe(0);
    const [app] = await server.db.select().from(applications).limit(1);
    const [other] = await server.db
      .select({ id: landlords.id })
      .from(landlords)
      .where(sql`${landlords.id} <> ${app!.landlordId}`)
      .limit(1);
    await expect(
      server.db.update(applications).set({ landlordId: other!.id }).where(eq(applications.id, app!.id)),
    ).rejects.toThrow();
  });

  it('cannot be made around accessFor, clientAccess and systemAccess', () => {
    const Forged = Access as unknown as new (...args: unknown[]) => Access;
    expect(() => new Forged(Symbol('access'), null, new Date(), 'forged')).toThrow(
      /accessFor, clientAccess or systemAccess/,
    );
  });

  it('lets a system access see everything, and says why', async () => {
    const access = systemAccess({ clock }, 'test: every row');
    expect(access.reason).toBe('test: every row');
    expect(sorted((await listed(access)).buildings.map((r) => r.id))).toEqual(
      await expectedBuildings(actorOf(people.find((p) => p.role === 'admin')!)),
    );
  });
});

describe('grants end on ctx.clock', () => {
  const grid = async (token: string) =>
    (
      await server.call<{ data: { rows: BuildingRow[]; total: number } }>('GET', '/api/property/buildings', {
        token,
        query: { pageSize: '200' },
      })
    ).json.data;

  it('stops showing a building when the clock passes its grant’s expiry, not the database’s now()', async () => {
    const pm = people.find((p) => p.email === DEMO.pm)!;
    const token = await server.signIn(DEMO.pm);
    const before = await grid(token);
    const [grant] = await server.db.select().from(buildingGrants).where(eq(buildingGrants.userId, pm.id));
    const where = and(eq(buildingGrants.userId, pm.id), eq(buildingGrants.buildingId, grant!.buildingId));
    // Expires in a minute of real time: the database's now() still sees it live.
    await server.db
      .update(buildingGrants)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(where);
    expect((await grid(token)).total).toBe(before.total);
    clock.at += 120_000;
    try {
      const after = await grid(token);
      expect(after.total).toBe(before.total - 1);
      expect(after.rows.map((r) => r.id)).not.toContain(grant!.buildingId);
    } finally {
      clock.at -= 120_000;
      await server.db.update(buildingGrants).set({ expiresAt: null }).where(where);
    }
  });

  it('moves a building from one holder to another at once', async () => {
    const pm = people.find((p) => p.email === DEMO.pm)!;
    const pmC = people.find((p) => p.email === 'pm-c@demo.test')!;
    const [pmToken, pmCToken] = [await server.signIn(DEMO.pm), await server.signIn('pm-c@demo.test')];
    const [before, beforeC] = [await grid(pmToken), await grid(pmCToken)];
    const moved = before.rows[0]!.id;
    await server.db
      .update(buildingGrants)
      .set({ userId: pmC.id })
      .where(and(eq(buildingGrants.userId, pm.id), eq(buildingGrants.buildingId, moved)));
    const [after, afterC] = [await grid(pmToken), await grid(pmCToken)];
    expect(after.rows.map((r) => r.id)).not.toContain(moved);
    expect(after.total).toBe(before.total - 1);
    expect(afterC.rows.map((r) => r.id)).toContain(moved);
    expect(afterC.total).toBe(beforeC.total + 1);
  });
});
