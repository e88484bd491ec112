// Where a webhook may go (SSRF): never to this machine, its private networks,
// link-local (cloud metadata at 169.254.169.254), shared CGNAT, multicast or
// reserved addresses, unless the settings allow private targets (tests and
// local development). Checked twice: when a subscription is saved (its host
// must resolve to at least one public address) and at every delivery, by
// the socket's own DNS lookup, so a name that later resolves to 10.0.0.5
// (DNS rebinding) is refused at connect time.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [net, bits] of [
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
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fe80::', 10],
  ['fc00::', 7],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped or NAT64 IPv6 address (::ffff:10.0.0.1, 64:ff9b::a00:1), if any. */
function embeddedIpv4(ip: string): string | null {
  const lower = ip.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** True for an address no webhook may reach: loopback, private, link-local, CGNAT, multicast, reserved. */
export function isForbiddenAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return blocked.check(ip, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(ip);
    if (v4) return isForbiddenAddress(v4);
    return blocked.check(ip, 'ipv6');
  }
  return true;
}

/** Resolves a host name to all its addresses (tests give their own). */
export type Resolver = (host: string) => Promise<string[]>;

export const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses.map((a) => a.address)))),
  );

export const TARGET_NOT_HTTP = 'Url must be an http:// or https:// address.';
export const TARGET_PRIVATE = (host: string) =>
  `${host} is a private, loopback or link-local address. Webhooks can only be sent to addresses on the public internet.`;
export const TARGET_UNRESOLVED = (host: string) => `We could not find ${host}. Please check the address.`;

/** URL's hostname without the IPv6 brackets. */
const bareHost = (u: URL) => u.hostname.replace(/^\[(.*)\]$/, '$1');

export type TargetRefusal = { why: 'not_http' } | { why: 'private' | 'unresolved'; host: string };

/**
 * Why `url` cannot be a webhook target, or null when it can: it must be
 * http(s), and (unless private targets are allowed) its host must resolve to
 * at least one public address. A host that resolves to public and private
 * addresses is accepted: each delivery connects only to a public one.
 */
export async function targetRefusal(url: string, allowPrivate: boolean, resolve: Resolver = systemResolver): Promise<TargetRefusal | null> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { why: 'not_http' };
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return { why: 'not_http' };
  if (allowPrivate) return null;
  const host = bareHost(u);
  if (isIP(host)) return isForbiddenAddress(host) ? { why: 'private', host } : null;
  // Always this machine (RFC 6761), whatever a resolver says.
  if (host === 'localhost' || host.endsWith('.localhost')) return { why: 'private', host };
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return { why: 'unresolved', host };
  }
  if (addresses.length === 0) return { why: 'unresolved', host };
  return addresses.some((a) => !isForbiddenAddress(a)) ? null : { why: 'private', host };
}

/** The error a delivery records when its target is refused at connect time. */
export class ForbiddenTargetError extends Error {
  readonly code = 'EWEBHOOKTARGET';
}

/**
 * A `lookup` for http.request that answers only public addresses (all of
 * them, when private targets are allowed). Node calls it for host names;
 * an IP literal never reaches a lookup, so deliveries check those first.
 */
export function safeLookup(allowPrivate: boolean, resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        const usable = allowPrivate ? all : all.filter((a) => !isForbiddenAddress(a));
        if (usable.length === 0) {
          callback(new ForbiddenTargetError(TARGET_PRIVATE(hostname)) as NodeJS.ErrnoException, '', 4);
          return;
        }
        const list: LookupAddress[] = usable.map((address) => ({ address, family: isIP(address) }));
        if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
        else callback(null, list[0]!.address, list[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 4),
    );
  };
}
