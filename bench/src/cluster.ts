// `npm run bench:cluster`: two API instances on one PostgreSQL of the bench's own (port 5499), storing
// their files in a fake S3, behind a loopback proxy (round robin). A mixed load (sign-ins, the grids
// with filters and searches, profile, notifications, calendar writes, claims filed with 1.5 MB of files)
// goes through the proxy at rising rates, a step at a time, until a step's p99 passes 250 ms or one
// request fails: the knee is the last step that met both. Then how long a sign-out on one instance is
// still answered by the other, and the same load sent straight to the instances while PostgreSQL
// restarts, and how long each instance takes to answer again, without being restarted itself.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeS3Env, startFakeS3, startProxy, type Child } from './cluster-stack.js';
import { loadTable, ms, outageLines, recovery, slowSeconds, stepRow } from './cluster-report.js';
import { revocationDelays } from './cluster-revocation.js';
import { freshPolicies, slot, workload, type BenchUser } from './cluster-workload.js';
import { drive, percentile, type Result } from './open-loop.js';
import { startOwnPostgres } from './own-postgres.js';
import { BENCH_SECRETS_KEY, signIn, startServer, type BenchServer } from './server.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
/** The offered rates, requests a second through the proxy, one step each; BENCH_RATES changes them. */
const rates = (process.env.BENCH_RATES ?? '100,200,300,400,500,600,700,800,900,1000').split(',').map(Number);
const stepSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = 200;
const restartSeconds = Number(process.env.BENCH_RESTART_SECONDS ?? 30);
/** When, in the restart phase, PostgreSQL restarts. */
const restartAfterSeconds = 10;
const WARM_UP_SECONDS = 10;
/** The instances on basePort and the next; the proxy on basePort + 2, the fake S3 on basePort + 3. */
const basePort = Number(process.env.BENCH_PORT ?? 3690);
const USERS = ['landlord@demo.test', 'vp@demo.test', 'rm@demo.test', 'pm@demo.test', 'admin@demo.test'];
/** Who files the claims, on policies in buildings HOLDER holds (so the claimant does too). */
const CLAIMANT = 'landlord@demo.test';
const HOLDER = 'pm@demo.test';

/** The process's start time from /proc: the same pid and start time is the same process, never restarted. */
const startTime = (pid: number): string | null => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]!;
  } catch {
    return null;
  }
};

async function call<T>(url: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

const postgres = await startOwnPostgres(Number(process.env.BENCH_PG_PORT ?? 5499));
const dataDir = mkdtempSync(join(tmpdir(), 'lease-bench-cluster-'));
const servers: BenchServer[] = [];
const around: Child[] = [];
try {
  around.push(await startFakeS3(basePort + 3, join(dataDir, 's3')));
  // Both instances share the database and the key that seals its signing key, so a token from one
  // is good on the other; the first seeds the demo portfolio, the second finds it there.
  const env = {
    DATABASE_URL: postgres.url,
    SEED_DEMO: '1',
    SECRETS_KEY: BENCH_SECRETS_KEY,
    TRUST_PROXY_HOPS: '1',
    ...fakeS3Env(basePort + 3),
  };
  for (const port of [basePort, basePort + 1]) servers.push(await startServer({ port, env, dataDir }));
  const processes = servers.map((s) => ({ pid: s.pid, start: startTime(s.pid) }));
  const [a] = servers as [BenchServer, BenchServer];

  const proxyPort = basePort + 2;
  around.push(await startProxy(proxyPort, [basePort, basePort + 1]));
  const proxy = `http://127.0.0.1:${proxyPort}`;

  const users: BenchUser[] = [];
  for (const email of USERS) {
    const token = await signIn(proxy, email, password);
    const event = await call<{ id: string }>(proxy, token, 'POST', '/api/calendar/event', {
      title: 'Bench walk-through',
      color: 'green',
      ...slot(3),
    });
    users.push({ email, token, eventId: event.id });
  }
  const claimant = users.find((u) => u.email === CLAIMANT)!;
  // Every claim needs a policy of its own: enough for every step at its rate, the warm-up and the restart.
  const claimsNeeded =
    Math.ceil(
      ((rates.reduce((sum, rate) => sum + rate * stepSeconds, 0) +
        Math.max(...rates) * (WARM_UP_SECONDS + restartSeconds)) *
        2) /
        100,
    ) + 100;
  const calls = workload(users, password, claimant, await freshPolicies(postgres.url, HOLDER, claimsNeeded));
  const through = (rate: number, seconds: number) =>
    drive({ ports: [proxyPort], calls, connections, rate, seconds });

  console.log(
    `\nbench:cluster — 2 instances (pids ${processes.map((p) => p.pid).join(', ')}) on one PostgreSQL of its own, ` +
      `files in a fake S3 (s3rver), behind a loopback proxy (http-proxy, round robin); open loop over ` +
      `${connections} keep-alive connections to the proxy, ${stepSeconds} s a step after ${WARM_UP_SECONDS} s of warm-up`,
  );
  await through(rates[0]!, WARM_UP_SECONDS);
  console.log(
    '\n### Rising rate through the proxy\n\n| offered req/s | answered req/s | p50 ms | p99 ms | errors | p99 ≤ 250 ms, 0 errors |\n|---:|---:|---:|---:|---:|---|',
  );
  let knee: { rate: number; results: Result[] } | null = null;
  let past: { rate: number; results: Result[] } | null = null;
  for (const rate of rates) {
    const results = await through(rate, stepSeconds);
    const { row, met } = stepRow(rate, results, stepSeconds);
    console.log(row);
    if (!met) {
      past = { rate, results };
      break;
    }
    knee = { rate, results };
  }
  console.log(
    `\nknee: ${knee ? `${knee.rate} req/s` : `below ${rates[0]} req/s`}` +
      (past ? `; ${past.rate} req/s missed (${slowSeconds(past.results)})` : '; every step met the goal'),
  );
  for (const step of [knee, past]) {
    if (step)
      console.log(`\n#### ${step.rate} req/s, by call\n\n${loadTable(step.results, calls, stepSeconds)}`);
  }

  const delays = await revocationDelays(a.url, servers[1]!.url, 'vp@demo.test', password, 10);
  console.log(
    `\n### A session signed out on instance A, until instance B refuses it (both caches warm), 10 times\n\n` +
      `median ${ms(percentile(delays, 50))} ms, longest ${ms(Math.max(...delays))} ms ` +
      `(goal ≤ 1000 ms: ${Math.max(...delays) <= 1000 ? 'met' : 'missed'})`,
  );

  const rate = knee?.rate ?? rates[0]!;
  const ports = servers.map((_, i) => basePort + i);
  const load = (duration: number) => drive({ ports, calls, connections, rate, seconds: duration });
  // The restart phase: the same load, PostgreSQL restarted (-m fast) after restartAfterSeconds.
  let restartAt = 0;
  let upAt = 0;
  const restarted = new Promise<void>((resolve, reject) =>
    setTimeout(() => {
      restartAt = performance.now();
      postgres.restart().then(() => {
        upAt = performance.now();
        resolve();
      }, reject);
    }, restartAfterSeconds * 1000),
  );
  const linesBefore = servers.map(outageLines);
  const [during] = await Promise.all([load(restartSeconds), restarted]);

  console.log(
    `\n### PostgreSQL restarted (pg_ctl restart -m fast) ${restartAfterSeconds} s into ${restartSeconds} s of the same load at ${rate} req/s, straight to the instances\n\n` +
      `pg_ctl restart took ${((upAt - restartAt) / 1000).toFixed(1)} s.\n\n` +
      '| instance | pid (start time) before → after | failed requests | failures answered, from the restart | last failure after PostgreSQL was up | other errors | outage log lines |\n' +
      '|---|---|---:|---|---:|---:|---:|',
  );
  const recovered = servers.map((server, i) => {
    const r = recovery(during, i, restartAt, upAt);
    const before = processes[i]!;
    const after = startTime(before.pid);
    const same = after !== null && after === before.start;
    console.log(
      `| ${String.fromCharCode(65 + i)} (:${basePort + i}) | ${before.pid} (${before.start}) → ${after === null ? 'gone' : `${before.pid} (${after})`}: ${same ? 'same process' : 'NOT the same process'} | ${r.failed} | ${r.window} | ${r.lastAfterUp.toFixed(1)} s | ${r.elsewhere} | ${outageLines(server) - linesBefore[i]!} |`,
    );
    return same && r.lastAfterUp <= 5 && r.elsewhere === 0;
  });
  console.log(
    `\ngoal every instance answering again within 5 s of PostgreSQL being up, none restarted, no other error: ${recovered.every(Boolean) ? 'met' : 'missed'}`,
  );
  console.log(`\n${loadTable(during, calls, restartSeconds)}`);
} finally {
  for (const child of around) await child.stop();
  for (const server of servers) await server.stop();
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
