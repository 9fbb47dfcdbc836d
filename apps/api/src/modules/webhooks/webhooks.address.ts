import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must not reach unless WEBHOOK_ALLOW_PRIVATE is set: loopback, private networks,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unspecified, multicast and
 * reserved ranges, in IPv4 and IPv6 (an IPv4-mapped IPv6 address is judged as its IPv4 one). The IPv6
 * forms that carry an IPv4 address some stacks still route to it are refused whole: IPv4-compatible
 * (`::/96`, so `[::7f00:1]` is not 127.0.0.1 in disguise), IPv4-translated (`::ffff:0:0:0/96`) and 6to4
 * (`2002::/16`).
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/**
 * Whether an IP address (v4 or v6) is one a webhook may not reach; anything else is refused too. An
 * IPv4-mapped IPv6 address (`::ffff:7f00:1` or `::ffff:127.0.0.1`) is judged by the IPv4 rules: BlockList
 * does so itself.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  return family === 0 || blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Answers every address a host name resolves to; the DNS by default, a stand-in in the tests. */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const dns: Resolver = (host) => lookup(host, { all: true, verbatim: true });

export type Resolved =
  { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: 'private' | 'unresolved' };

/**
 * Resolves a URL's host and checks every address it answers; the one to connect to is returned, so the
 * connection goes to the address checked (a name that resolves anew to a private address between the
 * check and the connection, DNS rebinding, is never reached).
 */
export async function resolvePublic(
  url: URL,
  allowPrivate: boolean,
  resolve: Resolver = dns,
): Promise<Resolved> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      return { ok: false, reason: 'unresolved' };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
    return { ok: false, reason: 'private' };
  }
  const first = addresses[0]!;
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}
