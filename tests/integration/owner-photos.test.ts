import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VenuePhotos } from '@tablestay/core/photos/schema';
import { ownerCast, type OwnerCast } from '../support/owners';
import { addPhoto, fillPhotos, uploadObject } from '../support/photos';
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
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX)).toBe(true);

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

  it('presigns images only, within the size limit', async () => {
    const { ownerA } = cast.clients;
    const svg = await ownerA.mutate('ownerPhotos.presign', { venueId: cast.venueA, contentType: 'image/svg+xml', size: 100 });
    expect(svg.status).toBe(400);
    expect(svg.error?.message).toBe('Only images can be uploaded (JPEG, PNG, WebP, GIF or AVIF)');
    const html = await ownerA.mutate('ownerPhotos.presign', { venueId: cast.venueA, contentType: 'text/html', size: 100 });
    expect(html.error?.message).toBe('Only images can be uploaded (JPEG, PNG, WebP, GIF or AVIF)');
    const big = await ownerA.mutate('ownerPhotos.presign', { venueId: cast.venueA, contentType: 'image/jpeg', size: 10 * 1024 * 1024 + 1 });
    expect(big.error?.message).toBe('A photo can be at most 10 MB');
  });

  it('the local upload endpoint holds the signed policy as S3 does, and never overwrites', async () => {
    const { ownerA } = cast.clients;
    const up = await uploadObject(server, ownerA, cast.venueA);
    expect(up.status).toBe(204);
    const again = await postUpload(`${server.url}/uploads`, up.fields, Buffer.from('other bytes'));
    expect(again.status).toBe(409); // the same form again: the stored file stays as it was

    const fresh = await ownerA.mutate<{ fields: Record<string, string>; key: string }>('ownerPhotos.presign', {
      venueId: cast.venueA,
      contentType: 'image/png',
      size: 68,
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
