// `npm run bench:desk`: the claims desk at 10,000 undecided claims on PostgreSQL (issue #32). Seeds the demo
// portfolio and enough policies into a fresh database beside DATABASE_URL (default the local `test`), files
// BENCH_CLAIMS claims (default 10,000) on them straight in SQL, each a copy of a demo claim with its two
// papers, spread over the last five days, then times, as the admin, one request at a time: the desk's
// first page, its first page filtered to one recommendation, a deep page, and one claim's assessment.
// Goals: p99 ≤ 50 ms for a page, ≤ 20 ms for an assessment.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileBulkClaims } from './bulk-claims.js';
import { measured } from './samples.js';
import { BENCH_SECRETS_KEY, freshDatabase, signIn, startServer } from './server.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const adminUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const GOALS = { page: 50, assessment: 20 };

const url = (await freshDatabase(adminUrl, 'bench_desk'))!;
const dataDir = mkdtempSync(join(tmpdir(), 'lease-bench-desk-'));
// The seed's demo papers go where the server will read them.
const env = { DATABASE_URL: url, SECRETS_KEY: BENCH_SECRETS_KEY, LOG_LEVEL: 'warn' };
const storage = { DATA_DIR: dataDir, STORAGE_DIR: join(dataDir, 'files') };
const seeded = Date.now();
// The server seeds the demo (its claims and their papers are made through the app) before the bulk.
const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 3710),
  env: { ...env, SEED_DEMO: '1' },
  dataDir,
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

try {
  // About 55 % of bulk applications are issued policies: twice the claims leaves enough of them.
  execFileSync(
    process.execPath,
    ['apps/api/dist/seed-cli.js', '--buildings', '200', '--applications', String(CLAIMS * 2)],
    { env: { ...process.env, ...env, ...storage }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const filed = await fileBulkClaims(url, CLAIMS);
  if (filed < CLAIMS) throw new Error(`only ${filed} policies took a claim; ${CLAIMS} were asked for`);
  console.log(`seeded ${filed} undecided claims in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  const token = await signIn(server.url, 'admin@demo.test', password);
  const get = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${server.url}/api${path}`, { headers: { authorization: token } });
    const body = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body}`);
    return { ms: performance.now() - started, body };
  };
  const first = JSON.parse((await get('/claim/desk?pageSize=25')).body) as {
    data: { rows: { id: string }[]; total: number };
  };
  if (first.data.total < CLAIMS) throw new Error(`the desk shows ${first.data.total} claims`);
  const ids = first.data.rows.map((r) => r.id);

  /** One call SAMPLES times after a warm-up of 20, one at a time: the latency an adjuster feels. */
  const time = async (label: string, path: (i: number) => string, goal: number | null) => {
    for (let i = 0; i < 20; i += 1) await get(path(i));
    const ms: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) ms.push((await get(path(i))).ms);
    const sorted = [...measured(ms, label)].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    return { label, p50, p99, goal, ok: goal === null || p99 <= goal };
  };
  const deep = Math.floor(CLAIMS / 25 / 2);
  const rows = [
    await time('desk, first page (25)', () => '/claim/desk?pageSize=25', GOALS.page),
    await time(
      'desk, first page, approve only',
      () => '/claim/desk?pageSize=25&recommendation=approve',
      GOALS.page,
    ),
    // A deep page is read by offset (the desk is worked from the top): shown, with no goal of its own.
    await time(`desk, page ${deep}`, () => `/claim/desk?pageSize=25&page=${deep}`, null),
    await time('one assessment', (i) => `/claim/assessment?id=${ids[i % ids.length]}`, GOALS.assessment),
  ];
  console.log(`\n${filed} undecided claims on PostgreSQL; ${SAMPLES} requests each, one at a time`);
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('| call | p50 ms | p99 ms | goal p99 |');
  console.log('|---|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ≤ ${r.goal}${r.ok ? '' : ' MISSED'} |`,
    );
  }
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
} finally {
  await server.stop();
}
