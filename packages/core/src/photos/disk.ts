import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { sameSecret } from '../account/secret';
import { checkUpload, photoKeyOwner, uploadConditions, type UploadPolicy } from './policy';
import type { PhotosPort } from './port';
import { PHOTO_TYPES } from './schema';

/** Where the local server accepts the disk adapter's upload forms (packages/functions/src/local). */
export const LOCAL_UPLOAD_PATH = '/uploads';

export interface DiskPhotos extends PhotosPort {
  readonly name: 'disk';
  /**
   * Stores one posted upload form, as S3 would: the policy must be the one this process signed,
   * and the form and file must satisfy it. Never overwrites (the file is created exclusively).
   * Returns an HTTP status and, on failure, why.
   */
  acceptUpload(fields: Record<string, string>, file: { bytes: Uint8Array; type: string }): Promise<{ status: 204 | 400 | 403 | 409; error?: string }>;
}

/**
 * Photos as files under `dir` (ADR 059), for `npm start` and tests: the same upload shape as S3
 * (url + fields, then the file), posted to this server's LOCAL_UPLOAD_PATH. The policy is signed
 * with a key that lives only in this process, so a form expires with the server at the latest.
 */
export function createDiskPhotos(opts: { dir: string }): DiskPhotos {
  const root = resolve(opts.dir);
  const secret = randomBytes(32);
  const sign = (policy: string) => createHmac('sha256', secret).update(policy).digest('hex');
  const pathOf = (key: string) => {
    const p = resolve(root, key);
    if (!photoKeyOwner(key) || !p.startsWith(root + sep)) throw new Error(`not a photo key: ${key}`);
    return p;
  };
  return {
    name: 'disk',
    async presignUpload({ key, contentType, size, expiresInSeconds }) {
      const policy: UploadPolicy = {
        expiration: new Date(Date.now() + expiresInSeconds * 1000).toISOString(),
        conditions: [{ key }, { 'Content-Type': contentType }, ...uploadConditions(size)],
      };
      const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
      return { url: LOCAL_UPLOAD_PATH, fields: { key, 'Content-Type': contentType, Policy: encoded, 'X-Local-Signature': sign(encoded) }, key, size };
    },
    async acceptUpload(fields, file) {
      const encoded = fields.Policy ?? '';
      if (!encoded || !sameSecret(fields['X-Local-Signature'] ?? '', sign(encoded))) return { status: 403, error: 'bad signature' };
      let policy: UploadPolicy;
      try {
        policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as UploadPolicy;
      } catch {
        return { status: 400, error: 'bad policy' };
      }
      const failed = checkUpload(policy, fields, file.bytes.byteLength);
      if (failed) return { status: 403, error: failed };
      const key = fields.key ?? '';
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        const handle = await open(path, 'wx'); // never overwrite
        try {
          await handle.writeFile(file.bytes);
        } finally {
          await handle.close();
        }
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') return { status: 409, error: 'exists' };
        throw err;
      }
      return { status: 204 };
    },
    async read(key) {
      try {
        const bytes = new Uint8Array(await readFile(pathOf(key)));
        // A file has no stored type: the one its extension stands for, as the server serves it.
        const ext = key.slice(key.lastIndexOf('.') + 1);
        return { contentType: Object.entries(PHOTO_TYPES).find(([, e]) => e === ext)?.[0] ?? '', bytes };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw err;
      }
    },
    async write(key, bytes) {
      await writeFile(pathOf(key), bytes);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
