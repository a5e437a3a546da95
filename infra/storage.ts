/**
 * Venue photos. The browser uploads with presigned URLs (S3 CORS is SST's default: any origin);
 * reads go through the Router at /uploads/<key> (see infra/web.ts), so the bucket is not public,
 * only readable by CloudFront. Linked as `Resource.Photos.name` (config.ts: PHOTOS_BUCKET).
 */
export const photos = new sst.aws.Bucket('Photos', {
  access: 'cloudfront',
});
