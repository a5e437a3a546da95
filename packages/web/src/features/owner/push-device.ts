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

export type EnableOutcome = { ok: true; subscription: DeviceSubscription } | { ok: false; reason: 'denied' | 'unsupported' };

/** Asks for permission, then subscribes this device with the server's key (or reuses its subscription). */
export async function subscribeDevice(publicKey: string): Promise<EnableOutcome> {
  if (!pushSupported()) return { ok: false, reason: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  const reg = await navigator.serviceWorker.ready;
  const existing = await reg.pushManager.getSubscription();
  const s = existing ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return { ok: true, subscription: asJson(s) };
}
