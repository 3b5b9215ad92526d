import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may send a request of its own (decision 405): image URLs of the imports and
 * webhook endpoints. One rule, checked when a URL is accepted (import row, webhook registration)
 * and again at every connection, after name resolution and on every redirect hop (outbound.ts).
 */
export interface OutboundPolicy {
  /**
   * OUTBOUND_ALLOW_LOOPBACK: URLs naming this machine (127.0.0.0/8, ::1, localhost, *.localhost),
   * plain http among them, for development and tests; never in production. Names that resolve to
   * loopback and mapped or translated forms of it stay refused.
   */
  allowLoopback: boolean;
}

/** A request refused by the rule; `message` says which part of the URL or address was refused. */
export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError';
  readonly code = 'E_OUTBOUND_REFUSED';
}

/** The refusal an outbound request failed with, however the HTTP client wrapped it; null for any other failure. */
export function refusalOf(err: unknown): OutboundRefusedError | null {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++)
    if (e instanceof OutboundRefusedError) return e;
  return null;
}

const describe: Readonly<Record<string, string>> = {
  loopback: 'a loopback address (this machine)',
  private: 'a private network address',
  linkLocal: 'a link-local address (cloud metadata among them)',
  uniqueLocal: 'a unique-local address (a private network)',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
  ipv4Compatible: 'an IPv4-compatible IPv6 address',
  deprecatedSiteLocal: 'a site-local address (a private network)',
};
const describeClass = (cls: string) => {
  const [form, inner] = cls.split(':');
  if (inner) return `${describe[inner] ?? 'a reserved address'} in its ${form} IPv6 form`;
  return describe[cls] ?? 'a reserved or special-purpose address';
};

/** IPv6 ranges that carry an IPv4 address; the address inside decides. */
const embeddingV4 = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052', '6to4']);

/**
 * The address's class: `unicast` for a public internet address, else why not: ipaddr.js's range
 * names (loopback, private, linkLocal, uniqueLocal, carrierGradeNat, reserved, benchmarking,
 * multicast, broadcast, unspecified…), or `<form>:<class>` for a mapped (::ffff:0:0/96),
 * translated, NAT64 (64:ff9b::/96) or 6to4 address whose embedded IPv4 is not public.
 */
export function addressClass(address: string): string {
  const plain = address.replace(/^\[|\]$/g, '');
  if (!isIP(plain) || !ipaddr.isValid(plain)) return 'invalid';
  const ip = ipaddr.parse(plain);
  if (ip.kind() === 'ipv4') return (ip as ipaddr.IPv4).range();
  const v6 = ip as ipaddr.IPv6;
  const range = v6.range();
  if (embeddingV4.has(range)) {
    const [a = 0, b = 0] = range === '6to4' ? v6.parts.slice(1, 3) : v6.parts.slice(6, 8);
    const inner = new ipaddr.IPv4([a >> 8, a & 0xff, b >> 8, b & 0xff]).range();
    return inner === 'unicast' ? 'unicast' : `${range === 'ipv4Mapped' ? 'mapped' : range}:${inner}`;
  }
  // ::a.b.c.d, the deprecated IPv4-compatible form (ipaddr.js calls it unicast).
  if (range === 'unicast' && v6.parts.slice(0, 6).every((p) => p === 0)) return 'ipv4Compatible';
  return range;
}

/** Host names of this machine: localhost and *.localhost (RFC 6761). */
const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * Names that are never the internet's: a single label (`metadata`, `instance-data`, a search
 * domain's host), *.internal (metadata.google.internal), mDNS *.local, *.localdomain, *.home.arpa.
 */
const isInternalName = (host: string) => !host.includes('.') || /\.(internal|local|localdomain|home\.arpa)$/.test(host);

/** A URL's host as compared: lower case, no IPv6 brackets, no trailing dot. */
export const normalHost = (hostname: string) =>
  hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '');

/** A host that names this machine plainly: 127.0.0.0/8, ::1, localhost, *.localhost. */
export function namesLoopback(hostname: string): boolean {
  const host = normalHost(hostname);
  return isIP(host) ? addressClass(host) === 'loopback' : isLocalhostName(host);
}

/** Why a host (a name or an address literal) is refused before any lookup; null when it may be resolved. */
export function hostProblem(hostname: string, protocol: string, policy: OutboundPolicy): string | null {
  const host = normalHost(hostname);
  const loopbackAllowed = policy.allowLoopback && namesLoopback(host);
  if (protocol !== 'https:' && !(protocol === 'http:' && loopbackAllowed))
    return policy.allowLoopback
      ? 'the URL must be https (plain http only to 127.0.0.1, ::1 or localhost)'
      : 'the URL must be https';
  if (loopbackAllowed) return null;
  if (isIP(host)) {
    const cls = addressClass(host);
    return cls === 'unicast' ? null : `${host} is ${describeClass(cls)}`;
  }
  if (!host) return 'the URL has no host';
  if (isLocalhostName(host)) return `${host} names this machine`;
  if (isInternalName(host)) return `${host} is an internal name, not an internet host`;
  return null;
}

/**
 * Why the addresses a host resolved to are refused; null when every one is a public internet
 * address (or loopback, for a host naming loopback while the policy allows it). One internal
 * address among public ones refuses the host: the connection could be made to any of them.
 */
export function resolvedProblem(hostname: string, addresses: readonly string[], policy: OutboundPolicy): string | null {
  const loopbackAllowed = policy.allowLoopback && namesLoopback(hostname);
  if (!addresses.length) return `${normalHost(hostname)} resolves to no address`;
  for (const address of addresses) {
    const cls = addressClass(address);
    if (cls === 'unicast' || (cls === 'loopback' && loopbackAllowed)) continue;
    return `${normalHost(hostname)} resolves to ${describeClass(cls)}`;
  }
  return null;
}

/** Why the server may not request this URL; null when it may (its addresses are checked again at connect time). */
export function outboundUrlProblem(raw: string | URL, policy: OutboundPolicy): string | null {
  let url: URL;
  try {
    url = typeof raw === 'string' ? new URL(raw) : raw;
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'the URL must not carry a user name or password';
  return hostProblem(url.hostname, url.protocol, policy);
}

/** The URL, parsed, when the server may request it; else an OutboundRefusedError saying why. */
export function checkOutboundUrl(raw: string | URL, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefusedError(`${String(raw).slice(0, 200)} is not a URL`);
  }
  const problem = outboundUrlProblem(url, policy);
  if (problem) throw new OutboundRefusedError(problem);
  return url;
}
