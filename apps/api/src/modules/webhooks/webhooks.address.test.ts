import { describe, expect, it } from 'vitest';
import { isPrivateAddress, resolvePublic, type Resolver } from './webhooks.address.js';

/**
 * Every form of an address a webhook must not reach, as a URL's host (the URL parser turns `127.1`,
 * `2130706433` and `0x7f000001` into 127.0.0.1 and `[::ffff:127.0.0.1]` into `[::ffff:7f00:1]` first),
 * with a reason each is refused.
 */
const REFUSED: [host: string, why: string][] = [
  ['0.0.0.0', 'unspecified: Linux connects it to 127.0.0.1'],
  ['0.1.2.3', '0.0.0.0/8, "this network"'],
  ['127.0.0.1', 'loopback'],
  ['127.1', 'loopback, short form'],
  ['2130706433', 'loopback as one decimal number'],
  ['0x7f000001', 'loopback in hexadecimal'],
  ['0177.0.0.1', 'loopback in octal'],
  ['127.255.255.254', 'the end of 127/8'],
  ['[::]', 'IPv6 unspecified'],
  ['[::1]', 'IPv6 loopback'],
  ['[::ffff:127.0.0.1]', 'IPv4-mapped loopback'],
  ['[::ffff:7f00:1]', 'IPv4-mapped loopback, hexadecimal'],
  ['[::7f00:1]', 'IPv4-compatible loopback (::/96)'],
  ['[::a00:1]', 'IPv4-compatible 10.0.0.1 (::/96)'],
  ['[::ffff:0:7f00:1]', 'IPv4-translated loopback (::ffff:0:0:0/96)'],
  ['[::ffff:0:808:808]', 'IPv4-translated, whatever it carries'],
  ['[2002:7f00:1::]', '6to4 of 127.0.0.1 (2002::/16)'],
  ['[2002:808:808::1]', '6to4, whatever it carries'],
  ['[64:ff9b::7f00:1]', 'NAT64 of 127.0.0.1'],
  ['10.0.0.1', '10/8'],
  ['10.255.255.255', '10/8, its end'],
  ['172.16.0.1', '172.16/12'],
  ['172.31.255.255', '172.16/12, its end'],
  ['192.168.0.1', '192.168/16'],
  ['192.168.255.255', '192.168/16, its end'],
  ['100.64.0.1', '100.64/10, carrier-grade NAT'],
  ['100.127.255.255', '100.64/10, its end'],
  ['169.254.169.254', '169.254/16, cloud metadata'],
  ['[::ffff:169.254.169.254]', 'cloud metadata, IPv4-mapped'],
  ['[fc00::1]', 'fc00::/7, unique local'],
  ['[fdff:ffff::1]', 'fc00::/7, its upper half'],
  ['[fe80::1]', 'fe80::/10, link-local'],
  ['[febf:ffff::1]', 'fe80::/10, its end'],
  ['224.0.0.1', 'multicast'],
  ['[ff02::1]', 'IPv6 multicast'],
];

/** Public addresses, the same forms around the refused ones: these a webhook may reach. */
const ALLOWED = [
  '8.8.8.8',
  '1.1.1.1',
  '100.128.0.1',
  '172.32.0.1',
  '192.169.0.1',
  '[::ffff:8.8.8.8]',
  '[2606:4700:4700::1111]',
  '[2001:4860:4860::8888]',
];

/** The DNS stand-in: every name answers the one address it is named after. */
const NAMES = new Map<string, string>();
const resolver: Resolver = async (host) => {
  const address = NAMES.get(host);
  if (!address) throw new Error(`ENOTFOUND ${host}`);
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};
/** A name that resolves to the address the URL parser makes of `host`. */
const nameFor = (host: string): string => {
  const name = `to-${NAMES.size}.hooks.example`;
  NAMES.set(name, new URL(`http://${host}/`).hostname.replace(/^\[(.*)\]$/, '$1'));
  return name;
};

const check = (host: string) => resolvePublic(new URL(`https://${host}/hook`), false, resolver);

describe('the webhook address check', () => {
  it.each(REFUSED)('refuses %s (%s)', async (host) => {
    expect(await check(host)).toEqual({ ok: false, reason: 'private' });
  });

  it.each(REFUSED)('refuses a name resolving to %s (%s)', async (host) => {
    expect(await check(nameFor(host))).toEqual({ ok: false, reason: 'private' });
  });

  it('refuses a name when any one of its addresses is refused', async () => {
    const mixed: Resolver = async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '::ffff:0:7f00:1', family: 6 },
    ];
    const url = new URL('https://mixed.hooks.example/');
    expect(await resolvePublic(url, false, mixed)).toEqual({ ok: false, reason: 'private' });
  });

  it.each(ALLOWED)('lets %s through, and a name resolving to it', async (host) => {
    const address = new URL(`http://${host}/`).hostname.replace(/^\[(.*)\]$/, '$1');
    const family = address.includes(':') ? 6 : 4;
    expect(await check(host)).toEqual({ ok: true, address, family });
    expect(await check(nameFor(host))).toEqual({ ok: true, address, family });
  });

  it('lets a private address through only when WEBHOOK_ALLOW_PRIVATE says so', async () => {
    const url = new URL('http://127.0.0.1:9/');
    expect(await resolvePublic(url, true, resolver)).toMatchObject({ ok: true, address: '127.0.0.1' });
  });

  it('answers unresolved for a name the DNS does not know, or that has no address', async () => {
    expect(await check('nowhere.hooks.example')).toEqual({ ok: false, reason: 'unresolved' });
    const none: Resolver = async () => [];
    const url = new URL('https://empty.hooks.example/');
    expect(await resolvePublic(url, false, none)).toEqual({ ok: false, reason: 'unresolved' });
  });

  it('judges an IPv4-mapped address as its IPv4 one, however the resolver spells it', () => {
    for (const address of ['::ffff:127.0.0.1', '::FFFF:10.1.2.3', '::ffff:a9fe:a9fe']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    expect(isPrivateAddress('::ffff:8.8.8.8')).toBe(false);
    expect(isPrivateAddress('not an address')).toBe(true);
  });

  it('asks the system resolver for every address of a name by default (localhost, from the hosts file)', async () => {
    expect(await resolvePublic(new URL('http://localhost:9/'), false)).toEqual({
      ok: false,
      reason: 'private',
    });
    expect(await resolvePublic(new URL('http://localhost:9/'), true)).toMatchObject({ ok: true });
  });
});
