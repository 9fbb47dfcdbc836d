import type { FastifyReply, FastifyRequest } from 'fastify';
import { changesState, type RouteDef } from '@lease/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activityLog } from '../../db/schema/index.js';
import type { Actor } from '../auth/actor.js';
import { activityValues, type ActivityEntry } from '../audit.js';
import { writer } from '../writer.js';

/**
 * Whose reads leave an Active Log row, by rule: a read is logged when any rule holds for its caller.
 * A change is logged for everyone by `change()`; a person's reads are not (a row per page view would
 * be most of the log). Another principal whose every read must be traced adds its rule here.
 */
export const AUDITED_READERS: Readonly<Record<string, (actor: Actor) => boolean>> = {
  /** Issue #26 item 1: every call made with an API key is in the Active Log as the key. */
  apiKey: (actor) => actor.key !== undefined,
};

/** The rule that logs this caller's reads, or null when its reads are not logged. */
export function auditedReader(actor: Actor): string | null {
  for (const [rule, holds] of Object.entries(AUDITED_READERS)) if (holds(actor)) return rule;
  return null;
}

/** The longest path (with its query) kept in a read's row. */
const PATH_MAX = 500;

/** Writes logged reads' rows; a read is answered only once its row is written. */
export interface ReadLog {
  append(entry: ActivityEntry): Promise<void>;
}

/** The most rows in one insert. */
const BATCH_MAX = 500;

/**
 * Group commit: the rows that arrive while an insert runs go together in the next one, so a burst of
 * logged reads costs a few inserts, not one each, and an idle read waits for one insert. The read
 * awaits its row, so no row is lost when this server stops or crashes once the answer is sent, and a
 * read whose row cannot be written fails rather than go unlogged.
 */
export function createReadLog(database: Database): ReadLog {
  const db = writer(database);
  const insert = async (rows: (typeof activityLog.$inferInsert)[]) => {
    // PGlite has one connection and no server to crash apart from this one: a plain insert.
    if (database.kind === 'pglite') return void (await db.insert(activityLog).values(rows));
    await db.transaction(async (tx) => {
      // Committed for every reader at once, but not waited onto disk: a read's row costs an insert,
      // not a flush. A clean shutdown of the database writes it; only a database crash in the
      // following fraction of a second (wal_writer_delay) could lose it.
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx.insert(activityLog).values(rows);
    });
  };
  const waiting: { entry: ActivityEntry; done: (error?: unknown) => void }[] = [];
  let draining = false;
  const drain = async () => {
    // The appends of this tick join the first insert.
    await Promise.resolve();
    while (waiting.length > 0) {
      const batch = waiting.splice(0, BATCH_MAX);
      try {
        await insert(batch.map((w) => activityValues(w.entry)));
        for (const w of batch) w.done();
      } catch (error) {
        for (const w of batch) w.done(error ?? new Error('the read could not be logged'));
      }
    }
    draining = false;
  };
  return {
    append: (entry) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ entry, done: (error) => (error === undefined ? resolve() : reject(error)) });
        if (draining) return;
        draining = true;
        void drain();
      }),
  };
}

/**
 * The `onSend` hook of a read (a call that changes no state): logs it, with its answer's status, when
 * its caller's reads are audited. `actorOf` is the caller the guard found (refused by role or not).
 */
export function auditReadHook(
  route: RouteDef,
  readLog: ReadLog,
  actorOf: (request: FastifyRequest) => Actor | undefined,
): ((request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>) | null {
  if (route.auth === 'public' || changesState(route)) return null;
  return async (request, reply, payload) => {
    const actor = actorOf(request);
    const rule = actor && auditedReader(actor);
    if (!actor || !rule) return payload;
    await readLog.append({
      actorId: actor.userId,
      action: 'read',
      subjectType: 'call',
      subjectId: route.id,
      ip: request.ip,
      apiKeyId: actor.key?.id ?? null,
      detail: {
        method: request.method,
        path: request.url.slice(0, PATH_MAX),
        status: reply.statusCode,
        rule,
      },
    });
    return payload;
  };
}
