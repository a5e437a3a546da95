/**
 * Posts a presigned upload form (S3's POST shape, or the local disk endpoint's) with
 * XMLHttpRequest, which, unlike fetch, reports upload progress. `abort` cancels it; the promise
 * then rejects with an UploadCancelled.
 */
export class UploadCancelled extends Error {}

export function postWithProgress(
  url: string,
  fields: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
): { done: Promise<void>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', file); // S3 reads fields up to the file: it goes last
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    });
    xhr.addEventListener('load', () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`upload answered ${xhr.status}`))));
    xhr.addEventListener('error', () => reject(new Error('upload failed')));
    xhr.addEventListener('abort', () => reject(new UploadCancelled('cancelled')));
    xhr.open('POST', url);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
