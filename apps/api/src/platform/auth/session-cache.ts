import type { ActorGrant, ActorKey, ActorUser } from './actor.js';

/**
 * A live session as the guard reads it: its user, and whether the second factor is still pending; or a
 * live API key, with its user (decision 0029).
 */
export interface LiveSession {
  user: ActorUser;
  mfaPending: boolean;
  key?: ActorKey;
  /** An external's grant (decision 0032). */
  grant?: ActorGrant | null;
}

/**
 * The sessions this instance has checked in the last few seconds, so a read need not ask the database
 * each time. Every change to a session or its user drops that user's entries on every instance
 * (docs/decisions/0021-session-cache.md); while that news cannot be heard, nothing is remembered.
 */
export interface SessionCache {
  /**
   * The live session `sid` of `sub`: remembered, or read by `load` (and remembered unless dropped
   * meanwhile). An API key is not told its user before it is read: `sub` null, and it is remembered
   * under the user it was found with, so a change to that user or key drops it as a session's does.
   */
  read(sid: string, sub: string | null, load: () => Promise<LiveSession | null>): Promise<LiveSession | null>;
  /** A session or user of `userId` changed: its sessions are read afresh. */
  drop(userId: string): void;
  /** Changes can no longer be heard: forget everything and remember nothing until `resume`. */
  suspend(): void;
  /** Changes are heard again. */
  resume(): void;
}

/** How many sessions an instance remembers; past it, the oldest goes. */
export const SESSION_CACHE_SIZE = 10_000;

interface Entry {
  sub: string;
  session: LiveSession;
  until: number;
}

export function createSessionCache(ttlMs: number, now: () => number = Date.now): SessionCache {
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  // A read begun before its user was dropped may have seen the old row, so it is not remembered: each
  // drop takes the next generation and notes it for its user; `floor` is one for everyone (a suspend,
  // or the notes forgotten when too many).
  let generation = 0;
  let floor = 0;
  const droppedAt = new Map<string, number>();
  let deaf = false;
  const droppedSince = (sub: string, seen: number) => floor > seen || (droppedAt.get(sub) ?? 0) > seen;

  const forget = (sid: string, sub: string) => {
    entries.delete(sid);
    const sids = byUser.get(sub);
    sids?.delete(sid);
    if (sids?.size === 0) byUser.delete(sub);
  };

  const remember = (sid: string, sub: string, session: LiveSession) => {
    if (entries.size >= SESSION_CACHE_SIZE) {
      const [oldest, entry] = entries.entries().next().value!;
      forget(oldest, entry.sub);
    }
    entries.set(sid, { sub, session, until: now() + ttlMs });
    const sids = byUser.get(sub) ?? new Set();
    sids.add(sid);
    byUser.set(sub, sids);
  };

  return {
    async read(sid, sub, load) {
      if (ttlMs === 0 || deaf) return load();
      const known = entries.get(sid);
      if (known && (sub === null || known.sub === sub) && known.until > now()) return known.session;
      if (known) forget(sid, known.sub);
      const seen = generation;
      const session = await load();
      const owner = sub ?? session?.user.id;
      if (session && owner && !deaf && !droppedSince(owner, seen)) remember(sid, owner, session);
      return session;
    },
    drop(userId) {
      generation += 1;
      if (droppedAt.size >= SESSION_CACHE_SIZE) {
        droppedAt.clear();
        floor = generation;
      }
      droppedAt.set(userId, generation);
      for (const sid of byUser.get(userId) ?? []) entries.delete(sid);
      byUser.delete(userId);
    },
    suspend() {
      generation += 1;
      floor = generation;
      droppedAt.clear();
      deaf = true;
      entries.clear();
      byUser.clear();
    },
    resume() {
      deaf = false;
    },
  };
}
