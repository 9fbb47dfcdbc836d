import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, API_PREFIX, DEFAULT_THEME, ROLES, type Role, type RouteDef } from '@lease/contract';
import { users } from '../src/db/schema/index.js';
import { loadFixtures, type Fixtures } from './fixtures.js';
import { DEMO, startTestServer, TEST_PASSWORD, type TestServer } from './server.js';

interface Input {
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * One entry per contract route. `input` is a valid call; `crossLandlord` names another landlord's record
 * (it must answer 404 to the first landlord's people), or says why the route reads no record by id.
 * A route missing here fails the suite: every new call must say how it is guarded.
 */
interface MatrixCase {
  input?: (f: Fixtures) => Input;
  /** The call spends the token (log out): each role gets a fresh one. */
  spendsToken?: boolean;
  crossLandlord: ((f: Fixtures) => Input) | { none: string };
}

const CASES: Record<string, MatrixCase> = {
  'system.health': { crossLandlord: { none: 'public liveness check' } },
  'auth.signin': {
    input: () => ({ body: { email: DEMO.admin, password: TEST_PASSWORD } }),
    crossLandlord: { none: 'public; reads only the credentials given' },
  },
  'auth.profile': { crossLandlord: { none: "reads only the caller's own user" } },
  'auth.user-theme': {
    input: () => ({ body: DEFAULT_THEME }),
    crossLandlord: { none: "writes only the caller's own theme" },
  },
  'auth.logout': { spendsToken: true, crossLandlord: { none: "revokes only the caller's own token" } },
};

let server: TestServer;
let fixtures: Fixtures;
const tokens = {} as Record<Role, string>;
let pendingToken: string;

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await loadFixtures(server.db);
  for (const role of ROLES) tokens[role] = await server.signIn(DEMO[role]);
  // A token issued before the second factor: it opens only the 'pending' calls.
  await server.db.update(users).set({ require2fa: true }).where(eq(users.email, 'rm2@demo.test'));
  pendingToken = await server.signIn('rm2@demo.test');
});
afterAll(() => server?.close());

const send = (route: RouteDef, token: string | null, input: Input = {}) =>
  server.call(route.method, API_PREFIX + route.path, { token, query: input.query, body: input.body });

const caseOf = (route: RouteDef): MatrixCase => {
  const found = CASES[route.id];
  if (!found) throw new Error(`no authorization case for ${route.id}`);
  return found;
};

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

  const byRole = ALL_ROUTES.flatMap((r) => ROLES.map((role) => [r.id, role, r] as const));
  it.each(byRole)('%s as %s: allowed roles pass, others get 403', async (_id, role, route) => {
    const c = caseOf(route);
    const token =
      route.auth === 'public' ? null : c.spendsToken ? await server.signIn(DEMO[role]) : tokens[role];
    const res = await send(route, token, c.input?.(fixtures));
    const allowed = !route.roles || route.roles.includes(role);
    if (allowed) expect(res.status, res.text).toBeLessThan(300);
    else expect(res.status).toBe(403);
  });

  const scoped = ALL_ROUTES.filter((r) => typeof caseOf(r).crossLandlord === 'function');
  const scopedByRole = scoped.flatMap((r) =>
    (['ll', 'vp', 'rm', 'pm'] as const).map((role) => [r.id, role, r] as const),
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
