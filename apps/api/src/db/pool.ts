import pg from 'pg';

/** The callback form of connect (the last overload), which pool.query uses. */
type ConnectCallback = Parameters<pg.Pool['connect']>[0];

/** What the pool tells about its connections: one lost (a restart, a terminated backend), one made. */
export interface PoolWatcher {
  lost(error: Error): void;
  opened(): void;
}

/**
 * A connection that dies while checked out (a transaction between two statements) emits 'error' with
 * no pool listener on it, which ends the process; and drizzle never releases a client whose BEGIN
 * failed, so each such death would keep a slot of the pool forever. Handing the client back at its
 * death, and letting drizzle's own release come later as a no-op, fixes both.
 */
function releaseWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    // A dying connection can say so twice (the server's FATAL, then the socket's end): once handed back
    // as broken, its listener stays to take the second, which would otherwise crash the process.
    if (!error) client.removeListener('error', lost);
    release(error);
  };
  const lost = (error: Error) => releaseOnce(error);
  client.on('error', lost);
  client.release = releaseOnce;
  return client;
}

class SturdyPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // pool.query checks out with a callback and guards its client itself; the promise is drizzle's.
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenLost);
  }
}

/**
 * Channels every pooled connection LISTENs on. PostgreSQL sends a session the notifications its own
 * transaction raised before it answers that transaction's COMMIT, so this instance hears of a change it
 * made before it goes on (the session triggers of migration 0022); others' come as they are sent.
 */
export const POOLED_CHANNELS = ['lease_sessions'] as const;
export type PooledChannel = (typeof POOLED_CHANNELS)[number];
export type Hearer = (channel: PooledChannel, payload: string) => void;

/**
 * The API's pool on PostgreSQL, made to outlive a restart: a connection lost while idle is dropped and
 * reported instead of crashing the process, a lost checked-out one goes back at once, and waiting for a
 * connection gives up after 5 s, so a request answers 503 rather than hanging while the server is away.
 */
export function openPool(url: string): {
  pool: pg.Pool;
  watch(watcher: PoolWatcher): () => void;
  hear(hearer: Hearer): () => void;
} {
  const hearers = new Set<Hearer>();
  const pool = new SturdyPool({
    connectionString: url,
    // Each new connection LISTENs before the pool hands it out. pg-pool awaits onConnect; its types say
    // void, so the promise rule is told.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    onConnect: async (client: pg.ClientBase) => {
      client.on('notification', ({ channel, payload }) => {
        if (payload && (POOLED_CHANNELS as readonly string[]).includes(channel)) {
          hearers.forEach((h) => h(channel as PooledChannel, payload));
        }
      });
      for (const channel of POOLED_CHANNELS) await client.query(`LISTEN ${channel}`);
    },
    max: 10,
    connectionTimeoutMillis: 5_000,
    // A peer that vanished without closing (a host gone) is probed after 10 s idle, not the system's 2 h.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  const watchers = new Set<PoolWatcher>();
  pool.on('error', (error) => watchers.forEach((w) => w.lost(error)));
  pool.on('connect', () => watchers.forEach((w) => w.opened()));
  return {
    pool,
    watch(watcher) {
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
    hear(hearer) {
      hearers.add(hearer);
      return () => void hearers.delete(hearer);
    },
  };
}
