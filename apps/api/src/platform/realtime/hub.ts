import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { OutageLog } from '../db/outage.js';
import { listen } from './listener.js';

/**
 * Something the named users should hear of at once: a notification made ('new') or changed ('update'),
 * or a claim of theirs that moved ('claim').
 */
export type RealtimeEvent =
  | { userIds: string[]; notificationId: string; kind: 'new' | 'update' }
  | { userIds: string[]; claimId: string; kind: 'claim' };

type Listener = (event: RealtimeEvent) => void;

/**
 * Fan-out of events to every API instance: each instance's sockets subscribe, and a committed change
 * publishes. On PGlite (one process) it is in-process; on PostgreSQL it goes through NOTIFY on one
 * channel, which every instance LISTENs to, so a change on one reaches a browser connected to another.
 */
export interface RealtimeHub {
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(listener: Listener): () => void;
  /** Hears the hub LISTEN again after a drop: events published meanwhile may not have reached it. */
  onResume(listener: () => void): () => void;
  close(): Promise<void>;
}

export const REALTIME_CHANNEL = 'lease_realtime';

function listeners() {
  const set = new Set<Listener>();
  return {
    subscribe(listener: Listener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(event: RealtimeEvent) {
      for (const listener of set) listener(event);
    },
  };
}

/** One process: an event goes straight to its listeners. */
export function localHub(): RealtimeHub {
  const { subscribe, emit } = listeners();
  return {
    publish: async (event) => emit(event),
    subscribe,
    // One process never stops hearing itself.
    onResume: () => () => undefined,
    close: async () => undefined,
  };
}

const isEvent = (value: unknown): value is RealtimeEvent => {
  const e = value as {
    userIds?: unknown;
    notificationId?: unknown;
    claimId?: unknown;
    kind?: unknown;
  } | null;
  if (!e || !Array.isArray(e.userIds) || !e.userIds.every((id) => typeof id === 'string')) return false;
  if (e.kind === 'claim') return typeof e.claimId === 'string';
  return typeof e.notificationId === 'string' && (e.kind === 'new' || e.kind === 'update');
};

/**
 * PostgreSQL: a connection of its own LISTENs, and LISTENs again after a drop (a restart); publishing is
 * one NOTIFY through the shared database. The payload names only ids: each instance reads what it sends.
 */
export async function postgresHub(
  database: Database,
  url: string,
  log: FastifyBaseLogger,
  outage: OutageLog,
): Promise<RealtimeHub> {
  const { subscribe, emit } = listeners();
  const resumed = new Set<() => void>();
  const listening = await listen(url, REALTIME_CHANNEL, {
    payload(payload) {
      try {
        const event: unknown = JSON.parse(payload);
        if (isEvent(event)) emit(event);
      } catch {
        log.warn('realtime: a payload that is not an event was ignored');
      }
    },
    lost: (error) => outage.failed('realtime', error, 'realtime: the LISTEN connection failed; reconnecting'),
    back: () => {
      outage.answered();
      for (const listener of resumed) listener();
    },
  });

  return {
    publish: async (event) => {
      // pg_notify takes the channel as a value, so the payload is a bound parameter.
      await database.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe,
    onResume(listener) {
      resumed.add(listener);
      return () => void resumed.delete(listener);
    },
    close: () => listening.close(),
  };
}

/** The hub the database calls for. */
export const startHub = (
  database: Database,
  log: FastifyBaseLogger,
  outage: OutageLog,
): Promise<RealtimeHub> =>
  database.driver.kind === 'postgres'
    ? postgresHub(database, database.driver.url, log, outage)
    : Promise.resolve(localHub());
