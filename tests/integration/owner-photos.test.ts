import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { PresignedUpload, VenuePhotos } from '@tablestay/core/photos/schema';
import { inspectPhoto } from '@tablestay/core/photos/content';
import { removeUnconfirmedUploads } from '@tablestay/core/photos/service';
import { ownerCast, type OwnerCast } from '../support/owners';
import { addPhoto, fillPhotos, uploadObject } from '../support/photos';
import { noisePng, pngHeader } from '../support/png';
import { PNG_1PX, postUpload } from '../support/s3';
import { startTestServer, type TestServer } from '../support/server';

/** Venue photos over HTTP with the disk adapter (SPEC §5, §6, §8; ADR 059). */

let server: TestServer;
let cast: OwnerCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
});
afterAll(() => server?.close());

const onDisk = (key: string) => existsSync(join(server.core.config.UPLOADS_DIR, key));
/** Which of these keys are uploads still waiting for their confirm. */
const pending = async (keys: string[]) => (await server.core.db.selectFrom('photo_uploads').select('key').where('key', 'in', keys).execute()).map((r) => r.key);
/** Dates uploads as signed `minutes` ago. */
const ageUploads = (keys: string[], minutes: number) =>
  sql`UPDATE photo_uploads SET created_at = now() - make_interval(mins => ${minutes}) WHERE key = ANY(${keys})`.execute(server.core.db);
const count = async (venueId: string) =>
  Number(
    (
      await server.core.db
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('restaurant_id', '=', venueId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('ownerPhotos: upload, confirm, show, remove', () => {
  it('answers a signed-out caller "Not signed in" (SPEC §6)', async () => {
    const { visitor } = cast.clients;
    for (const [proc, input, kind] of [
      ['ownerPhotos.presign', { venueId: cast.venueA, contentType: 'image/png', size: 10 }, 'mutate'],
      ['ownerPhotos.confirm', { venueId: cast.venueA, key: 'x' }, 'mutate'],
      ['ownerPhotos.remove', { venueId: cast.venueA, photoId: 'x' }, 'mutate'],
      ['ownerPhotos.list', { venueId: cast.venueA }, 'query'],
    ] as const) {
      const res = kind === 'query' ? await visitor.query(proc, input) : await visitor.mutate(proc, input);
      expect(res.status).toBe(401);
      expect(res.error?.message).toBe('Not signed in');
    }
  });

  it('stores an image, records it, serves it and shows it on the guest page; remove deletes the file and the row', async () => {
    const { ownerA, visitor } = cast.clients;
    const photo = await addPhoto(server, ownerA, cast.venueA);
    expect(photo.key).toMatch(new RegExp(`^${cast.userIds.ownerA}/[0-9a-f-]{36}\\.png$`));
    expect(onDisk(photo.key)).toBe(true);
    const served = await visitor.raw(photo.url);
    expect(served.status).toBe(200);
    // The image as uploaded, stored again by the server: the same 1 × 1 PNG, not the same bytes.
    expect(await inspectPhoto(new Uint8Array(await served.arrayBuffer()))).toEqual({ contentType: 'image/png', width: 1, height: 1 });

    const list = await ownerA.query<VenuePhotos>('ownerPhotos.list', { venueId: cast.venueA });
    expect(list.data).toMatchObject({ kind: 'restaurant', cap: 10, photos: [{ id: photo.id, url: photo.url }] });
    expect((await visitor.query<{ photos: string[] }>('restaurant.byId', { id: cast.venueA })).data.photos).toEqual([photo.url]);

    expect((await ownerA.mutate('ownerPhotos.remove', { venueId: cast.venueA, photoId: photo.id })).status).toBe(200);
    expect(onDisk(photo.key)).toBe(false);
    expect((await visitor.raw(photo.url)).status).toBe(404);
    expect((await ownerA.query<VenuePhotos>('ownerPhotos.list', { venueId: cast.venueA })).data.photos).toEqual([]);
    expect((await visitor.query<{ photos: string[] }>('restaurant.byId', { id: cast.venueA })).data.photos).toEqual([]);
  });

  it('a property is a property: 15 photos, shown on its stays page', async () => {
    const { ownerA, visitor } = cast.clients;
    const photo = await addPhoto(server, ownerA, cast.propertyA.id);
    expect((await ownerA.query<VenuePhotos>('ownerPhotos.list', { venueId: cast.propertyA.id })).data).toMatchObject({ kind: 'property', cap: 15 });
    const row = await server.core.db.selectFrom('photos').select('bucket').where('id', '=', photo.id).executeTakeFirstOrThrow();
    expect(row.bucket).toBe('stay-photos');
    expect((await visitor.query<{ photos: string[] }>('stay.byId', { id: cast.propertyA.id })).data.photos).toContain(photo.url);
    await ownerA.mutate('ownerPhotos.remove', { venueId: cast.propertyA.id, photoId: photo.id });
  });

  it('presigns JPEG, PNG and WebP only, within the size limit', async () => {
    const { ownerA } = cast.clients;
    for (const contentType of ['image/svg+xml', 'text/html', 'image/gif']) {
      const refused = await ownerA.mutate('ownerPhotos.presign', { venueId: cast.venueA, contentType, size: 100 });
      expect([refused.status, refused.error?.message]).toEqual([400, 'This file is not a JPEG, PNG or WebP image']);
    }
    const big = await ownerA.mutate('ownerPhotos.presign', { venueId: cast.venueA, contentType: 'image/jpeg', size: 10 * 1024 * 1024 + 1 });
    expect([big.status, big.error?.message]).toEqual([400, 'A photo can be at most 10 MB']);
  });

  it('refuses on confirm what is not a JPEG, PNG or WebP image, says why, and keeps neither the file nor a photo', async () => {
    const { ownerA, visitor } = cast.clients;
    const hero = await addPhoto(server, ownerA, cast.venueA);
    const refusals: [string, Uint8Array, string, string][] = [
      ['a text file renamed .jpg', Buffer.from('Shopping list: eggs, milk'), 'image/jpeg', 'This file is not a JPEG, PNG or WebP image'],
      ['HTML sent as image/png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png', 'This file is not a JPEG, PNG or WebP image'],
      [
        'SVG sent as image/png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
        'image/png',
        'This file is not a JPEG, PNG or WebP image',
      ],
      ['a PNG header of 20000 × 10 pixels', pngHeader(20_000, 10), 'image/png', 'A photo can be at most 16384 × 16384 pixels'],
    ];
    const keys: string[] = [];
    for (const [what, bytes, type, message] of refusals) {
      const up = await uploadObject(server, ownerA, cast.venueA, bytes, type);
      keys.push(up.key);
      expect([what, up.status]).toEqual([what, 204]); // the store takes any bytes of the signed size and type
      const confirmed = await ownerA.mutate('ownerPhotos.confirm', { venueId: cast.venueA, key: up.key });
      expect([what, confirmed.status, confirmed.error?.message, onDisk(up.key)]).toEqual([what, 400, message, false]);
    }
    // Nothing counted, the hero still first on the guest page, nothing left to clean up.
    expect((await ownerA.query<VenuePhotos>('ownerPhotos.list', { venueId: cast.venueA })).data.photos.map((p) => p.id)).toEqual([hero.id]);
    expect((await visitor.query<{ photos: string[] }>('restaurant.byId', { id: cast.venueA })).data.photos).toEqual([hero.url]);
    expect(await pending(keys)).toEqual([]);
    await ownerA.mutate('ownerPhotos.remove', { venueId: cast.venueA, photoId: hero.id });
  });

  it('stores every confirmed photo decoded and encoded again as the type it is served under: nothing appended survives, a cut-off image is refused', async () => {
    const { ownerA } = cast.clients;
    const served = (key: string) => readFileSync(join(server.core.config.UPLOADS_DIR, key));
    // A PNG named .jpg: stored as the JPEG its key and type say.
    const named = await uploadObject(server, ownerA, cast.venueA, noisePng(12, 8), 'image/jpeg');
    const jpeg = await ownerA.mutate<{ id: string }>('ownerPhotos.confirm', { venueId: cast.venueA, key: named.key });
    expect(jpeg.status).toBe(200);
    expect((await server.core.db.selectFrom('photos').select('content_type').where('id', '=', jpeg.data.id).executeTakeFirstOrThrow()).content_type).toBe(
      'image/jpeg',
    );
    expect([...served(named.key).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // HTML appended after a real PNG: the stored file is the image alone.
    const tail = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const smuggled = await uploadObject(server, ownerA, cast.venueA, Buffer.concat([noisePng(12, 8), tail]), 'image/png');
    const png = await ownerA.mutate<{ id: string }>('ownerPhotos.confirm', { venueId: cast.venueA, key: smuggled.key });
    expect(png.status).toBe(200);
    expect(served(smuggled.key).includes('<script')).toBe(false);
    expect([...served(smuggled.key).subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    // A PNG cut off in its image data: refused, and the file is gone.
    const whole = noisePng(40, 30);
    const cut = await uploadObject(server, ownerA, cast.venueA, whole.subarray(0, Math.floor(whole.length / 2)), 'image/png');
    const refused = await ownerA.mutate('ownerPhotos.confirm', { venueId: cast.venueA, key: cut.key });
    expect([refused.status, refused.error?.message, onDisk(cut.key)]).toEqual([400, 'This file is not a JPEG, PNG or WebP image', false]);
    for (const id of [jpeg.data.id, png.data.id]) await ownerA.mutate('ownerPhotos.remove', { venueId: cast.venueA, photoId: id });
  });

  it('holds the declared size: the upload route takes exactly that many bytes', async () => {
    const { ownerA } = cast.clients;
    const presigned = await ownerA.mutate<PresignedUpload>('ownerPhotos.presign', { venueId: cast.venueA, contentType: 'image/png', size: 5000 });
    expect(presigned.data.size).toBe(5000);
    const { fields, key } = presigned.data;
    const larger = await postUpload(`${server.url}/uploads`, fields, new Uint8Array(6000));
    expect([larger.status, await larger.json()]).toEqual([403, { error: { message: 'size 6000 outside 5000..5000' } }]);
    expect((await postUpload(`${server.url}/uploads`, fields, new Uint8Array(4000))).status).toBe(403);
    expect(onDisk(key)).toBe(false);
  });

  it('the retention job deletes uploads left unconfirmed for an hour, and nothing else', async () => {
    const { ownerA } = cast.clients;
    const kept = await addPhoto(server, ownerA, cast.venueA);
    const stale = await uploadObject(server, ownerA, cast.venueA);
    const recent = await uploadObject(server, ownerA, cast.venueA);
    const neverSent = await ownerA.mutate<PresignedUpload>('ownerPhotos.presign', { venueId: cast.venueA, contentType: 'image/png', size: 70 });
    await ageUploads([stale.key, neverSent.data.key], 61);
    await ageUploads([recent.key], 50);

    expect(await removeUnconfirmedUploads(server.core.photos)).toEqual({ uploads: 2 });
    expect([onDisk(stale.key), onDisk(recent.key), onDisk(kept.key)]).toEqual([false, true, true]);
    expect(await pending([stale.key, neverSent.data.key, recent.key])).toEqual([recent.key]);
    // Too late to confirm the deleted one; the recent one still confirms.
    const late = await ownerA.mutate('ownerPhotos.confirm', { venueId: cast.venueA, key: stale.key });
    expect([late.status, late.error?.message]).toEqual([400, 'Upload failed']);
    const inTime = await ownerA.mutate<{ id: string }>('ownerPhotos.confirm', { venueId: cast.venueA, key: recent.key });
    expect(inTime.status).toBe(200);
    expect(await removeUnconfirmedUploads(server.core.photos)).toEqual({ uploads: 0 });
    for (const id of [kept.id, inTime.data.id]) await ownerA.mutate('ownerPhotos.remove', { venueId: cast.venueA, photoId: id });
  });

  it('the local upload endpoint holds the signed policy as S3 does, and never overwrites', async () => {
    const { ownerA } = cast.clients;
    const up = await uploadObject(server, ownerA, cast.venueA);
    expect(up.status).toBe(204);
    const again = await postUpload(`${server.url}/uploads`, up.fields, Buffer.alloc(PNG_1PX.length, 1));
    expect(again.status).toBe(409); // the same form again: the stored file stays as it was

    const fresh = await ownerA.mutate<{ fields: Record<string, string>; key: string }>('ownerPhotos.presign', {
      venueId: cast.venueA,
      contentType: 'image/png',
      size: PNG_1PX.length,
    });
    const { fields, key } = fresh.data;
    const post = (f: Record<string, string>, bytes: Uint8Array = PNG_1PX) => postUpload(`${server.url}/uploads`, f, bytes);
    expect((await post({ ...fields, 'Content-Type': 'text/html' })).status).toBe(403);
    expect((await post({ ...fields, key: key.replace(/([0-9a-f])\.png$/, (_, c: string) => `${c === '0' ? '1' : '0'}.png`) })).status).toBe(403);
    expect((await post({ ...fields, Policy: Buffer.from('{"expiration":"2999-01-01T00:00:00Z","conditions":[]}').toString('base64') })).status).toBe(403);
    expect((await post(fields, new Uint8Array(10 * 1024 * 1024 + 1))).status).toBe(403);
    expect((await post(fields, new Uint8Array(0))).status).toBe(403);
    expect(onDisk(key)).toBe(false);
    expect((await post(fields)).status).toBe(204);
  });

  it('records a key once, only for its uploader, and only once it is stored ("Upload failed")', async () => {
    const { ownerA, ownerB } = cast.clients;
    const mine = await uploadObject(server, ownerA, cast.venueA);
    const first = await ownerA.mutate<{ id: string }>('ownerPhotos.confirm', { venueId: cast.venueA, key: mine.key });
    const second = await ownerA.mutate<{ id: string }>('ownerPhotos.confirm', { venueId: cast.venueA, key: mine.key });
    expect(second.data.id).toBe(first.data.id);

    const bs = await uploadObject(server, ownerB, cast.venueB);
    const stolen = await ownerA.mutate('ownerPhotos.confirm', { venueId: cast.venueA, key: bs.key });
    expect(stolen.status).toBe(400);
    expect(stolen.error?.message).toBe('Upload failed');
    expect(onDisk(bs.key)).toBe(true); // B's object is left alone

    const presigned = await ownerA.mutate<{ key: string }>('ownerPhotos.presign', { venueId: cast.venueA, contentType: 'image/png', size: 68 });
    const never = await ownerA.mutate('ownerPhotos.confirm', { venueId: cast.venueA, key: presigned.data.key });
    expect(never.error?.message).toBe('Upload failed');

    const byB = await ownerB.mutate('ownerPhotos.remove', { venueId: cast.venueB, photoId: first.data.id });
    expect(byB.error?.message).toBe('Photo not found');
    const onA = await ownerB.mutate('ownerPhotos.remove', { venueId: cast.venueA, photoId: first.data.id });
    expect(onA.error?.message).toBe('Restaurant not found');
    expect((await ownerA.mutate('ownerPhotos.remove', { venueId: cast.venueA, photoId: first.data.id })).status).toBe(200);
  });
});

/** Brings a venue to one below its cap, then confirms `parallel` uploads at once; returns the final count. */
async function race(venueId: string, cap: number, parallel: number) {
  const { ownerA } = cast.clients;
  await fillPhotos(server, venueId, cast.userIds.ownerA, cap - 1 - (await count(venueId)));
  const uploads = await Promise.all(Array.from({ length: parallel }, () => uploadObject(server, ownerA, venueId)));
  const results = await Promise.all(uploads.map((u) => ownerA.mutate('ownerPhotos.confirm', { venueId, key: u.key })));
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  const refused = results.filter((r) => r.status !== 200);
  expect(refused.map((r) => [r.status, r.error?.message])).toEqual(
    Array.from({ length: parallel - 1 }, () => [409, 'Photo limit reached. Remove a photo to add another.']),
  );
  expect(await count(venueId)).toBe(cap);
  // The refused uploads' objects are gone; the accepted one stays.
  expect(uploads.filter((u) => onDisk(u.key))).toHaveLength(1);
  const atCap = await ownerA.mutate('ownerPhotos.presign', { venueId, contentType: 'image/png', size: 68 });
  expect([atCap.status, atCap.error?.message]).toEqual([409, 'Photo limit reached. Remove a photo to add another.']);
  return count(venueId);
}

describe('caps: 10 per restaurant, 15 per property, held by the server', () => {
  it('a restaurant takes its 10th photo once, when three uploads are confirmed in parallel', async () => {
    expect(await race(cast.venueA, 10, 3)).toBe(10);
  });
  it('a property takes its 15th photo once, when three uploads are confirmed in parallel', async () => {
    expect(await race(cast.propertyA.id, 15, 3)).toBe(15);
  });
});
