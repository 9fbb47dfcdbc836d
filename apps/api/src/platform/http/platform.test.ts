import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, API_PREFIX } from '@lease/contract';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { testDatabaseKind } from '../../../test/database.js';

let server: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  server = await startTestServer({ WEB_DIST: webDist }, { seed: false });
});
afterAll(() => server?.close());

describe('platform', () => {
  it('reports health with the database it runs on', async () => {
    const res = await server.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { status: 'ok', database: testDatabaseKind() } });
  });

  it('answers an unknown /api path with 404 naming the method and path', async () => {
    const res = await server.call('DELETE', '/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'No such call: DELETE /api/no/such/thing' });
  });

  it('serves the web app with history fallback and immutable assets', async () => {
    const page = await server.call('GET', '/dashboard/property/buildings');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await server.call('GET', '/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await server.call('GET', '/assets/missing.js')).status).toBe(404);
  });

  it('sends security headers with a strict script policy', async () => {
    const res = await server.call('GET', '/login');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('turns malformed JSON and oversized bodies into clear 4xx answers', async () => {
    const bad = await server.call('POST', '/api/auth/signin', { rawBody: '{"email":' });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ message: 'The request body is not valid JSON.' });
    const huge = await server.call('POST', '/api/auth/signin', {
      rawBody: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual({ message: 'The request body is too large.' });
  });

  it('publishes OpenAPI 3.1 with every route of the contract', async () => {
    const res = await server.call<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      'GET',
      '/api/docs/json',
    );
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    for (const route of ALL_ROUTES) {
      expect(res.json.paths[API_PREFIX + route.path], route.id).toHaveProperty(route.method.toLowerCase());
    }
    expect((await server.call('GET', '/api/docs')).status).toBeLessThan(400);
  });

  it('ignores X-Forwarded-For unless proxies are trusted, so a client cannot pick its own address', async () => {
    const direct = await startTestServer({ RATE_LIMIT_MAX: '2', TRUST_PROXY_HOPS: '0' }, { seed: false });
    try {
      const codes: number[] = [];
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        codes.push((await direct.call('GET', '/api/health', { headers: { 'x-forwarded-for': ip } })).status);
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await direct.close();
    }
    const proxied = await startTestServer({ RATE_LIMIT_MAX: '2', TRUST_PROXY_HOPS: '1' }, { seed: false });
    try {
      const codes: number[] = [];
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        codes.push((await proxied.call('GET', '/api/health', { headers: { 'x-forwarded-for': ip } })).status);
      }
      expect(codes).toEqual([200, 200, 200]);
    } finally {
      await proxied.close();
    }
  });

  it('limits the request rate per address with a clear message', async () => {
    const limited = await startTestServer({ RATE_LIMIT_MAX: '3' }, { seed: false });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await limited.call('GET', '/api/health')).status);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.call('GET', '/api/health');
      expect(res.json).toEqual({ message: expect.stringMatching(/^Too many requests/) });
    } finally {
      await limited.close();
    }
  });
});
