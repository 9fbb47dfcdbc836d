// `npm run bench:portfolio`: the Buildings grid and the tree view at a large portfolio. Seeds the demo
// portfolio plus BENCH_BUILDINGS buildings and BENCH_USERS users (default 10,000 and 2,000) under
// landlord@demo.test into a fresh data directory, starts the built server on it, and measures the calls
// the two pages make, as that landlord.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, printTable, type LoadResult } from './load.js';
import { signIn, startServer } from './server.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
// A few concurrent clients: the embedded PGlite answers one query at a time, so more would only queue.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const sizes = {
  buildings: process.env.BENCH_BUILDINGS ?? '10000',
  users: process.env.BENCH_USERS ?? '2000',
  applications: process.env.BENCH_APPLICATIONS ?? '100000',
};

const dataDir = mkdtempSync(join(tmpdir(), 'lease-bench-portfolio-'));
const started = Date.now();
execFileSync(
  process.execPath,
  [
    'apps/api/dist/seed-cli.js',
    '--buildings',
    sizes.buildings,
    '--users',
    sizes.users,
    '--applications',
    sizes.applications,
  ],
  { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'inherit', 'inherit'] },
);
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3457), dataDir });
try {
  const token = await signIn(server.url, 'landlord@demo.test', password);
  const headers = { authorization: token };
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${server.url}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };

  // The ids the tree's lazy levels need: the landlord, its busiest vp and one of that vp's rms.
  type Page = { rows: { id: string; children: number }[]; total: number };
  const landlord = (await get<Page>('/api/user/landlordtree')).rows[0]!;
  const top = await get<Page>(`/api/user/vptree?landlordId=${landlord.id}&pageSize=200`);
  const vp = [...top.rows].sort((a, b) => b.children - a.children)[0]!;
  const rms = await get<Page>(`/api/user/rmtree?managerId=${vp.id}&pageSize=200`);
  const rm = rms.rows[0]!;
  const grid = await get<Page>('/api/property/buildings?pageSize=1');
  console.log(
    `portfolio: ${grid.total} buildings in scope; the landlord's line has ${landlord.children} people, ` +
      `${top.total} at the top; the vp measured has ${vp.children} rms`,
  );

  const calls: [string, string][] = [
    ['Buildings grid, page 1 by name', '/api/property/buildings?pageSize=50&sort=name'],
    [
      'Buildings grid, page 100 by city desc',
      '/api/property/buildings?pageSize=50&page=100&sort=billingCity&order=desc',
    ],
    ['Buildings grid, search "apart"', '/api/property/buildings?pageSize=50&q=apart'],
    ['Buildings grid, by policies desc', '/api/property/buildings?pageSize=50&sort=policies&order=desc'],
    ['Tree: landlords', '/api/user/landlordtree'],
    ['Tree: top of the line', `/api/user/vptree?landlordId=${landlord.id}&pageSize=50`],
    ["Tree: a vp's rms", `/api/user/rmtree?managerId=${vp.id}&pageSize=50`],
    ["Tree: an rm's pms", `/api/user/rmtree?managerId=${rm.id}&pageSize=50`],
    ['Property users grid', '/api/user/propertymanager/pm?pageSize=50'],
  ];
  const results: LoadResult[] = [];
  for (const [title, path] of calls) {
    results.push(
      await measure({ title, url: `${server.url}${path}`, headers, duration, connections: CONNECTIONS }),
    );
  }
  printTable(results);
} finally {
  await server.stop();
}
