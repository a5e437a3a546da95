// Generates src/routeTree.gen.ts without a bundler run, so `tsc` can check a fresh clone.
import { Generator, getConfig } from '@tanstack/router-generator';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const config = getConfig({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }, root);
await new Generator({ config, root }).run();
