import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '@tablestay/core/db/connection';
import { migrations } from '../../packages/core/migrations/index';
import { freshDatabaseConfig } from '../support/db';

/** ADR 020: the cancel_reason backfill records what used to be inferred, on existing rows. */

let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabaseConfig({}, { contents: 'empty' });
  drop = fresh.drop;
  handle = await createDatabase(fresh.config);
});
afterAll(async () => {
  await handle?.close();
  await drop?.();
});

const migrator = () => new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });

describe('migration 2026_11_23_0100_cancel_reason', () => {
  it('backfills expired, guest and owner from status, the old expiry inference and the audit trail', async () => {
    const before = await migrator().migrateTo('2026_11_22_0500_stay_deposits');
    expect(before.error).toBeUndefined();
    const db = handle.db;
    const {
      rows: [venue],
    } = await sql<{ id: string }>`
      INSERT INTO restaurants (name, address, city, total_tables, total_rooms, deposit_eur) VALUES ('Vila Lipa', 'Bled 1', 'Bled', 2, 4, 20) RETURNING id`.execute(
      db,
    );
    const {
      rows: [rt],
    } = await sql<{ id: string }>`
      INSERT INTO room_types (restaurant_id, name, capacity, base_price_eur) VALUES (${venue!.id}, 'Double', 2, 90) RETURNING id`.execute(db);
    const room = async (code: string) =>
      (await sql<{ id: string }>`INSERT INTO rooms (restaurant_id, room_type_id, code) VALUES (${venue!.id}, ${rt!.id}, ${code}) RETURNING id`.execute(db))
        .rows[0]!.id;
    const stay = async (code: string, expiresAt: string | null, updatedAt: string) =>
      (
        await sql<{ id: string }>`
          INSERT INTO stay_bookings (restaurant_id, room_type_id, room_id, guest_name, guest_email, guests, check_in, check_out, status, expires_at, updated_at, view_token, deposit_eur, price_per_night_eur)
          VALUES (${venue!.id}, ${rt!.id}, ${await room(code)}, 'G', ${`${code}@example.com`}, 2, '2030-06-01', '2030-06-03', 'cancelled', ${expiresAt}::timestamptz, ${updatedAt}::timestamptz, ${`${code}-${'x'.repeat(40)}`}, 20, 90)
          RETURNING id`.execute(db)
      ).rows[0]!.id;
    const lapsed = await stay('1', '2030-05-01T10:00:00Z', '2030-05-01T10:05:00Z');
    const byOwner = await stay('2', '2030-05-01T10:00:00Z', '2030-05-01T09:00:00Z');
    const byGuest = await stay('3', null, '2030-05-01T09:00:00Z');
    await sql`INSERT INTO audit_logs (entity, entity_id, action, meta_json) VALUES ('stay_booking', ${byOwner}, 'cancelled', ${JSON.stringify({ by: 'owner' })}::jsonb)`.execute(
      db,
    );
    const reservation = async (status: string) =>
      (
        await sql<{ id: string }>`
          INSERT INTO reservations (restaurant_id, guest_name, guest_email, date, time, party_size, status, view_token, deposit_eur)
          VALUES (${venue!.id}, 'G', ${`${status}@example.com`}, '2030-06-01', '19:00', 2, ${status}, ${`${status}-${'x'.repeat(40)}`}, 20) RETURNING id`.execute(
          db,
        )
      ).rows[0]!.id;
    const expired = await reservation('expired');
    const cancelled = await reservation('cancelled');
    const confirmed = await reservation('confirmed');

    const after = await migrator().migrateToLatest();
    expect(after.error).toBeUndefined();
    const reasons = async (table: 'stay_bookings' | 'reservations', ids: string[]) => {
      const rows = await db.selectFrom(table).select(['id', 'cancel_reason']).where('id', 'in', ids).execute();
      return ids.map((id) => rows.find((r) => r.id === id)?.cancel_reason);
    };
    expect(await reasons('stay_bookings', [lapsed, byOwner, byGuest])).toEqual(['expired', 'owner', 'guest']);
    expect(await reasons('reservations', [expired, cancelled, confirmed])).toEqual(['expired', 'guest', null]);
  });
});
