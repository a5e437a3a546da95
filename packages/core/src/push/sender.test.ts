import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { publicOnlyLookup } from './endpoint';
import { createPushSender } from './sender';

// The push sender never follows a redirect and never connects to an internal address (ADR 122).
let server: Server;
let base: string;
const hits: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url?.startsWith('/local-push/redirect')) {
      res.writeHead(302, { location: `${base}/latest/meta-data/iam/security-credentials/` }).end();
      return;
    }
    res.writeHead(req.url?.startsWith('/local-push/') ? 201 : 404).end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

// A subscription's keys as a browser makes them (an uncompressed P-256 point and a 16-byte secret).
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

describe('push sender', () => {
  it('answers a redirect as a failed delivery and never requests where it points', async () => {
    const sender = createPushSender(loadConfig({ APP_URL: base, NODE_ENV: 'test' }));
    hits.length = 0;
    await expect(sender.send({ endpoint: `${base}/local-push/redirect-1`, ...keys }, '{}')).rejects.toThrow('push service answered 302');
    expect(hits).toEqual(['/local-push/redirect-1']);
    // The device itself still gets its message.
    await expect(sender.send({ endpoint: `${base}/local-push/device-1`, ...keys }, '{}')).resolves.toBe('sent');
  });

  it('connects to a push service only at a public address: a name that resolves inside is not posted to', async () => {
    const seen: string[] = [];
    const lookup = publicOnlyLookup((host, _o, cb) => {
      seen.push(host);
      cb(null, [{ address: '127.0.0.1', family: 4 }]);
    });
    const sender = createPushSender(loadConfig({ APP_URL: base, NODE_ENV: 'test' }), lookup);
    hits.length = 0;
    await expect(sender.send({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', ...keys }, '{}')).rejects.toMatchObject({ code: 'EPUSHADDRESS' });
    expect(seen).toEqual(['fcm.googleapis.com']);
    expect(hits).toEqual([]);
  });

  it('posts nothing to an endpoint outside the policy, even one stored before it', async () => {
    const sender = createPushSender(loadConfig({ APP_URL: base, NODE_ENV: 'test' }));
    hits.length = 0;
    await expect(sender.send({ endpoint: `${base}/latest/meta-data/`, ...keys }, '{}')).rejects.toThrow('outside the policy');
    expect(hits).toEqual([]);
  });
});
