import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/database.js';
import { testConfig } from '../../../test/server.js';
import { systemClock } from '../clock.js';
import { outageLog } from '../db/outage.js';
import type { AppContext } from '../context.js';
import { conflict } from '../errors.js';
import { startDispatcher } from '../mail/dispatcher.js';
import { configuredTransports } from '../mail/transports.js';
import { change } from '../unit-of-work.js';
import { createJobQueue, type JobQueue } from './queue.js';
import { writer } from '../writer.js';

const log = Fastify({ logger: false }).log;
const outage = outageLog(log);
const fast = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };

const waitFor = async (done: () => boolean, ms = 15_000) => {
  for (let waited = 0; !done() && waited < ms; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let testDb: TestDatabase;
let queue: JobQueue;
let ctx: AppContext;
const ran: { name: string; data: object }[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  queue = createJobQueue(testDb.database, outage, fast);
  for (const name of ['test.echo', 'test.in-change']) {
    queue.register<object>(name, async (data) => {
      ran.push({ name, data });
    });
  }
  await queue.start();
  const config = testConfig();
  ctx = {
    config,
    database: testDb.database,
    clock: systemClock,
    lifecycle: { draining: false },
    mail: startDispatcher(
      writer(testDb.database),
      null as never,
      configuredTransports(config),
      log,
      outage,
      60_000,
    ),
    jobs: queue,
    log,
    outage,
    storage: null as never,
    realtime: null as never,
    signer: null as never,
    sessions: null as never,
    secrets: null as never,
  };
});
afterAll(async () => {
  await ctx.mail.stop();
  await queue.stop();
  await testDb.drop();
});

describe('the job queue', () => {
  it('runs a job sent to it, with its data', async () => {
    await queue.enqueue('test.echo', { hello: 'world' });
    await waitFor(() => ran.some((r) => r.name === 'test.echo'));
    expect(ran.filter((r) => r.name === 'test.echo')).toEqual([
      { name: 'test.echo', data: { hello: 'world' } },
    ]);
  });

  it('runs a job a change sent only when the change commits', async () => {
    const who = { actorId: null, ip: '203.0.113.9' };
    await expect(
      change(ctx, who, { action: 'test.job.refused', subjectType: 'job' }, async (work) => {
        await work.enqueue('test.in-change', { committed: false });
        throw conflict('Refused for the test.');
      }),
    ).rejects.toThrow('Refused for the test.');
    await change(ctx, who, { action: 'test.job.sent', subjectType: 'job' }, async (work) => {
      await work.enqueue('test.in-change', { committed: true });
    });
    await waitFor(() => ran.some((r) => r.name === 'test.in-change'));
    await sleep(1_500);
    expect(ran.filter((r) => r.name === 'test.in-change').map((r) => r.data)).toEqual([{ committed: true }]);
  });

  it('refuses a job no one registered', async () => {
    await expect(queue.enqueue('test.unknown', {})).rejects.toThrow('No job named test.unknown');
  });
});

describe('a scheduled job', () => {
  // Two instances on PostgreSQL share one database, as two API servers behind a balancer do; PGlite is
  // one process by nature, so there it is one instance.
  const instances = testDatabaseKind() === 'postgres' ? 2 : 1;

  it(
    `runs once per occurrence with ${instances} instance(s) on one database`,
    { timeout: 60_000 },
    async () => {
      // An every-minute schedule has one occurrence per minute: keep the whole test inside one minute.
      const second = new Date().getUTCSeconds();
      if (second > 40) await sleep((61 - second) * 1000);
      const shared = await createTestDatabase();
      const runs: number[] = [];
      const queues = Array.from({ length: instances }, (_, i) => {
        const q = createJobQueue(shared.database, outage, fast);
        q.register(
          'test.every-minute',
          async () => {
            runs.push(i);
          },
          { cron: '* * * * *' },
        );
        return q;
      });
      try {
        await Promise.all(queues.map((q) => q.start()));
        await waitFor(() => runs.length > 0);
        // Several cron passes of every instance go by; none may send the occurrence again.
        await sleep(6_000);
        expect(runs).toHaveLength(1);
      } finally {
        await Promise.all(queues.map((q) => q.stop()));
        await shared.drop();
      }
    },
  );
});
