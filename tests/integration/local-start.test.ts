import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '@tablestay/core/config';
import { DEMO_ACCOUNTS } from '@tablestay/core/db/seed';
import { startLocalServer } from '@tablestay/functions/local/server';
import { Client, freePort } from '../support/server';

// What `npm start` does on a fresh machine: PGlite on disk, migrate, seed once, serve.
const dir = mkdtempSync(join(tmpdir(), 'tablestay-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function start() {
  const port = await freePort();
  const config = loadConfig({ PGLITE_DIR: join(dir, 'pglite'), UPLOADS_DIR: join(dir, 'uploads'), PORT: String(port), APP_URL: `http://127.0.0.1:${port}` });
  const lines: string[] = [];
  const server = await startLocalServer({ config, port, jobs: false, log: (l) => lines.push(l) });
  return { server, lines };
}

it('seeds a fresh database once, and a second start reuses the data', async () => {
  const first = await start();
  expect(first.lines.some((l) => l.startsWith('[seed]'))).toBe(true);
  expect(first.lines).toContain(
    `[adapters] database=pglite(${join(dir, 'pglite')}) email=outbox(/mailbox) payments=local-checkout photos=disk(${join(dir, 'uploads')}) ai=local-engine places=none push=web-push(.data/vapid-keys.json)`,
  );
  const counts = async (db: typeof first.server.core.db) => ({
    restaurants: (
      await db
        .selectFrom('restaurants')
        .select(sql<number>`count(*) filter (where total_tables > 0)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
    stays: (
      await db
        .selectFrom('restaurants')
        .select(sql<number>`count(*) filter (where total_rooms > 0)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
    cities: (
      await db
        .selectFrom('restaurants')
        .select(sql<number>`count(distinct city)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
    pastReservations: (
      await db
        .selectFrom('reservations')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('date', '<', sql<string>`current_date`)
        .executeTakeFirstOrThrow()
    ).n,
    reviews: (
      await db
        .selectFrom('restaurant_reviews')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
    featured: (
      await db
        .selectFrom('restaurants')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('featured', '=', true)
        .executeTakeFirstOrThrow()
    ).n,
  });
  const seeded = await counts(first.server.core.db);
  expect(seeded.restaurants).toBeGreaterThanOrEqual(8);
  expect(seeded.stays).toBeGreaterThanOrEqual(4);
  expect(seeded.cities).toBeGreaterThanOrEqual(5);
  expect(seeded.pastReservations).toBeGreaterThan(500);
  expect(seeded.reviews).toBeGreaterThan(0);
  expect(seeded.featured).toBeGreaterThan(0);

  // Every demo account signs in with the printed password and has its role: the host is an ordinary
  // account (a guest) with the host's role at the demo owner's restaurant and property (ADR 127).
  const roles: Record<string, string[]> = {};
  for (const a of DEMO_ACCOUNTS) {
    const c = new Client(first.server.url);
    expect((await c.mutate('account.signIn', { email: a.email, password: a.password })).status).toBe(200);
    expect((await c.query<{ role: string }>('account.me')).data?.role).toBe(a.role === 'host' ? 'guest' : a.role);
    roles[a.role] = (await c.query<{ venues: { role: string }[] }>('owner.home')).data.venues.map((v) => v.role);
  }
  expect(roles.host).toEqual(['host', 'host']);
  expect(roles.owner).toEqual(['owner', 'owner']);
  const owner = await first.server.core.db.selectFrom('users').select('id').where('email', '=', 'owner@tablestay.si').executeTakeFirstOrThrow();
  const owned = await first.server.core.db.selectFrom('restaurants').select(['total_tables', 'total_rooms']).where('owner_id', '=', owner.id).execute();
  expect(owned.some((r) => r.total_tables > 0)).toBe(true);
  expect(owned.some((r) => r.total_rooms > 0)).toBe(true);

  await new Client(first.server.url).mutate('account.signUp', { name: 'Kept', email: 'kept@example.com', password: 'secret1' });
  await first.server.close();

  const second = await start();
  expect(second.lines.some((l) => l.startsWith('[seed]'))).toBe(false);
  expect(await counts(second.server.core.db)).toEqual(seeded);
  expect((await new Client(second.server.url).mutate('account.signIn', { email: 'kept@example.com', password: 'secret1' })).status).toBe(200);
  await second.server.close();
});
