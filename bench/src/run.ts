// `npm run bench`: the platform's overhead and its lists, on PGlite and, when DATABASE_URL names a
// PostgreSQL server, on a fresh database there too. For each: GET /api/health against a bare Fastify
// doing the same `select 1` (started here), an authenticated GET /api/auth/profile against health,
// sign-in latency, and the Buildings grid at 10,000 buildings (a deep page against the first, sort by
// policies against sort by name). Then the JS weight of the sign-in page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { measure, printTable, type LoadResult } from './load.js';
import {
  BENCH_SECRETS_KEY,
  freshDatabase,
  signIn,
  startBareServer,
  startServer,
  type BenchServer,
} from './server.js';
import { signInPageJs } from './signin-size.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 3;
const WARM_UP_SECONDS = 5;
const BUILDINGS = process.env.BENCH_BUILDINGS ?? '10000';
const port = Number(process.env.BENCH_PORT ?? 3456);
// BENCH_ONLY=overhead: only the bare server against GET /api/health (no seed, grid or page weight), to
// iterate on the per-request cost; the ratio is read the same way as in the full run.
// BENCH_ONLY=signin-js: only the sign-in page's JS weight.
const only = process.env.BENCH_ONLY;
const overheadOnly = only === 'overhead';
// The servers this bench starts take their database from their own settings, never from the caller's.
const postgresServer = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;

/**
 * Seeds the demo portfolio and, unless `demoOnly`, BUILDINGS buildings (with a few policies each), with
 * the seed CLI: before the server starts, so the server measured is one that did not seed in its own
 * process (a production instance never does), and its heap holds no seed's leftovers.
 */
function seed(env: Record<string, string>, demoOnly: boolean): void {
  const sizes = demoOnly ? [] : ['--buildings', BUILDINGS, '--users', '200', '--applications', '20000'];
  execFileSync(process.execPath, ['apps/api/dist/seed-cli.js', ...sizes], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The seed's rows vacuumed, analysed and checkpointed, so that work does not fall inside a measured run. */
async function settle(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze');
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

const ratio = (a: number, b: number) => (a / b).toFixed(2);

async function benchOn(kind: 'PGlite' | 'PostgreSQL', databaseUrl: string | null): Promise<string[]> {
  const env: Record<string, string> = databaseUrl
    ? {
        DATABASE_URL: databaseUrl,
        SECRETS_KEY: BENCH_SECRETS_KEY,
        SEED_DEMO: '1',
        // PostgreSQL refuses a start without a shared place for files; one instance here, so its own.
        STORAGE_DIR: mkdtempSync(join(tmpdir(), 'lease-bench-files-')),
      }
    : { DATA_DIR: mkdtempSync(join(tmpdir(), 'lease-bench-')) };
  // Metrics on, as in production: their per-request hooks are part of what is measured (BENCH_METRICS=0
  // leaves them off, to read what they cost).
  if (process.env.BENCH_METRICS !== '0') env.METRICS_PORT = String(port + 2);
  seed(env, overheadOnly);
  if (databaseUrl) await settle(databaseUrl);
  let bare: BenchServer | null = null;
  const server = await startServer({ port, env, ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}) });
  try {
    bare = await startBareServer(port + 1, databaseUrl ?? undefined);
    // The bare server, health and profile are measured in turn, round after round, and each keeps its
    // best run: the two cores are shared with the load generator (and PostgreSQL), so a slow few seconds
    // (a checkpoint, autovacuum after the seed) falls on all three alike rather than deciding a ratio.
    // Each server's CPU time a request is counted too: on two cores shared with the load generator and
    // PostgreSQL, throughput also reads how the scheduler treated a run; CPU time reads the server's work.
    const calls: { title: string; url: string; headers: Record<string, string>; pid: number }[] = [
      { title: 'bare Fastify: GET /api/health', url: `${bare.url}/api/health`, headers: {}, pid: bare.pid },
      { title: 'GET /api/health', url: `${server.url}/api/health`, headers: {}, pid: server.pid },
    ];
    const headers: Record<string, string> = overheadOnly
      ? {}
      : { authorization: await signIn(server.url, 'landlord@demo.test', password) };
    if (!overheadOnly)
      calls.push({
        title: 'GET /api/auth/profile (token)',
        url: `${server.url}/api/auth/profile`,
        headers,
        pid: server.pid,
      });
    const runs: LoadResult[][] = calls.map(() => []);
    // Each server's code is compiled by V8 as it runs hot: a few seconds of load first, unmeasured, so
    // the first round does not read a server still warming up.
    for (const call of calls) await measure({ ...call, duration: WARM_UP_SECONDS });
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, call] of calls.entries()) runs[i]!.push(await measure({ ...call, duration }));
    }
    // Each call's best run, and its least CPU a request (the run least disturbed).
    const [bareHealth, health, profile] = runs.map((r) => ({
      ...r.sort((a, b) => b.requestsPerSecond - a.requestsPerSecond)[0]!,
      cpuMicros: Math.min(...r.map((run) => run.cpuMicros ?? Infinity)),
    })) as [LoadResult, LoadResult, LoadResult | undefined];
    if (![bareHealth, health].every((r) => Number.isFinite(r.cpuMicros)))
      throw new Error('CPU a request: no process time was read, so no figure');
    const overhead =
      `${kind}: health ÷ bare Fastify ${ratio(health.requestsPerSecond, bareHealth.requestsPerSecond)} ` +
      `(req/s); by CPU a request ${ratio(bareHealth.cpuMicros!, health.cpuMicros!)} ` +
      `(${bareHealth.cpuMicros!.toFixed(1)} µs ÷ ${health.cpuMicros!.toFixed(1)} µs)`;
    if (!profile) {
      console.log(`\n## ${kind}`);
      printTable([bareHealth, health]);
      return [overhead];
    }
    await bare.stop();
    bare = null;
    // Sign-in is argon2-bound by design: few connections, to read its latency rather than saturate it.
    const signin = await measure({
      title: 'POST /api/auth/signin',
      url: `${server.url}/api/auth/signin`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'vp@demo.test', password }),
      duration,
      connections: 2,
    });

    // The Buildings grid, paged forward by cursor to page 100 as a user would.
    const get = async <T>(path: string): Promise<T> => {
      const res = await fetch(`${server.url}${path}`, { headers });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: T }).data;
    };
    const byCity = '/api/property/buildings?pageSize=50&sort=billingCity&order=desc';
    let cursor: string | null = null;
    for (let page = 1; page < 100; page += 1) {
      cursor = (await get<{ nextCursor: string | null }>(`${byCity}${cursor ? `&cursor=${cursor}` : ''}`))
        .nextCursor;
      if (!cursor) throw new Error(`the Buildings grid has only ${page} pages: seed more (BENCH_BUILDINGS)`);
    }
    const grid = (title: string, path: string) =>
      measure({ title, url: `${server.url}${path}`, headers, duration, connections: 4 });
    const first = await grid('Buildings, page 1 by city', byCity);
    const deep = await grid('Buildings, page 100 by city (cursor)', `${byCity}&cursor=${cursor}`);
    const byName = await grid('Buildings, by name', '/api/property/buildings?pageSize=50&sort=name');
    const byPolicies = await grid(
      'Buildings, by policies desc',
      '/api/property/buildings?pageSize=50&sort=policies&order=desc',
    );

    console.log(`\n## ${kind}`);
    const rows: LoadResult[] = [bareHealth, health, profile, signin, first, deep, byName, byPolicies];
    printTable(rows);
    return [
      overhead,
      `${kind}: profile ÷ health ${ratio(profile.requestsPerSecond, health.requestsPerSecond)}`,
      `${kind}: Buildings deep ÷ first page (p50) ${ratio(deep.p50, first.p50)}`,
      `${kind}: sort by policies ÷ sort by name (p50) ${ratio(byPolicies.p50, byName.p50)}`,
    ];
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

console.log(`load average at the start: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
const lines: string[] = [];
if (only !== 'signin-js') {
  lines.push(...(await benchOn('PGlite', null)));
  const postgres = await freshDatabase(postgresServer, 'lease_bench');
  if (postgres) lines.push(...(await benchOn('PostgreSQL', postgres)));
  else lines.push('PostgreSQL: not measured (set DATABASE_URL to a PostgreSQL server)');
}

// The sign-in page is the same whatever the database: measured once, on a PGlite server.
const server = overheadOnly ? null : await startServer({ port });
if (server)
  try {
    const js = await signInPageJs(server.url, resolve('apps/web/dist'));
    // Once under load this printed "0 files, 0.0 KB": a page that loaded no script is no figure.
    if (js.files === 0 || js.raw === 0)
      throw new Error('sign-in page JS: nothing measured (zero files), so no figure');
    lines.push(
      `sign-in page JS: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzip / 1024).toFixed(1)} KB gzip`,
    );
  } finally {
    await server.stop();
  }
lines.push(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
console.log(`\n${lines.join('\n')}`);
