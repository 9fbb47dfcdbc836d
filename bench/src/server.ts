// Starts the built API as its own process on a fresh data directory and waits until it answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface BenchServer {
  url: string;
  dataDir: string;
  /** The server process, for its memory. */
  pid: number;
  /** What it printed so far (its log lines at LOG_LEVEL and up). */
  output(): string;
  stop(): Promise<unknown>;
}

/** A process's resident memory in KB, from /proc. */
export const rssKb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

export async function startServer({
  port,
  env = {},
  dataDir = mkdtempSync(join(tmpdir(), 'lease-bench-')),
}: {
  port: number;
  env?: Record<string, string>;
  /** A data directory seeded beforehand; a fresh one by default. */
  dataDir?: string;
}): Promise<BenchServer> {
  // Another server answering there would be measured in this one's place.
  const taken = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: choose a free one`);
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // Named, as PostgreSQL requires: the instances of one bench share this machine's directory.
      STORAGE_DIR: join(dataDir, 'files'),
      LOG_LEVEL: 'warn',
      // The bench measures the server, not the per-address limiter.
      RATE_LIMIT_MAX: '100000000',
      SIGNIN_RATE_LIMIT_MAX: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  return whenServing(child, port, dataDir, () => output);
}

/** Waits until a spawned server answers its health call (2 minutes at most), then how to reach and stop it. */
async function whenServing(
  child: ChildProcess,
  port: number,
  dataDir: string,
  output: () => string,
): Promise<BenchServer> {
  const url = `http://127.0.0.1:${port}`;
  // A bench that fails (an uncaught error before its stop) takes its servers with it, or the next run
  // finds the port taken.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    output,
    stop: () =>
      new Promise((resolve) => {
        // A server that died already (a crash the bench is there to catch) has nothing to stop.
        process.off('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { message?: string; data?: { accessToken: string } };
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${body.message}`);
  if (!body.data) throw new Error('sign-in returned no token');
  return body.data.accessToken;
}

/** A new PostgreSQL database beside the one `adminUrl` names, for one run; null without a URL (PGlite). */
/** The secrets key of every bench database on PostgreSQL: a reused database needs the one it was seeded with. */
export const BENCH_SECRETS_KEY = 'bench-secrets-key-that-is-long-enough-0123456789';

export async function freshDatabase(adminUrl: string | undefined, prefix: string): Promise<string | null> {
  if (!adminUrl) return null;
  const name = `${prefix}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The bare Fastify of bench/src/bare-server.ts on PGlite in memory, or on `databaseUrl`. */
export function startBareServer(port: number, databaseUrl?: string): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/src/bare-server.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return whenServing(child, port, '', () => '');
}
