import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';

/**
 * The device side of Web Push for tests (ADR 119): a subscription's keys made here, and a message
 * that reached the local push endpoint decrypted with them as a browser does (RFC 8291 over RFC
 * 8188 aes128gcm), its VAPID JWT checked (RFC 8292). Node's crypto only; nothing of `web-push`.
 */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  decrypt(body: Buffer): string;
}

export function testDevice(endpoint: string): TestDevice {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body) {
      // Header: salt (16) | record size (4) | key id length (1) | key id (the sender's ephemeral public key).
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(-16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then zero padding.
      const end = padded.lastIndexOf(2);
      if (end < 0 || padded.subarray(end + 1).some((b) => b !== 0)) throw new Error('no padding delimiter: not a last record');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** The claims of a VAPID `Authorization: vapid t=…, k=…` header, after checking its ES256 signature with `k`. */
function verifiedVapid(authorization: string): { aud: string; exp: number; sub: string; k: string } {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!m) throw new Error(`not a VAPID header: ${authorization}`);
  const [, header, claims, signature, k] = m as unknown as [string, string, string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (head.alg !== 'ES256') throw new Error(`VAPID alg ${head.alg}`);
  return { ...(JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string }), k };
}

interface Received {
  body: string;
  authorization: string;
  contentEncoding: string;
  ttl: string;
}

/** What the local push endpoint holds for a subscription id, decrypted with the device's keys. */
export async function receivedPushes(baseUrl: string, id: string, device: TestDevice) {
  const res = await fetch(`${baseUrl}/local-push/${id}`);
  const list = (await res.json()) as Received[];
  return list.map((r) => ({
    payload: JSON.parse(device.decrypt(Buffer.from(r.body, 'base64'))) as { title: string; body: string; url: string; tag: string },
    vapid: verifiedVapid(r.authorization),
    contentEncoding: r.contentEncoding,
  }));
}
