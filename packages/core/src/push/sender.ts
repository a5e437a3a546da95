import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { dirname } from 'node:path';
import type { Config } from '../config';
import { DomainError } from '../errors';
import { endpointKind, pushEndpointPolicy, publicOnlyLookup, type EndpointPolicy } from './endpoint';

// The push port (ADR 119): something that delivers one encrypted message to one subscription. The
// real adapter is the `web-push` library's protocol (RFC 8291 aes128gcm encryption, RFC 8292 VAPID
// JWT); only the HTTP request is ours. A push service's endpoint is posted to over https with the
// address checked as the connection is made, and no redirect is ever followed (ADR 122); the local
// push endpoint (never in production) through fetch, redirects refused too.

interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service no longer knows the subscription (404 or 410); its row is deleted. */
type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  /** The VAPID public key (base64url); throws `push.unavailable` where no keys are configured. */
  readonly publicKey: string;
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where a machine without configured keys keeps its own pair (never in production). */
const LOCAL_VAPID_FILE = '.data/vapid-keys.json';

/** A P-256 key pair in VAPID's encoding: the raw public point and the private scalar, base64url. */
function newKeyPair(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const pub = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
  return { publicKey: pub.toString('base64url'), privateKey: jwk.d as string };
}

function localKeys(file: string): { publicKey: string; privateKey: string } {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, JSON.stringify(newKeyPair()), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      // Another process wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  }
}

type VapidConfig = Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'NODE_ENV' | 'APP_URL'>;

/**
 * The configured keys; without them, a pair made once and kept in `.data/`. In production without
 * keys, null: owners' notifications are off (`push.unavailable`), everything else works.
 */
function resolveVapidKeys(config: VapidConfig, file = LOCAL_VAPID_FILE): VapidKeys | null {
  const subject = config.VAPID_SUBJECT ?? (config.APP_URL.startsWith('https://') ? config.APP_URL : 'mailto:no-reply@tablestay.si');
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  if (config.NODE_ENV === 'production') return null;
  return { ...localKeys(file), subject };
}

/** How long a push service may keep a message for an offline device: a day, after which it is stale. */
const TTL_SECONDS = 86_400;
const TIMEOUT_MS = 10_000;

/** What came back from a push service: its status, the body left unread. */
type Post = (url: string, init: { method: string; headers: Record<string, string>; body: Uint8Array | null }) => Promise<number>;

/** To a push service: https only, to the address the lookup checked, never following a redirect. */
function postToPushService(lookup: ReturnType<typeof publicOnlyLookup>): Post {
  return (url, init) =>
    new Promise((ok, fail) => {
      const req = request(url, { method: init.method, headers: init.headers, lookup: lookup as never, timeout: TIMEOUT_MS }, (res) => {
        res.resume();
        ok(res.statusCode ?? 0);
      });
      req.on('timeout', () => req.destroy(new Error('push service timed out')));
      req.on('error', fail);
      req.end(init.body ?? undefined);
    });
}

/** To the local push endpoint (never in production): fetch, a redirect answered as the failure it is. */
const postLocally: Post = async (url, init) => {
  const res = await fetch(url, { ...init, body: init.body as RequestInit['body'], redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  await res.body?.cancel();
  return res.status;
};

/**
 * The real sender. The keys are read, and `web-push` loaded, on first use, not at a cold start
 * (ADR 046). An endpoint outside the policy (stored before it, or changed by hand) is not posted to.
 */
function webPushSender(resolve: () => VapidKeys | null, policy: EndpointPolicy, lookup = publicOnlyLookup()): PushSender {
  let resolved: VapidKeys | null | undefined;
  const keysOrFail = () => {
    resolved ??= resolve();
    if (!resolved) throw new DomainError('push.unavailable');
    return resolved;
  };
  let lib: Promise<typeof import('web-push')> | undefined;
  const load = () => (lib ??= import('web-push').then((m) => (m as { default?: typeof import('web-push') }).default ?? m));
  const toPushService = postToPushService(lookup);
  return {
    get publicKey() {
      return keysOrFail().publicKey;
    },
    async send(target, payload) {
      const kind = endpointKind(target.endpoint, policy);
      if (!kind) throw new Error('push endpoint outside the policy: not sent');
      const keys = keysOrFail();
      const webpush = await load();
      const req = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      });
      const post = kind === 'local' ? postLocally : toPushService;
      const status = await post(req.endpoint, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.body ? new Uint8Array(req.body) : null,
      });
      if (status === 404 || status === 410) return 'gone';
      // A redirect is a failed delivery, never followed: it could point anywhere (ADR 122).
      if (status < 200 || status > 299) throw new Error(`push service answered ${status}`);
      return 'sent';
    },
  };
}

export function createPushSender(config: Config, lookup?: ReturnType<typeof publicOnlyLookup>): PushSender {
  return webPushSender(() => resolveVapidKeys(config), pushEndpointPolicy(config), lookup);
}
