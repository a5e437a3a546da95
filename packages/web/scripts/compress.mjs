// After `vite build`: brotli and gzip copies beside every text asset, so the local server sends them
// as they are (packages/functions/src/local/static.ts) instead of compressing on every request.
// In production CloudFront compresses at the edge (infra/web.ts), so the deploy build skips this.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(fileURLToPath(new URL('..', import.meta.url)), 'dist');
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below about one packet, compression saves nothing worth a second file.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let written = 0;
for (const path of files(dist)) {
  if (!TEXT.test(path)) continue;
  const plain = readFileSync(path);
  if (plain.length < MIN_BYTES) continue;
  const br = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } });
  const gz = gzipSync(plain, { level: 9 });
  for (const [ext, body] of [
    ['br', br],
    ['gz', gz],
  ]) {
    if (body.length >= plain.length) continue;
    writeFileSync(`${path}.${ext}`, body);
    written++;
  }
}
console.log(`compress: ${written} precompressed files in dist/`);
