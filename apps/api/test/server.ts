import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from '@lease/contract';
import { buildApp, type LogStream, type RegisterModule } from '../src/app.js';
import type { Clock } from '../src/platform/clock.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database, Db } from '../src/db/client.js';
import { emails } from '../src/db/schema/index.js';
import { seedDemoClaims } from '../src/demo/claims.js';
import { seedDemoInvoices } from '../src/demo/invoices.js';
import { seedDemoDocuments } from '../src/demo/documents.js';
import type { AppContext } from '../src/platform/context.js';
import type { QueueTimings } from '../src/platform/jobs/queue.js';
import { writer } from '../src/platform/writer.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { TEST_PASSWORD } from './template.js';

export { TEST_PASSWORD };

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  /** Sent as it is, for malformed-body tests. */
  rawBody?: string;
  /** A multipart form (fetch sets its content type and boundary). */
  form?: FormData;
  contentType?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  json: T;
  text: string;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  /** The app's context, for tests that make a change directly (a document, a job). */
  ctx: AppContext;
  db: Db;
  /** The database itself: a second instance opens its own connection to it. */
  database: Database;
  config: Config;
  call<T = { message?: string; data?: unknown; issues?: unknown }>(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<CallResult<T>>;
  signIn(email: string, password?: string): Promise<string>;
  /**
   * The last message queued to an address (or phone), as delivered: the outbox's log line, since the
   * stored copy has its links and codes masked once sent. Null when none was queued.
   */
  lastDelivered(to: string, channel?: string): Promise<{ subject: string; body: string } | null>;
  deliveredTo(to: string, channel?: string): Promise<{ subject: string; body: string }[]>;
  close(): Promise<void>;
}

/** The first landlord's demo people, by role, and a second landlord's for cross-landlord checks. */
export const DEMO: Record<Role, string> & { otherLandlord: string } = {
  admin: 'admin@demo.test',
  ll: 'landlord@demo.test',
  vp: 'vp@demo.test',
  rm: 'rm@demo.test',
  pm: 'pm@demo.test',
  external: 'external@demo.test',
  otherLandlord: 'landlord2@demo.test',
};

/** The configuration every test app runs with, and `env` on top. */
export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    SIGNIN_RATE_LIMIT_MAX: '100000',
    // Tests stand in for several clients by sending X-Forwarded-For.
    TRUST_PROXY_HOPS: '1',
    JWT_SECRET: TEST_JWT_SECRET,
    // Webhook receivers in tests listen on 127.0.0.1 (a test that checks the refusal turns it off).
    WEBHOOK_ALLOW_PRIVATE: '1',
    ...env,
  });

/** The real app on a database of its own (seeded from the run's template unless `seed` is false), listening on a free port: tests talk HTTP to it. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    seed?: boolean;
    clock?: Clock;
    logStream?: LogStream;
    /** The app's modules, when a test adds one of its own (a job to watch). */
    modules?: readonly RegisterModule[];
    jobTimings?: Partial<QueueTimings>;
    /** Changes the migrated database before the app starts on it (a state an upgrade leaves). */
    prepare?: (db: Db) => Promise<void>;
    /** A database the test made and closes itself (a restored one), instead of a copy of the template. */
    database?: Database;
  } = {},
): Promise<TestServer> {
  const testDb: TestDatabase = options.database
    ? { database: options.database, drop: async () => undefined }
    : await createTestDatabase({ seeded: options.seed !== false });
  await options.prepare?.(writer(testDb.database));
  // The log is read, not printed: outbox lines are what a test reads as the delivered message.
  const delivered = new Map<string, { subject: string; body: string }>();
  const logStream: LogStream = {
    write(line) {
      options.logStream?.write(line);
      if (!line.includes('"msg":"outbox"')) return;
      const { id, subject, body } = JSON.parse(line) as { id: string; subject: string; body: string };
      delivered.set(id, { subject, body });
    },
  };
  // Each server stores its files in a directory of its own, removed when it closes.
  const storageDir = join(tmpdir(), `lease-test-files-${randomBytes(6).toString('hex')}`);
  const config = testConfig({ LOG_LEVEL: 'info', STORAGE_DIR: storageDir, ...env });
  const db = writer(testDb.database);
  let ctx: AppContext | null = null;
  const app = await buildApp(config, testDb.database, {
    clock: options.clock,
    logStream,
    modules: options.modules,
    jobTimings: options.jobTimings,
    ready: async (built) => {
      ctx = built;
      // A few certificates per landlord, in buildings its pm holds, rather than the whole demo's.
      if (options.seed !== false) {
        await seedDemoDocuments(built, { perLandlord: 2 });
        await seedDemoClaims(built, { perLandlord: 2 });
        await seedDemoInvoices(built, { months: 3 });
      }
    },
  });
  if (!ctx) throw new Error('the app was built without its context');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const call: TestServer['call'] = async (method, path, opts = {}) => {
    // Each call on a connection of its own: a reused keep-alive socket that the server closes at the
    // moment the next request goes out reads as ECONNRESET (seen now and then in the PostgreSQL sweep).
    const headers: Record<string, string> = { connection: 'close', ...opts.headers };
    if (opts.token) headers.authorization = opts.token;
    let body: string | FormData | undefined;
    if (opts.form !== undefined) {
      body = opts.form;
    } else if (opts.rawBody !== undefined) {
      body = opts.rawBody;
      headers['content-type'] = opts.contentType ?? 'application/json';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const qs = opts.query ? `?${new URLSearchParams(opts.query).toString()}` : '';
    const res = await fetch(`${url}${path}${qs}`, { method, headers, body });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json: json as never, text };
  };

  const signIn = async (email: string, password = TEST_PASSWORD) => {
    const res = await call<{ data?: { accessToken: string }; message?: string }>('POST', '/api/auth/signin', {
      body: { email, password },
    });
    if (res.status !== 200 || !res.json.data) {
      throw new Error(`sign-in of ${email} failed: ${res.status} ${res.text}`);
    }
    return res.json.data.accessToken;
  };

  /** Every message to an address as it was delivered, newest first, once the dispatcher has sent them. */
  const deliveredTo: TestServer['deliveredTo'] = async (to, channel = 'email') => {
    const rows = await db
      .select({ id: emails.id })
      .from(emails)
      .where(and(eq(emails.toAddress, to), eq(emails.channel, channel)))
      .orderBy(desc(emails.createdAt));
    for (let waited = 0; rows.some((r) => !delivered.has(r.id)) && waited < 5_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return rows.flatMap((r) => delivered.get(r.id) ?? []);
  };
  const lastDelivered: TestServer['lastDelivered'] = async (to, channel) =>
    (await deliveredTo(to, channel))[0] ?? null;

  return {
    url,
    app,
    ctx,
    db,
    database: testDb.database,
    config,
    call,
    signIn,
    lastDelivered,
    deliveredTo,
    async close() {
      await app.close();
      await testDb.drop();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** A token for each demo role of the first landlord: most suites act as every role. */
export async function signInEveryRole(server: TestServer): Promise<Record<Role, string>> {
  const tokens = {} as Record<Role, string>;
  for (const role of ROLES) tokens[role] = await server.signIn(DEMO[role]);
  return tokens;
}
