import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Core } from '@tablestay/core/app';
import { LOCAL_UPLOAD_PATH, type DiskPhotos } from '@tablestay/core/photos/disk';
import { MAX_PHOTO_BYTES } from '@tablestay/core/photos/schema';

const fail = (status: number, message: string) => Response.json({ error: { message } }, { status });

/**
 * The disk photos adapter's upload endpoint (ADR 059): the S3 presigned-POST shape (form fields,
 * then `file`) posted to this server, checked against the policy the adapter signed. Mounted by the
 * local server only when photos are on disk.
 */
export function uploadRoutes(core: Core) {
  const disk = core.photos.photos as DiskPhotos;
  const app = new Hono();
  app.post(LOCAL_UPLOAD_PATH, bodyLimit({ maxSize: MAX_PHOTO_BYTES + 64 * 1024, onError: () => fail(413, 'EntityTooLarge') }), async (c) => {
    let body: Record<string, string | File>;
    try {
      body = await c.req.parseBody();
    } catch {
      return fail(400, 'Bucket POST must be of the enclosure-type multipart/form-data');
    }
    const file = body.file;
    if (!(file instanceof File)) return fail(400, 'POST requires exactly one file upload per request.');
    const fields = Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const result = await disk.acceptUpload(fields, { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type });
    return result.status === 204 ? c.body(null, 204) : fail(result.status, result.error ?? 'AccessDenied');
  });
  return app;
}
