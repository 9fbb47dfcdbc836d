// `npm run bench:audited-reads`: what logging a key's read costs (apps/api/src/platform/http/audited-reads.ts).
// A cheap read (GET /api/claim/office-hours) with a session (not logged) and with a key (one Active Log
// row each), in BENCH_ROUNDS (5) alternating rounds of BENCH_READS (100) reads one after another and
// BENCH_READS reads BENCH_CONCURRENCY (16) at a time; the difference of the medians per read is the
// log's cost. PGlite, or PostgreSQL with DATABASE_URL.
import pg from 'pg';
import { BENCH_SECRETS_KEY, freshDatabase, signIn, startServer, type BenchServer } from './server.js';
import { measured } from './samples.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const port = Number(process.env.BENCH_PORT ?? 4720);
const READS = Number(process.env.BENCH_READS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const dbUrl = await freshDatabase(process.env.DATABASE_URL, 'bench_reads');
let server: BenchServer | null = null;
try {
  const env: Record<string, string> = { API_KEY_RATE_LIMIT: '100000000' };
  if (dbUrl) Object.assign(env, { DATABASE_URL: dbUrl, SEED_DEMO: '1', SECRETS_KEY: BENCH_SECRETS_KEY });
  server = await startServer({ port, env });
  const base = server.url;
  const token = await signIn(base, 'landlord@demo.test', password);
  const made = await fetch(`${base}/api/api-keys`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench' }),
  });
  const { secret } = ((await made.json()) as { data: { secret: string } }).data;

  const read = async (auth: string) => {
    const res = await fetch(`${base}/api/claim/office-hours`, { headers: { authorization: auth } });
    if (res.status !== 200) throw new Error(`read answered ${res.status}`);
    await res.arrayBuffer();
  };
  const sequential = async (auth: string) => {
    const start = performance.now();
    for (let i = 0; i < READS; i += 1) await read(auth);
    return (performance.now() - start) / READS;
  };
  const concurrent = async (auth: string) => {
    const start = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < READS) await read(auth);
      }),
    );
    return (performance.now() - start) / READS;
  };
  // Warm both paths (caches, prepared statements, JIT) before measuring.
  for (let i = 0; i < 50; i += 1) await Promise.all([read(token), read(`Bearer ${secret}`)]);

  const runs = {
    sessionMsPerRead: [] as number[],
    keyMsPerRead: [] as number[],
    sessionMsPerReadConcurrent: [] as number[],
    keyMsPerReadConcurrent: [] as number[],
  };
  // Alternating rounds, so a neighbour's load on the machine falls on both alike.
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.sessionMsPerRead.push(await sequential(token));
    runs.keyMsPerRead.push(await sequential(`Bearer ${secret}`));
    runs.sessionMsPerReadConcurrent.push(await concurrent(token));
    runs.keyMsPerReadConcurrent.push(await concurrent(`Bearer ${secret}`));
  }
  const median = (values: number[]) =>
    [...measured(values, 'median')].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const figures = Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, median(v)])) as Record<
    keyof typeof runs,
    number
  >;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  console.log(
    JSON.stringify({
      database: dbUrl ? 'postgresql' : 'pglite',
      reads: READS,
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
      ...Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, round(v)])),
      logCostMsPerRead: round(figures.keyMsPerRead - figures.sessionMsPerRead),
      logCostMsPerReadConcurrent: round(figures.keyMsPerReadConcurrent - figures.sessionMsPerReadConcurrent),
    }),
  );
  if (dbUrl) {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from activity_log where action = 'read' and api_key_id is not null`,
    );
    await client.end();
    console.log(`read rows of the key: ${rows[0]!.n} (expected ${50 + 2 * READS * ROUNDS})`);
  }
} finally {
  await server?.stop();
}
