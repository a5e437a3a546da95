import { describe, expect, it } from 'vitest';
import { inspectPhoto } from './content';

/** Headers only: enough for a format's magic number and its declared dimensions. */
function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x01, 0x01, 0x11, 0x00];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}
const le24 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
function webp(width: number, height: number): Uint8Array {
  const body = [...Buffer.from('WEBPVP8X'), 10, 0, 0, 0, 0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)];
  return new Uint8Array([...Buffer.from('RIFF'), body.length, 0, 0, 0, ...body]);
}
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const text = (s: string) => new Uint8Array(Buffer.from(s));

describe('inspectPhoto: what the bytes are, whatever the name', () => {
  it('reads the format and the dimensions of a JPEG, a PNG and a WebP', async () => {
    expect(await inspectPhoto(jpeg(3, 2))).toEqual({ contentType: 'image/jpeg', width: 3, height: 2 });
    expect(await inspectPhoto(new Uint8Array(PNG_1PX))).toEqual({ contentType: 'image/png', width: 1, height: 1 });
    expect(await inspectPhoto(webp(5, 4))).toEqual({ contentType: 'image/webp', width: 5, height: 4 });
  });

  it('refuses text, HTML, SVG, other image formats and a cut-off header: "This file is not a JPEG, PNG or WebP image"', async () => {
    const gif = new Uint8Array([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0]);
    for (const bytes of [
      text('just some notes, renamed photo.jpg'),
      text('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      gif,
      PNG_1PX.subarray(0, 12),
      jpeg(3, 2).subarray(0, 22),
      new Uint8Array(0),
    ])
      await expect(inspectPhoto(bytes)).rejects.toMatchObject({ code: 'photo.invalid_type', message: 'This file is not a JPEG, PNG or WebP image' });
  });

  it('refuses a zero-sized image and one over 16384 pixels a side', async () => {
    await expect(inspectPhoto(jpeg(0, 2))).rejects.toMatchObject({ code: 'photo.invalid_type' });
    await expect(inspectPhoto(jpeg(16_385, 10))).rejects.toMatchObject({
      code: 'photo.too_many_pixels',
      message: 'A photo can be at most 16384 × 16384 pixels',
    });
    await expect(inspectPhoto(webp(10, 16_385))).rejects.toMatchObject({ code: 'photo.too_many_pixels' });
    expect(await inspectPhoto(jpeg(16_384, 16_384))).toMatchObject({ width: 16_384, height: 16_384 });
  });
});
