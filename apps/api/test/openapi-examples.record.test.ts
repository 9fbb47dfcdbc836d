// `OPENAPI_EXAMPLES_WRITE=1 npx vitest run --project api apps/api/test/openapi-examples.record.test.ts`
// records the OpenAPI document's examples (apps/api/src/platform/http/openapi-examples.json): every call
// an API key may make, made once through the real server on the demo data with the route's case of the
// authorization matrix, as a key of the first role that may make it (a session for the admin's calls,
// since a key never acts as an admin). A list is asked for two rows, and every list in an answer is cut
// to two. Without the variable it does nothing;
// openapi-examples.test.ts checks the file against the contract's schemas.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, keyMayCall, type Role, type RouteDef } from '@lease/contract';
import { users } from '../src/db/schema/index.js';
import type { ApiExample } from '../src/platform/http/openapi-examples.js';
import { startAccountingStandIn, type AccountingStandIn } from './accounting-stand-in.js';
import { bindCases, send, type Input } from './case-helpers.js';
import { loadFixtures, type Fixtures } from './fixtures.js';
import { startMapsStandIn, type MapsStandIn } from './maps-stand-in.js';
import { caseOf } from './route-cases.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from './server.js';

const WRITE = process.env.OPENAPI_EXAMPLES_WRITE === '1';
const OUT = fileURLToPath(new URL('../src/platform/http/openapi-examples.json', import.meta.url));
const PREFERRED: Role[] = ['ll', 'vp', 'rm', 'pm', 'admin'];

let server: TestServer;
let fixtures: Fixtures;
let keys: Record<Role, string>;
// The address and accounting calls answer as when configured, from the matrix's stand-ins.
let maps: MapsStandIn;
let accounting: AccountingStandIn;

/** A list cut to two rows, at every depth: an example shows the shape, not the portfolio. */
const trim = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.slice(0, 2).map(trim);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v)]));
  return value;
};

const typeOfName = (name: string): string =>
  ({ pdf: 'application/pdf', csv: 'text/csv', png: 'image/png', jpg: 'image/jpeg' })[
    name.split('.').pop()?.toLowerCase() ?? ''
  ] ?? 'application/octet-stream';

/** A multipart form as its fields: a file part as its name, type and size. */
function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    // The suite's files are made without a type; a browser names it from the extension.
    const part =
      typeof value === 'string'
        ? value
        : { name: value.name, type: value.type || typeOfName(value.name), size: value.size };
    const prior = fields[name];
    fields[name] = prior === undefined ? part : [prior, part].flat();
  }
  return fields;
}

/**
 * The examples as a partner's would read: the suite's loopback addresses (its webhook receiver, the
 * accounting stand-in, the client address) as public example ones, which the schemas accept alike.
 */
const asPublished = (json: string): string =>
  json
    .replaceAll('http://127.0.0.1:9/hook', 'https://hooks.example.com/lease')
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, 'https://accounting.example.com')
    .replaceAll('"127.0.0.1"', '"203.0.113.24"')
    .replace(/http:\/\/localhost:3000/g, 'https://portal.example.com')
    .replace(/http%3A%2F%2Flocalhost%3A3000/g, 'https%3A%2F%2Fportal.example.com');

describe.runIf(WRITE)('OpenAPI examples', () => {
  beforeAll(async () => {
    maps = await startMapsStandIn();
    accounting = await startAccountingStandIn();
    server = await startTestServer({ API_KEY_RATE_LIMIT: '100000', ...maps.env, ...accounting.env });
    fixtures = await loadFixtures(server.db);
    const sessions = await signInEveryRole(server);
    // A key per role of the first landlord, each acting as that role's demo user.
    keys = { ...sessions };
    for (const role of ['ll', 'vp', 'rm', 'pm'] as const) {
      const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO[role]));
      const made = await server.call<{ data: { secret: string } }>('POST', '/api/api-keys', {
        token: sessions.ll,
        body: { name: `Example ${role}`, ...(role === 'll' ? {} : { userId: user?.id }) },
      });
      expect(made.status, made.text).toBe(201);
      keys[role] = `Bearer ${made.json.data.secret}`;
    }
    bindCases(server, keys);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await maps?.close();
    await accounting?.close();
  });

  it('records one example per call open to keys', async () => {
    const examples: Record<string, ApiExample> = {};
    const failed: string[] = [];
    for (const route of ALL_ROUTES.filter(keyMayCall) as RouteDef[]) {
      const role = PREFERRED.find((r) => !route.roles || route.roles.includes(r))!;
      const c = caseOf(route);
      const { token, input } = c.prepare
        ? await c.prepare(role)
        : { token: keys[role], input: { ...c.input?.(fixtures) } as Input };
      // A list asks for the two rows its example shows, so the answer's paging matches its request.
      if (route.query && 'pageSize' in route.query.shape && !input.query?.pageSize) {
        input.query = { ...input.query, pageSize: '2' };
      }
      const res = await send(route, token, input);
      if (res.status >= 300) {
        failed.push(`${route.id} as ${role}: ${res.status} ${res.text.slice(0, 200)}`);
        continue;
      }
      const request = {
        ...(input.query ? { query: input.query } : {}),
        ...(input.form
          ? { body: formFields(input.form) }
          : input.body
            ? { body: input.body as Record<string, unknown> }
            : {}),
      };
      const type = res.headers.get('content-type') ?? '';
      const response = route.file
        ? {
            status: res.status,
            contentType: type.split(';')[0]!,
            ...(/^text\//.test(type) ? { text: res.text.split(/\r?\n/).slice(0, 3).join('\n') } : {}),
          }
        : { status: res.status, body: trim(res.json) as ApiExample['response']['body'] };
      examples[route.id] = { request, response };
    }
    writeFileSync(OUT, `${asPublished(JSON.stringify(examples, null, 2))}\n`);
    expect(failed).toEqual([]);
  }, 600_000);
});
