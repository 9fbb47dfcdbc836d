import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/database.js';
import { outageLog } from '../db/outage.js';
import { createJobQueue, type JobQueue } from './queue.js';
import { writer } from '../writer.js';

const outage = outageLog(Fastify({ logger: false }).log);
// Two instances on PostgreSQL, as two API servers behind a balancer; PGlite is one process by nature.
const instances = testDatabaseKind() === 'postgres' ? 2 : 1;

let shared: TestDatabase;
let queues: JobQueue[];
const runs: { instance: number; at: number }[] = [];
/** A job sent with `hold` keeps its worker busy until the test lets it go. */
let release: () => void = () => undefined;
const held = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  shared = await createTestDatabase();
  // Polls 30 s apart: a job started within a second of its commit can only have been woken.
  queues = Array.from({ length: instances }, (_, instance) => {
    const q = createJobQueue(shared.database, outage, { pollingIntervalSeconds: 30 });
    q.register<{ hold?: boolean }>('test.wake', async (data) => {
      runs.push({ instance, at: Date.now() });
      if (data.hold) await held;
    });
    return q;
  });
  await Promise.all(queues.map((q) => q.start()));
});
afterAll(async () => {
  release();
  await Promise.all(queues.map((q) => q.stop()));
  await shared.drop();
});

const waitFor = async (done: () => boolean, ms = 5_000) => {
  for (let waited = 0; !done() && waited < ms; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * Sends the job in a transaction of the database; answers the time before it began, which precedes the
 * commit, so a start measured from it is never shorter than the start from the commit.
 */
async function sendCommitted(queue: JobQueue, data: { hold?: boolean }): Promise<number> {
  const began = Date.now();
  await writer(shared.database).transaction(async (tx) => {
    await queue.enqueueIn(tx, 'test.wake', data);
  });
  return began;
}

describe('a job sent in a transaction', () => {
  it(`starts within a second of the commit, on ${instances} instance(s)`, async () => {
    // Held on PostgreSQL, so that instance's only worker is busy for the next test.
    const committed = await sendCommitted(queues[0]!, { hold: instances > 1 });
    await waitFor(() => runs.length === 1);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.at - committed).toBeLessThan(1_000);
  });

  it.runIf(instances > 1)('wakes the worker of another instance', async () => {
    // The instance that sends is busy with the held job: only the other one's worker can take this.
    const busy = runs[0]!.instance;
    const committed = await sendCommitted(queues[busy]!, {});
    await waitFor(() => runs.length === 2);
    expect(runs[1]?.instance).toBe(1 - busy);
    expect(runs[1]!.at - committed).toBeLessThan(1_000);
  });
});
