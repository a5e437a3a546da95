import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS, endpointKind, isPublicAddress, publicOnlyLookup, pushEndpointPolicy, resolvesPublic } from './endpoint';

/** A resolver with fixed answers, as `dns.lookup` with `all: true` calls back. */
const dns =
  (answers: Record<string, string[]>) =>
  (host: string, _o: { all: true }, cb: (e: NodeJS.ErrnoException | null, a: { address: string; family: number }[]) => void) =>
    cb(
      null,
      (answers[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );

const policy = { appUrl: 'http://localhost:3000', hosts: DEFAULT_PUSH_SERVICE_HOSTS, allowLocal: true };

describe('push endpoints (ADR 122)', () => {
  it('accepts the browsers’ push services and the local endpoint', () => {
    expect(endpointKind('https://fcm.googleapis.com/fcm/send/abc:APA91b', policy)).toBe('push-service');
    expect(endpointKind('https://updates.push.services.mozilla.com/wpush/v2/gAAAA', policy)).toBe('push-service');
    expect(endpointKind('https://web.push.apple.com/QGuQyavXutnMH', policy)).toBe('push-service');
    expect(endpointKind('https://wns2-par02p.notify.windows.com/w/?token=BQYAAA', policy)).toBe('push-service');
    expect(endpointKind('https://fcm.googleapis.com:443/fcm/send/x', policy)).toBe(null); // rewritten by the parser: not as the browser gives it
    expect(endpointKind('http://localhost:3000/local-push/device-1', policy)).toBe('local');
  });

  it('refuses every endpoint the black-box probe got accepted, and the other ways in', () => {
    for (const endpoint of [
      'https://127.0.0.1.nip.io/x',
      'https://169.254.169.254.nip.io/latest/meta-data/',
      'https://10.0.0.1.sslip.io/x',
      'https://localtest.me/x',
      'https://localhost./x',
      'https://metadata.google.internal./computeMetadata/v1/',
      'https://printer.local./x',
      'https://ｌｏｃａｌｈｏｓｔ/x',
      'https://fcm.googleapis.com:6379/x',
      'https://fcm.googleapis.com./x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://evilfcm.googleapis.com.attacker.example/x',
      'https://push.services.mozilla.com.attacker.example/x',
      'https://[::1]/x',
      'https://127.0.0.1/x',
      'http://fcm.googleapis.com/x',
      'https://fcm.googleapis.com/a b',
      'https://fcm.googleapis.com/x\r\nX-Injected: 1',
      ' https://fcm.googleapis.com/x',
      'not a url',
    ])
      expect([endpoint, endpointKind(endpoint, policy)]).toEqual([endpoint, null]);
  });

  it('never takes the local endpoint in production, and reads PUSH_SERVICE_HOSTS', () => {
    const prod = pushEndpointPolicy({ APP_URL: 'https://tablestay.si', NODE_ENV: 'production' });
    expect(endpointKind('https://tablestay.si/local-push/x', prod)).toBe(null);
    const own = pushEndpointPolicy({ APP_URL: 'http://localhost:3000', NODE_ENV: 'development', PUSH_SERVICE_HOSTS: ' push.example.org , *.corp.example ' });
    expect(endpointKind('https://push.example.org/x', own)).toBe('push-service');
    expect(endpointKind('https://a.corp.example/x', own)).toBe('push-service');
    expect(endpointKind('https://corp.example/x', own)).toBe(null);
    expect(endpointKind('https://fcm.googleapis.com/x', own)).toBe(null);
  });

  it('tells public addresses from loopback, private, link-local, unique-local, CGNAT and mapped ones', () => {
    for (const a of ['142.250.180.10', '2a00:1450:400d:80e::200a']) expect([a, isPublicAddress(a)]).toEqual([a, true]);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:7f00:1',
      '::ffff:8.8.8.8x',
      'nonsense',
    ])
      expect([a, isPublicAddress(a)]).toEqual([a, false]);
  });

  it('connects to the address it checked, and refuses a name with any internal address', async () => {
    const resolve = dns({ 'fcm.googleapis.com': ['142.250.180.10'], 'rebind.example': ['142.250.180.10', '127.0.0.1'], 'nothing.example': [] });
    const lookup = publicOnlyLookup(resolve);
    const one = await new Promise<[unknown, unknown]>((ok) => lookup('fcm.googleapis.com', {}, (err, address) => ok([err, address])));
    expect(one).toEqual([null, '142.250.180.10']);
    const bad = await new Promise<NodeJS.ErrnoException | null>((ok) => lookup('rebind.example', {}, (err) => ok(err)));
    expect(bad?.code).toBe('EPUSHADDRESS');
    expect(await resolvesPublic('fcm.googleapis.com', resolve)).toBe(true);
    expect(await resolvesPublic('rebind.example', resolve)).toBe(false);
    expect(await resolvesPublic('nothing.example', resolve)).toBe(false);
  });
});
