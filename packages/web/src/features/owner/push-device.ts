// This device's Web Push subscription (ADR 119): the browser side of the owner's notifications.
// The service worker that shows them is the console's own (/sw.js imports /push-sw.js).

export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID public key (base64url) as the bytes `PushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const asJson = (s: PushSubscription): DeviceSubscription => {
  const json = s.toJSON();
  return { endpoint: json.endpoint ?? s.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
};

/** The subscription this device already has, if any. */
export async function currentSubscription(): Promise<DeviceSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.ready;
  const s = await reg.pushManager.getSubscription();
  return s ? asJson(s) : null;
}

export type EnableOutcome = { ok: true; subscription: DeviceSubscription } | { ok: false; reason: 'denied' | 'unsupported' | 'no_service' };

/** How long the browser's push service may take to answer before the owner is told it did not. */
const PUSH_SERVICE_MS = 10_000;

/** `p`, or null once `ms` have passed or when it fails. */
const within = <T>(p: Promise<T>, ms: number): Promise<T | null> =>
  new Promise((ok) => {
    const timer = setTimeout(() => ok(null), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        ok(v);
      },
      () => {
        clearTimeout(timer);
        ok(null);
      },
    );
  });

/**
 * Asks for permission, then subscribes this device with the server's key (or reuses its
 * subscription). Permission granted but no push service answering (none reachable, a browser
 * without one, or one that never answers) is `no_service`, said to the owner, never a silent wait.
 */
export async function subscribeDevice(publicKey: string): Promise<EnableOutcome> {
  if (!pushSupported()) return { ok: false, reason: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  const s = await within(
    (async () => {
      const reg = await navigator.serviceWorker.ready;
      const existing = await reg.pushManager.getSubscription();
      return existing ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    })(),
    PUSH_SERVICE_MS,
  );
  return s ? { ok: true, subscription: asJson(s) } : { ok: false, reason: 'no_service' };
}
