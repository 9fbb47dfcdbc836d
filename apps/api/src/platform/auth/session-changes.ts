import type { Database } from '../../db/client.js';
import type { PooledChannel } from '../../db/pool.js';
import type { OutageLog } from '../db/outage.js';
import { listen } from '../realtime/listener.js';
import { createSessionCache, type SessionCache } from './session-cache.js';

/** The channel migration 0022's triggers notify, with the user's id, when a session or user changes. */
export const SESSION_CHANNEL: PooledChannel = 'lease_sessions';

export interface SessionChanges {
  cache: SessionCache;
  close(): Promise<void>;
}

/**
 * The instance's session cache, kept honest by the triggers' NOTIFY. On PostgreSQL a connection of its
 * own LISTENs, so every instance hears every change; while it is lost the cache is emptied and bypassed
 * (a missed NOTIFY must not leave a revoked session remembered), and used again once it LISTENs anew.
 * The pool's connections LISTEN too, so a change this instance made is heard before its COMMIT returns.
 * PGlite, in this process, calls the listener as the changing transaction commits, before its caller
 * goes on.
 */
export async function startSessionCache(
  database: Database,
  ttlMs: number,
  outage: OutageLog,
): Promise<SessionChanges> {
  const cache = createSessionCache(ttlMs);
  if (ttlMs === 0) return { cache, close: async () => undefined };
  const drop = (userId: string) => cache.drop(userId);
  if (database.driver.kind === 'pglite') {
    const unlisten = await database.driver.client.listen(SESSION_CHANNEL, drop);
    return { cache, close: () => unlisten() };
  }
  const unhear = database.hear((channel, userId) => {
    if (channel === SESSION_CHANNEL) drop(userId);
  });
  const listening = await listen(database.driver.url, SESSION_CHANNEL, {
    payload: drop,
    lost(error) {
      cache.suspend();
      outage.failed('sessions', error, 'session cache: the LISTEN connection failed; reading every session');
    },
    back() {
      cache.resume();
      outage.answered();
    },
  });
  return {
    cache,
    close: async () => {
      unhear();
      await listening.close();
    },
  };
}
