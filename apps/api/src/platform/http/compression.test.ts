import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';
import { pickEncoding } from './compression.js';

/** The answer's bytes as sent, which fetch would have unpacked. */
const raw = (url: string, headers: Record<string, string>) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { connection: 'close', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });

describe('which encoding a client takes', () => {
  it('prefers Brotli, then gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('compressed answers', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.signIn(DEMO.ll);
  });
  afterAll(() => server?.close());

  const list = (encoding: string) =>
    raw(`${server.url}/api/property/buildings`, { authorization: token, 'accept-encoding': encoding });

  it('sends an answer of 1 KB or more in Brotli or gzip, the same JSON once unpacked', async () => {
    const plain = await list('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await list('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('sends a small answer as it is', async () => {
    const health = await raw(`${server.url}/api/health`, { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toMatchObject({ data: { status: 'ok' } });
  });

  it('compresses an export as it streams', async () => {
    const plain = await raw(`${server.url}/api/property/buildings/export`, {
      authorization: token,
      'accept-encoding': 'identity',
    });
    expect(plain.headers['content-type']).toMatch(/^text\/csv/);
    const gzip = await raw(`${server.url}/api/property/buildings/export`, {
      authorization: token,
      'accept-encoding': 'gzip',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBeUndefined();
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
  });
});
