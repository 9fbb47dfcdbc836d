import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.js';

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
 * PostgreSQL: a connection of its own LISTENs (reconnecting after a drop); publishing is one NOTIFY
 * through the shared database. The payload names only ids: each instance reads what it sends.
 */
export async function postgresHub(
  database: Database,
  url: string,
  log: FastifyBaseLogger,
): Promise<RealtimeHub> {
  const { subscribe, emit } = listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== REALTIME_CHANNEL || !message.payload) return;
      try {
        const event: unknown = JSON.parse(message.payload);
        if (isEvent(event)) emit(event);
      } catch {
        log.warn('realtime: a payload that is not an event was ignored');
      }
    });
    next.on('error', (error) => {
      log.error({ err: error }, 'realtime: the LISTEN connection failed; reconnecting');
      next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${REALTIME_CHANNEL}`);
    client = next;
  };
  await connect();

  return {
    publish: async (event) => {
      // pg_notify takes the channel as a value, so the payload is a bound parameter.
      await database.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** The hub the database calls for. */
export const startHub = (database: Database, log: FastifyBaseLogger): Promise<RealtimeHub> =>
  database.driver.kind === 'postgres'
    ? postgresHub(database, database.driver.url, log)
    : Promise.resolve(localHub());
