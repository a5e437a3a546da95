import { DEMO_ACCOUNTS } from '@tablestay/core/db/seed';
import { stdoutLines } from './log-lines';
import { startLocalServer } from './server';

const server = await startLocalServer({ log: stdoutLines() });
console.log(`\nTableStay is running at ${server.core.config.APP_URL} (listening on ${server.url})`);
console.log(`Local mailbox: ${server.core.config.APP_URL}/mailbox`);
console.log('Demo accounts:');
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(6)} ${a.email}  password: ${a.password}`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
