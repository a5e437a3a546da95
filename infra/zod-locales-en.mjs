// What zod's `locales` namespace holds in a bundled function: English, its default (ADR 046,
// infra/esbuild-plugins.mjs).
export { default as en } from 'zod/v4/locales/en.js';
