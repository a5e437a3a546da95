import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { uploadConditions } from './policy';
import type { PhotosPort } from './port';

/**
 * Photos in S3 (ADR 059). Uploads are presigned POST forms: S3 itself refuses a form that breaks
 * the signed policy (another key, a non-image Content-Type, a file of another size than declared,
 * or one sent after expiry), so the API never carries the upload; it reads the object back once to
 * check what it is (ADR 059).
 */
export function createS3Photos(opts: { bucket: string; client?: S3Client; clientConfig?: S3ClientConfig }): PhotosPort {
  const client = opts.client ?? new S3Client(opts.clientConfig ?? {});
  const { bucket } = opts;
  return {
    name: 's3',
    async presignUpload({ key, contentType, size, expiresInSeconds }) {
      const { url, fields } = await createPresignedPost(client, {
        Bucket: bucket,
        Key: key,
        // `Content-Type` in Fields also becomes an exact-match condition; `starts-with image/` and
        // the size range stand on their own, so the policy says "images only" whatever the field.
        Fields: { 'Content-Type': contentType },
        Conditions: uploadConditions(size),
        Expires: expiresInSeconds,
      });
      return { url, fields, key, size };
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { contentType: object.ContentType ?? '', bytes: await object.Body!.transformToByteArray() };
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || (err as Error).name === 'NotFound' || (err as Error).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async write(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
