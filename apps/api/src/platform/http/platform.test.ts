import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ALL_ROUTES, API_PREFIX } from '@lease/contract';
import { resetTokens, users } from '../../db/schema/index.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';
import { testDatabaseKind } from '../../../test/database.js';

let server: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // Prerendered, the real page is larger than the compression threshold; so is this one.
  writeFileSync(
    join(webDist, 'login.html'),
    `<!doctype html><title>sign in</title><div id="root">${'<p>Sign In</p>'.repeat(200)}</div>`,
  );
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

  it('serves /login from the light sign-in entry, not the app', async () => {
    for (const path of ['/login', '/login/', '/login?next=1']) {
      const page = await server.call('GET', path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain('<title>sign in</title>');
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await server.call('GET', '/login/other')).text).toContain('<title>portal</title>');
  });

  it('sends the prerendered /login compressed', async () => {
    const page = await server.call('GET', '/login', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.text).toContain('<title>sign in</title>');
  });

  it('refuses a compressed request body with a clear error instead of unpacking it', async () => {
    const res = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ email: DEMO.ll, password: 'whatever' })),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      message: 'Send the request body uncompressed: Content-Encoding is not accepted.',
    });
  });

  it('sends security headers with a strict script policy', async () => {
    const res = await server.call('GET', '/login');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // helmet's defaults beside the policy; an API answer has a policy of its own.
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('origin-agent-cluster')).toBe('?1');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const api = await server.call('GET', '/api/health');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('marks every /api answer, errors included, as not to be stored by any cache', async () => {
    const answers = [
      await server.call('GET', '/api/health'),
      await server.call('GET', '/api/no/such/thing'),
      await server.call('POST', '/api/auth/signin', { rawBody: '{' }),
      await server.call('GET', '/api/auth/profile'),
      await server.call('GET', '/api/docs/json'),
    ];
    expect(answers.map((a) => a.headers.get('cache-control'))).toEqual(Array(5).fill('no-store'));
    expect((await server.call('GET', '/login')).headers.get('cache-control')).toBe('no-cache');
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
      const first = await limited.call('GET', '/api/health');
      // An admitted request is told nothing of the limit.
      expect(first.headers.get('x-ratelimit-limit')).toBeNull();
      const codes = [first.status];
      for (let i = 0; i < 3; i += 1) codes.push((await limited.call('GET', '/api/health')).status);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.call('GET', '/api/health');
      expect(res.json).toEqual({
        message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
      });
      const wait = Number(res.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(res.headers.get('x-ratelimit-limit')).toBe('3');
      expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    } finally {
      await limited.close();
    }
  });
});

describe('the log', () => {
  let logged: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    logged = await startTestServer(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(line) } },
    );
  });
  afterAll(() => logged?.close());

  it('shows no token of a query string or a link path', async () => {
    const token = randomBytes(32).toString('base64url');
    await logged.call('GET', '/api/auth/check-token', { query: { token } });
    await logged.call('GET', `/reset-password/${token}`);
    await logged.call('GET', '/api/auth/check-token', { query: { other: 'kept', code: '123456' } });
    const urls = lines
      .map((l) => JSON.parse(l) as { req?: { url: string } })
      .flatMap((l) => l.req?.url ?? []);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/auth/check-token?token=[redacted]',
        '/reset-password/[redacted]',
        '/api/auth/check-token?other=kept&code=[redacted]',
      ]),
    );
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain('123456');
  });

  it("shows neither the code nor the state of the accounting system's redirect back", async () => {
    const code = `AB${randomBytes(12).toString('hex')}`;
    const state = randomBytes(16).toString('base64url');
    await logged.call('GET', '/api/invoice/oauth/callback', { query: { code, state, realmId: '9130' } });
    const line = lines.find((l) => l.includes('/api/invoice/oauth/callback'));
    expect(line).toContain('/api/invoice/oauth/callback?code=[redacted]&state=[redacted]&realmId=9130');
    expect(lines.join('\n')).not.toContain(code);
    expect(lines.join('\n')).not.toContain(state);
  });

  it("never shows a failed query's parameters, in the log or the answer", async () => {
    // The database refuses the new password hash, so the reset's UPDATE fails with its parameters.
    await logged.db.execute(
      sql.raw(
        `alter table users add constraint no_argon check (password_hash not like '$argon2%') not valid`,
      ),
    );
    const [user] = await logged.db.select().from(users).where(eq(users.email, DEMO.pm));
    const token = randomBytes(32).toString('base64url');
    await logged.db.insert(resetTokens).values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: user!.id,
      expiresAt: new Date(Date.now() + 600_000),
      createdAt: new Date(),
    });
    lines.length = 0;
    const res = await logged.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'New-pass-2026!' },
    });
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    const failure = lines.map((l) => JSON.parse(l) as { msg: string; err?: unknown }).find((l) => l.err);
    expect(failure).toMatchObject({
      msg: 'request failed',
      err: { cause: { code: '23514', constraint: 'no_argon' } },
    });
    const all = lines.join('\n');
    expect(all).toContain('Failed query: update');
    for (const secret of ['$argon2', user!.id, createHash('sha256').update(token).digest('hex')]) {
      expect(all).not.toContain(secret);
    }
  });
});
