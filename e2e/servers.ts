import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * One server, with a fresh demo database of its own, per Playwright worker: tests in different workers
 * never see each other's writes, so they can run side by side. Worker n (its parallel index) talks to
 * the server on E2E_PORT + n, started by the worker itself (e2e/tests/test.ts), so the servers seed
 * their databases at the same time.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/** Two workers on two cores: the browser and the server each wait often enough for a second pair to fit. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export const serverUrl = (slot: number): string => `http://127.0.0.1:${E2E_PORT + slot}`;

const root = resolve(import.meta.dirname, '..');

export interface E2eServer {
  /** Resolves once the process has exited, so its port is free for the next one. */
  stop: () => Promise<void>;
}

/**
 * The built server on a fresh embedded database seeded with the demo portfolio, once it answers.
 * `onStdout` receives its log (JSON lines) for tests that read what it printed.
 */
export async function startServer(
  port: number,
  { env = {}, onStdout }: { env?: Record<string, string>; onStdout?: (chunk: Buffer) => void } = {},
): Promise<E2eServer> {
  // Something else answering there would pass for this server and serve tests its own data.
  const taken = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: set E2E_PORT to a free range`);
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lease-e2e-')),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      SIGNIN_RATE_LIMIT_MAX: '100000',
      // Tests stand in for several clients by sending X-Forwarded-For.
      TRUST_PROXY_HOPS: '1',
      // Webhook receivers in the tests listen on 127.0.0.1.
      WEBHOOK_ALLOW_PRIVATE: '1',
      ...env,
    },
  });
  if (onStdout) child.stdout?.on('data', onStdout);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // Seeding the demo takes seconds on a quiet machine, over a minute on a loaded one.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the e2e server on port ${port} exited early`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the e2e server on port ${port} did not start within 180 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
