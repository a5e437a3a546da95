import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface LocalS3 {
  client: S3Client;
  bucket: string;
  endpoint: string;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) on a free port with one bucket, and a client for it set up
 * as STACK.md says: path-style addressing, and checksums only when required (otherwise streamed
 * uploads are stored corrupted). s3rver does not check POST policies or signatures.
 */
export async function startLocalS3(bucket = 'photos'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    client,
    bucket,
    endpoint,
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A tiny valid PNG (1×1), as a browser would send a picked image. */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Posts a presigned upload form as the browser does: the fields, then the file last. */
export async function postUpload(url: string, fields: Record<string, string>, file: Uint8Array, type = 'image/png'): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)], { type }), 'photo');
  return fetch(url, { method: 'POST', body: form });
}
