import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_CLOSE, SOCKET_PATH, SOCKET_PROTOCOL } from '@lease/contract';
import { claimForm, freshPolicy, storedClaimFiles, validClaim } from '../../../test/claim-cases.js';
import { seededDatabaseForProcess } from '../../../test/database.js';
import { TEST_JWT_SECRET } from '../../../test/server.js';
import { TEST_PASSWORD } from '../../../test/template.js';
import { writer } from '../writer.js';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const GRACE_MS = 2000;
const TIMEOUT_MS = 20_000;
/** The upload streams for longer than the grace, so it is still in flight when the server stops listening. */
const UPLOAD_MS = 6000;
const CHUNKS = 20;

const dir = mkdtempSync(join(tmpdir(), 'lease-shutdown-'));
let drop = async () => undefined as void;
let child: ChildProcess;
let output = '';
let base = '';
let policy: { id: string; state: string };

/** The API as production runs it: its own process, its main, a real SIGTERM. */
beforeAll(async () => {
  const prepared = await seededDatabaseForProcess(join(dir, 'db'), async (database) => {
    policy = await freshPolicy(writer(database));
  });
  drop = prepared.drop;
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      ...prepared.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      JWT_SECRET: TEST_JWT_SECRET,
      STORAGE_DIR: join(dir, 'files'),
      WEB_DIST: join(dir, 'no-web'),
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 100_000;
  while (!/Portal ready at http:\/\/localhost:(\d+)/.test(output)) {
    if (child.exitCode !== null) throw new Error(`the API exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the API did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  base = `http://127.0.0.1:${/Portal ready at http:\/\/localhost:(\d+)/.exec(output)![1]}`;
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

const exited = () =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** A new connection: its error code when refused, or 'connected'. */
const newConnection = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

/** A claim whose lease is 2 MB, sent in slices over UPLOAD_MS as a slow connection would. */
async function slowUpload(token: string, started: () => void) {
  const lease = new Uint8Array(2_000_000);
  lease.set(new TextEncoder().encode('%PDF-1.4\n'));
  const form = claimForm(validClaim(policy), [
    { field: 'leaseFile', name: 'lease.pdf', bytes: lease },
    { field: 'ledgerFile', name: 'ledger.pdf', bytes: lease.slice(0, 1000) },
  ]);
  const encoded = new Request(base, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise<{ status: number; connection: string | undefined; text: string; at: number }>(
    (resolve, reject) => {
      const req = request(`${base}/api/claim/create`, {
        method: 'POST',
        headers: {
          authorization: token,
          'content-type': encoded.headers.get('content-type')!,
          'content-length': body.length,
        },
      });
      req.once('error', reject);
      req.once('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text, at: Date.now() }),
        );
      });
      const size = Math.ceil(body.length / CHUNKS);
      let sent = 0;
      const next = () => {
        req.write(body.subarray(sent, sent + size));
        sent += size;
        if (sent === size) started();
        if (sent >= body.length) req.end();
        else setTimeout(next, UPLOAD_MS / CHUNKS);
      };
      next();
    },
  );
}

it('drains on SIGTERM: not ready at once, serving through the grace, the upload finished, then exit 0', async () => {
  const port = Number(new URL(base).port);
  const signIn = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'pm@demo.test', password: TEST_PASSWORD }),
  });
  const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
  expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);

  const socket = new WebSocket(`ws://127.0.0.1:${port}${SOCKET_PATH}`, [SOCKET_PROTOCOL, token]);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const socketClosed = new Promise<{ code: number; at: number }>((resolve) =>
    socket.once('close', (code) => resolve({ code, at: Date.now() })),
  );

  let signalled = 0;
  const upload = slowUpload(token, () => {
    signalled = Date.now();
    child.kill('SIGTERM');
  });
  const exit = exited();
  while (!signalled) await new Promise((resolve) => setTimeout(resolve, 10));

  // Within the grace: not ready as soon as the signal is handled, still alive, still taking connections.
  let ready = 200;
  while (ready === 200 && Date.now() - signalled < GRACE_MS) {
    ready = (await fetch(`${base}/api/health/ready`)).status;
  }
  expect(ready).toBe(503);
  expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
  expect(await newConnection(port)).toBe('connected');
  expect(Date.now() - signalled).toBeLessThan(GRACE_MS);

  // Once the grace is over (on a busy machine the signal may be handled late): new connections are
  // refused, while the upload is still streaming in.
  let refused = 'connected';
  while (refused === 'connected' && Date.now() - signalled < UPLOAD_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    refused = await newConnection(port);
  }
  expect(refused).toBe('ECONNREFUSED');
  const refusedAt = Date.now();
  expect(refusedAt - signalled).toBeGreaterThanOrEqual(GRACE_MS);

  const uploaded = await upload;
  expect(uploaded.status, uploaded.text).toBe(201);
  expect(uploaded.at).toBeGreaterThan(refusedAt);
  expect(uploaded.connection).toBe('close');
  expect(await storedClaimFiles(join(dir, 'files'))).toHaveLength(2);

  // The sockets go last, once the requests in flight are answered: a browser reconnects elsewhere.
  const closed = await socketClosed;
  expect(closed.code).toBe(SOCKET_CLOSE.restart);
  expect(closed.at).toBeGreaterThanOrEqual(uploaded.at);
  expect(await exit, output).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(TIMEOUT_MS);
  expect(output).toContain('"msg":"shut down"');
}, 60_000);
