import tailwindcss from '@tailwindcss/vite';
import type { CodeSplittingOptions } from '@tanstack/router-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// A route's loader travels with its component: what a loader imports (page modules, guards) then
// loads with the page that needs it, never in the entry chunk every page pays for.
const ROUTE_CHUNKS: CodeSplittingOptions['defaultBehavior'] = [
  ['loader', 'component'],
  ['pendingComponent', 'errorComponent', 'notFoundComponent'],
];

// i18n/sl.ts gets its own instance of each feature's messages module (`…/messages.ts?lang=sl`, also
// `…/home-messages.ts` and the like): the
// same source, but tree-shaking keeps only what sl.ts takes from it (the Slovenian half) and en.ts's
// instance keeps the English half, so each language is a chunk of its own (ADR 054).
const messagesPerLanguage: Plugin = {
  name: 'tablestay:messages-per-language',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer?.replaceAll('\\', '/').endsWith('/src/i18n/sl.ts') || !/[/-]messages$/.test(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && !resolved.external ? { ...resolved, id: `${resolved.id}?lang=sl` } : null;
  },
};

// tRPC's packages declare no `sideEffects`, so the bundler kept every module the client's index
// re-exports (the WebSocket link, server-side error shapes) in the first load although the app uses
// only the HTTP batch link. Their modules only define things: mark them side-effect free (ADR 054).
const TRPC = /[/\\]node_modules[/\\]@trpc[/\\]/;
const pureTrpc: Plugin = {
  name: 'tablestay:pure-trpc',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!source.startsWith('@trpc/') && !(importer && TRPC.test(importer))) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && !resolved.external && TRPC.test(resolved.id) ? { ...resolved, moduleSideEffects: false } : null;
  },
};

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

// The owner's console, installable (ADR 116): the web app manifest and a Workbox service worker.
// The precache is the app shell: the page every client route is served (dist/shell.html, written
// after this build by scripts/prerender.mjs, so listed by hand with this build's id), the entry
// chunk with the chunks it imports statically and its stylesheet, the icons, and every chunk the
// console's routes (/dashboard, its Stays and Photos pages) can load, dynamically too (the toast,
// the charts, the other language's texts), and the header's lazy parts (the phone menu, the account
// area): a phone that has loaded nothing but the dashboard works offline from its first tap. Other
// hashed chunks are cached as the app loads them. Nothing under /api is ever cached by the worker: an
// answer carries one user's data and must not outlive their sign-out.
const BUILD_ID = `${Date.now()}`;
const DIST = join(import.meta.dirname, 'dist');
/**
 * The console's routes in Vite's build manifest (TanStack Router's split chunks of /dashboard…), and
 * the header's parts the entry loads lazily (the phone menu, a signed-in visitor's account area).
 */
const CONSOLE_CHUNKS = /^src\/(routes\/dashboard|features\/layout\/)/;
/** The entry's own files and everything the console's routes load, from Vite's build manifest (dist/.vite/manifest.json). */
const shellOnly = <E extends { url: string }>(entries: E[]) => {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
  >;
  const keep = new Set<string>();
  const walk = (key: string, dynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || keep.has(chunk.file)) return;
    keep.add(chunk.file);
    for (const css of chunk.css ?? []) keep.add(css);
    for (const next of chunk.imports ?? []) walk(next, dynamic);
    if (dynamic) for (const next of chunk.dynamicImports ?? []) walk(next, dynamic);
  };
  walk('index.html', false);
  for (const key of Object.keys(manifest)) if (CONSOLE_CHUNKS.test(key)) walk(key, true);
  return Promise.resolve({ manifest: entries.filter((e) => !e.url.startsWith('assets/') || keep.has(e.url)), warnings: [] as string[] });
};

const pwa = VitePWA({
  // Registered by the owner's dashboard (features/owner/install.ts): no inline script (CSP), and
  // guests' pages never get a worker.
  injectRegister: false,
  registerType: 'autoUpdate',
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  manifest: {
    id: '/dashboard',
    name: 'TableStay for owners',
    short_name: 'TableStay',
    description: 'Your reservations, waitlist and stays on your phone during service.',
    lang: 'en',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    // The dining theme (styles.css :root); the stays theme's colour is the pages' theme-color when shown.
    theme_color: '#b45309',
    background_color: '#fffbf5',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/apple-touch-icon-180.png', sizes: '180x180', type: 'image/png' },
    ],
  },
  workbox: {
    globDirectory: DIST,
    globPatterns: ['assets/*.{js,css}', 'icons/*.png'],
    manifestTransforms: [shellOnly],
    additionalManifestEntries: [{ url: '/shell.html', revision: BUILD_ID }],
    navigateFallback: '/shell.html',
    // The owner's pages open from the home screen and offline; every other page comes from the network.
    navigateFallbackAllowlist: [/^\/dashboard([/?]|$)/],
    navigateFallbackDenylist: [/^\/api\//],
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'tablestay-assets', expiration: { maxEntries: 300 } },
      },
    ],
    // The owner's notifications: push and notificationclick handlers, a static file beside the worker (ADR 119).
    importScripts: ['/push-sw.js'],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

export default defineConfig({
  plugins: [
    messagesPerLanguage,
    pureTrpc,
    tanstackRouter({ target: 'react', autoCodeSplitting: true, codeSplittingOptions: { defaultBehavior: ROUTE_CHUNKS } }),
    react(),
    tailwindcss(),
    pwa,
  ],
  server: {
    port: 5173,
    proxy: { '/api': api, '/mailbox': api, '/uploads': api },
  },
  // Every browser the app supports has <link rel="modulepreload">: no polyfill in the entry.
  build: {
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Everything the entry imports statically is one chunk: every page loads all of it before it
    // runs, and Rolldown had cut it into some twenty files by which lazy chunks share what, each
    // compressed alone (about 11 KB more brotli on the first load of /). Lazy chunks import from it.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
    modulePreload: {
      polyfill: false,
      // The HTML keeps its modulepreload links. A lazy route's imports are left to the browser's module
      // loader: Vite's preload helper inserted a <link> per import in one task, and each insertion
      // starts a fetch synchronously, 40-100 ms in all on a route's first load (ADR 090).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
});
