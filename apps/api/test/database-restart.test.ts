// The API outlives PostgreSQL ending its connections: pg_terminate_backend sends each session the same
// 57P01 (admin shutdown) a restart does. PostgreSQL only: PGlite runs in-process and cannot restart.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_PROTOCOL, type InviteProperty, type SocketServerMessage } from '@lease/contract';
import { MODULES, type RegisterModule } from '../src/app.js';
import { REALTIME_CHANNEL } from '../src/platform/realtime/hub.js';
import { testDatabaseKind } from './database.js';
import { DEMO, startTestServer, type TestServer } from './server.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitFor = async (done: () => boolean | Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not done within ${ms} ms`);
    await sleep(50);
  }
};

/** Every job the probe ran: sent ones by their mark, scheduled ones by when they ran. */
const sent: string[] = [];
const scheduledRuns: number[] = [];
const probe: RegisterModule = (_app, ctx) => {
  ctx.jobs.register<{ mark: string }>('test.probe', async ({ mark }) => void sent.push(mark));
  ctx.jobs.register('test.every-minute', async () => void scheduledRuns.push(Date.now()), {
    cron: '* * * * *',
  });
};

const logLines: { level: number; msg: string }[] = [];
let server: TestServer;
let url: string;

/** A connection of the test's own, beside the app's, to the app's database. */
async function onDatabase<T>(fn: (client: pg.Client) => Promise<T>, at = url): Promise<T> {
  const client = new pg.Client({ connectionString: at });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Ends every connection of the app (its pool, the job queue's, the LISTEN one); their pids. */
const terminateOthers = async (client: pg.Client) => {
  const { rows } = await client.query<{ pid: number }>(
    'select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map((r) => r.pid);
};
const dropEveryConnection = () => onDatabase(terminateOthers);

/** Until the ended sessions are gone from the server, so what comes next meets the drop's aftermath. */
const gone = (pids: number[]) =>
  waitFor(
    () =>
      onDatabase(async (client) => {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where pid = any($1)',
          [pids],
        );
        return rows[0]!.n === 0;
      }),
    5_000,
  );

/** Until a new connection LISTENs on the realtime channel again. */
const listeningAgain = (dropped: number[]) =>
  waitFor(
    () =>
      onDatabase(async (client) => {
        const { rows } = await client.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN ' || $1::text",
          [REALTIME_CHANNEL],
        );
        return rows.some((r) => !dropped.includes(r.pid));
      }),
    5_000,
  );

function openSocket(
  token: string,
  userId: string,
): Promise<{ next(): Promise<SocketServerMessage>; close(): void }> {
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws`, [SOCKET_PROTOCOL, token]);
  const queue: SocketServerMessage[] = [];
  ws.on('message', (raw: Buffer) => queue.push(JSON.parse(raw.toString('utf8')) as SocketServerMessage));
  const next = async () => {
    await waitFor(() => queue.length > 0, 10_000);
    return queue.shift()!;
  };
  return new Promise((resolve, reject) => {
    ws.on('open', () => {
      ws.send(JSON.stringify({ status: 'open', id: userId }));
      resolve({ next, close: () => ws.close() });
    });
    ws.on('error', reject);
  });
}

describe.runIf(testDatabaseKind() === 'postgres')('when PostgreSQL ends every connection (57P01)', () => {
  beforeAll(async () => {
    server = await startTestServer(
      {},
      {
        modules: [...MODULES, probe],
        jobTimings: {
          pollingIntervalSeconds: 0.5,
          cronMonitorIntervalSeconds: 1,
          cronWorkerIntervalSeconds: 1,
        },
        logStream: {
          write: (line) => void logLines.push(JSON.parse(line) as { level: number; msg: string }),
        },
      },
    );
    const driver = server.database.driver;
    if (driver.kind !== 'postgres') throw new Error('a PostgreSQL database was expected');
    url = driver.url;
  });
  afterAll(() => server?.close());

  it('keeps running: a transaction cut between two statements fails, the next request succeeds', async () => {
    const token = await server.signIn(DEMO.ll);
    const logged = logLines.length;
    // A connection checked out for a transaction dies while no statement runs on it.
    const cut = server.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await gone(await dropEveryConnection());
      await sleep(200);
      await tx.execute(sql`select 1`);
    });
    await expect(cut).rejects.toThrow();

    const profile = await server.call('GET', '/api/auth/profile', { token });
    expect(profile.status, profile.text).toBe(200);
    expect((await server.call('GET', '/api/health')).status).toBe(200);

    // One line opens the outage and one closes it, whatever failed in between.
    await waitFor(() => logLines.slice(logged).some((l) => l.msg === 'database answers again'), 5_000);
    const errors = logLines.slice(logged).filter((l) => l.level >= 50);
    expect(
      errors.map((l) => l.msg),
      JSON.stringify(errors),
    ).toEqual(['database unavailable; further failures are counted until it answers again']);
  });

  it('loses no connection of its pool: ten transactions at once still run after drops', async () => {
    const transaction = () =>
      server.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.05)`);
      });
    await onDatabase(async (killer) => {
      for (let round = 0; round < 10; round += 1) {
        await Promise.all(Array.from({ length: 10 }, transaction));
        await terminateOthers(killer);
        // Straight after the drop: some of these take a connection that is dying and fail.
        await Promise.allSettled(Array.from({ length: 10 }, transaction));
      }
    });
    await sleep(500);
    const started = Date.now();
    await Promise.all(Array.from({ length: 10 }, transaction));
    // A lost slot would make the tenth wait for a connection until the pool's timeout.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('tells a socket opened before the drop to refetch, and pushes a notification made after it', async () => {
    const llToken = await server.signIn(DEMO.ll);
    const pmToken = await server.signIn(DEMO.pm);
    const landlord = await server.call<{ data: { id: string } }>('GET', '/api/auth/profile', {
      token: llToken,
    });
    const socket = await openSocket(llToken, landlord.json.data.id);
    expect(await socket.next()).toMatchObject({ status: 'open' });

    // Connections are refused for a while after the drop, as while a server restarts: the LISTEN
    // connection's first attempts to come back fail too.
    const admin = process.env.TEST_DATABASE_URL!;
    const name = new URL(url).pathname.slice(1);
    const refuse = (allow: boolean) =>
      onDatabase((c) => c.query(`alter database ${name} allow_connections ${allow}`), admin);
    const dropped = await onDatabase(async (killer) => {
      await refuse(false);
      try {
        const pids = await terminateOthers(killer);
        await sleep(2_500);
        return pids;
      } finally {
        await refuse(true);
      }
    });
    await listeningAgain(dropped);
    // Back, the instance tells the socket to refetch what it may have missed while it was away.
    expect(await socket.next()).toEqual({ status: 'update' });

    const offered = await server.call<{ data: InviteProperty[] }>('GET', '/api/delegation/request-building', {
      token: pmToken,
    });
    const asked = await server.call<{ data: { id: string } }>('POST', '/api/delegation/request-property', {
      token: pmToken,
      body: { userId: landlord.json.data.id, buildingIds: [offered.json.data[0]!.id] },
    });
    expect(asked.status, asked.text).toBe(201);
    expect(await socket.next()).toMatchObject({ status: 'notification', data: { id: asked.json.data.id } });
    socket.close();
  });

  it('runs a job sent after the drop, and the next scheduled one', { timeout: 90_000 }, async () => {
    const droppedAt = Date.now();
    await gone(await dropEveryConnection());
    await waitFor(async () => {
      try {
        await server.ctx.jobs.enqueue('test.probe', { mark: 'after the drop' });
        return true;
      } catch {
        return false;
      }
    }, 5_000);
    await waitFor(() => sent.includes('after the drop'), 10_000);
    // Every minute: the next occurrence comes within one.
    await waitFor(() => scheduledRuns.some((at) => at > droppedAt), 75_000);
  });
});
