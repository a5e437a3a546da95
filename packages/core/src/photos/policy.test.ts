import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskPhotos } from './disk';
import { checkUpload, newPhotoKey, photoKeyOwner, uploadConditions, type UploadPolicy } from './policy';

const USER = '0b6f1f0e-8a39-4c1e-9f49-3f7b7f3e2a10';
const future = new Date(Date.now() + 60_000).toISOString();

describe('photo keys', () => {
  it('are {userId}/{random id}.{ext}, a fresh id each time', () => {
    const a = newPhotoKey(USER, 'image/jpeg');
    expect(a).toMatch(new RegExp(`^${USER}/[0-9a-f-]{36}\\.jpg$`));
    expect(newPhotoKey(USER, 'image/jpeg')).not.toBe(a);
    expect(newPhotoKey(USER, 'image/webp')).toMatch(/\.webp$/);
    expect(photoKeyOwner(a)).toBe(USER);
  });

  it('belong to no one when malformed (paths, other extensions)', () => {
    for (const k of [`${USER}/../x.jpg`, `${USER}/abc.jpg`, `${USER}/${USER}.svg`, `../${USER}/${USER}.jpg`, `${USER}/${USER}.jpg/x`, ''])
      expect(photoKeyOwner(k)).toBeNull();
  });
});

describe('upload policy conditions', () => {
  const key = newPhotoKey(USER, 'image/png');
  const policy: UploadPolicy = { expiration: future, conditions: [{ key }, { 'Content-Type': 'image/png' }, ...uploadConditions(100)] };
  const fields = { key, 'Content-Type': 'image/png' };

  it('say images only and exactly the declared size', () => {
    expect(uploadConditions(5000)).toEqual([
      ['starts-with', '$Content-Type', 'image/'],
      ['content-length-range', 5000, 5000],
    ]);
  });

  it('accept the form they were made for', () => expect(checkUpload(policy, fields, 100)).toBeNull());

  it('refuse another key, another type, a non-image, a file of another size than declared, and an expired policy', () => {
    expect(checkUpload(policy, { ...fields, key: newPhotoKey(USER, 'image/png') }, 100)).toMatch(/key/);
    expect(checkUpload(policy, { ...fields, 'Content-Type': 'image/jpeg' }, 100)).toMatch(/Content-Type/);
    const loose: UploadPolicy = { expiration: future, conditions: uploadConditions(100) };
    expect(checkUpload(loose, { 'Content-Type': 'text/html' }, 100)).toMatch(/starts-with image\//);
    expect(checkUpload(loose, {}, 100)).toMatch(/starts-with/);
    expect(checkUpload(loose, { 'content-type': 'image/gif' }, 100)).toBeNull(); // field names are case-insensitive
    expect(checkUpload(policy, fields, 0)).toMatch(/size/);
    expect(checkUpload(policy, fields, 99)).toMatch(/size 99 outside 100..100/);
    expect(checkUpload(policy, fields, 101)).toMatch(/size 101 outside 100..100/);
    expect(checkUpload({ ...policy, expiration: new Date(Date.now() - 1000).toISOString() }, fields, 100)).toBe('policy expired');
  });
});

describe('disk photos adapter', () => {
  const dir = mkdtempSync(join(tmpdir(), 'photos-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const bytes = { bytes: new Uint8Array([1, 2, 3]), type: 'image/png' };

  it('stores a form it signed, once, and reads it back', async () => {
    const disk = createDiskPhotos({ dir });
    const key = newPhotoKey(USER, 'image/png');
    const up = await disk.presignUpload({ key, contentType: 'image/png', size: 3, expiresInSeconds: 60 });
    expect(up).toMatchObject({ url: '/uploads', key, size: 3 });
    expect(await disk.acceptUpload(up.fields, bytes)).toEqual({ status: 204 });
    expect(readFileSync(join(dir, key))).toEqual(Buffer.from([1, 2, 3]));
    expect(await disk.read(key)).toEqual({ contentType: 'image/png', bytes: new Uint8Array([1, 2, 3]) });
    expect((await disk.acceptUpload(up.fields, { bytes: new Uint8Array([9, 9, 9]), type: 'image/png' })).status).toBe(409);
    expect(readFileSync(join(dir, key))).toEqual(Buffer.from([1, 2, 3]));
    await disk.remove(key);
    expect(await disk.read(key)).toBeNull();
  });

  it("refuses another process's signature, a changed policy and a file of another size than signed", async () => {
    const disk = createDiskPhotos({ dir });
    const other = createDiskPhotos({ dir });
    const key = newPhotoKey(USER, 'image/png');
    const up = await other.presignUpload({ key, contentType: 'image/png', size: 3, expiresInSeconds: 60 });
    expect((await disk.acceptUpload(up.fields, bytes)).status).toBe(403);
    const smaller = await disk.presignUpload({ key, contentType: 'image/png', size: 2, expiresInSeconds: 60 });
    expect(await disk.acceptUpload(smaller.fields, bytes)).toEqual({ status: 403, error: 'size 3 outside 2..2' });
    const larger = await disk.presignUpload({ key, contentType: 'image/png', size: 4, expiresInSeconds: 60 });
    expect(await disk.acceptUpload(larger.fields, bytes)).toEqual({ status: 403, error: 'size 3 outside 4..4' });
    const widened = Buffer.from(JSON.stringify({ expiration: future, conditions: [] })).toString('base64');
    expect((await disk.acceptUpload({ ...smaller.fields, Policy: widened }, bytes)).status).toBe(403);
    expect(await disk.read(key)).toBeNull();
  });
});
