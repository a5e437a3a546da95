import { DEMO_ACCOUNTS } from '@tablestay/core/db/seed';
import { stdoutLines } from './log-lines';
import { startLocalServer } from './server';

// One log for the core and this banner, so their lines come out in the order they were written.
const log = stdoutLines();
const server = await startLocalServer({ log });
log(`\nTableStay is running at ${server.core.config.APP_URL} (listening on ${server.url})`);
log(`Local mailbox: ${server.core.config.APP_URL}/mailbox`);
log('Demo accounts:');
for (const a of DEMO_ACCOUNTS) log(`  ${a.role.padEnd(6)} ${a.email}  password: ${a.password}`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
