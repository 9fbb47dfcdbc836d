import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import { tooManyRequests } from '../errors.js';
import type { Hit } from './rate-limit-store.js';
import { hookList } from './route-hooks.js';

/** Every limit counts requests per minute. */
export const WINDOW_MS = 60_000;

/** What a limit counts with: this instance's own tally, or the one every instance shares (PostgreSQL). */
export interface RequestCounts {
  hit(key: string, windowMs: number, max: number): Hit | Promise<Hit>;
}

/** A route's own limit, in its `config.rateLimit`; `false` keeps it out of every limit. */
export type RouteLimit = { max: number } | false;

/**
 * Counts kept on this instance alone (the embedded PGlite serves one). A key's window starts at its first
 * request, and windows that ended are swept at most once a window, so the map holds one window's keys.
 */
export function createLocalCounts(): RequestCounts {
  const windows = new Map<string, { endsAt: number; hits: number }>();
  let sweepAt = 0;
  return {
    hit(key, windowMs) {
      const now = Date.now();
      if (now >= sweepAt) {
        for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
        sweepAt = now + windowMs;
      }
      let w = windows.get(key);
      if (!w || w.endsAt <= now) windows.set(key, (w = { endsAt: now + windowMs, hits: 0 }));
      w.hits += 1;
      return { current: w.hits, ttl: w.endsAt - now };
    },
  };
}

/**
 * Who a limit counts: an IPv4 address as it is, an IPv6 one by its /64 (one subscriber's block, which
 * hands its devices many addresses), an IPv4-mapped IPv6 one as the IPv4 address it maps.
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const front = head ? head.split(':') : [];
  let groups = front;
  if (tail !== undefined) {
    const back = tail ? tail.split(':') : [];
    // An IPv4 tail (64:ff9b::192.0.2.1) stands for two groups.
    const backLength = back.length + (back.at(-1)?.includes('.') ? 1 : 0);
    groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - backLength)).fill('0'), ...back];
  }
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** A refusal tells the limit and when to come back; an admitted request is told nothing. */
function verdict({ current, ttl }: Hit, reply: FastifyReply, max: number): Error | undefined {
  if (current <= max) return undefined;
  const seconds = Math.max(1, Math.ceil(ttl / 1000));
  reply.headers({
    'x-ratelimit-limit': max,
    'x-ratelimit-remaining': 0,
    'x-ratelimit-reset': seconds,
    'retry-after': seconds,
  });
  return tooManyRequests(`Too many requests. Please wait ${seconds} seconds and try again.`);
}

/**
 * A per-address request limit on every route registered after this: `max` a minute, or a route's own
 * (`config.rateLimit: { max }`, counted apart from the rest under its method and path); a route with
 * `config.rateLimit: false` is not counted. The limit is the route's first hook, so a request refused
 * costs no session lookup, and a callback one: it runs on every request, and a promise each time costs
 * a turn of the event loop that a count kept in memory does not need (issue #37).
 */
export function registerRateLimit(app: FastifyInstance, counts: RequestCounts, max: number): void {
  app.addHook('onRoute', (route) => {
    const own = (route.config as { rateLimit?: RouteLimit } | undefined)?.rateLimit;
    if (own === false) return;
    const limit = own?.max ?? max;
    const scope = own ? `${[route.method].flat().join(',')} ${route.url}` : '*';
    const hook: onRequestHookHandler = (request, reply, done) => {
      const hit = counts.hit(`${scope} ${clientKey(request.ip)}`, WINDOW_MS, limit);
      if (hit instanceof Promise) hit.then((h) => done(verdict(h, reply, limit)), done);
      else done(verdict(hit, reply, limit));
    };
    route.onRequest = [hook, ...hookList(route.onRequest)];
  });
}
