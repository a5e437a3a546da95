import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createUserRole, createVenue } from '@tablestay/core/db/factories';
import { newPhotoKey, type UploadPolicy } from '@tablestay/core/photos/policy';
import { createS3Photos } from '@tablestay/core/photos/s3';
import { confirmUpload, listPhotos, presignUpload, removePhoto, removeUnconfirmedUploads, type PhotoDeps } from '@tablestay/core/photos/service';
import { noisePng } from '../support/png';
import { PNG_1PX, postUpload, startLocalS3, type LocalS3 } from '../support/s3';
import { startTestServer, type TestServer } from '../support/server';

/** The S3 photos adapter against a local S3-compatible server (s3rver) started here (ADR 059). */

let s3: LocalS3;
let server: TestServer;
beforeAll(async () => {
  s3 = await startLocalS3();
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const USER = '0b6f1f0e-8a39-4c1e-9f49-3f7b7f3e2a10';
const decode = (fields: Record<string, string>) => JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as UploadPolicy;

describe('S3 photos adapter', () => {
  it('signs a POST policy: that one key, images only, exactly the declared size, a short expiry', async () => {
    const photos = createS3Photos({ bucket: s3.bucket, client: s3.client });
    const key = newPhotoKey(USER, 'image/png');
    const before = Date.now();
    const up = await photos.presignUpload({ key, contentType: 'image/png', size: 5000, expiresInSeconds: 600 });
    expect(up.url).toBe(`${s3.endpoint}/${s3.bucket}`);
    expect(up.fields).toMatchObject({ key, 'Content-Type': 'image/png', bucket: s3.bucket, 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    expect(up.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = decode(up.fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['starts-with', '$Content-Type', 'image/'],
        ['content-length-range', 5000, 5000],
        { key },
        { 'Content-Type': 'image/png' },
        { bucket: s3.bucket },
      ]),
    );
    expect(policy.conditions.some((c) => Array.isArray(c) && c[1] === '$key')).toBe(false); // no key prefix: exactly this key
    const expires = Date.parse(policy.expiration);
    expect(expires).toBeGreaterThan(before + 590_000);
    expect(expires).toBeLessThan(before + 610_000);
  });

  it('uploads with the presigned form, reads the object back, and deletes it', async () => {
    const photos = createS3Photos({ bucket: s3.bucket, client: s3.client });
    const key = newPhotoKey(USER, 'image/png');
    const up = await photos.presignUpload({ key, contentType: 'image/png', size: PNG_1PX.length, expiresInSeconds: 600 });
    const res = await postUpload(up.url, up.fields, PNG_1PX);
    expect(res.status).toBe(204);
    expect(await photos.read(key)).toEqual({ contentType: 'image/png', bytes: new Uint8Array(PNG_1PX) });
    const body = await (await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))).Body!.transformToByteArray();
    expect(Buffer.from(body).equals(PNG_1PX)).toBe(true);
    await photos.remove(key);
    expect(await photos.read(key)).toBeNull();
  });

  it('runs the whole owner flow on S3: presign, upload, confirm, list, remove deletes the object and the row', async () => {
    const db = server.core.db;
    const owner = await createUser(db, { email: 's3.owner@example.com' });
    await createUserRole(db, { user_id: owner.id, role: 'owner' });
    const venue = await createVenue(db, { owner_id: owner.id, name: 'S3 Bistro' });
    const deps: PhotoDeps = { db, photos: createS3Photos({ bucket: s3.bucket, client: s3.client }) };
    const user = { id: owner.id, role: 'owner' as const };
    const up = await presignUpload(deps, user, { venueId: venue.id, contentType: 'image/png', size: PNG_1PX.length });
    expect(up.key).toMatch(new RegExp(`^${owner.id}/[0-9a-f-]{36}\\.png$`));
    expect((await postUpload(up.url, up.fields, PNG_1PX)).status).toBe(204);
    const photo = await confirmUpload(deps, user, { venueId: venue.id, key: up.key });
    expect(photo.url).toBe(`/uploads/${up.key}`);
    expect((await listPhotos(deps, user, venue.id)).photos.map((p) => p.id)).toEqual([photo.id]);
    const row = await db.selectFrom('photos').selectAll().where('id', '=', photo.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ bucket: 'restaurant-photos', path: up.key, content_type: 'image/png', uploaded_by: owner.id });
    await removePhoto(deps, user, { venueId: venue.id, photoId: photo.id });
    expect(await deps.photos.read(up.key)).toBeNull();
    expect(await db.selectFrom('photos').select('id').where('restaurant_id', '=', venue.id).execute()).toEqual([]);
  });

  it('refuses to record a key that was never uploaded: "Upload failed"', async () => {
    const db = server.core.db;
    const owner = await createUser(db, { email: 's3.missing@example.com' });
    const venue = await createVenue(db, { owner_id: owner.id });
    const deps: PhotoDeps = { db, photos: createS3Photos({ bucket: s3.bucket, client: s3.client }) };
    const key = newPhotoKey(owner.id, 'image/jpeg');
    await expect(confirmUpload(deps, { id: owner.id, role: 'owner' }, { venueId: venue.id, key })).rejects.toThrow('Upload failed');
  });

  it('refuses on confirm a file of another size than declared, or one that is not an image, and deletes the object', async () => {
    // s3rver does not check the signed size (S3 does, with the policy above): confirm holds it too.
    const { deps, user, venueId } = await s3Owner('s3.refused@example.com');
    const objects = async () => (await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${user.id}/` }))).KeyCount ?? 0;

    const declared = await presignUpload(deps, user, { venueId, contentType: 'image/png', size: 5000 });
    expect((await postUpload(declared.url, declared.fields, noisePng(50, 50).subarray(0, 6000))).status).toBe(204);
    await expect(confirmUpload(deps, user, { venueId, key: declared.key })).rejects.toThrow('Upload failed');

    const text = Buffer.from('not a photo at all, only text');
    const renamed = await presignUpload(deps, user, { venueId, contentType: 'image/jpeg', size: text.length });
    expect((await postUpload(renamed.url, renamed.fields, text, 'image/jpeg')).status).toBe(204);
    await expect(confirmUpload(deps, user, { venueId, key: renamed.key })).rejects.toThrow('This file is not a JPEG, PNG or WebP image');

    expect(await objects()).toBe(0);
    expect((await listPhotos(deps, user, venueId)).photos).toEqual([]);
  });

  it('the retention job deletes an upload left unconfirmed for an hour from the bucket', async () => {
    const { deps, user, venueId } = await s3Owner('s3.stale@example.com');
    const stale = await presignUpload(deps, user, { venueId, contentType: 'image/png', size: PNG_1PX.length });
    const recent = await presignUpload(deps, user, { venueId, contentType: 'image/png', size: PNG_1PX.length });
    for (const up of [stale, recent]) expect((await postUpload(up.url, up.fields, PNG_1PX)).status).toBe(204);
    await sql`UPDATE photo_uploads SET created_at = now() - interval '61 minutes' WHERE key = ${stale.key}`.execute(deps.db);
    expect(await removeUnconfirmedUploads(deps)).toEqual({ uploads: 1 });
    expect(await deps.photos.read(stale.key)).toBeNull();
    expect(await deps.photos.read(recent.key)).not.toBeNull();
    await expect(confirmUpload(deps, user, { venueId, key: stale.key })).rejects.toThrow('Upload failed');
    expect((await confirmUpload(deps, user, { venueId, key: recent.key })).url).toBe(`/uploads/${recent.key}`);
  });
});

/** An owner with one restaurant, and the photos service on the local S3. */
async function s3Owner(email: string) {
  const db = server.core.db;
  const owner = await createUser(db, { email });
  await createUserRole(db, { user_id: owner.id, role: 'owner' });
  const venue = await createVenue(db, { owner_id: owner.id });
  const deps: PhotoDeps = { db, photos: createS3Photos({ bucket: s3.bucket, client: s3.client }) };
  return { deps, user: { id: owner.id, role: 'owner' as const }, venueId: venue.id };
}
