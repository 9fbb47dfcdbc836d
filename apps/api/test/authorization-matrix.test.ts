import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ROUTES,
  MESSAGES,
  ROLES,
  routeRoles,
  SEARCH_TOTAL_EXACT_UP_TO,
  type Role,
} from '@lease/contract';
import { UPDATE_DEMO_EMAIL } from '../src/demo/demo.js';
import { users } from '../src/db/schema/index.js';
import { bindCases, send, type Input } from './case-helpers.js';
import { loadFixtures, type Fixtures } from './fixtures.js';
import { LIST_ROWS, routeOfEntry, rowRoutes, wholeList } from './list-rows.js';
import { startAccountingStandIn, type AccountingStandIn } from './accounting-stand-in.js';
import { startMapsStandIn, type MapsStandIn } from './maps-stand-in.js';
import { CASES, caseOf } from './route-cases.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from './server.js';
import { EXPECTED_ACCESS, type Expected } from './expected-access.js';
import { idsOf, visibleTo } from './visible-rows.js';

let server: TestServer;
// The address calls reach a stand-in of the hosted maps service, so they answer as when configured.
let maps: MapsStandIn;
// The accounting calls reach a stand-in of the accounting system's authorisation server.
let accounting: AccountingStandIn;
let fixtures: Fixtures;
let tokens: Record<Role, string>;
let pendingToken: string;
let mustUpdateToken: string;

beforeAll(async () => {
  maps = await startMapsStandIn();
  accounting = await startAccountingStandIn();
  server = await startTestServer({ ...maps.env, ...accounting.env });
  fixtures = await loadFixtures(server.db);
  tokens = await signInEveryRole(server);
  bindCases(server, tokens);
  // A token issued before the second factor: it opens only the 'pending' calls.
  await server.db.update(users).set({ require2fa: true }).where(eq(users.email, 'rm2@demo.test'));
  pendingToken = await server.signIn('rm2@demo.test');
  // A token of a user who must update its password: it opens only the update page's calls.
  mustUpdateToken = await server.signIn(UPDATE_DEMO_EMAIL);
});
afterAll(async () => {
  await server?.close();
  await maps?.close();
  await accounting?.close();
});

/** The reviewed expectation of a role on a route; a route without a row fails its own test above. */
const expectedOf = (id: string, role: Role): Expected => EXPECTED_ACCESS[id]?.[role] ?? 'refused';

describe('authorization matrix', () => {
  it('has a case for every route of the contract, and none for routes that are gone', () => {
    const ids = ALL_ROUTES.map((r) => r.id).sort();
    expect(Object.keys(CASES).sort()).toEqual(ids);
  });

  const guarded = ALL_ROUTES.filter((r) => r.auth !== 'public');
  it.each(guarded.map((r) => [r.id, r] as const))(
    '%s refuses a call with no token or a bad one',
    async (_id, route) => {
      const input = caseOf(route).input?.(fixtures);
      expect((await send(route, null, input)).status).toBe(401);
      expect((await send(route, 'not-a-token', input)).status).toBe(401);
      expect((await send(route, `Bearer ${tokens.admin}x`, input)).status).toBe(401);
    },
  );

  const full = ALL_ROUTES.filter((r) => r.auth === 'user');
  it.each(full.map((r) => [r.id, r] as const))(
    '%s refuses a token whose second factor is not verified',
    async (_id, route) => {
      const res = await send(route, pendingToken, caseOf(route).input?.(fixtures));
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: 'Two-step verification is required before this action.' });
    },
  );

  it('has a reviewed row of expected access for every route, and none for routes that are gone', () => {
    expect(Object.keys(EXPECTED_ACCESS).sort()).toEqual(ALL_ROUTES.map((r) => r.id).sort());
  });

  it('declares in the contract exactly the roles the reviewed table lets through', () => {
    const declared = Object.fromEntries(ALL_ROUTES.map((r) => [r.id, routeRoles(r).sort()]));
    const reviewed = Object.fromEntries(
      ALL_ROUTES.map((r) => [r.id, ROLES.filter((role) => expectedOf(r.id, role) !== 'refused').sort()]),
    );
    expect(declared).toEqual(reviewed);
  });

  const beforeUpdate = ALL_ROUTES.filter((r) => r.auth !== 'public' && !r.duringPasswordUpdate);
  it.each(beforeUpdate.map((r) => [r.id, r] as const))(
    '%s refuses a token whose user must update its password first',
    async (_id, route) => {
      const res = await send(route, mustUpdateToken, caseOf(route).input?.(fixtures));
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ message: MESSAGES.passwordUpdateRequired });
    },
  );

  const byRole = ALL_ROUTES.flatMap((r) => ROLES.map((role) => [r.id, role, r] as const));
  it.each(byRole)('%s as %s: answers as the reviewed table expects', async (id, role, route) => {
    const c = caseOf(route);
    const prepared = c.prepare ? await c.prepare(role) : null;
    const token = prepared
      ? prepared.token
      : route.auth === 'public'
        ? null
        : c.spendsToken
          ? await server.signIn(DEMO[role])
          : tokens[role];
    const res = await send(route, token, prepared ? prepared.input : c.input?.(fixtures));
    if (expectedOf(id, role) === 'refused') expect(res.status, res.text).toBe(403);
    else expect(res.status, res.text).toBeLessThan(300);
  });

  it("names a call on another landlord's record for every route the table scopes, and only those", () => {
    const scopedRoutes = ALL_ROUTES.filter((r) => ROLES.some((role) => expectedOf(r.id, role) === 'scoped'));
    const withCrossCall = ALL_ROUTES.filter((r) => typeof caseOf(r).crossLandlord === 'function');
    expect(scopedRoutes.map((r) => r.id)).toEqual(withCrossCall.map((r) => r.id));
  });

  // The admin sees every landlord's records: 'scoped' is for the first landlord's people.
  const scopedByRole = ALL_ROUTES.flatMap((r) =>
    ROLES.filter((role) => expectedOf(r.id, role) === 'scoped').map((role) => [r.id, role, r] as const),
  );
  it.each(scopedByRole)(
    "%s as the first landlord's %s answers 404 for another landlord's record",
    async (_id, role, route) => {
      const cross = caseOf(route).crossLandlord as (f: Fixtures) => Input;
      const res = await send(route, tokens[role], cross(fixtures));
      expect(res.status).toBe(404);
    },
  );
});

describe('lists show each role only rows of its scope', () => {
  it('has a scope check for every route that answers rows', () => {
    expect([...new Set(Object.keys(LIST_ROWS).map(routeOfEntry))].sort()).toEqual(
      rowRoutes()
        .map((r) => r.id)
        .sort(),
    );
  });

  const checked = Object.entries(LIST_ROWS).flatMap(([key, spec]) =>
    'none' in spec ? [] : [[key, ALL_ROUTES.find((r) => r.id === routeOfEntry(key))!, spec] as const],
  );
  it.each(checked)(
    "%s: each role's rows are exactly those of its scope the list shows, through every page",
    async (_key, route, spec) => {
      let listed = 0;
      for (const role of ROLES.filter((r) => expectedOf(route.id, r) !== 'refused')) {
        const input = spec.input?.() ?? caseOf(route).input?.(fixtures) ?? {};
        const rows: { id: string; kind?: string }[] = [];
        let total: unknown;
        let totalExact: unknown;
        // Every page, by its cursor: a row the role should see must be reachable, not only the first page's.
        for (let cursor: string | undefined, pages = 0; pages < 50; pages += 1) {
          const res = await send(route, tokens[role], wholeList(route, input, cursor));
          expect(res.status, res.text).toBe(200);
          const data = (res.json as { data: Record<string, unknown> }).data;
          rows.push(...(data[spec.field] as { id: string; kind?: string }[]));
          total ??= data.total;
          totalExact ??= data.totalExact;
          cursor = typeof data.nextCursor === 'string' ? data.nextCursor : undefined;
          if (!cursor) break;
        }
        const visible = await visibleTo(server.db, DEMO[role]);
        for (const row of rows) {
          const kind = spec.kind(row);
          expect(visible[kind].has(row.id), `${role} was shown ${kind} ${row.id}`).toBe(true);
        }
        // And the other way: every row of the role's scope the list shows, counted in plain SQL, is listed.
        const shown = await idsOf(server.db, spec.shows.ids(fixtures, DEMO[role]));
        const expected = [...visible[spec.shows.of]].filter((id) => shown.has(id)).sort();
        expect(rows.map((r) => r.id).sort(), `${role}'s rows`).toEqual(expected);
        // Past its bound a total is the planner's "about" (decision 0010): then the rows must be past it too.
        if (totalExact === false) expect(expected.length).toBeGreaterThan(SEARCH_TOTAL_EXACT_UP_TO);
        else if (typeof total === 'number') expect(total, `${role}'s total`).toBe(expected.length);
        listed += rows.length;
      }
      // A check that saw no row proves nothing: the fixtures must give the route something to list.
      expect(listed).toBeGreaterThan(0);
    },
  );
});
