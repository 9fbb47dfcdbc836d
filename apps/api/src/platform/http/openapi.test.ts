import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, API_PREFIX, keyMayCall } from '@lease/contract';
import { API_EXAMPLES } from './openapi-examples.js';
import { startTestServer, type TestServer } from '../../../test/server.js';

type Media = { schema: { properties?: Record<string, unknown> }; example?: unknown };
type Operation = {
  operationId?: string;
  'x-api-key'?: boolean;
  security?: unknown[];
  parameters?: { in: string; name: string; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
};
type Document = { servers?: unknown[]; paths: Record<string, Record<string, Operation>> };

let server: TestServer;
let doc: Document;
beforeAll(async () => {
  server = await startTestServer({}, { seed: false });
  doc = (await server.call<Document>('GET', '/api/docs/json')).json;
});
afterAll(() => server?.close());

describe('OpenAPI document', () => {
  it('passes redocly lint with the recommended rules and no error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), config });
    // Warnings (e.g. a missing 4xx example) are advice; an error fails.
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(errors).toEqual([]);
  });

  it('names each operation by its contract id and marks public ones as needing no token', () => {
    for (const route of ALL_ROUTES) {
      const operation = doc.paths[API_PREFIX + route.path]?.[route.method.toLowerCase()];
      expect(operation?.operationId, route.id).toBe(route.id);
      if (route.auth === 'public') expect(operation?.security, route.id).toEqual([]);
      else if (keyMayCall(route))
        expect(operation?.security, route.id).toEqual([{ token: [] }, { apiKey: [] }]);
      else expect(operation?.security, route.id).toEqual([{ token: [] }]);
    }
    expect(doc.servers).toEqual([{ url: '/', description: 'This server' }]);
  });

  it('marks which calls an API key may make: none of the account, two-factor or key calls', () => {
    const marks = Object.fromEntries(
      ALL_ROUTES.map((r) => [r.id, doc.paths[API_PREFIX + r.path]?.[r.method.toLowerCase()]?.['x-api-key']]),
    );
    expect(Object.values(marks).every((m) => typeof m === 'boolean')).toBe(true);
    for (const id of [
      'auth.update-password',
      'auth.totp-setup',
      'auth.profile',
      'apikey.create',
      'apikey.revoke',
    ]) {
      expect(marks[id], id).toBe(false);
    }
    for (const id of ['property.buildings', 'claim.create', 'property.filter-app'])
      expect(marks[id], id).toBe(true);
  });

  it('shows the user of §3.1 in its wire names on sign-in and profile', () => {
    for (const [path, method] of [
      ['/auth/signin', 'post'],
      ['/auth/profile', 'get'],
    ] as const) {
      const answer = JSON.stringify(doc.paths[API_PREFIX + path]?.[method]);
      for (const field of ['username', 'job_title', 'is_verified', 'mfa_method', 'require_2fa']) {
        expect(answer, path).toContain(`"${field}"`);
      }
      expect(answer, path).not.toContain('"jobTitle"');
    }
  });

  it('documents each multipart call as multipart/form-data, its files as binary parts, and the rest as JSON', () => {
    const multipart = ALL_ROUTES.filter((r) => r.multipart).map((r) => r.id);
    expect(multipart.sort()).toEqual([
      'auth.edit-profile',
      'claim.add-files',
      'claim.create',
      'feedback.send',
      'invoice.dispute',
      'property.rent-roll-import',
      'property.rent-roll-preview',
    ]);
    for (const route of ALL_ROUTES.filter((r) => r.body)) {
      const body = doc.paths[API_PREFIX + route.path]?.[route.method.toLowerCase()]?.requestBody;
      const types = Object.keys(body?.content ?? {});
      expect(types, route.id).toEqual([route.multipart ? 'multipart/form-data' : 'application/json']);
    }
    const create = doc.paths[`${API_PREFIX}/claim/create`]?.post?.requestBody?.content['multipart/form-data'];
    const fields = create?.schema.properties ?? {};
    expect(fields.leaseFile).toEqual({ type: 'string', format: 'binary' });
    expect(fields.claimData).toMatchObject({ type: 'string' });
  });

  it('gives every call a key may make its example: the query, the body and the answer', () => {
    for (const route of ALL_ROUTES.filter(keyMayCall)) {
      const operation = doc.paths[API_PREFIX + route.path]?.[route.method.toLowerCase()];
      const example = API_EXAMPLES[route.id]!;
      const answer = operation?.responses?.[String(example.response.status)]?.content ?? {};
      expect(Object.keys(answer).length, `${route.id}: no answer`).toBeGreaterThan(0);
      for (const [type, media] of Object.entries(answer)) {
        if (type === 'application/json' || example.response.text !== undefined)
          expect(media.example, `${route.id}: no example answer`).toBeDefined();
      }
      for (const [name, value] of Object.entries(example.request.query ?? {}))
        expect(operation?.parameters?.find((p) => p.name === name)?.example, route.id).toBe(value);
      if (example.request.body) {
        const media = Object.values(operation?.requestBody?.content ?? {});
        expect(
          media.map((m) => m.example !== undefined),
          route.id,
        ).toEqual([true]);
      }
    }
    const buildings = doc.paths[`${API_PREFIX}/property/buildings`]?.get;
    expect(JSON.stringify(buildings?.responses?.['200'])).toContain('"example":{"data":{"rows":[');
    // A file part of a form shows what it is, not bytes.
    const claim = doc.paths[`${API_PREFIX}/claim/create`]?.post?.requestBody?.content['multipart/form-data'];
    expect(JSON.stringify(claim?.example)).toMatch(/\(application\/pdf: [^)]+ bytes\)/);
  });
});
