import { sql } from 'kysely';
import { loadConfig } from '../config';
import { createDatabase } from './connection';
import { migrateToLatest } from './migrator';
import { DEMO_ACCOUNTS, seed } from './seed';

// npm run db:migrate | db:seed | db:reset — also the production migration step (DATABASE_URL set).
const command = process.argv[2];
const config = loadConfig();
const handle = await createDatabase(config);
try {
  if (command === 'reset') {
    await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public`.execute(handle.db);
  }
  const result = await migrateToLatest(handle.db);
  for (const m of result.results ?? []) console.log(`[migrate] ${m.migrationName}: ${m.status}`);
  if (command === 'seed' || command === 'reset') {
    await seed(handle.db);
    console.log('[seed] done. Demo accounts:');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(6)} ${a.email} / ${a.password}`);
  }
} finally {
  await handle.close();
}
