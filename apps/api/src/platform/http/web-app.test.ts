import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/server.js';

const LIMIT = 20;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))})`;
let server: TestServer;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  writeFileSync(join(webDist, 'login.html'), '<!doctype html><title>sign in</title><div id="root"></div>');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (let i = 0; i < 10; i += 1) writeFileSync(join(webDist, 'assets', `chunk${i}-abc123.js`), SCRIPT);
  // The build's Brotli copy: sent as it is, not compressed again.
  writeFileSync(join(webDist, 'assets', 'chunk0-abc123.js.br'), brotliCompressSync(SCRIPT));
  server = await startTestServer({ WEB_DIST: webDist, RATE_LIMIT_MAX: String(LIMIT) }, { seed: false });
});
afterAll(() => server?.close());

const status = (path: string) => fetch(`${server.url}${path}`).then((r) => r.status);

describe('the built web app and the request limit (issue #27)', () => {
  it('serves cold page loads from one address far past the limit, while /api calls stay limited', async () => {
    // One cold load: the page, the sign-in page, the icon and every script; five times the limit in all.
    const load = [
      '/dashboard',
      '/login',
      '/favicon.svg',
      ...Array.from({ length: 10 }, (_, i) => `/assets/chunk${i}-abc123.js`),
    ];
    const answers: number[] = [];
    for (let round = 0; round < 8; round += 1) {
      answers.push(...(await Promise.all(load.map(status))));
    }
    expect(answers.length).toBeGreaterThan(LIMIT * 5);
    expect(answers.filter((s) => s !== 200)).toEqual([]);

    const api: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) api.push(await status('/api/health'));
    expect(api.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(api[LIMIT]).toBe(429);
    // The address spent its API calls; its pages and scripts still load.
    expect(await Promise.all(load.map(status))).toEqual(load.map(() => 200));
  });

  it('sends the build’s Brotli copy of a hashed asset with long-lived immutable caching', async () => {
    const res = await fetch(`${server.url}/assets/chunk0-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch decodes it: the text is the script itself.
    expect(await res.text()).toBe(SCRIPT);
  });

  it('keeps pages uncached and unknown files a 404', async () => {
    const page = await fetch(`${server.url}/dashboard/property/claims`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await status('/assets/missing-abc123.js')).toBe(404);
    expect(await status('/assets/chunk0-abc123.js.br')).toBe(404);
  });
});
