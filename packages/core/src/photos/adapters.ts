import type { Config } from '../config';
import { createDiskPhotos } from './disk';
import type { PhotosPort } from './port';

/**
 * The S3 adapter, loaded on first use: the AWS SDK stays out of a Lambda's cold start (its 1.5 MB
 * budget, ADR 046) and out of every request that never touches a photo.
 */
function lazyS3Photos(bucket: string): PhotosPort {
  let port: Promise<PhotosPort> | undefined;
  const load = () => (port ??= import('./s3').then((m) => m.createS3Photos({ bucket })));
  return {
    name: 's3',
    presignUpload: async (req) => (await load()).presignUpload(req),
    read: async (key) => (await load()).read(key),
    write: async (key, bytes, contentType) => (await load()).write(key, bytes, contentType),
    remove: async (key) => (await load()).remove(key),
  };
}

/** S3 when a bucket is configured (the linked `Photos` bucket in Lambda), else files under UPLOADS_DIR. */
export function createPhotos(config: Pick<Config, 'PHOTOS_BUCKET' | 'UPLOADS_DIR'>): PhotosPort {
  return config.PHOTOS_BUCKET ? lazyS3Photos(config.PHOTOS_BUCKET) : createDiskPhotos({ dir: config.UPLOADS_DIR });
}
