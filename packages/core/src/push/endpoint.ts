import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

// Where the server may post a push message (ADR 119, ADR 122). The server makes the request, so an
// endpoint is a way into the server's own network unless it is held to the push services browsers
// use, on port 443, and the address it is sent to is checked at the moment of connecting.

/**
 * The push services of the browsers owners use (Chrome/Edge/Android: FCM; Firefox: Mozilla's
 * autopush; Safari: Apple; legacy Edge: WNS). `*.` matches any subdomain. `PUSH_SERVICE_HOSTS`
 * replaces the list.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'];

/** Where the local server's push endpoint takes subscriptions (functions/src/local/push-endpoint.ts). */
const LOCAL_PUSH_PATH = '/local-push/';

export interface EndpointPolicy {
  /** `APP_URL`: a plain-http endpoint is accepted only under its `/local-push/`, outside production. */
  appUrl: string;
  /** The push services' host names (`*.` for any subdomain). */
  hosts: readonly string[];
  /** Production never posts to the local push endpoint. */
  allowLocal: boolean;
}

export type EndpointKind = 'local' | 'push-service';

/** The policy of this configuration: the configured hosts or the defaults; the local endpoint outside production. */
export function pushEndpointPolicy(config: { APP_URL: string; NODE_ENV: string; PUSH_SERVICE_HOSTS?: string }): EndpointPolicy {
  const hosts = config.PUSH_SERVICE_HOSTS?.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return { appUrl: config.APP_URL, hosts: hosts?.length ? hosts : DEFAULT_PUSH_SERVICE_HOSTS, allowLocal: config.NODE_ENV !== 'production' };
}

const hostMatches = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;

/**
 * Which kind of endpoint this is, or null when the server must not post to it: https on port 443 to
 * one of the push services by name (no address literal, no user or password, no trailing dot), or
 * the local push endpoint under APP_URL where that is allowed. The URL parser has already folded
 * full-width letters and case (`ｌｏｃａｌｈｏｓｔ` is `localhost`).
 */
export function endpointKind(endpoint: string, policy: EndpointPolicy): EndpointKind | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.href !== endpoint && url.href !== `${endpoint}/`) return null; // spaces, CR/LF or anything the parser rewrote
  if (policy.allowLocal && endpoint.startsWith(policy.appUrl + LOCAL_PUSH_PATH)) return 'local';
  if (url.protocol !== 'https:' || url.username || url.password || (url.port !== '' && url.port !== '443')) return null;
  const host = url.hostname;
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0 || host.endsWith('.')) return null;
  return policy.hosts.some((p) => hostMatches(host, p.toLowerCase())) ? 'push-service' : null;
}

/** Addresses no push service has: loopback, private, link-local (metadata), unique-local, CGNAT, multicast, reserved. */
const INTERNAL = new BlockList();
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
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv6');

/** IPv4-mapped IPv6 (`::ffff:a.b.c.d`), kept apart: BlockList matches IPv4 addresses against such a rule too. */
const MAPPED = new BlockList();
MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/** A public unicast address (an IPv4-mapped IPv6 address in dotted form is judged by its IPv4 part). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6 && MAPPED.check(address, 'ipv6')) {
    const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
    return dotted ? isPublicAddress(dotted[1]!) : false;
  }
  return !INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

type LookupAll = (hostname: string, options: { all: true }, callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

/**
 * A `lookup` for `https.request`: the name is resolved once, every address it has must be public,
 * and the connection goes to the address that was checked (no second lookup a DNS answer could
 * change in between).
 */
export function publicOnlyLookup(resolve: LookupAll = dnsLookup as unknown as LookupAll) {
  return (
    hostname: string,
    options: { all?: boolean },
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    resolve(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const internal = addresses.find((a) => !isPublicAddress(a.address));
      if (addresses.length === 0 || internal) {
        const refused = Object.assign(new Error(`push endpoint ${hostname} resolves to ${internal?.address ?? 'no address'}: not a public address`), {
          code: 'EPUSHADDRESS',
        });
        return callback(refused, '', 0);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Resolves `hostname` and says whether every address is public (subscribe time; send time checks again). */
export function resolvesPublic(hostname: string, resolve?: LookupAll): Promise<boolean> {
  const lookup = publicOnlyLookup(resolve);
  return new Promise((ok) => lookup(hostname, { all: true }, (err) => ok(!err)));
}
