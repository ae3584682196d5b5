import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be sent (ADR 0073): http(s) only, and never to a private, loopback,
 * link-local or otherwise internal address unless the server runs with WEBHOOKS_ALLOW_PRIVATE=1
 * (tests, on-premise receivers). The host is resolved and every address it resolves to is
 * checked, at registration and again before each delivery (a name may move).
 */
const internal = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  internal.addSubnet(net, bits, 'ipv6');
}

export function allowPrivate(): boolean {
  return process.env.WEBHOOKS_ALLOW_PRIVATE === '1';
}

/** Whether an IP address is internal (IPv4-mapped IPv6 is judged as the IPv4 it carries). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return internal.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type UrlVerdict = 'ok' | 'invalid' | 'credentials' | 'private' | 'unresolved';

export async function judgeUrl(raw: string): Promise<UrlVerdict> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'invalid';
  if (url.username || url.password) return 'credentials';
  if (allowPrivate()) return 'ok';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isInternalAddress(host) ? 'private' : 'ok';
  if (host === 'localhost' || host.endsWith('.localhost')) return 'private';
  try {
    const found = await lookup(host, { all: true, verbatim: true });
    if (found.length === 0) return 'unresolved';
    return found.some((a) => isInternalAddress(a.address)) ? 'private' : 'ok';
  } catch {
    return 'unresolved';
  }
}
