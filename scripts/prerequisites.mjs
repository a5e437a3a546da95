// First step of `npm test`: what the tests need beyond Node and npm, checked before anything runs.
// Debian's Chromium (e2e) and a Postgres server (the server-backed integration tests): installed
// with apt when we are root, otherwise the one command to run is printed and the run stops.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The tests' own fallback when DATABASE_URL is unset (tests/support/two-servers.ts).
const LOCAL_POSTGRES = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : 'sudo ';
const hasApt = existsSync('/usr/bin/apt-get');

function stop(lines) {
  console.error(`\n[prerequisites] ${lines.join('\n[prerequisites] ')}\n`);
  process.exit(1);
}

let aptUpdated = false;
function aptInstall(...pkgs) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  aptUpdated = true;
  execFileSync('apt-get', ['install', '-y', '-qq', ...pkgs], { stdio: 'inherit', env });
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

const clusters = () => (existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').filter((v) => existsSync(`/etc/postgresql/${v}/main`)) : []);

async function waitFor(host, port) {
  for (let i = 0; i < 30; i++) {
    if (await reachable(host, port)) return true;
    await new Promise((ok) => setTimeout(ok, 1000));
  }
  return false;
}

// 1. Chromium for the e2e tests (Debian's package, never a browser download).
if (!existsSync(CHROMIUM)) {
  if (CHROMIUM === '/usr/bin/chromium' && isRoot && hasApt) {
    console.log('[prerequisites] installing chromium (apt)');
    aptInstall('chromium');
  } else {
    stop([`Chromium is missing at ${CHROMIUM} (the e2e tests drive it). Install it with:`, `  ${sudo}apt-get install -y chromium`]);
  }
}

// 2. A Postgres server: DATABASE_URL's, or the local one the server-backed tests fall back to.
const url = new URL(process.env.DATABASE_URL || LOCAL_POSTGRES);
const host = url.hostname || '127.0.0.1';
const port = Number(url.port || 5432);
const local = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host);
if (!(await reachable(host, port))) {
  const installed = clusters();
  if (!local) {
    stop([`DATABASE_URL points at ${host}:${port}, and no Postgres answers there. Start that server, or unset DATABASE_URL.`]);
  } else if (installed.length > 0) {
    stop([`Postgres ${installed[0]} is installed but not running. Start it with:`, `  ${sudo}pg_ctlcluster ${installed[0]} main start`]);
  } else if (isRoot && hasApt) {
    console.log('[prerequisites] installing postgresql (apt)');
    aptInstall('postgresql', 'postgresql-contrib');
    const [version] = clusters();
    if (!version) stop(['postgresql was installed but created no cluster; see the apt output above.']);
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    if (!(await waitFor(host, port))) stop([`Postgres ${version} did not start; see: pg_lsclusters`]);
    // The tests connect as postgres/postgres over TCP, whatever the cluster's auth method.
    execFileSync('su', ['postgres', '-c', `psql -q -c "ALTER USER postgres PASSWORD 'postgres'"`], { stdio: 'inherit' });
  } else {
    stop([
      `No Postgres server at ${host}:${port}; the server-backed tests need one. Install and start it with:`,
      `  ${sudo}apt-get install -y postgresql && ${sudo}pg_ctlcluster $(ls /etc/postgresql) main start`,
    ]);
  }
}
console.log(`[prerequisites] ok: chromium at ${CHROMIUM}, Postgres at ${host}:${port}`);
