// `npm run bench:reports`: every report call at a large portfolio (issue 14's goal: p99 ≤ 200 ms at
// 1,000,000 applications on PostgreSQL). Seeds the demo plus BENCH_APPLICATIONS applications (default
// 100,000) over BENCH_BUILDINGS buildings and BENCH_USERS users under landlord@demo.test with the bulk
// seed of `bench:portfolio`, into a fresh PostgreSQL database beside DATABASE_URL (or a fresh PGlite
// directory without it), starts the built server on it and measures each report as admin, the landlord
// and one of its regional managers.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, printTable, type LoadResult } from './load.js';
import { measureInvoices } from './invoices.js';
import { BENCH_SECRETS_KEY, freshDatabase, signIn, startServer } from './server.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const sizes = {
  buildings: process.env.BENCH_BUILDINGS ?? '10000',
  users: process.env.BENCH_USERS ?? '2000',
  applications: process.env.BENCH_APPLICATIONS ?? '100000',
};

// BENCH_DATABASE_URL reuses a database a run already seeded (a million applications take minutes).
const reused = process.env.BENCH_DATABASE_URL;
const dbUrl = reused ?? (await freshDatabase(process.env.DATABASE_URL, 'bench_reports'));
const dataDir = mkdtempSync(join(tmpdir(), 'lease-bench-reports-'));
const env: Record<string, string> = dbUrl
  ? { DATABASE_URL: dbUrl, SEED_DEMO: '1', SECRETS_KEY: BENCH_SECRETS_KEY }
  : {};
if (!reused) {
  const started = Date.now();
  execFileSync(
    process.execPath,
    [
      'apps/api/dist/seed-cli.js',
      ...['--buildings', sizes.buildings, '--users', sizes.users, '--applications', sizes.applications],
    ],
    {
      env: { ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  console.log(
    `seeded in ${((Date.now() - started) / 1000).toFixed(1)} s on ${dbUrl ? 'PostgreSQL' : 'PGlite'}`,
  );
}

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3458), dataDir, env });
try {
  const get = async <T>(token: string, path: string): Promise<T> => {
    const res = await fetch(`${server.url}${path}`, { headers: { authorization: token } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  const admin = await signIn(server.url, 'admin@demo.test', password);
  const landlord = await signIn(server.url, 'landlord@demo.test', password);
  // A regional manager of the bulk line: it holds a slice of the new buildings.
  const rms = await get<{ rows: { email: string }[] }>(
    landlord,
    '/api/user/propertymanager/rm?pageSize=1&q=bulk-',
  );
  const rmEmail = rms.rows[0]?.email ?? 'rm@demo.test';
  const rm = await signIn(server.url, rmEmail, password);
  const counted = await get<{ applications: { count: number }[] }>(
    landlord,
    '/api/report/app?from=2020-01&to=2029-12',
  );
  console.log(
    `the landlord's report counts ${counted.applications.reduce((n, a) => n + a.count, 0)} applications; rm: ${rmEmail}`,
  );

  const wide = 'from=2020-01&to=2029-12';
  const calls: [string, string, string][] = [
    ['admin: /report/app (last 12 months)', admin, '/api/report/app'],
    ['admin: /report/app (ten years)', admin, `/api/report/app?${wide}`],
    ['landlord: /report/app (last 12 months)', landlord, '/api/report/app'],
    ['landlord: /report/app (ten years)', landlord, `/api/report/app?${wide}`],
    ['rm: /report/app (ten years)', rm, `/api/report/app?${wide}`],
    ['landlord: /report/usercount', landlord, '/api/report/usercount'],
    ['landlord: /report/building', landlord, '/api/report/building'],
    ['landlord: /report/landlord', landlord, '/api/report/landlord'],
    ['admin: /report/usercount', admin, '/api/report/usercount'],
    ['rm: /report/building', rm, '/api/report/building'],
  ];
  const results: LoadResult[] = [];
  for (const [title, token, path] of calls) {
    results.push(
      await measure({
        title,
        url: `${server.url}${path}`,
        headers: { authorization: token },
        duration,
        connections: CONNECTIONS,
      }),
    );
  }
  printTable(results);
  const worst = Math.max(...results.map((r) => r.p99));
  console.log(`\nslowest p99: ${worst} ms (goal ≤ 200 ms)`);
  await measureInvoices(server.url, admin, landlord);
} finally {
  await server.stop();
}
