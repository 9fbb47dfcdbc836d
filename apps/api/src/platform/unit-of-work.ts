import type { Tx } from '../db/client.js';
import { recordActivity, type ActivityEntry } from './audit.js';
import type { AppContext } from './context.js';
import { HttpError } from './errors.js';
import { queueEmail, type OutgoingMessage } from './mail/outbox.js';
import { writer } from './writer.js';

/** Who asks for a change: the signed-in user (null for an anonymous caller) and the client address. */
export interface Who {
  actorId: string | null;
  ip?: string | null;
  /** The API key the call carried (decision 0029): every row of the change names it. */
  apiKeyId?: string | null;
}

/** One row of the activity log, less who and from where (the unit of work adds them). */
export type ActivityDraft = Omit<ActivityEntry, 'actorId' | 'ip' | 'apiKeyId'>;

/**
 * The activity row a change must write; `from` fills what depends on its result (a new id, a count, or
 * the action itself when the outcome names it: a renewal, a wrong code). A refusal is recorded under the
 * action given here.
 */
export interface ActivitySpec<T> extends ActivityDraft {
  from?: (result: T) => Partial<Pick<ActivityDraft, 'action' | 'subjectId' | 'detail'>>;
}

/** The app as a change sees it: without its database, so the change reads and writes through `tx` alone. */
export type WorkContext = Omit<AppContext, 'database'>;

export interface Work {
  tx: Tx;
  /**
   * The app the change runs in (storage, clock, jobs), for helpers that are handed only the work; not its
   * database (decision 0034): a write outside `tx` would not commit or roll back with it.
   */
  ctx: WorkContext;
  /** Queues a message in the outbox of this transaction; it is delivered only once the change commits. */
  send(message: OutgoingMessage): Promise<string>;
  /** One more activity row in this transaction, for a change that touches several subjects. */
  record(draft: ActivityDraft): Promise<void>;
  /** Sends a job in this transaction: it exists, and runs, only once the change has committed. */
  enqueue<D extends object>(name: string, data: D): Promise<string | null>;
  /** Runs once the transaction has committed, never when it rolled back. */
  afterCommit(effect: () => void | Promise<void>): void;
  /** Undoes what the transaction cannot (a file already stored) when the change rolls back. */
  onRollback(undo: () => Promise<void>): void;
  /** A change that makes its own actor (a sign-up): the rows written from here on, its own too, name it. */
  actAs(userId: string): void;
}

/**
 * The one way to change state: opens the transaction, runs `fn`, writes the activity row(s) of the change
 * in the same transaction, commits, and only then runs the after-commit effects (mail, notifications,
 * jobs). A change the rules refuse (an HttpError of 4xx) rolls back and is audited as refused, in a
 * transaction of its own, so refusals leave a trace without leaving anything half-done.
 */
export async function change<T>(
  ctx: AppContext,
  who: Who,
  entry: ActivitySpec<T>,
  fn: (work: Work) => Promise<T>,
): Promise<T> {
  const effects: (() => void | Promise<void>)[] = [];
  const undos: (() => Promise<void>)[] = [];
  let mailQueued = false;
  let actorId = who.actorId;
  let result: T;
  try {
    result = await writer(ctx.database).transaction(async (tx) => {
      const work: Work = {
        tx,
        ctx,
        send: async (message) => {
          mailQueued = true;
          return queueEmail(tx, ctx.secrets, message);
        },
        enqueue: (name, data) => ctx.jobs.enqueueIn(tx, name, data),
        record: (draft) =>
          recordActivity(tx, { ...draft, actorId, ip: who.ip ?? null, apiKeyId: who.apiKeyId ?? null }),
        afterCommit: (effect) => effects.push(effect),
        onRollback: (undo) => undos.push(undo),
        actAs: (userId) => {
          actorId = userId;
        },
      };
      const value = await fn(work);
      const { from, ...draft } = entry;
      await work.record({ ...draft, ...from?.(value) });
      return value;
    });
  } catch (error) {
    await runAll(ctx, undos, 'rollback undo failed');
    if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) {
      await audit(ctx, who, {
        action: `${entry.action}.refused`,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId ?? null,
        detail: { ...entry.detail, status: error.statusCode, message: error.message },
      });
    }
    throw error;
  }
  if (mailQueued) ctx.mail.kick();
  await runAll(ctx, effects, 'after-commit effect failed');
  return result;
}

/** Runs each step; one that fails is logged and must not hide the change's own outcome from the caller. */
async function runAll(
  ctx: AppContext,
  steps: (() => void | Promise<void>)[],
  failure: string,
): Promise<void> {
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      ctx.log.error({ err: error }, failure);
    }
  }
}

/** Writes an activity row with no other change: a refused or failed attempt (a wrong password, say). */
export async function audit(ctx: AppContext, who: Who, draft: ActivityDraft): Promise<void> {
  await recordActivity(writer(ctx.database), {
    ...draft,
    actorId: who.actorId,
    ip: who.ip ?? null,
    apiKeyId: who.apiKeyId ?? null,
  });
}
