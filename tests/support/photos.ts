import { randomUUID } from 'node:crypto';
import type { PresignedUpload } from '@tablestay/core/photos/schema';
import { PNG_1PX, postUpload } from './s3';
import type { Client, TestServer } from './server';

/** Presigns through the API and posts the file to the store, as the photo manager does. */
export async function uploadObject(server: TestServer, client: Client, venueId: string, bytes: Uint8Array = PNG_1PX, type = 'image/png') {
  const presigned = await client.mutate<PresignedUpload>('ownerPhotos.presign', { venueId, contentType: type, size: bytes.length });
  if (presigned.status !== 200) throw new Error(`presign: ${presigned.status} ${presigned.error?.message}`);
  const { url, fields, key } = presigned.data;
  const res = await postUpload(new URL(url, server.url).toString(), fields, bytes, type);
  return { key, fields, url, status: res.status };
}

/** Uploads and confirms one photo; returns its id and key. */
export async function addPhoto(server: TestServer, client: Client, venueId: string) {
  const { key } = await uploadObject(server, client, venueId);
  const confirmed = await client.mutate<{ id: string; url: string }>('ownerPhotos.confirm', { venueId, key });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.error?.message}`);
  return { id: confirmed.data.id, url: confirmed.data.url, key };
}

/** Rows straight into `photos`, to bring a venue near its cap quickly. */
export async function fillPhotos(server: TestServer, venueId: string, ownerId: string, n: number) {
  if (n <= 0) return;
  await server.core.db
    .insertInto('photos')
    .values(
      Array.from({ length: n }, () => {
        const path = `${ownerId}/${randomUUID()}.jpg`;
        return {
          restaurant_id: venueId,
          uploaded_by: ownerId,
          bucket: 'restaurant-photos' as const,
          path,
          url: `/uploads/${path}`,
          content_type: 'image/jpeg',
        };
      }),
    )
    .execute();
}
