import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, changesState, routeRoles, type Role, type RouteDef } from '@lease/contract';
import { activityLog } from '../src/db/schema/index.js';
import { CLIENT_READ_ACTION } from '../src/modules/external-access/external-access.repository.js';
import { startAccountingStandIn, type AccountingStandIn } from './accounting-stand-in.js';
import { bindCases, IMPORT_ROW, send, type Input } from './case-helpers.js';
import { loadFixtures, type Fixtures } from './fixtures.js';
import { startMapsStandIn, type MapsStandIn } from './maps-stand-in.js';
import { caseOf } from './route-cases.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from './server.js';

let server: TestServer;
let maps: MapsStandIn;
let accounting: AccountingStandIn;
let fixtures: Fixtures;
let tokens: Record<Role, string>;

beforeAll(async () => {
  // The stand-ins let every call make its change (the accounting connection's GETs write).
  maps = await startMapsStandIn();
  accounting = await startAccountingStandIn();
  server = await startTestServer({ ...maps.env, ...accounting.env });
  fixtures = await loadFixtures(server.db);
  tokens = await signInEveryRole(server);
  bindCases(server, tokens);
});
afterAll(async () => {
  await server?.close();
  await maps?.close();
  await accounting?.close();
});

/**
 * Inputs for the calls whose matrix input changes nothing (so writes no row by design): here each must
 * make its change. A route not here uses its case of route-cases.ts.
 */
const CHANGING_INPUT: Record<string, (f: Fixtures) => Input> = {
  'property.buildings-import': (f) => ({
    body: { landlordId: f.landlordId, dryRun: false, rows: [{ ...IMPORT_ROW, name: 'Activity Lofts' }] },
  }),
};

const mutating = ALL_ROUTES.filter(changesState);
/** The calls the contract says change nothing; made by a person, whose reads are not audited. */
const reads = ALL_ROUTES.filter((r) => !changesState(r));

/** The first role that may call the route (any one will do: each allowed role's call must write its row). */
const callerOf = (route: RouteDef): Role => routeRoles(route)[0]!;

async function tokenAndInput(route: RouteDef, role: Role): Promise<{ token: string | null; input?: Input }> {
  const c = caseOf(route);
  if (c.prepare) return c.prepare(role);
  const token =
    route.auth === 'public' ? null : c.spendsToken ? await server.signIn(DEMO[role]) : tokens[role];
  return { token, input: (CHANGING_INPUT[route.id] ?? c.input)?.(fixtures) };
}

const activityIds = async () =>
  new Set((await server.db.select({ id: activityLog.id }).from(activityLog)).map((r) => r.id));

describe('every call the contract says changes nothing writes no activity row', () => {
  // The converse of the next: a call that writes but says it reads (a GET that accepts a request)
  // would be open to a read-only API key. First, before the changes below start jobs whose rows
  // would land in the middle of a read. A person's reads leave no row, but for an outside party's
  // reads of a client, each logged as a read (decision 0032).
  it.each(reads.map((r) => [r.id, r] as const))('%s, made by a person, writes none', async (_id, route) => {
    const role = callerOf(route);
    const { token, input } = await tokenAndInput(route, role);
    const before = await activityIds();
    const res = await send(route, token, input);
    expect(res.status, res.text).toBeLessThan(500);
    const rows = (await server.db.select().from(activityLog)).filter(
      (r) => !before.has(r.id) && r.action !== CLIENT_READ_ACTION,
    );
    expect(
      rows.map((r) => r.action),
      `${route.id} says it changes nothing`,
    ).toEqual([]);
  });
});

describe('every call that changes state writes its activity row', () => {
  it('knows the calls that change state, and each has a case', () => {
    expect(mutating.length).toBeGreaterThan(0);
    for (const route of mutating) expect(() => caseOf(route), route.id).not.toThrow();
    for (const id of Object.keys(CHANGING_INPUT)) {
      expect(
        mutating.map((r) => r.id),
        `${id} is no longer a call that changes state`,
      ).toContain(id);
    }
  });

  it.each(mutating.map((r) => [r.id, r] as const))(
    '%s writes at least one activity row, with its action and the client address',
    async (_id, route) => {
      const role = callerOf(route);
      const { token, input } = await tokenAndInput(route, role);
      const before = await activityIds();
      const res = await send(route, token, input);
      expect(res.status, res.text).toBeLessThan(300);
      const rows = (await server.db.select().from(activityLog)).filter((r) => !before.has(r.id));
      expect(rows.length, `${route.id} as ${role} wrote no activity row`).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.action, `${route.id}: a row without an action`).not.toBe('');
        expect(row.action).not.toMatch(/\.refused$/);
        expect(row.ip, `${route.id}: row ${row.action} has no client address`).toBeTruthy();
      }
    },
  );
});
