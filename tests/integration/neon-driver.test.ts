import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from '@tablestay/core/account/service';
import { createVenue } from '@tablestay/core/db/factories';
import { createReservation } from '@tablestay/core/reservation/service';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { createCore, type Core } from '@tablestay/core/app';
import { loadConfig } from '@tablestay/core/config';
import { createDatabase, type DatabaseHandle } from '@tablestay/core/db/connection';
import { migrateToLatest } from '@tablestay/core/db/migrator';
import { createPgDatabase } from '../support/databases';
import { startWsProxy, type WsProxy } from '../support/ws-proxy';
import { migrations } from '../../packages/core/migrations/index';

/**
 * The Neon serverless driver (WebSocket transport) against a real Postgres through a local
 * WebSocket→TCP proxy, on an empty database of the tests' Postgres server (DATABASE_URL, or the local one).
 */
let database: { url: string; drop(): Promise<void> };
let url: string;
let proxy: WsProxy;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createPgDatabase('neon');
  url = database.url;
  proxy = await startWsProxy();
  handle = await createDatabase({ databaseDriver: 'neon', DATABASE_URL: url, PGLITE_DIR: '', NEON_WS_PROXY: proxy.address });
});

afterAll(async () => {
  await handle?.close();
  await proxy?.close();
  await database?.drop();
});

describe('Neon serverless driver through a WebSocket proxy', () => {
  it('runs the migrations over the WebSocket', async () => {
    expect(handle.driver).toBe('neon');
    const result = await migrateToLatest(handle.db);
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual(Object.keys(migrations).map((name) => [name, 'Success']));
    expect(proxy.connections).toBeGreaterThan(0);
    const tables = await sql<{
      n: number;
    }>`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name in ('users', 'sessions', 'stripe_events')`.execute(
      handle.db,
    );
    expect(tables.rows[0]?.n).toBe(3);
    // A second run has nothing left to do.
    expect((await migrateToLatest(handle.db)).results).toEqual([]);
  });

  it('parses types as production does (dates stay calendar dates, int8 stays a string)', async () => {
    const { rows } = await sql<{
      d: unknown;
      big: unknown;
      ts: unknown;
    }>`select '2026-03-29'::date as d, 9007199254740993::int8 as big, '2026-03-29T10:00:00Z'::timestamptz as ts`.execute(handle.db);
    expect(rows[0]?.d).toBe('2026-03-29');
    expect(rows[0]?.big).toBe('9007199254740993');
    expect(rows[0]?.ts).toEqual(new Date('2026-03-29T10:00:00Z'));
  });

  it('holds a transaction-scoped advisory lock until commit, and rolls back on error', async () => {
    const held = await handle.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(7001)`.execute(trx);
      const locks = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 7001 and pid = pg_backend_pid() and granted`.execute(trx);
      return locks.rows[0]?.n;
    });
    expect(held).toBe(1);
    const after = await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 7001`.execute(handle.db);
    expect(after.rows[0]?.n).toBe(0);

    await sql`create table neon_probe (id int primary key)`.execute(handle.db);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into neon_probe values (1)`.execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const rows = await sql<{ n: number }>`select count(*)::int as n from neon_probe`.execute(handle.db);
    expect(rows.rows[0]?.n).toBe(0);
  });

  it('serializes two concurrent transactions on the same advisory lock (no lost update)', async () => {
    await sql`create table neon_counter (id int primary key, value int not null)`.execute(handle.db);
    await sql`insert into neon_counter values (1, 0)`.execute(handle.db);

    // Read, then write later: without the lock both would read 0 and the result would be 1.
    const increment = (hold?: { locked(): void; release: Promise<void> }) =>
      handle.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(7002)`.execute(trx);
        hold?.locked();
        const { rows } = await sql<{ value: number }>`select value from neon_counter where id = 1`.execute(trx);
        await hold?.release;
        await sql`update neon_counter set value = ${(rows[0]?.value ?? -100) + 1} where id = 1`.execute(trx);
        return rows[0]?.value;
      });

    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((ok) => (locked = ok));
    const first = increment({ locked, release: new Promise<void>((ok) => (release = ok)) });
    await isLocked;
    const second = increment();

    // While the first holds the lock, the second is seen waiting for it.
    let waiting = 0;
    try {
      for (let i = 0; i < 250 && waiting === 0; i++) {
        const r = await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 7002 and not granted`.execute(
          handle.db,
        );
        waiting = r.rows[0]?.n ?? 0;
        if (!waiting) await new Promise((ok) => setTimeout(ok, 20));
      }
    } finally {
      release();
    }
    expect(waiting).toBe(1);

    expect(await Promise.all([first, second])).toEqual([0, 1]);
    const { rows } = await sql<{ value: number }>`select value from neon_counter where id = 1`.execute(handle.db);
    expect(rows[0]?.value).toBe(2);
  });
});

describe('accounts on the Neon driver (createCore + loadConfig)', () => {
  let core: Core;
  let connectionsBeforeCore = 0;
  beforeAll(async () => {
    connectionsBeforeCore = proxy.connections;
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_DRIVER: 'neon', DATABASE_URL: url, NEON_WS_PROXY: proxy.address });
    core = await createCore({ config, migrate: true, log: () => {} });
  });
  afterAll(() => core?.close());

  it('signs up and signs in, creating sessions that validate', async () => {
    expect(core.config.databaseDriver).toBe('neon');
    expect(core.config.NEON_WS_PROXY).toBe(proxy.address);
    const meta = { ip: '203.0.113.9', locale: 'en' as const };
    const created = await signUp(core.account, { name: 'Neža Neon', email: 'Neza@Example.com', password: 'secret1' }, meta);
    expect(created.cookie).toMatch(/^ts_session=/);
    const fromSignUp = await core.sessions.validate(created.sessionId);
    expect(fromSignUp?.user).toMatchObject({ email: 'neza@example.com', name: 'Neža Neon', role: 'guest' });

    const signedIn = await signIn(core.account, { email: 'neza@example.com', password: 'secret1' }, meta);
    expect(signedIn.sessionId).not.toBe(created.sessionId);
    expect((await core.sessions.validate(signedIn.sessionId))?.user.email).toBe('neza@example.com');

    await expect(signIn(core.account, { email: 'neza@example.com', password: 'wrong-pass' }, meta)).rejects.toThrow('Invalid email or password');
    const stored = await core.db.selectFrom('sessions').select('id').execute();
    expect(stored).toHaveLength(2);
    expect(stored.map((s) => s.id)).not.toContain(signedIn.sessionId);
    // The core's own pool reached Postgres through the proxy, not over plain TCP.
    expect(proxy.connections).toBeGreaterThan(connectionsBeforeCore);
  });

  it('books a table under the venue lock (ADR 052), the guest text intact, and a changed venue read as it is', async () => {
    const venue = await createVenue(core.db, { name: 'Neon Bistro', total_tables: 3, timezone: 'Europe/Ljubljana' });
    const date = addDays(dateIn('Europe/Ljubljana'), 3);
    const meta = { ip: '203.0.113.10', locale: 'en' as const };
    const guestName = `O'Neil \\ 100% $1 %1$L`;
    const input = { restaurantId: venue.id, date, time: '19:00', partySize: 2, guestName, guestEmail: 'neon-guest@example.com', privacyConsent: true };
    const first = await createReservation(core.booking, input, meta);
    expect(first.status).toBe('awaiting_deposit');
    const row = await core.db.selectFrom('reservations').select(['guest_name', 'status']).where('restaurant_id', '=', venue.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ guest_name: guestName, status: 'awaiting_deposit' });
    await core.db.updateTable('restaurants').set({ blocked_tables: 3 }).where('id', '=', venue.id).execute();
    const second = await createReservation(core.booking, { ...input, time: '20:00', guestEmail: 'neon-second@example.com' }, meta);
    expect(second.status).toBe('waitlisted');
  });
});
