import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_PROTOCOL } from '@lease/contract';
import { MODULES, type RegisterModule } from '../../app.js';
import { and, count, eq, inArray } from 'drizzle-orm';
import { claims, emails } from '../../db/schema/index.js';
import { requestHead } from '../../../test/raw-http.js';
import { testDatabaseKind } from '../../../test/database.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';

const FAILING_JOB = 'test.metrics-fails';

/** A job that always fails, without retries: the queue's failed count is what the metrics must show. */
const failingJob: RegisterModule = (_app, ctx) =>
  ctx.jobs.register(
    FAILING_JOB,
    async () => {
      throw new Error('fails on purpose');
    },
    { retryLimit: 0 },
  );

const waitFor = async (done: () => Promise<boolean>, ms = 20_000) => {
  for (let waited = 0; !(await done()) && waited < ms; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** Log lines of a server, parsed. */
const lines: Record<string, unknown>[] = [];
let server: TestServer;
let metricsUrl: string;

const scrape = async (): Promise<string> => {
  const res = await fetch(`${metricsUrl}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
};

/** The value of one sample, found by its name and labels as they are written; null when absent. */
const sample = (text: string, series: string): number | null => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
};

beforeAll(async () => {
  server = await startTestServer(
    { METRICS_PORT: '0' },
    {
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      modules: [...MODULES, failingJob],
      // pg-boss counts its queues on its monitor pass, every minute by default.
      jobTimings: { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 },
    },
  );
  const listening = lines.find((l) => l.msg === 'metrics listening');
  metricsUrl = String(listening?.address);
});
afterAll(() => server?.close());

describe('the metrics port', () => {
  it('listens on 127.0.0.1 by default, apart from the public port', async () => {
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new URL(metricsUrl).port).not.toBe(new URL(server.url).port);
    expect((await server.call('GET', '/metrics')).status).toBe(404);
    expect((await fetch(`${metricsUrl}/other`)).status).toBe(404);
  });

  it('times requests by method, route pattern and status, never by the URL asked for', async () => {
    const junk = randomBytes(6).toString('hex');
    expect((await server.call('GET', '/api/health', { query: { junk } })).status).toBe(200);
    expect((await server.call('GET', `/api/no-such-${junk}`)).status).toBe(404);
    expect((await server.call('GET', '/api/activity')).status).toBe(401);
    const text = await scrape();
    expect(text).toContain('# TYPE lease_http_request_duration_seconds histogram');
    const health = 'lease_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}';
    expect(sample(text, health)).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'lease_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'lease_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'lease_http_request_duration_seconds_count{method="GET",route="/api/activity",status="401"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(junk);
  });

  it("reports Node's own metrics", async () => {
    const text = await scrape();
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text, name).toMatch(new RegExp(`^${name} \\d`, 'm'));
    }
  });

  it('reports the database pool on PostgreSQL, and no pool on PGlite', async () => {
    const text = await scrape();
    if (testDatabaseKind() === 'pglite') {
      expect(text).not.toContain('lease_db_pool_connections');
      return;
    }
    expect(sample(text, 'lease_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'lease_db_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(text, 'lease_db_pool_connections{state="max"}')).toBe(10);
  });

  it("reports the outbox's backlog and the age of its oldest message", async () => {
    const before = await scrape();
    expect(sample(before, 'lease_outbox_backlog')).toBe(0);
    expect(sample(before, 'lease_outbox_oldest_age_seconds')).toBe(0);
    // A message whose last attempt just failed: the dispatcher leaves it a minute before the next.
    const now = Date.now();
    await server.db.insert(emails).values({
      toAddress: 'waiting@metrics.test',
      subject: 'waits',
      body: 'waits',
      attempts: 1,
      lastAttemptAt: new Date(now),
      createdAt: new Date(now - 120_000),
    });
    const after = await scrape();
    expect(sample(after, 'lease_outbox_backlog')).toBe(1);
    expect(sample(after, 'lease_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(120);
    expect(sample(after, 'lease_outbox_oldest_age_seconds')).toBeLessThan(300);
  });

  it('reports the claims waiting on the desk, and how long claims waited for their decision', async () => {
    const waiting = async () =>
      (
        await server.db
          .select({ n: count() })
          .from(claims)
          .where(inArray(claims.status, ['submitted', 'under_review']))
      )[0]!.n;
    const before = await scrape();
    const onDesk = await waiting();
    expect(onDesk).toBeGreaterThan(0);
    expect(sample(before, 'lease_claims_undecided')).toBe(onDesk);
    expect(sample(before, 'lease_claims_undecided_oldest_age_seconds')).toBeGreaterThan(86_400);
    expect(sample(before, 'lease_claim_decision_seconds_count')).toBe(0);
    const [claim] = await server.db
      .select({ id: claims.id, filed: claims.createdAt })
      .from(claims)
      .where(and(eq(claims.status, 'submitted'), eq(claims.recommendation, 'approve')))
      .limit(1);
    const token = await server.signIn(DEMO.admin);
    const res = await server.call('POST', '/api/claim/decide', {
      token,
      body: { id: claim!.id, decision: 'approve', message: 'Approved from the metrics test.' },
    });
    expect(res.status, res.text).toBe(200);
    const after = await scrape();
    expect(sample(after, 'lease_claims_undecided')).toBe(onDesk - 1);
    expect(sample(after, 'lease_claim_decision_seconds_count')).toBe(1);
    const waited = (Date.now() - claim!.filed.getTime()) / 1000;
    expect(sample(after, 'lease_claim_decision_seconds_sum')).toBeGreaterThan(waited - 60);
    expect(sample(after, 'lease_claim_decision_seconds_sum')).toBeLessThanOrEqual(waited);
    // Filed days ago: past the day's bucket, inside the month's.
    expect(sample(after, 'lease_claim_decision_seconds_bucket{le="86400"}')).toBe(0);
    expect(sample(after, 'lease_claim_decision_seconds_bucket{le="2592000"}')).toBe(1);
  });

  it('reports each job queued, active and failed by name', async () => {
    await server.ctx.jobs.enqueue(FAILING_JOB, {});
    const failed = `lease_jobs{name="${FAILING_JOB}",state="failed"}`;
    await waitFor(async () => sample(await scrape(), failed) === 1);
    const text = await scrape();
    expect(sample(text, failed)).toBe(1);
    expect(sample(text, `lease_jobs{name="${FAILING_JOB}",state="queued"}`)).toBe(0);
    expect(sample(text, `lease_jobs{name="${FAILING_JOB}",state="active"}`)).toBe(0);
  });

  it('counts open connections and WebSockets', async () => {
    const token = await server.signIn(DEMO.ll);
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws`, [SOCKET_PROTOCOL, token]);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    try {
      const text = await scrape();
      expect(sample(text, 'lease_open_sockets{kind="websocket"}')).toBe(1);
      expect(sample(text, 'lease_open_sockets{kind="connection"}')).toBeGreaterThanOrEqual(1);
    } finally {
      ws.close();
    }
    await waitFor(async () => sample(await scrape(), 'lease_open_sockets{kind="websocket"}') === 0);
    expect(sample(await scrape(), 'lease_open_sockets{kind="websocket"}')).toBe(0);
  });

  it('counts the bytes of an upload while it arrives, and none once it is gone', async () => {
    const token = await server.signIn(DEMO.ll);
    const { port } = new URL(server.url);
    const socket: Socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    await new Promise((resolve) => socket.once('connect', resolve));
    const boundary = 'metrics-boundary';
    const part = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.bin"\r\ncontent-type: application/octet-stream\r\n\r\n`;
    socket.write(
      requestHead('POST', '/api/auth/edit-profile', {
        authorization: token,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': 1_000_000,
      }),
    );
    // The head alone first, so the body's bytes arrive after the request began.
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write(part + 'x'.repeat(60_000));
    const gauge = 'lease_upload_bytes_in_flight';
    await waitFor(async () => (sample(await scrape(), gauge) ?? 0) >= 60_000);
    expect(sample(await scrape(), gauge), answer).toBeGreaterThanOrEqual(60_000);
    socket.destroy();
    await waitFor(async () => sample(await scrape(), gauge) === 0);
    expect(sample(await scrape(), gauge)).toBe(0);
  });
});

describe('request ids', () => {
  const idsOf = (path: string) =>
    lines.filter((l) => (l.req as { url?: string } | undefined)?.url === path).map((l) => l.reqId);

  it('passes on the X-Request-Id a trusted proxy sent, echoes it, and logs every line under it', async () => {
    const id = `proxy-${randomBytes(8).toString('hex')}`;
    const res = await server.call('GET', '/api/health?from=proxy', { headers: { 'x-request-id': id } });
    expect(res.headers.get('x-request-id')).toBe(id);
    expect(idsOf('/api/health?from=proxy')).toEqual([id]);
    const mine = lines.filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('replaces an id that does not look like one', async () => {
    for (const sent of ['has spaces in it', 'x'.repeat(129), 'quote"d']) {
      const res = await server.call('GET', '/api/health', { headers: { 'x-request-id': sent } });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.some((l) => l.reqId === sent)).toBe(false);
    }
  });

  it('gives an id to each request that came without one', async () => {
    const a = (await server.call('GET', '/api/health')).headers.get('x-request-id');
    const b = (await server.call('GET', '/api/health')).headers.get('x-request-id');
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).not.toBe(a);
  });
});

describe('without a trusted proxy or METRICS_PORT', () => {
  const direct: Record<string, unknown>[] = [];
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer(
      { TRUST_PROXY_HOPS: '0' },
      {
        seed: false,
        logStream: { write: (line) => void direct.push(JSON.parse(line) as Record<string, unknown>) },
      },
    );
  });
  afterAll(() => plain?.close());

  it('serves no metrics', () => {
    expect(direct.some((l) => l.msg === 'metrics listening')).toBe(false);
  });

  it('never takes the id a client sent', async () => {
    const res = await plain.call('GET', '/api/health', { headers: { 'x-request-id': 'chosen-by-client' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(direct.some((l) => l.reqId === 'chosen-by-client')).toBe(false);
    expect(direct.filter((l) => l.reqId === id).map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });
});

// Closed under the app: on PostgreSQL the test database could then not be dropped (its pool ends once),
// and the way a pool fails there is database-restart.test.ts's subject; the scrape's side is the same.
describe.skipIf(testDatabaseKind() === 'postgres')('a scrape while the database is away', () => {
  let lone: TestServer;
  let url: string;
  beforeAll(async () => {
    const logged: Record<string, unknown>[] = [];
    lone = await startTestServer(
      { METRICS_PORT: '0' },
      {
        seed: false,
        logStream: { write: (line) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
      },
    );
    url = String(logged.find((l) => l.msg === 'metrics listening')?.address);
  });
  // Its database is closed already: closing it again may fail, and that is expected.
  afterAll(() => lone?.close().catch(() => undefined));

  it('answers with the gauges it could not read unknown, and counts the failures', async () => {
    await lone.database.close();
    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(sample(text, 'lease_metrics_query_failures_total{source="outbox"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'lease_metrics_query_failures_total{source="jobs"}')).toBe(1);
    expect(sample(text, 'lease_outbox_backlog')).toBeNaN();
    expect(sample(text, 'lease_outbox_oldest_age_seconds')).toBeNaN();
    expect(text).not.toMatch(/^lease_jobs\{/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });
});
