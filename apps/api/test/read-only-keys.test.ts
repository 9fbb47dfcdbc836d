import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ROUTES,
  API_KEY_TEXTS,
  changesState,
  keyMayCall,
  routeAdmits,
  type Role,
  type RouteDef,
} from '@lease/contract';
import { notifications, users } from '../src/db/schema/index.js';
import { bindCases, send, type Input } from './case-helpers.js';
import { loadFixtures, type Fixtures } from './fixtures.js';
import { startMapsStandIn, type MapsStandIn } from './maps-stand-in.js';
import { pendingRequestTo } from './notification-cases.js';
import { caseOf } from './route-cases.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from './server.js';

let server: TestServer;
let maps: MapsStandIn;
let fixtures: Fixtures;
let tokens: Record<Role, string>;

/** The roles a key acts as (contract `keyMayCall`): one read-only key each. */
const KEY_ROLES = ['ll', 'vp', 'rm', 'pm'] as const;
const readOnlyKeys = {} as Record<(typeof KEY_ROLES)[number], string>;

beforeAll(async () => {
  // Every route in one minute with one key: above the default per-key limit of a minute's calls.
  maps = await startMapsStandIn();
  server = await startTestServer({ ...maps.env, API_KEY_RATE_LIMIT: '10000' });
  fixtures = await loadFixtures(server.db);
  tokens = await signInEveryRole(server);
  bindCases(server, tokens);
  for (const role of KEY_ROLES) {
    const [person] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO[role]));
    const made = await server.call<{ data: { secret: string } }>('POST', '/api/api-keys', {
      token: tokens.ll,
      body: { name: `Read-only ${role}`, userId: person!.id, readOnly: true },
    });
    expect(made.status, made.text).toBe(201);
    readOnlyKeys[role] = `Bearer ${made.json.data.secret}`;
  }
});
afterAll(async () => {
  await server?.close();
  await maps?.close();
});

describe('a read-only API key', () => {
  it('cannot accept a building request by its GET call', async () => {
    const { id, type } = await pendingRequestTo('ll');
    const res = await send(
      ALL_ROUTES.find((r) => r.id === 'notification.accept')!,
      readOnlyKeys.ll,
      {
        query: { id, type },
      },
    );
    expect(res.status, res.text).toBe(403);
    expect(res.json).toEqual({ message: API_KEY_TEXTS.readOnlyRefused });
    const [request] = await server.db.select().from(notifications).where(eq(notifications.id, id));
    expect(request!.status).toBe('pending');
  });

  /** Every call a key may make, as the first key person the call admits. */
  const keyRoutes = ALL_ROUTES.filter(keyMayCall).map((route) => {
    const role = KEY_ROLES.find((r) => routeAdmits(route, r))!;
    return [route.id, route, role] as const;
  });

  async function inputOf(route: RouteDef, role: Role): Promise<Input | undefined> {
    const c = caseOf(route);
    if (c.prepare) return (await c.prepare(role)).input;
    return c.input?.(fixtures);
  }

  it.each(keyRoutes.filter(([, route]) => changesState(route)))(
    'is refused %s, a call that changes state',
    async (_id, route, role) => {
      const res = await send(route, readOnlyKeys[role], await inputOf(route, role));
      expect(res.status, res.text).toBe(403);
      expect(res.json).toEqual({ message: API_KEY_TEXTS.readOnlyRefused });
    },
  );

  it.each(keyRoutes.filter(([, route]) => !changesState(route)))(
    'makes %s, a read',
    async (_id, route, role) => {
      const res = await send(route, readOnlyKeys[role], await inputOf(route, role));
      expect(res.json, res.text).not.toEqual({ message: API_KEY_TEXTS.readOnlyRefused });
      expect(res.status, res.text).toBeLessThan(300);
    },
  );
});
