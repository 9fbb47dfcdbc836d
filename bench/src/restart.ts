// `npm run bench:restart`: two API instances on one PostgreSQL database and one storage directory,
// behind a small proxy on loopback (./proxy.ts), under a mixed load with claim uploads for 60 s; each
// instance is restarted in turn (SIGTERM, wait for its exit, start it again). Goal: 0 failed requests.
import { benchClaimData } from './claim-data.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { drive, ok, percentile, type CallType, type Result } from './open-loop.js';
import { startProxy } from './proxy.js';
import { BENCH_SECRETS_KEY, freshDatabase, signIn, startServer, type BenchServer } from './server.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const adminUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const rate = Number(process.env.BENCH_RATE ?? 20);
const connections = 40;
/** Clients each filing one claim after another, with its files, for the whole run. */
const UPLOADERS = 2;
const basePort = Number(process.env.BENCH_PORT ?? 4310);
const USERS = ['landlord@demo.test', 'vp@demo.test', 'rm@demo.test', 'pm@demo.test', 'admin@demo.test'];
/** A claim's files at sizes landlords send (scanned leases and ledgers): 8 MB in all. */
const FILES = [
  { field: 'leaseFile', name: 'lease.pdf', bytes: 3_000_000 },
  { field: 'ledgerFile', name: 'ledger.pdf', bytes: 1_000_000 },
  { field: 'otherFiles', name: 'notice.pdf', bytes: 2_000_000 },
  { field: 'otherFiles', name: 'photos.pdf', bytes: 2_000_000 },
];

const pdf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new Blob([bytes], { type: 'application/pdf' });
};

/** Reads and writes that any instance answers alike: GETs, and POSTs with small bodies. */
function workload(users: { email: string; token: string }[]): CallType[] {
  const user = (c: number) => users[c % users.length]!;
  return [
    {
      name: 'sign-in (POST)',
      weight: 2,
      make: (c) => ({ method: 'POST', path: '/api/auth/signin', body: { email: user(c).email, password } }),
    },
    {
      name: 'applications list (POST filterApp)',
      weight: 20,
      make: (c) => ({
        method: 'POST',
        path: '/api/property/filterApp',
        token: user(c).token,
        body: { title: 'application', pageSize: 50, sort: 'sf_createdDate', order: 'desc' },
      }),
    },
    {
      name: 'buildings list',
      weight: 20,
      make: (c) => ({
        method: 'GET',
        path: '/api/property/buildings?pageSize=50&sort=name',
        token: user(c).token,
      }),
    },
    {
      name: 'profile',
      weight: 30,
      make: (c) => ({ method: 'GET', path: '/api/auth/profile', token: user(c).token }),
    },
  ];
}

/** A new policy in force in a building pm@ holds, so each upload files a claim that must succeed. */
async function freshPolicy(db: pg.Client): Promise<{ id: string; state: string }> {
  const { rows } = await db.query<{ id: string; state: string }>(`
    insert into applications (building_id, landlord_id, stage, app_type, rider_id, issue_date, unit_number,
      lease_start_date, lease_end_date, coverage_start_date, coverage_end_date, gross_monthly_rent,
      coverage_amount_requested_months, total_coverage_amount)
    select a.building_id, a.landlord_id, 'Stage05', a.app_type, 'R-B' || substr(md5(random()::text), 1, 10),
      current_date - 200, a.unit_number, current_date - 200, current_date + 165, current_date - 200,
      current_date + 165, 2000, 6, 12000
    from applications a
    where a.building_id in (select building_id from building_grants
      where user_id = (select id from users where email = 'pm@demo.test'))
    limit 1
    returning id, (select billing_state from buildings b where b.id = building_id) as state`);
  return rows[0]!;
}

/** Files claims one after another through the proxy until `until`, each with its files. */
async function uploads(url: string, token: string, db: pg.Client, until: number): Promise<Result[]> {
  const results: Result[] = [];
  const files = FILES.map((f) => ({ ...f, blob: pdf(f.bytes) }));
  while (performance.now() < until) {
    const policy = await freshPolicy(db);
    const form = new FormData();
    form.append('claimData', JSON.stringify(benchClaimData(policy, 'Rolling restart bench')));
    for (const f of files) form.append(f.field, f.blob, f.name);
    const at = performance.now();
    let status = 0;
    try {
      const res = await fetch(`${url}/api/claim/create`, {
        method: 'POST',
        headers: { authorization: token },
        body: form,
      });
      status = res.status;
      if (status !== 201) console.error(`claim upload: ${status} ${await res.text()}`);
      else await res.arrayBuffer();
    } catch (error) {
      console.error(`claim upload: no answer (${(error as Error).message})`);
    }
    results.push({
      call: 'claim upload, 8 MB in 4 files (POST)',
      instance: 0,
      at,
      ms: performance.now() - at,
      status,
    });
  }
  return results;
}

const ms = (value: number) => value.toFixed(0);

function table(results: Result[]): string {
  const names = [...new Set(results.map((r) => r.call)), 'all'];
  const rows = names.map((name) => {
    const mine = name === 'all' ? results : results.filter((r) => r.call === name);
    const latencies = mine.map((r) => r.ms);
    return `| ${name} | ${mine.length} | ${mine.filter((r) => !ok(r)).length} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 99))} |`;
  });
  return ['| call | requests | failed | p50 ms | p99 ms |', '|---|---:|---:|---:|---:|', ...rows].join('\n');
}

const dbUrl = (await freshDatabase(adminUrl, 'bench_restart'))!;
const dataDir = mkdtempSync(join(tmpdir(), 'lease-bench-restart-'));
const ports = [basePort, basePort + 1];
const servers: BenchServer[] = [];
const db = new pg.Client({ connectionString: dbUrl });
/** BENCH_GRACE_MS=0 shows what the grace buys; unset, the default (5 s). */
const grace = process.env.BENCH_GRACE_MS;
const env = {
  DATABASE_URL: dbUrl,
  SEED_DEMO: '1',
  SECRETS_KEY: BENCH_SECRETS_KEY,
  SHUTDOWN_TIMEOUT_MS: '30000',
  // At info, the shutdown logs the requests in flight when it stops listening.
  LOG_LEVEL: 'info',
  ...(grace ? { SHUTDOWN_GRACE_MS: grace } : {}),
};

/** The requests a stopped instance was still answering when it stopped listening, from its log. */
const inFlightAtClose = (server: BenchServer): string => {
  const line = server
    .output()
    .split('\n')
    .find((l) => l.includes('"msg":"shutting down: refusing new connections"'));
  const list = line ? (JSON.parse(line) as { inFlight: string[] }).inFlight : [];
  return `${list.length} (${list.filter((r) => r.startsWith('POST /api/claim/create')).length} claim uploads)`;
};
try {
  // One database and one storage directory: a claim filed on one instance is the other's too.
  for (const port of ports) servers.push(await startServer({ port, env, dataDir }));
  const proxy = await startProxy({
    port: basePort + 2,
    upstreams: ports.map((p) => `http://127.0.0.1:${p}`),
  });
  const url = `http://127.0.0.1:${proxy.port}`;
  await db.connect();
  const users = [];
  for (const email of USERS) users.push({ email, token: await signIn(url, email, password) });
  const uploaderToken = users.find((u) => u.email === 'pm@demo.test')!.token;

  console.log(
    `\nbench:restart — 2 instances on one PostgreSQL database behind a loopback proxy (${url}); ` +
      `${rate} req/s open loop over ${connections} connections + ${UPLOADERS} clients filing 8 MB claims, ` +
      `${seconds} s; SHUTDOWN_GRACE_MS ${grace ?? 'at its default (5000)'}`,
  );
  const until = performance.now() + seconds * 1000;
  const load = drive({ ports: [proxy.port], calls: workload(users), connections, rate, seconds });
  const uploading = Promise.all(
    Array.from({ length: UPLOADERS }, () => uploads(url, uploaderToken, db, until)),
  );

  const restarts: string[] = [];
  const started = performance.now();
  const restart = async (i: number) => {
    const signalled = performance.now();
    const code = await servers[i]!.stop();
    const exited = performance.now();
    const inFlight = inFlightAtClose(servers[i]!);
    servers[i] = await startServer({ port: ports[i]!, env, dataDir });
    const up = performance.now();
    const s = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
    restarts.push(
      `| ${String.fromCharCode(65 + i)} (:${ports[i]}) | ${s(started, signalled)} | ${inFlight} | ${String(code)} | ${s(signalled, exited)} | ${s(exited, up)} |`,
    );
  };
  // The second goes once the first answers again and the proxy has seen it ready.
  await sleep(5_000);
  await restart(0);
  await sleep(2_000);
  await restart(1);

  const results = [...(await load), ...(await uploading).flat()];
  const failed = results.filter((r) => !ok(r));
  console.log(
    `\n| instance | SIGTERM, into the load | in flight when it stopped listening | exit code | SIGTERM → exit | start → answering |\n|---|---:|---:|---:|---:|---:|\n${restarts.join('\n')}`,
  );
  console.log(`\n${table(results)}`);
  const retried = [...proxy.retried].map(([code, n]) => `${n} × ${code}`).join(', ') || 'none';
  console.log(`\nsent again by the proxy to the other instance: ${retried}`);
  console.log(
    `goal 0 failed requests through both restarts: ${failed.length === 0 ? 'met' : 'missed'} (${results.length} requests, ${failed.length} failed${
      failed.length
        ? `: ${[...new Set(failed.map((r) => `${r.call} ${r.status || 'no answer'}`))].join('; ')}`
        : ''
    })`,
  );
  await proxy.close();
  if (failed.length > 0) process.exitCode = 1;
} finally {
  await db.end().catch(() => undefined);
  for (const server of servers) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(dbUrl).pathname.slice(1)} with (force)`);
  await admin.end();
}
