import tailwindcss from '@tailwindcss/vite';
import type { CodeSplittingOptions } from '@tanstack/router-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A route's loader travels with its component: what a loader imports (page modules, guards) then
// loads with the page that needs it, never in the entry chunk every page pays for.
const ROUTE_CHUNKS: CodeSplittingOptions['defaultBehavior'] = [
  ['loader', 'component'],
  ['pendingComponent', 'errorComponent', 'notFoundComponent'],
];

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true, codeSplittingOptions: { defaultBehavior: ROUTE_CHUNKS } }), react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/mailbox': api, '/uploads': api },
  },
  build: { sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
});
