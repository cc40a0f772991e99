import { BlockList, isIP } from 'node:net';
import { ECDH } from 'node:crypto';
import dns from 'node:dns';
import ipaddr from 'ipaddr.js';
import {
  PUSH_AUTH_BYTES,
  PUSH_AUTH_INVALID,
  PUSH_ENDPOINT_INVALID,
  PUSH_ENDPOINT_NOT_HTTPS,
  PUSH_ENDPOINT_PRIVATE,
  PUSH_P256DH_BYTES,
  PUSH_P256DH_INVALID,
  type PushSubscriptionBody,
} from '@crewline/shared/contracts/push-subscriptions';

/** One problem with a subscription, named by its place in the body. */
type SubscriptionProblem = { loc: (string | number)[]; msg: string };

// Addresses no push service lives at: the server's own machine, private networks, link-local
// (cloud metadata at 169.254.169.254), and the special-purpose ranges. A subscription pointing
// there would make the server send requests into its own network on a user's behalf.
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
  ['::', 128],
  ['::1', 128],
  // NAT64 addresses can carry any IPv4 address, private ones included. (IPv4-mapped ones,
  // ::ffff:a.b.c.d, need no rule: BlockList checks them against the IPv4 rules above.)
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

// The URL parser leaves IPv6 in brackets and keeps a trailing dot of a fully qualified name.
const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');

const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

function isLoopback(host: string): boolean {
  const family = isIP(host);
  if (family === 0) return isLocalName(host);
  return loopback.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether a host is, literally, a loopback, private, link-local or special address (or
 * `localhost`). Only literals are checked here; what a name resolves to is checked by
 * `checkEndpointHost`, when subscribing and again before every send.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = bareHost(hostname.toLowerCase());
  const family = isIP(host);
  if (family === 0) return isLocalName(host) || host === '';
  return blocked.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Problems with a push endpoint: it must be an absolute https: URL without credentials whose
 * host is not private. `allowInsecure` (PUSH_ALLOW_INSECURE, tests only) also admits a
 * loopback host, over http: or https:, and nothing else private.
 */
export function endpointProblem(endpoint: string, allowInsecure: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return PUSH_ENDPOINT_INVALID;
  }
  if (url.username || url.password) return PUSH_ENDPOINT_INVALID;
  const host = bareHost(url.hostname.toLowerCase());
  if (allowInsecure && isLoopback(host) && (url.protocol === 'http:' || url.protocol === 'https:'))
    return undefined;
  if (url.protocol !== 'https:') return PUSH_ENDPOINT_NOT_HTTPS;
  if (isPrivateHost(host)) return PUSH_ENDPOINT_PRIVATE;
  return undefined;
}

/** One address a name resolves to, as `dns.lookup` gives it. */
export type ResolvedAddress = { address: string; family: number };
/** Every address of a host name; tests pass their own. */
export type HostResolver = (host: string) => Promise<ResolvedAddress[]>;

export const lookupHost: HostResolver = (host) =>
  dns.promises.lookup(host, { all: true, verbatim: true });

/**
 * Whether an address is an ordinary public one. Anything ipaddr.js does not call `unicast` is
 * refused: private, loopback, link-local (cloud metadata at 169.254.169.254), unique local (AWS's
 * fd00:ec2::254), carrier-grade NAT, reserved, unspecified, multicast, and the IPv6 forms that
 * carry an IPv4 address (an IPv4-mapped one is judged as that IPv4 address). `allowLoopback`
 * (PUSH_ALLOW_INSECURE, tests only) also admits loopback.
 */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  let range: string;
  try {
    range = ipaddr.process(address).range();
  } catch {
    return false;
  }
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/**
 * What an endpoint's host resolves to: `public` with the address to connect to (the caller pins
 * the connection to it, so a name that changes its answer between the check and the connection
 * still reaches only this address), `refused` when any of its addresses is not public, or
 * `unresolved` when the lookup failed.
 */
export type HostCheck =
  | { result: 'public'; address: ResolvedAddress }
  | { result: 'refused' }
  | { result: 'unresolved'; error: string };

export async function checkEndpointHost(
  endpoint: string,
  allowInsecure: boolean,
  resolve: HostResolver = lookupHost,
): Promise<HostCheck> {
  let host: string;
  try {
    host = bareHost(new URL(endpoint).hostname.toLowerCase());
  } catch {
    return { result: 'refused' };
  }
  const family = isIP(host);
  let addresses: ResolvedAddress[];
  try {
    addresses = family ? [{ address: host, family }] : await resolve(host);
  } catch (error) {
    return { result: 'unresolved', error: error instanceof Error ? error.message : String(error) };
  }
  if (addresses.length === 0) return { result: 'unresolved', error: `${host} has no address` };
  // One private answer is enough to refuse: which one a connection would use is not ours to say.
  if (!addresses.every((a) => isPublicAddress(a.address, allowInsecure))) {
    return { result: 'refused' };
  }
  return { result: 'public', address: addresses[0]! };
}

/**
 * The subscribe-time check of what the endpoint's name resolves to: a private answer is
 * refused. A name that does not resolve right now is accepted: the check before every send is
 * the one that guards, and a push service's passing DNS trouble should not block subscribing.
 */
export async function endpointHostProblem(
  endpoint: string,
  allowInsecure: boolean,
  resolve: HostResolver = lookupHost,
): Promise<string | undefined> {
  const check = await checkEndpointHost(endpoint, allowInsecure, resolve);
  return check.result === 'refused' ? PUSH_ENDPOINT_PRIVATE : undefined;
}

/** Decodes base64url (padding allowed), or undefined when the text is not base64url. */
function decodeBase64Url(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return undefined;
  return Buffer.from(text, 'base64url');
}

/** Whether `key` is an uncompressed P-256 public point (what a browser's p256dh is). */
function isP256Point(key: Buffer): boolean {
  if (key.length !== PUSH_P256DH_BYTES || key[0] !== 0x04) return false;
  try {
    ECDH.convertKey(key, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** Every problem with a subscription from a browser, each naming its field (empty: valid). */
export function subscriptionProblems(
  body: PushSubscriptionBody,
  allowInsecure: boolean,
): SubscriptionProblem[] {
  const problems: SubscriptionProblem[] = [];
  const endpoint = endpointProblem(body.endpoint, allowInsecure);
  if (endpoint) problems.push({ loc: ['body', 'endpoint'], msg: endpoint });
  const p256dh = decodeBase64Url(body.keys.p256dh);
  if (!p256dh || !isP256Point(p256dh)) {
    problems.push({ loc: ['body', 'keys', 'p256dh'], msg: PUSH_P256DH_INVALID });
  }
  const auth = decodeBase64Url(body.keys.auth);
  if (!auth || auth.length !== PUSH_AUTH_BYTES) {
    problems.push({ loc: ['body', 'keys', 'auth'], msg: PUSH_AUTH_INVALID });
  }
  return problems;
}
