// `npm run bench:sorts`: every sortable column of every grid (Buildings, Applications, Policies, Claims,
// Invoices, Users), its first page and a deep page (BENCH_DEEP_PAGE, 50 by default, or the list's last
// page when it is shorter, reached by cursor as the grid pages), p50 and p99 over BENCH_SAMPLES (30)
// calls one after another, as landlord@demo.test on PostgreSQL. Exits non-zero when a call's p50 is more
// than 2× the fastest p50 of its grid (issue #37 item 2). BENCH_DATABASE_URL measures a database a run
// seeded already (seeding takes minutes); else DATABASE_URL names the server a fresh one is made on and
// seeded: the demo first, then BENCH_BUILDINGS (10,000), BENCH_USERS (2,000), BENCH_APPLICATIONS (100,000)
// and BENCH_CLAIMS (10,000) claims copied from a demo one. Last month's invoices are issued first; a grid
// with no rows is named and fails. BENCH_GRIDS=Users,Claims measures only those grids.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILDING_SORTS, CLAIM_SORTS, INVOICE_SORTS, RECORD_SORTS, USER_SORTS } from '@lease/contract';
import { fileBulkClaims } from './bulk-claims.js';
import { measured } from './samples.js';
import { BENCH_SECRETS_KEY, freshDatabase, signIn, startServer } from './server.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const DEEP = Number(process.env.BENCH_DEEP_PAGE ?? 50);
const PAGE_SIZE = 50;
const LIMIT = 2;
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 10_000);

const storage = mkdtempSync(join(tmpdir(), 'lease-bench-sorts-'));
const serverEnv = (url: string) => ({
  DATABASE_URL: url,
  SECRETS_KEY: BENCH_SECRETS_KEY,
  STORAGE_DIR: storage,
});
const port = Number(process.env.BENCH_PORT ?? 3458);

let dbUrl = process.env.BENCH_DATABASE_URL;
if (!dbUrl) {
  const fresh = await freshDatabase(process.env.DATABASE_URL, 'bench_sorts');
  if (!fresh) throw new Error('bench:sorts measures PostgreSQL: set DATABASE_URL or BENCH_DATABASE_URL');
  dbUrl = fresh;
  const started = Date.now();
  // The server seeds the demo, its claims made through the app, before the bulk: they are the template.
  const seeding = await startServer({ port, env: { ...serverEnv(dbUrl), SEED_DEMO: '1' } });
  await seeding.stop();
  const sizes = ['buildings', 'users', 'applications'].flatMap((what) => [
    `--${what}`,
    process.env[`BENCH_${what.toUpperCase()}`] ?? { buildings: '10000', users: '2000' }[what] ?? '100000',
  ]);
  execFileSync(process.execPath, ['apps/api/dist/seed-cli.js', ...sizes], {
    env: { ...process.env, ...serverEnv(dbUrl), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const claims = await fileBulkClaims(dbUrl, CLAIMS);
  console.log(
    `seeded ${dbUrl} with ${claims} bulk claims in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** One grid: how to ask for a page of it sorted by `sort`, from a cursor when given. */
interface Grid {
  name: string;
  sorts: readonly string[];
  request(sort: string, cursor: string | null): { path: string; body?: object };
}
const query = (path: string, sort: string, cursor: string | null) => ({
  path: `${path}?pageSize=${PAGE_SIZE}&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`,
});
const records = (title: string) => (sort: string, cursor: string | null) => ({
  path: '/property/filterApp',
  body: { title, sort, pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
});
const ALL_GRIDS: Grid[] = [
  { name: 'Buildings', sorts: BUILDING_SORTS, request: (s, c) => query('/property/buildings', s, c) },
  { name: 'Applications', sorts: RECORD_SORTS, request: records('application') },
  { name: 'Policies', sorts: RECORD_SORTS, request: records('policy') },
  { name: 'Claims', sorts: CLAIM_SORTS, request: (s, c) => query('/property/claim', s, c) },
  { name: 'Invoices', sorts: INVOICE_SORTS, request: (s, c) => query('/invoice/list', s, c) },
  { name: 'Users', sorts: USER_SORTS, request: (s, c) => query('/user/propertymanager/pm', s, c) },
];
const only = process.env.BENCH_GRIDS?.split(',');
const GRIDS = ALL_GRIDS.filter((g) => !only || only.includes(g.name));
if (GRIDS.length === 0)
  throw new Error(`BENCH_GRIDS names no grid of ${ALL_GRIDS.map((g) => g.name).join(', ')}`);

interface Figure {
  grid: string;
  sort: string;
  page: number;
  p50: number;
  p99: number;
}
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const server = await startServer({ port, env: serverEnv(dbUrl) });
let failed = false;
try {
  const token = await signIn(server.url, 'landlord@demo.test', password);
  // A bulk seed issues no invoices: last month's, as the monthly job would, give the grid its rows.
  const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1));
  const issued = await fetch(`${server.url}/api/invoice/issue`, {
    method: 'POST',
    headers: {
      authorization: await signIn(server.url, 'admin@demo.test', password),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ month: month.toISOString().slice(0, 7) }),
  });
  if (!issued.ok) throw new Error(`invoice issue: ${issued.status} ${await issued.text()}`);
  const call = async ({ path, body }: { path: string; body?: object }) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { nextCursor: string | null; total: number } }).data;
  };
  console.log('| grid | sort | page | p50 ms | p99 ms | ÷ fastest p50 |\n|---|---|---:|---:|---:|---:|');
  for (const grid of GRIDS) {
    const calls: { sort: string; page: number; request: { path: string; body?: object } }[] = [];
    for (const sort of grid.sorts) {
      const first = grid.request(sort, null);
      if ((await call(first)).total === 0) break;
      // The deep page, reached by cursor as the grid pages forward; a shorter list's last page.
      let cursor: string | null = null;
      let page = 1;
      for (; page < DEEP; page += 1) {
        const next: string | null = (await call(grid.request(sort, cursor))).nextCursor;
        if (!next) break;
        cursor = next;
      }
      calls.push(
        { sort, page: 1, request: first },
        { sort, page: cursor ? page : 1, request: grid.request(sort, cursor) },
      );
    }
    // A grid with no rows in this database has nothing to sort: said, and the run fails (no figure of nothing).
    if (calls.length === 0) {
      console.log(`| ${grid.name} | (no rows in this database: not measured) | | | | **failed** |`);
      failed = true;
      continue;
    }
    // Round robin over the grid's calls, so that the load of a shared machine weighs on each alike.
    const samples = calls.map(() => [] as number[]);
    for (let round = -2; round < SAMPLES; round += 1) {
      for (const [i, { request }] of calls.entries()) {
        const started = performance.now();
        await call(request);
        if (round >= 0) samples[i]!.push(performance.now() - started);
      }
    }
    const figures: Figure[] = calls.map(({ sort, page }, i) => {
      const sorted = [...measured(samples[i]!, `${grid.name} by ${sort}, page ${page}`)].sort(
        (a, b) => a - b,
      );
      return { grid: grid.name, sort, page, p50: pct(sorted, 0.5), p99: pct(sorted, 0.99) };
    });
    const fastest = Math.min(...figures.map((f) => f.p50));
    for (const f of figures) {
      const ratio = f.p50 / fastest;
      const over = ratio > LIMIT;
      failed ||= over;
      console.log(
        `| ${f.grid} | ${f.sort} | ${f.page} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${ratio.toFixed(2)}${over ? ' **over 2×**' : ''} |`,
      );
    }
  }
} finally {
  await server.stop();
}
if (failed) {
  console.error(`\nA sort is more than ${LIMIT}× the fastest of its grid (p50): see the rows marked.`);
  process.exit(1);
}
