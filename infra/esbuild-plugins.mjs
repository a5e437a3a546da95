// esbuild plugins for every function SST bundles (infra/bundle.ts `nodejs.plugins`); the bench and
// the Lambda budget test bundle with the same list (tests/bench/lambda.ts). SST runs plugins through
// a stub that matches onResolve filters against the path alone, so each one checks its importer.
import { fileURLToPath } from 'node:url';

const ZOD_V4 = /[\\/]node_modules[\\/]zod[\\/]v4[\\/](core|classic)[\\/]/;
const ENGLISH_ONLY = fileURLToPath(new URL('./zod-locales-en.mjs', import.meta.url));

/**
 * zod's error messages in English only (ADR 046). zod exports all of its 50 locales as
 * `z.locales`, and the `ai` SDK's `import { z } from "zod/v4"` uses that namespace as a value, so
 * esbuild keeps every locale: 258 KB of what a cold Lambda compiled. The app sets no zod locale
 * (its schemas carry the product's own texts) and zod's default is English, so here `z.locales`
 * holds `en` alone.
 */
const zodEnglishOnly = {
  name: 'tablestay:zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => (ZOD_V4.test(args.importer) ? { path: ENGLISH_ONLY } : undefined));
  },
};

export default [zodEnglishOnly];
