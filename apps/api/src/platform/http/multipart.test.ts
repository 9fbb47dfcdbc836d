import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, API_PREFIX, routeRoles, type Role } from '@lease/contract';
import { signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

let server: TestServer;
let tokens: Record<Role, string>;
beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

const STREAMS_FILES = new Set([
  'claim.create',
  'claim.add-files',
  'feedback.send',
  'invoice.dispute',
  'property.rent-roll-preview',
  'property.rent-roll-import',
]);

const MALFORMED = [
  { name: 'no boundary', contentType: 'multipart/form-data', body: 'first_name=Ann' },
  {
    name: 'a field cut short',
    contentType: 'multipart/form-data; boundary=XyZ',
    body: '--XyZ\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAn',
  },
  {
    name: 'a file cut short',
    contentType: 'multipart/form-data; boundary=XyZ',
    body: '--XyZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  },
];

describe('malformed multipart bodies', () => {
  const writes = ALL_ROUTES.filter((r) => r.method !== 'GET');

  it.each(writes.map((r) => [r.id, r] as const))(
    '%s answers 400 (a route that takes a form) or 415 (any other) with a message, never 500',
    async (_, route) => {
      // A role the route admits, so the body is read rather than refused before it.
      const role = routeRoles(route)[0] ?? 'admin';
      const token = route.auth === 'public' ? null : tokens[role];
      const path = API_PREFIX + route.path;
      for (const bad of MALFORMED) {
        const res = await server.call(route.method, path, {
          rawBody: bad.body,
          contentType: bad.contentType,
          token,
        });
        // A route that streams its files names the part it refuses; every other says the form is bad.
        // A route that takes no form never reads one (its hooks are not on it: platform/http/multipart.ts).
        const expected = !route.multipart
          ? { status: 415, json: { message: 'This content type is not accepted here.' } }
          : {
              status: 400,
              json: {
                message: STREAMS_FILES.has(route.id) ? expect.any(String) : 'The form data is not valid.',
              },
            };
        expect({ case: bad.name, status: res.status, json: res.json }).toEqual({
          case: bad.name,
          ...expected,
        });
      }
    },
  );
});
