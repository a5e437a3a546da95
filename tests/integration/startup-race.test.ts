import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@tablestay/core/db/seed';
import { usePgDatabase } from '../support/pg-database';
import { Client } from '../support/server';

/**
 * Two `npm start` processes started together on an empty Postgres database: one migrates and
 * seeds, the other waits for it and reuses the data. Real Postgres only (vitest.config.ts).
 */
const pgdb = usePgDatabase('race', { empty: true });

it('both come up on an empty database, and the demo data is there once', async () => {
  const servers = await Promise.all([pgdb.spawn(), pgdb.spawn()]);
  const seeded = servers.filter((s) => s.output().includes('[seed] empty database'));
  expect(seeded).toHaveLength(1);

  const users = await pgdb.db
    .selectFrom('users')
    .select(['email', sql<number>`count(*) over (partition by email)::int`.as('copies')])
    .execute();
  expect(users.filter((u) => u.copies > 1)).toEqual([]);
  for (const a of DEMO_ACCOUNTS) expect(users.map((u) => u.email)).toContain(a.email);

  // Each process serves the shared data.
  for (const s of servers) {
    const c = new Client(s.url);
    const [a] = DEMO_ACCOUNTS;
    expect((await c.mutate('account.signIn', { email: a.email, password: a.password })).status).toBe(200);
  }
});
