// `npm run bench:notifications`: push latency from an access request to the addressee's socket (on a
// second instance when DATABASE_URL names a PostgreSQL), the memory of 1,000 open sockets, and with
// PostgreSQL the Active Log at 1,000,000 rows.
import pg from 'pg';
import { measure, printTable } from './load.js';
import { BENCH_SECRETS_KEY, freshDatabase, rssKb, signIn, startServer, type BenchServer } from './server.js';
import { measured } from './samples.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const basePort = Number(process.env.BENCH_PORT ?? 3670);
const adminUrl = process.env.DATABASE_URL;

const percentile = (values: number[], p: number) => {
  const sorted = [...measured(values, `p${p}`)].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

function openSocket(url: string, token: string, userId: string): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, ['lease.v1', token]);
  return new Promise((resolve, reject) => {
    ws.onopen = () => ws.send(JSON.stringify({ status: 'open', id: userId }));
    ws.onmessage = (event) => {
      if ((JSON.parse(String(event.data)) as { status: string }).status === 'open') resolve(ws);
    };
    ws.onerror = () => reject(new Error('socket failed'));
  });
}

const api = async <T>(base: string, token: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return ((await res.json()) as { data: T }).data;
};

const dbUrl = await freshDatabase(adminUrl, 'bench_notify');
// Both instances share the database, so they must share the keys that seal and sign.
const env: Record<string, string> = dbUrl
  ? {
      DATABASE_URL: dbUrl,
      SEED_DEMO: '1',
      SECRETS_KEY: BENCH_SECRETS_KEY,
      JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
    }
  : {};
const servers: BenchServer[] = [];
try {
  const a = await startServer({ port: basePort, env });
  servers.push(a);
  const b = dbUrl ? await startServer({ port: basePort + 1, env }) : a;
  if (b !== a) servers.push(b);
  const where = dbUrl ? 'PostgreSQL, request on one instance, socket on another' : 'PGlite, one instance';

  const llToken = await signIn(a.url, 'landlord@demo.test', password);
  const pmToken = await signIn(a.url, 'pm@demo.test', password);
  const landlord = await api<{ id: string }>(a.url, llToken, 'GET', '/auth/profile');
  const socket = await openSocket(b.url, llToken, landlord.id);
  const latencies: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const [building] = await api<{ id: string }[]>(a.url, pmToken, 'GET', '/delegation/request-building');
    if (!building) break;
    const arrived = new Promise<number>((resolve) => {
      socket.onmessage = (event) => {
        if ((JSON.parse(String(event.data)) as { status: string }).status === 'notification')
          resolve(performance.now());
      };
    });
    const started = performance.now();
    await api(a.url, pmToken, 'POST', '/delegation/request-property', {
      userId: landlord.id,
      buildingIds: [building.id],
    });
    latencies.push((await arrived) - started);
  }
  socket.close();
  console.log(
    `push latency (${where}), ${latencies.length} requests: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms (from the request's POST to the message on the socket)`,
  );

  const before = rssKb(b.pid);
  const sockets: WebSocket[] = [];
  for (let i = 0; i < 1000; i += 1) sockets.push(await openSocket(b.url, llToken, landlord.id));
  await new Promise((r) => setTimeout(r, 2000));
  const after = rssKb(b.pid);
  console.log(
    `1,000 open sockets on one instance: RSS ${(before / 1024).toFixed(0)} MB → ${(after / 1024).toFixed(0)} MB, ${((after - before) / 1000).toFixed(1)} KB per socket`,
  );
  for (const s of sockets) s.close();

  const activityRows = Number(process.env.BENCH_ACTIVITY_ROWS ?? 1_000_000);
  if (dbUrl && activityRows > 0) {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const started = performance.now();
    await client.query(
      `insert into activity_log (actor_id, action, subject_type, subject_id, ip, created_at)
      select (select id from users order by id limit 1 offset (g % 10)),
             (array['notification.accept','invite.create','auth.signin','email.compose','user.delete'])[1 + g % 5],
             'notification', g::text, '10.0.0.' || (g % 250),
             now() - (g || ' seconds')::interval
      from generate_series(1, $1::int) g`,
      [activityRows],
    );
    await client.query('analyze activity_log');
    const [{ n }] = (await client.query<{ n: number }>('select count(*)::int as n from activity_log'))
      .rows as [{ n: number }];
    const [user] = (
      await client.query<{ email: string }>('select email from users order by id limit 1 offset 3')
    ).rows;
    await client.end();
    console.log(
      `Active Log: ${n.toLocaleString('en-US')} rows, inserted in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const adminToken = await signIn(a.url, 'admin@demo.test', password);
    const headers = { authorization: adminToken };
    const duration = Number(process.env.BENCH_SECONDS ?? 10);
    const call = (title: string, query: string) =>
      measure({ title, url: `${a.url}/api/activity?${query}`, headers, duration, connections: 4 });
    printTable([
      await call('Active Log, page 1', 'pageSize=50'),
      await call('Active Log, page 200', 'pageSize=50&page=200'),
      await call('Active Log, by action', 'pageSize=50&action=email.compose'),
      await call('Active Log, by user', `pageSize=50&user=${encodeURIComponent(user!.email)}`),
      await call(
        'Active Log, one day',
        `pageSize=50&from=${new Date(Date.now() - 86_400_000 * 3).toISOString()}&to=${new Date(Date.now() - 86_400_000 * 2).toISOString()}`,
      ),
    ]);
  }
} finally {
  for (const s of servers) await s.stop();
  if (dbUrl && adminUrl) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${new URL(dbUrl).pathname.slice(1)} with (force)`);
    await client.end();
  }
}
