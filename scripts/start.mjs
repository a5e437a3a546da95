// `npm start`: build the web app and the server bundle if their sources changed since the last
// build, then serve the SPA and the API on one port with the embedded defaults (PGlite, mailbox,
// disk photos).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'packages/web/dist/index.html');
const server = join(root, 'packages/functions/dist/local/main.mjs');

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path)
      .filter((n) => n !== 'node_modules' && n !== 'dist')
      .map((n) => newest(join(path, n))),
  );
}

const stale = (output, sources) => !existsSync(output) || sources.some((s) => newest(join(root, s)) > statSync(output).mtimeMs);
const core = ['packages/core/src', 'packages/core/migrations', 'packages/api/src'];
if (stale(built, ['packages/web/src', 'packages/web/scripts', 'packages/web/index.html', 'packages/web/vite.config.ts', ...core])) {
  console.log('[start] building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@tablestay/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (stale(server, ['packages/functions/src', 'scripts/build-server.mjs', ...core])) {
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

const child = spawn(process.execPath, ['--enable-source-maps', server], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
