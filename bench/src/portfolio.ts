// `npm run bench:portfolio`: the Buildings grid and the tree view at a large portfolio. Seeds the demo
// portfolio plus BENCH_BUILDINGS buildings and BENCH_USERS users (default 10,000 and 2,000) under
// landlord@demo.test into a fresh data directory, starts the built server on it, and measures the calls
// the two pages make, as that landlord.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, printTable, type LoadResult } from './load.js';
import { BENCH_SECRETS_KEY, rssKb, signIn, startServer } from './server.js';

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
// BENCH_DATABASE_URL measures a PostgreSQL database a run already seeded (a million take minutes).
const reused = process.env.BENCH_DATABASE_URL;
if (!reused) {
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
    {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 3457),
  dataDir,
  env: reused ? { DATABASE_URL: reused, SECRETS_KEY: BENCH_SECRETS_KEY } : {},
});
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

  // The grid pages by cursor: walk to page 100 the way a user paging forward would, then measure it.
  const byCity = '/api/property/buildings?pageSize=50&sort=billingCity&order=desc';
  let cursor: string | null = null;
  for (let page = 1; page < 100; page += 1) {
    const at: { nextCursor: string | null } = await get(`${byCity}${cursor ? `&cursor=${cursor}` : ''}`);
    cursor = at.nextCursor;
  }
  const calls: [string, string][] = [
    ['Buildings grid, page 1 by name', '/api/property/buildings?pageSize=50&sort=name'],
    ['Buildings grid, page 1 by city desc', byCity],
    ['Buildings grid, page 100 by city desc (cursor)', `${byCity}&cursor=${cursor}`],
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
  const p50 = (title: string) => results.find((r) => r.title === title)!.p50;
  console.log(
    `\nBuildings deep page ÷ first page (p50): ${(p50('Buildings grid, page 100 by city desc (cursor)') / p50('Buildings grid, page 1 by city desc')).toFixed(2)}` +
      `\nsort by policies ÷ sort by name (p50): ${(p50('Buildings grid, by policies desc') / p50('Buildings grid, page 1 by name')).toFixed(2)}`,
  );

  // Applications (issue 11): the landlord's records, first page against page 2,000 reached by cursor.
  const post = (path: string, body: object) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (r) => ((await r.json()) as { data: { nextCursor: string | null; total: number } }).data);
  const firstPage = { title: 'application', pageSize: 50, sort: 'sf_createdDate', order: 'desc' };
  let appCursor: string | null = null;
  const walkStart = performance.now();
  for (let page = 1; page < 2000; page += 1) {
    const at = await post('/api/property/filterApp', {
      ...firstPage,
      ...(appCursor ? { cursor: appCursor } : {}),
    });
    appCursor = at.nextCursor;
    if (!appCursor) break;
  }
  console.log(
    `\nwalked to application page 2,000 by cursor in ${Math.round(performance.now() - walkStart)} ms`,
  );
  const post50 = (title: string, body: object) => ({
    title,
    url: `${server.url}/api/property/filterApp`,
    method: 'POST' as const,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ...firstPage, ...body }),
    duration,
    connections: CONNECTIONS,
  });
  const appResults = [
    await measure(post50('Applications, page 1 newest first', {})),
    await measure(post50('Applications, page 2,000 (cursor)', { cursor: appCursor })),
    await measure(
      post50('Applications, filtered: 05 and AE, lease from 2026', {
        stage: ['Stage05'],
        appType: ['AE'],
        leaseStartFrom: '2026-01-01',
      }),
    ),
    await measure({
      ...post50('Applications, search "smith"', {}),
      url: `${server.url}/api/property/searchDB`,
      body: JSON.stringify({ label: 'application', q: 'smith', pageSize: 50 }),
    }),
    await measure({
      ...post50('Flagged policies (cancel: true)', {}),
      url: `${server.url}/api/property/policy`,
      body: JSON.stringify({ cancel: true, pageSize: 50 }),
    }),
    // The other kinds filterApp and searchDB read (issue 25): the Buildings grid's and the claims' queries.
    await measure({
      ...post50('filterApp buildings, by policies desc', {}),
      body: JSON.stringify({ title: 'building', sort: 'policies', order: 'desc', pageSize: 50 }),
    }),
    await measure({
      ...post50('searchDB buildings "apart"', {}),
      url: `${server.url}/api/property/searchDB`,
      body: JSON.stringify({ label: 'building', q: 'apart', pageSize: 50 }),
    }),
    await measure({
      ...post50('filterApp claims, newest first', {}),
      body: JSON.stringify({ title: 'claim', order: 'desc', pageSize: 50 }),
    }),
    await measure({
      ...post50('searchDB claims "clm"', {}),
      url: `${server.url}/api/property/searchDB`,
      body: JSON.stringify({ label: 'claim', q: 'clm', pageSize: 50 }),
    }),
  ];
  printTable(appResults);
  const appP50 = (title: string) => appResults.find((r) => r.title === title)!.p50;
  console.log(
    `application page 2,000 ÷ page 1 (p50): ${(appP50('Applications, page 2,000 (cursor)') / appP50('Applications, page 1 newest first')).toFixed(2)}`,
  );
  const appRss = rssKb(server.pid);
  const appExportStart = performance.now();
  const appCsv = await fetch(`${server.url}/api/property/records/export?title=application`, { headers });
  let appLines = 0;
  for await (const chunk of appCsv.body!)
    appLines += (Buffer.from(chunk).toString('utf8').match(/\r\n/g) ?? []).length;
  console.log(
    `CSV export: ${appLines - 1} applications in ${Math.round(performance.now() - appExportStart)} ms; ` +
      `server RSS ${Math.round(appRss / 1024)} → ${Math.round(rssKb(server.pid) / 1024)} MB`,
  );

  // The CSV export of every building in scope, streamed: its time and the server's memory growth.
  const rssBefore = rssKb(server.pid);
  const exportStart = performance.now();
  const csv = await fetch(`${server.url}/api/property/buildings/export?sort=name`, { headers });
  const lines = (await csv.text()).split('\r\n').length - 2;
  console.log(
    `CSV export: ${lines} buildings in ${Math.round(performance.now() - exportStart)} ms; ` +
      `server RSS ${Math.round(rssBefore / 1024)} → ${Math.round(rssKb(server.pid) / 1024)} MB`,
  );
} finally {
  await server.stop();
}
