/**
 * How SST bundles every function (ADR 046): one ESM file per handler, minified, with dynamic
 * imports split into chunks a cold start does not load (the pg driver, the SES client, the Stripe
 * SDK, each tRPC router). PGlite is the local and test driver and never reaches a Lambda, which runs
 * Neon (infra/database.ts). The plugins keep zod's locales to English (ADR 046). `sharp` (native)
 * is installed beside the bundle, not bundled.
 * tests/bench/lambda.ts bundles the same way to report and budget the sizes.
 */
export const nodejs = {
  format: 'esm' as const,
  minify: true,
  splitting: true,
  esbuild: { external: ['@electric-sql/pglite', '@electric-sql/pglite/*'] },
  // libvips' native binary cannot be bundled: installed into the function package for the Lambda's
  // platform, loaded only by a photo's confirm (photos/content.ts, ADR 059).
  install: ['sharp'],
  plugins: './infra/esbuild-plugins.mjs',
};
