import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientKey, createLocalCounts, WINDOW_MS } from './rate-limit.js';

describe('who a request limit counts', () => {
  it('counts an IPv4 address as it is, and an IPv4-mapped IPv6 one as the IPv4 address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, whatever way it is written', () => {
    const block = '2001:db8:1:2::/64';
    expect(clientKey('2001:db8:1:2::1')).toBe(block);
    expect(clientKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(block);
    expect(clientKey('2001:DB8:1:2:a::9')).toBe(block);
    expect(clientKey('2001:db8:1:2::1%eth0')).toBe(block);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(block);
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});

describe('counts kept on one instance', () => {
  afterEach(() => vi.useRealTimers());

  it("counts a key's requests in a window from its first, then starts again", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const counts = createLocalCounts();
    expect(counts.hit('a', WINDOW_MS, 2)).toEqual({ current: 1, ttl: WINDOW_MS });
    vi.advanceTimersByTime(10_000);
    expect(counts.hit('a', WINDOW_MS, 2)).toEqual({ current: 2, ttl: WINDOW_MS - 10_000 });
    expect(counts.hit('b', WINDOW_MS, 2)).toEqual({ current: 1, ttl: WINDOW_MS });
    vi.advanceTimersByTime(WINDOW_MS - 10_000);
    expect(counts.hit('a', WINDOW_MS, 2)).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(counts.hit('b', WINDOW_MS, 2)).toEqual({ current: 2, ttl: 10_000 });
  });
});
