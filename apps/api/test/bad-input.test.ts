import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, API_PREFIX, type Role, type RouteDef } from '@lease/contract';
import { loginAttempts } from '../src/db/schema/index.js';
import { registeredRouteIds } from '../src/platform/http/register-route.js';
import { bindCases, tokens, type Input } from './case-helpers.js';
import { loadFixtures, type Fixtures } from './fixtures.js';
import { fieldPaths, minimalInput, validates, withField, wrongValue } from './input-mutations.js';
import { startAccountingStandIn, type AccountingStandIn } from './accounting-stand-in.js';
import { startMapsStandIn, type MapsStandIn } from './maps-stand-in.js';
import { CASES } from './route-cases.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from './server.js';

/** Hostile strings a field may receive: SQL, markup, paths, control characters, and sheer size. */
const HOSTILE = [
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\u0000\u0001\u001f',
  '${jndi:ldap://x}',
  '%00%27',
  '🙂'.repeat(500),
  'x'.repeat(100_000),
];

interface Payload {
  label: string;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  /** Invalid for sure: must answer 4xx, not only 'not 5xx'. */
  mustReject: boolean;
}

/**
 * Malformed bodies, then one field at a time of a valid input made wrong or hostile, the other fields
 * left valid: the hostile value gets past validation to the handler and the query.
 */
function payloadsFor(route: RouteDef, base: Input): Payload[] {
  const out: Payload[] = [];
  if (route.body) {
    out.push({ label: 'not JSON', rawBody: '{"broken": ', mustReject: true });
    out.push({ label: 'a JSON array', body: [1, 2, 3], mustReject: true });
    out.push({ label: 'a JSON string', body: 'hello', mustReject: true });
    out.push({ label: 'JSON null', rawBody: 'null', mustReject: true });
    out.push({
      label: 'an unknown field',
      body: { __proto_pollution: { admin: true }, zzUnknown: 1 },
      mustReject: true,
    });
    out.push({
      label: 'a valid body and an unknown field',
      body: { ...(base.body as object), zzUnknown: 1 },
      mustReject: true,
    });
    for (const { path, schema } of fieldPaths(route.body as never, base.body)) {
      const name = path.join('.');
      const at = (value: unknown) => ({ query: base.query, body: withField(base.body, path, value) });
      out.push({ label: `${name} of the wrong type`, ...at(wrongValue(schema)), mustReject: true });
      for (const hostile of HOSTILE) {
        out.push({ label: `${name} = ${hostile.slice(0, 20)}…`, ...at(hostile), mustReject: false });
      }
    }
  }
  const keys = route.query ? Object.keys(route.query.shape) : ['unexpected'];
  for (const key of keys) {
    for (const hostile of HOSTILE) {
      out.push({
        label: `query ${key} = ${hostile.slice(0, 20)}…`,
        query: { ...base.query, [key]: hostile },
        body: base.body,
        mustReject: false,
      });
    }
  }
  return out;
}

let server: TestServer;
// The address calls reach a stand-in of the hosted maps service, so they answer as when configured.
let maps: MapsStandIn;
// The accounting calls reach a stand-in of the accounting system's authorisation server.
let accounting: AccountingStandIn;
let fixtures: Fixtures;
beforeAll(async () => {
  maps = await startMapsStandIn();
  accounting = await startAccountingStandIn();
  server = await startTestServer({ ...maps.env, ...accounting.env });
  fixtures = await loadFixtures(server.db);
  bindCases(server, await signInEveryRole(server));
});
afterAll(async () => {
  await server?.close();
  await maps?.close();
  await accounting?.close();
});

/** The route's valid input from the matrix's case, or the smallest one its schemas accept. */
async function validBase(route: RouteDef, role: Role): Promise<{ token: string | null; input: Input }> {
  const c = CASES[route.id];
  if (c?.prepare) return c.prepare(role);
  const token = route.auth === 'public' ? null : tokens[role];
  return { token, input: c?.input?.(fixtures) ?? minimalInput(route) };
}

/** Payloads sent per route: the coverage test compares them with the routes the app serves. */
const sent = new Map<string, number>();

describe('bad-input sweep', () => {
  // Each route from its case's input, and once more from each of its other valid calls (sweepAlso).
  const sweeps = ALL_ROUTES.flatMap((r) => [
    [r.id, r, null] as const,
    ...Object.keys(CASES[r.id]?.sweepAlso ?? {}).map((also) => [`${r.id} (${also})`, r, also] as const),
  ]);
  it.each(sweeps)(
    '%s answers malformed and hostile input with a clean 4xx, never a 5xx',
    async (_label, route, also) => {
      // A caller the route admits, so the input itself is what gets judged.
      const role = route.roles?.[0] ?? 'admin';
      const base = await validBase(route, role);
      const input = also ? CASES[route.id]!.sweepAlso![also]!(fixtures) : base.input;
      expect(validates(route, input), `${route.id}: its base input must be valid`).toBeNull();
      const payloads = payloadsFor(route, input);
      for (const p of payloads) {
        // A call that spends its token (log out, one code per session) gets a fresh one each time.
        const token = CASES[route.id]?.spendsToken ? await server.signIn(DEMO[role]) : base.token;
        const res = await server.call(route.method, API_PREFIX + route.path, {
          token,
          query: p.query,
          body: p.body,
          rawBody: p.rawBody,
        });
        const where = `${route.id} with ${p.label}: ${res.status} ${res.text.slice(0, 200)}`;
        expect(res.status, where).toBeLessThan(500);
        if (p.mustReject) expect(res.status, where).toBeGreaterThanOrEqual(400);
        if (res.status >= 400) {
          expect(typeof (res.json as { message?: unknown })?.message, where).toBe('string');
          expect(res.text, where).not.toMatch(/at .+\.(ts|js):\d+/);
        }
      }
      // Hostile sign-ins count as failures: they must not put the demo accounts behind the captcha.
      await server.db.delete(loginAttempts);
      if (!also) sent.set(route.id, payloads.length);
    },
  );

  // Runs after the sweep (tests of a file run in order): it fails when a route was skipped or sent nothing.
  it('swept every route the app serves and the contract declares', () => {
    const swept = [...sent]
      .filter(([, n]) => n > 0)
      .map(([id]) => id)
      .sort();
    expect(swept).toEqual(ALL_ROUTES.map((r) => r.id).sort());
    expect(swept).toEqual([...registeredRouteIds(server.app)].sort());
  });
});

/**
 * An e-mail built to make a backtracking pattern retry every dot: 156 KB, the size that once held the
 * server for 9.7 s. Every route that takes an e-mail must refuse it at once, and the server must keep
 * answering others meanwhile.
 */
const BACKTRACKING_EMAIL = `a@${'a.'.repeat(78_000)}@`;
const QUICK_MS = 1000;

describe('an e-mail built to backtrack', () => {
  const emailRoutes = ALL_ROUTES.filter((r) => r.body && 'email' in (r.body.shape as object));

  it('is refused with a 4xx at once on every route that takes an e-mail, health answering meanwhile', async () => {
    expect(emailRoutes.map((r) => r.id)).toEqual(
      expect.arrayContaining([
        'auth.signin',
        'auth.send-resetemail',
        'auth.emailverify',
        'auth.signup',
        'auth.find-invite',
      ]),
    );
    for (const route of emailRoutes) {
      const role = route.roles?.[0] ?? 'admin';
      const token = route.auth === 'public' ? null : await server.signIn(DEMO[role]);
      const start = performance.now();
      const hostile = server.call(route.method, API_PREFIX + route.path, {
        token,
        body: { email: BACKTRACKING_EMAIL, password: 'x' },
      });
      const health = server.call('GET', '/api/health').then(() => performance.now() - start);
      const res = await hostile;
      const ms = performance.now() - start;
      expect(res.status, `${route.id}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, route.id).toBeLessThan(500);
      expect(ms, route.id).toBeLessThan(QUICK_MS);
      expect(await health, `health during ${route.id}`).toBeLessThan(QUICK_MS);
    }
  });

  it('is refused at once in a CSV import row', async () => {
    const token = await server.signIn(DEMO.ll);
    const landlordId = (
      await server.call<{ data: { landlordId: string } }>('GET', '/api/auth/profile', { token })
    ).json.data.landlordId;
    const row = {
      name: 'B',
      buildingType: 'Apartments',
      totalUnits: 1,
      billingCity: 'X',
      billingState: 'NY',
    };
    const start = performance.now();
    const res = await server.call('POST', '/api/property/buildings/import', {
      token,
      body: {
        landlordId,
        dryRun: true,
        rows: [{ ...row, emailAddress: `a@${'a.'.repeat(30_000)}@` }],
      },
    });
    expect(res.status).toBe(400);
    expect(performance.now() - start).toBeLessThan(QUICK_MS);
  });
});
