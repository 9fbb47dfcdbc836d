import { sql, type SQL } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { Database, Tx } from '../../db/client.js';
import type { OutageLog } from '../db/outage.js';

/** Runs one job; a throw fails the attempt, and the job is retried until its retry limit. */
export type JobHandler<T extends object> = (
  data: T,
  job: { id: string; retryCount: number },
) => Promise<void>;

export interface JobOptions {
  /** A cron expression (UTC): the job is sent on that schedule, once per occurrence across instances. */
  cron?: string;
  /** Further attempts after a failure; 2 by default. */
  retryLimit?: number;
  /** Sent once at each start of the queue (work an instance finds left over, such as a backfill). */
  atStart?: boolean;
  /** Jobs of this name one instance runs at once (1 by default). */
  concurrency?: number;
}

/** How often the queue looks for work, and counts its jobs (what `counts` reads); tests shorten them. */
export interface QueueTimings {
  pollingIntervalSeconds: number;
  cronMonitorIntervalSeconds: number;
  cronWorkerIntervalSeconds: number;
  superviseIntervalSeconds: number;
  monitorIntervalSeconds: number;
}

const DEFAULT_TIMINGS: QueueTimings = {
  pollingIntervalSeconds: 2,
  cronMonitorIntervalSeconds: 30,
  cronWorkerIntervalSeconds: 5,
  superviseIntervalSeconds: 60,
  monitorIntervalSeconds: 60,
};

/** One job's jobs by state: waiting (new or to retry), running, and failed for good (kept a while). */
export interface JobCounts {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

export interface JobQueue {
  /** Declares a job before start: its handler, and its schedule when it has one. */
  register<T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions): void;
  /**
   * Sends a job outside any transaction (a change sends through `work.enqueue` instead); `startAfter`
   * holds it back until then (a retry after a back-off).
   */
  enqueue<T extends object>(name: string, data: T, options?: { startAfter?: Date }): Promise<string | null>;
  /** Sends a job inside an open transaction: it exists, and runs, only if that transaction commits. */
  enqueueIn<T extends object>(tx: Tx, name: string, data: T): Promise<string | null>;
  start(): Promise<void>;
  /**
   * Each registered job's counts as pg-boss last took them (its monitor, every monitorIntervalSeconds):
   * one read of its queue table, cheap enough for every scrape. Empty before start.
   */
  counts(): Promise<JobCounts[]>;
  /** Stops taking jobs and waits (up to `timeoutMs`) for the running ones to finish. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * pg-boss emits a worker's failure as a copy of the error ({ ...error, message, stack, queue }), which is
 * no longer an Error: made one again, its code and message reach the log and the outage check.
 */
const asError = (error: unknown): Error =>
  error instanceof Error
    ? error
    : Object.assign(new Error(String((error as { message?: unknown })?.message)), error);

/**
 * The one job queue (pg-boss, decision 11), kept in the application's own database: on PGlite it runs
 * in-process on the same single connection, on PostgreSQL on a small pool of its own. A job is claimed
 * by one worker (SKIP LOCKED), and a scheduled occurrence is sent once however many instances run.
 */
export function createJobQueue(
  database: Database,
  outage: OutageLog,
  timings: Partial<QueueTimings> = {},
): JobQueue {
  const { pollingIntervalSeconds, ...scheduling } = { ...DEFAULT_TIMINGS, ...timings };
  const registered = new Map<string, { handler: JobHandler<object>; options: JobOptions }>();
  const connection: ConstructorOptions =
    database.driver.kind === 'pglite'
      ? { db: fromPglite(database.driver.client), backend: 'pglite' }
      : { connectionString: database.driver.url, max: 4 };
  // Every job sent wakes the workers of its queue on every instance at its commit (pg-boss's inlined
  // pg_notify and a LISTEN of its own on each instance; in-process on PGlite), so an idle queue starts
  // it at once; the poll stays as the floor, for a job held back until later and a notice lost.
  const boss = new PgBoss({ ...connection, ...scheduling, registerInstance: false, useListenNotify: true });
  // pg-boss keeps polling through an outage and reconnects by itself; each failed poll is one error.
  boss.on('error', (error) => outage.failed('jobs', asError(error), 'job queue error'));
  let started = false;

  const known = (name: string) => {
    if (!registered.has(name)) throw new Error(`No job named ${name} is registered`);
  };

  return {
    register(name, handler, options = {}) {
      if (started) throw new Error(`Job ${name} registered after the queue started`);
      if (registered.has(name)) throw new Error(`Job ${name} is registered twice`);
      registered.set(name, { handler: handler as JobHandler<object>, options });
    },
    async enqueue(name, data, options = {}) {
      known(name);
      return options.startAfter
        ? boss.send(name, data, { startAfter: options.startAfter })
        : boss.send(name, data);
    },
    async enqueueIn(tx, name, data) {
      known(name);
      // Both drivers answer a drizzle `execute` with `{ rows }`, which is all pg-boss reads.
      const inTx = { execute: (query: unknown) => tx.execute(query as SQL) as Promise<{ rows: unknown[] }> };
      return boss.send(name, data, { db: fromDrizzle(inTx, sql) });
    },
    async start() {
      await boss.start();
      started = true;
      for (const [name, { handler, options }] of registered) {
        await boss.createQueue(name, {
          retryLimit: options.retryLimit ?? 2,
          retryBackoff: true,
          notify: true,
        });
        // A queue created before the wake (createQueue leaves an existing one as it is) turns it on.
        if (!(await boss.getQueue(name))?.notify) await boss.updateQueue(name, { notify: true });
        const localConcurrency = options.concurrency ?? 1;
        await boss.work<object>(
          name,
          // The same poll with or without the wake: it is what finds a retry whose time has come.
          {
            pollingIntervalSeconds,
            notifyPollingIntervalSeconds: pollingIntervalSeconds,
            batchSize: 1,
            localConcurrency,
          },
          async ([job]) => {
            if (job) await handler(job.data, { id: job.id, retryCount: job.retryCount });
          },
        );
        // A daily job missed while every instance was down runs once at the next start.
        if (options.cron) await boss.schedule(name, options.cron, null, { missed: 'once' });
        if (options.atStart) await boss.send(name, {});
      }
      // A schedule whose job is gone from the code is dropped, so it stops sending to nobody.
      for (const schedule of await boss.getSchedules()) {
        if (!registered.get(schedule.name)?.options.cron) await boss.unschedule(schedule.name, schedule.key);
      }
    },
    async counts() {
      if (!started) return [];
      const queues = await boss.getQueues([...registered.keys()]);
      return queues.map((q) => ({
        name: q.name,
        queued: q.queuedCount,
        active: q.activeCount,
        failed: q.failedCount,
      }));
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
