import tailwindcss from '@tailwindcss/vite';
import type { CodeSplittingOptions } from '@tanstack/router-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [
    messagesPerLanguage,
    pureTrpc,
    tanstackRouter({ target: 'react', autoCodeSplitting: true, codeSplittingOptions: { defaultBehavior: ROUTE_CHUNKS } }),
    react(),
    tailwindcss(),
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
    modulePreload: {
      polyfill: false,
      // The HTML keeps its modulepreload links. A lazy route's imports are left to the browser's module
      // loader: Vite's preload helper inserted a <link> per import in one task, and each insertion
      // starts a fetch synchronously, 40-100 ms in all on a route's first load (ADR 090).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
});
