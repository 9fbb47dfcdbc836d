// `npm run bench:cluster`: two API instances on one PostgreSQL of the bench's own (port 5499), under a
// fixed-rate mixed load over 200 connections; then the same load while that PostgreSQL restarts, and
// how long each instance takes to answer again, without being restarted itself.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drive, ok, percentile, type CallType, type Result } from './open-loop.js';
import { startOwnPostgres } from './own-postgres.js';
import { BENCH_SECRETS_KEY, signIn, startServer, type BenchServer } from './server.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
/** Requests a second across both instances; BENCH_RATE changes it. */
const rate = Number(process.env.BENCH_RATE ?? 100);
const connections = 200;
const restartSeconds = Number(process.env.BENCH_RESTART_SECONDS ?? 30);
/** When, in the restart phase, PostgreSQL restarts. */
const restartAfterSeconds = 10;
const WARM_UP_SECONDS = 5;
const basePort = Number(process.env.BENCH_PORT ?? 3690);
const USERS = ['landlord@demo.test', 'vp@demo.test', 'rm@demo.test', 'pm@demo.test', 'admin@demo.test'];

/** The process's start time from /proc: the same pid and start time is the same process, never restarted. */
const startTime = (pid: number): string | null => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]!;
  } catch {
    return null;
  }
};

const HOUR = 3_600_000;
/** An hour on the hour, days ahead: a slot the calendar accepts. */
const slot = (daysAhead: number) => {
  const start = Math.floor(Date.now() / HOUR) * HOUR + daysAhead * 24 * HOUR;
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + HOUR).toISOString() };
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

/** The mix: reads of lists and searches, profile reads, cheap repeatable writes, and a few sign-ins. */
function workload(users: { email: string; token: string; eventId: string }[]): CallType[] {
  const user = (c: number) => users[c % users.length]!;
  return [
    {
      name: 'sign-in',
      weight: 2,
      make: (c) => ({ method: 'POST', path: '/api/auth/signin', body: { email: user(c).email, password } }),
    },
    {
      name: 'applications list (filterApp)',
      weight: 18,
      make: (c) => ({
        method: 'POST',
        path: '/api/property/filterApp',
        token: user(c).token,
        body: { title: 'application', pageSize: 50, sort: 'sf_createdDate', order: 'desc' },
      }),
    },
    {
      name: 'buildings list',
      weight: 18,
      make: (c) => ({
        method: 'GET',
        path: '/api/property/buildings?pageSize=50&sort=name',
        token: user(c).token,
      }),
    },
    {
      name: 'applications search (searchDB)',
      weight: 10,
      make: (c) => ({
        method: 'POST',
        path: '/api/property/searchDB',
        token: user(c).token,
        body: { label: 'application', q: 'smith', pageSize: 50 },
      }),
    },
    {
      name: 'buildings search (q=)',
      weight: 10,
      make: (c) => ({
        method: 'GET',
        path: '/api/property/buildings?pageSize=50&q=park',
        token: user(c).token,
      }),
    },
    {
      name: 'profile',
      weight: 30,
      make: (c) => ({ method: 'GET', path: '/api/auth/profile', token: user(c).token }),
    },
    {
      name: 'calendar event added',
      weight: 6,
      make: (c) => ({
        method: 'POST',
        path: '/api/calendar/event',
        token: user(c).token,
        body: { title: 'Bench walk-through', color: 'green', ...slot(2) },
      }),
    },
    {
      name: 'calendar event changed',
      weight: 6,
      make: (c) => ({
        method: 'PUT',
        path: '/api/calendar/event',
        token: user(c).token,
        body: { id: user(c).eventId, title: 'Bench renamed', color: 'blue', ...slot(3) },
      }),
    },
  ];
}

const ms = (value: number) => value.toFixed(0);

function loadTable(results: Result[], calls: CallType[], duration: number): string {
  const rows = [...calls.map((c) => c.name), 'all'].map((name) => {
    const mine = name === 'all' ? results : results.filter((r) => r.call === name);
    const latencies = mine.map((r) => r.ms);
    return `| ${name} | ${mine.length} | ${(mine.length / duration).toFixed(1)} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 99))} | ${mine.filter((r) => !ok(r)).length} |`;
  });
  const statuses = new Map<number, number>();
  for (const r of results) if (!ok(r)) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  const errors = [...statuses]
    .map(([status, n]) => `${n} × ${status === 0 ? 'no answer' : status}`)
    .join(', ');
  return [
    '| call | requests | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    ...(errors ? [`\nerrors by status: ${errors}`] : []),
  ].join('\n');
}

/**
 * One instance through the restart, by when answers came: the failures answered from the restart's
 * start on (up to 30 s after PostgreSQL was up; any others are counted apart), and the last of them,
 * after which every request succeeded, from the restart's start and from PostgreSQL being up again.
 */
function recovery(results: Result[], instance: number, restartAt: number, upAt: number) {
  const answered = (r: Result) => r.at + r.ms;
  const mine = results.filter((r) => r.instance === instance && !ok(r));
  const during = (r: Result) => answered(r) >= restartAt && answered(r) <= upAt + 30_000;
  const failed = mine
    .filter(during)
    .map(answered)
    .sort((x, y) => x - y);
  const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
  return {
    failed: failed.length,
    elsewhere: mine.length - failed.length,
    window: failed.length ? `${seconds(restartAt, failed[0]!)} … ${seconds(restartAt, failed.at(-1)!)}` : '—',
    // 0 when the failures stopped before pg_ctl saw the server up.
    lastAfterUp: failed.length ? Math.max(0, (failed.at(-1)! - upAt) / 1000) : 0,
  };
}

/**
 * The seconds of a run whose p99 was over the goal: a few scattered ones point at a burst of other work on
 * the machine, all of them at a rate the instances cannot keep up with.
 */
function slowSeconds(results: Result[]): string {
  const start = Math.min(...results.map((r) => r.at));
  const bySecond = new Map<number, number[]>();
  for (const r of results) {
    const second = Math.floor((r.at - start) / 1000);
    const latencies = bySecond.get(second) ?? [];
    latencies.push(r.ms);
    bySecond.set(second, latencies);
  }
  const slow = [...bySecond].filter(([, latencies]) => percentile(latencies, 99) > 250).map(([s]) => s);
  return `${slow.length} of ${bySecond.size} seconds had a p99 over 250 ms${slow.length ? ` (${slow.join(', ')})` : ''}`;
}

const outageLines = (server: BenchServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"database')).length;

const postgres = await startOwnPostgres(Number(process.env.BENCH_PG_PORT ?? 5499));
const dataDir = mkdtempSync(join(tmpdir(), 'lease-bench-cluster-'));
const servers: BenchServer[] = [];
try {
  // Both instances share the database and the key that seals its signing key, so a token from one
  // is good on the other; the first seeds the demo portfolio, the second finds it there.
  const env = { DATABASE_URL: postgres.url, SEED_DEMO: '1', SECRETS_KEY: BENCH_SECRETS_KEY };
  for (const port of [basePort, basePort + 1]) servers.push(await startServer({ port, env, dataDir }));
  const processes = servers.map((s) => ({ pid: s.pid, start: startTime(s.pid) }));
  const [a] = servers as [BenchServer, BenchServer];

  const users = [];
  for (const email of USERS) {
    const token = await signIn(a.url, email, password);
    const event = await call<{ id: string }>(a.url, token, 'POST', '/api/calendar/event', {
      title: 'Bench walk-through',
      color: 'green',
      ...slot(3),
    });
    users.push({ email, token, eventId: event.id });
  }
  const calls = workload(users);
  const ports = servers.map((_, i) => basePort + i);
  const load = (duration: number) => drive({ ports, calls, connections, rate, seconds: duration });

  console.log(
    `\nbench:cluster — 2 instances (pids ${processes.map((p) => p.pid).join(', ')}) on one PostgreSQL of its own; ` +
      `${rate} req/s in all, open loop, over ${connections} keep-alive connections (${connections / 2} per instance)`,
  );
  await load(WARM_UP_SECONDS);
  const steady = await load(seconds);

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

  const steadyErrors = steady.filter((r) => !ok(r)).length;
  const steadyP99 = percentile(
    steady.map((r) => r.ms),
    99,
  );
  console.log(
    `\n### Steady load: ${seconds} s at ${rate} req/s (after ${WARM_UP_SECONDS} s of warm-up)\n\n${loadTable(steady, calls, seconds)}\n\n` +
      `goal 0 errors, p99 ≤ 250 ms: ${steadyErrors === 0 && steadyP99 <= 250 ? 'met' : 'missed'} (${steadyErrors} errors, p99 ${ms(steadyP99)} ms); ${slowSeconds(steady)}`,
  );
  console.log(
    `\n### PostgreSQL restarted (pg_ctl restart -m fast) ${restartAfterSeconds} s into ${restartSeconds} s of the same load\n\n` +
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
  for (const server of servers) await server.stop();
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
