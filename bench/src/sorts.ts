// `npm run bench:sorts`: every sortable column of every grid (Buildings, Applications, Policies, Claims,
// Invoices, Users), its first page and a deep page (BENCH_DEEP_PAGE, 50 by default, or the list's last
// page when it is shorter, reached by cursor as the grid pages), p50 and p99 over BENCH_SAMPLES (30)
// calls one after another, as landlord@demo.test on PostgreSQL. Exits non-zero when a call's p50 is more
// than 2× the fastest p50 of its grid (issue #37 item 2). BENCH_DATABASE_URL measures a database a run
// seeded already (seeding takes minutes); else DATABASE_URL names the server a fresh one is made on and
// seeded with BENCH_BUILDINGS (10,000), BENCH_USERS (2,000) and BENCH_APPLICATIONS (100,000).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILDING_SORTS, CLAIM_SORTS, INVOICE_SORTS, RECORD_SORTS, USER_SORTS } from '@lease/contract';
import { measured } from './samples.js';
import { BENCH_SECRETS_KEY, freshDatabase, signIn, startServer } from './server.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const DEEP = Number(process.env.BENCH_DEEP_PAGE ?? 50);
const PAGE_SIZE = 50;
const LIMIT = 2;

let dbUrl = process.env.BENCH_DATABASE_URL;
if (!dbUrl) {
  const fresh = await freshDatabase(process.env.DATABASE_URL, 'bench_sorts');
  if (!fresh) throw new Error('bench:sorts measures PostgreSQL: set DATABASE_URL or BENCH_DATABASE_URL');
  dbUrl = fresh;
  const started = Date.now();
  const sizes = ['buildings', 'users', 'applications'].flatMap((what) => [
    `--${what}`,
    process.env[`BENCH_${what.toUpperCase()}`] ?? { buildings: '10000', users: '2000' }[what] ?? '100000',
  ]);
  execFileSync(process.execPath, ['apps/api/dist/seed-cli.js', ...sizes], {
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      SECRETS_KEY: BENCH_SECRETS_KEY,
      STORAGE_DIR: mkdtempSync(join(tmpdir(), 'lease-bench-sorts-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  console.log(`seeded ${dbUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
const GRIDS: Grid[] = [
  { name: 'Buildings', sorts: BUILDING_SORTS, request: (s, c) => query('/property/buildings', s, c) },
  { name: 'Applications', sorts: RECORD_SORTS, request: records('application') },
  { name: 'Policies', sorts: RECORD_SORTS, request: records('policy') },
  { name: 'Claims', sorts: CLAIM_SORTS, request: (s, c) => query('/property/claim', s, c) },
  { name: 'Invoices', sorts: INVOICE_SORTS, request: (s, c) => query('/invoice/list', s, c) },
  { name: 'Users', sorts: USER_SORTS, request: (s, c) => query('/user/propertymanager/pm', s, c) },
];

interface Figure {
  grid: string;
  sort: string;
  page: number;
  p50: number;
  p99: number;
}
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 3458),
  env: {
    DATABASE_URL: dbUrl,
    SECRETS_KEY: BENCH_SECRETS_KEY,
    STORAGE_DIR: mkdtempSync(join(tmpdir(), 'lease-bench-sorts-')),
  },
});
let failed = false;
try {
  const token = await signIn(server.url, 'landlord@demo.test', password);
  const call = async ({ path, body }: { path: string; body?: object }) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { nextCursor: string | null; total: number } }).data;
  };
  const time = async (request: { path: string; body?: object }, what: string) => {
    for (let i = 0; i < 3; i += 1) await call(request);
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const started = performance.now();
      await call(request);
      samples.push(performance.now() - started);
    }
    return [...measured(samples, what)].sort((a, b) => a - b);
  };

  console.log('| grid | sort | page | p50 ms | p99 ms | ÷ fastest p50 |\n|---|---|---:|---:|---:|---:|');
  for (const grid of GRIDS) {
    const figures: Figure[] = [];
    for (const sort of grid.sorts) {
      const first = grid.request(sort, null);
      const total = (await call(first)).total;
      // The deep page, reached by cursor as the grid pages forward; a shorter list's last page.
      let cursor: string | null = null;
      let page = 1;
      for (; page < DEEP; page += 1) {
        const next: string | null = (await call(grid.request(sort, cursor))).nextCursor;
        if (!next) break;
        cursor = next;
      }
      for (const [at, request] of [
        [1, first],
        [cursor ? page : 1, grid.request(sort, cursor)],
      ] as const) {
        const sorted = await time(request, `${grid.name} by ${sort}, page ${at}`);
        figures.push({ grid: grid.name, sort, page: at, p50: pct(sorted, 0.5), p99: pct(sorted, 0.99) });
      }
      if (total === 0) throw new Error(`${grid.name}: no rows to sort, so the figures measure nothing`);
    }
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
