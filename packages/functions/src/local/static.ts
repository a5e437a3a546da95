import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/**
 * The built SPA served the way CloudFront serves it in production (infra/web.ts): text files
 * precompressed at build (`.br`/`.gz` beside them, packages/web/scripts/compress.mjs) sent with
 * `Content-Encoding` and `Vary: Accept-Encoding`; hashed files under /assets cached for a year as
 * immutable; index.html revalidated on every load (`no-cache`), so a deploy is seen at once;
 * source maps never served.
 */
export function serveWebApp(app: Hono, dist: string): void {
  if (!existsSync(resolve(dist, 'index.html'))) return;
  const index = page(readFileSync(resolve(dist, 'index.html')));

  app.use('*', async (c, next) => {
    if (c.req.path.endsWith('.map')) return c.notFound();
    await next();
  });
  app.use(
    '/assets/*',
    serveStatic({ root: dist, precompressed: true, onFound: (_p, c) => c.header('cache-control', 'public, max-age=31536000, immutable') }),
  );
  app.use(
    '*',
    serveStatic({
      root: dist,
      precompressed: true,
      // The document itself: the fallback below, which sets its cache header.
      rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/.index-is-the-fallback' : p),
      onFound: (_p, c) => c.header('cache-control', 'public, max-age=3600'),
    }),
  );
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    const accepted = c.req.header('accept-encoding') ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    c.header('cache-control', 'no-cache');
    c.header('vary', 'Accept-Encoding', { append: true });
    c.header('content-type', 'text/html; charset=UTF-8');
    if (!encoding) return c.body(new Uint8Array(index.plain));
    c.header('content-encoding', encoding);
    return c.body(new Uint8Array(encoding === 'br' ? index.br : index.gzip));
  });
}

function page(plain: Buffer) {
  return {
    plain,
    br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(plain, { level: 9 }),
  };
}
