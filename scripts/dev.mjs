// `npm run dev`: the API server restarted on change (tsx watch) and Vite with hot reload,
// which proxies /api, /mailbox and /uploads to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, APP_URL: process.env.APP_URL ?? 'http://localhost:5173' };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'packages/functions/src/local/main.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@tablestay/web'], { cwd: root, stdio: 'inherit', env }),
];
const stop = (sig) => children.forEach((c) => c.kill(sig));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
