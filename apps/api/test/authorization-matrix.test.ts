import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, MESSAGES, ROLES, type Role } from '@lease/contract';
import { UPDATE_DEMO_EMAIL } from '../src/db/seed/demo.js';
import { users } from '../src/db/schema/index.js';
import { bindCases, send, type Input } from './case-helpers.js';
import { loadFixtures, type Fixtures } from './fixtures.js';
import { LIST_ROWS, rowRoutes, wholeList } from './list-rows.js';
import { startAccountingStandIn, type AccountingStandIn } from './accounting-stand-in.js';
import { startMapsStandIn, type MapsStandIn } from './maps-stand-in.js';
import { CASES, caseOf } from './route-cases.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from './server.js';
import { visibleTo } from './visible-rows.js';

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
  it.each(byRole)('%s as %s: allowed roles pass, others get 403', async (_id, role, route) => {
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
    const allowed = !route.roles || route.roles.includes(role);
    if (allowed) expect(res.status, res.text).toBeLessThan(300);
    else expect(res.status).toBe(403);
  });

  const scoped = ALL_ROUTES.filter((r) => typeof caseOf(r).crossLandlord === 'function');
  // Only the roles a route admits: a refused role stops at 403 before any record is read.
  const scopedByRole = scoped.flatMap((r) =>
    (['ll', 'vp', 'rm', 'pm'] as const)
      .filter((role) => !r.roles || r.roles.includes(role))
      .map((role) => [r.id, role, r] as const),
  );
  it.skipIf(scopedByRole.length === 0).each(scopedByRole)(
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
    expect(Object.keys(LIST_ROWS).sort()).toEqual(
      rowRoutes()
        .map((r) => r.id)
        .sort(),
    );
  });

  const checked = rowRoutes().filter((r) => !('none' in (LIST_ROWS[r.id] ?? { none: '' })));
  it.each(checked.map((r) => [r.id, r] as const))(
    "%s: each role's rows fall inside the scope computed from the fixtures",
    async (_id, route) => {
      const spec = LIST_ROWS[route.id] as Exclude<(typeof LIST_ROWS)[string], { none: string }>;
      let listed = 0;
      for (const role of ROLES.filter((r) => !route.roles || route.roles.includes(r))) {
        const res = await send(route, tokens[role], wholeList(route, caseOf(route).input?.(fixtures) ?? {}));
        expect(res.status, res.text).toBe(200);
        const data = (res.json as { data: Record<string, unknown> }).data;
        const rows = data[spec.field] as { id: string; kind?: string }[];
        // One page must hold the whole list, or a leak on a later page would go unseen; admin sees all anyway.
        if (role !== 'admin' && typeof data.total === 'number') expect(rows.length, role).toBe(data.total);
        const visible = await visibleTo(server.db, DEMO[role]);
        for (const row of rows) {
          const kind = spec.kind(row);
          expect(visible[kind].has(row.id), `${role} was shown ${kind} ${row.id}`).toBe(true);
        }
        listed += rows.length;
      }
      // A check that saw no row proves nothing: the fixtures must give the route something to list.
      expect(listed).toBeGreaterThan(0);
    },
  );
});
