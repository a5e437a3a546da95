import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { SIGNED_OUT_CACHE_CONTROL, signedOutRedirect } from '../signed-out';

/**
 * The built SPA served the way CloudFront serves it in production (infra/web.ts): text files
 * precompressed at build (`.br`/`.gz` beside them, packages/web/scripts/compress.mjs) sent with
 * `Content-Encoding` and `Vary: Accept-Encoding`; hashed files under /assets cached for a year as
 * immutable; index.html revalidated on every load (`no-cache`), so a deploy is seen at once;
 * source maps never served. A signed-in-only page asked for without a session cookie is a redirect
 * to sign in, as the CloudFront viewer-request function answers it (signed-out.ts, ADR 091).
 */
const NO_CACHE_FILES = /\/(sw\.js|push-sw\.js|manifest\.webmanifest)$/;

export function serveWebApp(app: Hono, dist: string): void {
  if (!existsSync(resolve(dist, 'index.html'))) return;
  const index = page(resolve(dist, 'index.html'));
  // Prerendered pages (packages/web/scripts/prerender.mjs): /stays → stays/index.html; any other
  // path gets the shell (header and footer), as CloudFront falls back to a page for client routes.
  const shellFile = resolve(dist, 'shell.html');
  const shell = existsSync(shellFile) ? page(shellFile) : index;
  const pages = prerendered(dist);
  const pageFor = (path: string) => (path === '/' ? index : (pages.get(path.replace(/\/+$/, '')) ?? shell));

  app.use('*', async (c, next) => {
    if (c.req.path.endsWith('.map')) return c.notFound();
    await next();
  });
  app.use('/assets/*', serveStatic({ root: dist, precompressed: true, onFound: (_p, c) => c.header('cache-control', 'public, max-age=31536000, immutable') }));
  app.use(
    '*',
    serveStatic({
      root: dist,
      precompressed: true,
      // Files only; documents come from the fallback below, which sets their cache header.
      rewriteRequestPath: (p) => (/\.[a-z0-9]+$/i.test(p) && !p.endsWith('.html') ? p : '/.documents-are-the-fallback'),
      // The service worker and the manifest are checked on every load (ADR 119): a cached worker would keep an old app.
      onFound: (_p, c) => c.header('cache-control', NO_CACHE_FILES.test(c.req.path) ? 'no-cache' : 'public, max-age=3600'),
    }),
  );
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    const signIn = signedOutRedirect(c.req.method, c.req.path, c.req.header('cookie'));
    if (signIn) {
      c.header('cache-control', SIGNED_OUT_CACHE_CONTROL);
      return c.redirect(signIn, 302);
    }
    const doc = pageFor(c.req.path);
    const accepted = c.req.header('accept-encoding') ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    c.header('cache-control', 'no-cache');
    c.header('vary', 'Accept-Encoding', { append: true });
    c.header('content-type', 'text/html; charset=UTF-8');
    if (!encoding) return c.body(new Uint8Array(doc.plain));
    c.header('content-encoding', encoding);
    return c.body(new Uint8Array(encoding === 'br' ? doc.br : doc.gzip));
  });
}

/** '/stays' → the page in dist/stays/index.html, for every such directory outside /assets. */
function prerendered(dist: string, dir = ''): Map<string, ReturnType<typeof page>> {
  const found = new Map<string, ReturnType<typeof page>>();
  for (const entry of readdirSync(resolve(dist, `.${dir}`), { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || (dir === '' && entry.name === 'assets')) continue;
    const path = `${dir}/${entry.name}`;
    const file = resolve(dist, `.${path}`, 'index.html');
    if (existsSync(file)) found.set(path, page(file));
    for (const [p, v] of prerendered(dist, path)) found.set(p, v);
  }
  return found;
}

/** A document and its compressed copies: the ones the build wrote beside it, else made here once. */
function page(file: string) {
  const plain = readFileSync(file);
  // Only a copy at least as new as the document: one left from an earlier build would be stale.
  const built = (ext: string) => {
    const copy = `${file}.${ext}`;
    return existsSync(copy) && statSync(copy).mtimeMs >= statSync(file).mtimeMs ? readFileSync(copy) : undefined;
  };
  return {
    plain,
    br: built('br') ?? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: built('gz') ?? gzipSync(plain, { level: 9 }),
  };
}
