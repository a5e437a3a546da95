import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.mjs';

let built: Promise<unknown> | undefined;
const WEB_BUILD = join(import.meta.dirname, '../../packages/web/dist/index.html');

/**
 * Global setup of the projects that start server processes or serve the web app (ADR 100): the
 * local server is bundled from the sources as they are now (half a second), so no file starts one
 * through tsx and none runs a stale bundle. The browser tests also need the built web app.
 */
export default async function setup(project: TestProject) {
  // Once per run, however many projects ask (the clock matrix has a project per layer and clock).
  built ??= buildServer();
  await built;
  if (project.name.includes('e2e') && !existsSync(WEB_BUILD)) throw new Error('The e2e tests serve the built web app: run `npm run build` first.');
}
