import { edgeHeadersInjection } from '../packages/functions/src/headers';
import { edgeSignedOutInjection } from '../packages/functions/src/signed-out';
import { domain } from './domain';
import { photos } from './storage';

/**
 * One CloudFront distribution on one domain: the SPA at /, the API at /api (attached in
 * infra/api.ts, /api/webhooks to the Stripe webhook function), photos at /uploads.
 * Routes match by the longest path prefix.
 */
export const router = new sst.aws.Router('Router', {
  domain,
  // The response-header policy (CSP, nosniff, framing, referrer, HSTS in production; ADR 031) on
  // every response the distribution sends: SPA files, photos and the API alike.
  // A signed-in-only page asked for with no session cookie: a redirect to sign in straight from the
  // edge, as the local server answers it (ADR 091). SST runs this before its own routing.
  edge: {
    viewerRequest: { injection: edgeSignedOutInjection($app.stage === 'production') },
    viewerResponse: { injection: edgeHeadersInjection($app.stage === 'production') },
  },
});

export const site = new sst.aws.StaticSite('Web', {
  path: 'packages/web',
  // CloudFront compresses text at the edge (brotli or gzip, by Accept-Encoding: the Router's cache
  // policy keys on it), so the deploy build skips the .br/.gz copies the local server sends.
  build: { command: 'npx vite build', output: 'dist' },
  assets: {
    fileOptions: [
      // Content-hashed: a changed file gets a new name, so browsers may keep these for a year.
      { files: 'assets/**', cacheControl: 'public,max-age=31536000,immutable' },
      // Documents and unhashed files: revalidated on every load, so a deploy is seen at once.
      { files: ['**/*.html', '*.*'], cacheControl: 'public,max-age=0,no-cache' },
      // The service worker, its push handlers and the manifest: never kept, so a deploy replaces the worker (ADR 119).
      { files: ['sw.js', 'push-sw.js', 'manifest.webmanifest'], cacheControl: 'no-cache' },
    ],
  },
  // SPA: unknown paths fall back to index.html (the default errorPage) for client-side routing.
  router: { instance: router },
  // SST writes Vite env types on deploy; keep them in the git-ignored .sst/, not in packages/web/src.
  vite: { types: '../../.sst/web-env.d.ts' },
});

// Object key K is served at /uploads/K, the same URL the local server uses for .data/uploads/K.
router.routeBucket('/uploads', photos, {
  rewrite: { regex: '^/uploads/(.*)$', to: '/$1' },
});
