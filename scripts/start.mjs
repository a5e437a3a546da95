// `npm start`: build the web app if its sources changed since the last build, then serve
// the SPA and the API on one port with the embedded defaults (PGlite, mailbox, disk photos).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'packages/web/dist/index.html');

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

const sources = ['packages/web/src', 'packages/web/scripts', 'packages/web/index.html', 'packages/web/vite.config.ts', 'packages/core/src', 'packages/api/src'];
const stale = !existsSync(built) || sources.some((s) => newest(join(root, s)) > statSync(built).mtimeMs);
if (stale) {
  console.log('[start] building the web app…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/functions/src/local/main.ts'], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
