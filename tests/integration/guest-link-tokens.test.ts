import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '@tablestay/core/db/connection';
import { createProperty, createVenue } from '@tablestay/core/db/factories';
import { guestLinkHash, guestLinkToken } from '@tablestay/core/account/guest-link';
import { getReservationByToken } from '@tablestay/core/reservation/service';
import { getStayBookingByToken } from '@tablestay/core/stay/service';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { getWaitlistEntry } from '@tablestay/core/waitlist/service';
import { migrations } from '../../packages/core/migrations/index';
import { freshDatabaseConfig } from '../support/db';
import { Client, startTestServer, type TestServer } from '../support/server';

/** ADR 022: guest-link tokens are stored hashed; links keep working. */

const ZONE = 'Europe/Ljubljana';
const day = (n: number) => addDays(dateIn(ZONE), n);
type Table = 'reservations' | 'waitlist_entries' | 'stay_bookings';

describe('migration 2026_11_23_0300_hashed_guest_links', () => {
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

  it('hashes the plaintext tokens in place: links emailed before still open, the plaintext is gone, a wrong token is refused', async () => {
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026_11_23_0200_email_verification')).error).toBeUndefined();
    const db = handle.db;
    const one = async <T>(q: { execute(db: unknown): Promise<{ rows: T[] }> }) => (await q.execute(db)).rows[0]!;
    const venue = await one<{ id: string }>(sql`
      INSERT INTO restaurants (name, address, city, total_tables, total_rooms, deposit_eur, timezone)
      VALUES ('Vila Lipa', 'Bled 1', 'Bled', 2, 1, 20, ${ZONE}) RETURNING id`);
    const rt = await one<{ id: string }>(sql`
      INSERT INTO room_types (restaurant_id, name, capacity, base_price_eur) VALUES (${venue.id}, 'Double', 2, 90) RETURNING id`);
    const room = await one<{ id: string }>(sql`INSERT INTO rooms (restaurant_id, room_type_id, code) VALUES (${venue.id}, ${rt.id}, '1') RETURNING id`);
    const tokens = {
      reservation: 'old-reservation-token-AAAAAAAAAAAAAAAAAAAAAAAA',
      waitlist: 'old-waitlist-token-BBBBBBBBBBBBBBBBBBBBBBBBB',
      stay: 'old-stay-token-CCCCCCCCCCCCCCCCCCCCCCCCCCCCC',
    };
    const reservation = await one<{ id: string }>(sql`
      INSERT INTO reservations (restaurant_id, guest_name, guest_email, date, time, party_size, status, view_token, deposit_eur)
      VALUES (${venue.id}, 'Ana', 'ana@example.com', ${day(3)}, '19:00', 2, 'confirmed', ${tokens.reservation}, 20) RETURNING id`);
    const waitlist = await one<{ id: string }>(sql`
      INSERT INTO waitlist_entries (restaurant_id, guest_name, guest_email, date, time, party_size, status, view_token)
      VALUES (${venue.id}, 'Bor', 'bor@example.com', ${day(3)}, '19:00', 2, 'waiting', ${tokens.waitlist}) RETURNING id`);
    const stay = await one<{ id: string }>(sql`
      INSERT INTO stay_bookings (restaurant_id, room_type_id, room_id, guest_name, guest_email, guests, check_in, check_out, status, view_token, deposit_eur, price_per_night_eur)
      VALUES (${venue.id}, ${rt.id}, ${room.id}, 'Cene', 'cene@example.com', 2, ${day(10)}, ${day(12)}, 'confirmed', ${tokens.stay}, 20, 90) RETURNING id`);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const stored = async (t: Table, id: string) => (await db.selectFrom(t).select('view_token').where('id', '=', id).executeTakeFirstOrThrow()).view_token;
    for (const [t, id, token] of [
      ['reservations', reservation.id, tokens.reservation],
      ['waitlist_entries', waitlist.id, tokens.waitlist],
      ['stay_bookings', stay.id, tokens.stay],
    ] as const) {
      const value = await stored(t, id);
      expect(value).not.toBe(token);
      expect(value).toBe(guestLinkHash(token));
      // What a copy of the database holds does not open the booking either.
      expect(value).toMatch(/^[0-9a-f]{64}$/);
    }

    // Links emailed before the migration still open their bookings.
    expect((await getReservationByToken(db, { id: reservation.id, token: tokens.reservation })).id).toBe(reservation.id);
    expect((await getWaitlistEntry(db, { id: waitlist.id, token: tokens.waitlist })).id).toBe(waitlist.id);
    expect((await getStayBookingByToken(db, { id: stay.id, token: tokens.stay })).id).toBe(stay.id);
    // And so do the links the server writes for them from now on (a later offer, refund or review prompt).
    expect((await getReservationByToken(db, { id: reservation.id, token: guestLinkToken('reservation', reservation.id) })).id).toBe(reservation.id);
    expect((await getWaitlistEntry(db, { id: waitlist.id, token: guestLinkToken('waitlist', waitlist.id) })).id).toBe(waitlist.id);
    expect((await getStayBookingByToken(db, { id: stay.id, token: guestLinkToken('stay', stay.id) })).id).toBe(stay.id);

    // A wrong token, the stored hash, or another kind's derived token opens nothing.
    await expect(getReservationByToken(db, { id: reservation.id, token: `${tokens.reservation}x` })).rejects.toThrow('Reservation not found or access denied');
    await expect(getReservationByToken(db, { id: reservation.id, token: await stored('reservations', reservation.id) })).rejects.toThrow(
      'Reservation not found or access denied',
    );
    await expect(getWaitlistEntry(db, { id: waitlist.id, token: tokens.reservation })).rejects.toThrow('Waitlist entry not found');
    await expect(getStayBookingByToken(db, { id: stay.id, token: guestLinkToken('reservation', stay.id) })).rejects.toThrow(
      'Booking not found or access denied',
    );

    // From now on the column takes only a hash.
    await expect(sql`UPDATE reservations SET view_token = ${tokens.reservation} WHERE id = ${reservation.id}`.execute(db)).rejects.toThrow(/check/i);
  });
});

describe('links of new bookings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
  });
  afterAll(() => server?.close());

  /** Every value of the row as text: the token must be none of them. */
  const rowText = async (t: Table, id: string) => {
    const row = await server.core.db.selectFrom(t).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { row, text: JSON.stringify(row) };
  };

  it('stores a reservation, a waitlist entry and a stay booking without their tokens, and opens them only with the right one', async () => {
    const db = server.core.db;
    const venue = await createVenue(db, { name: 'Gostilna Pri Lipi', total_tables: 1, turn_minutes: 90, timezone: ZONE, deposit_eur: 20 });
    const {
      venue: property,
      roomTypes: [rt],
    } = await createProperty(db, {
      name: 'Vila Lipa',
      total_tables: 0,
      total_rooms: 1,
      deposit_eur: 20,
      roomTypes: [{ name: 'Double', capacity: 2, rooms: 1 }],
    });
    const c = new Client(server.url);
    const table = (email: string) => ({
      restaurantId: venue.id,
      date: day(2),
      time: '19:00',
      partySize: 2,
      guestName: 'Maja',
      guestEmail: email,
      privacyConsent: true,
    });
    type Created = { status: string; reservationId?: string; waitlistId?: string; viewToken: string };
    const held = (await c.mutate<Created>('reservation.create', table('maja@example.com'))).data;
    const waiting = (await c.mutate<Created>('reservation.create', table('late@example.com'))).data;
    expect([held.status, waiting.status]).toEqual(['awaiting_deposit', 'waitlisted']);
    const stay = (
      await c.mutate<{ bookingId: string; viewToken: string }>('stay.book', {
        propertyId: property.id,
        roomTypeId: rt!.id,
        checkIn: day(10),
        checkOut: day(12),
        guests: 2,
        guestName: 'Maja',
        guestEmail: 'maja@example.com',
        privacyConsent: true,
      })
    ).data;

    for (const [t, id, token] of [
      ['reservations', held.reservationId!, held.viewToken],
      ['waitlist_entries', waiting.waitlistId!, waiting.viewToken],
      ['stay_bookings', stay.bookingId, stay.viewToken],
    ] as const) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const { row, text } = await rowText(t, id);
      expect(text).not.toContain(token);
      expect(row.view_token).toBe(guestLinkHash(token));
    }

    const open = (proc: string, id: string, token: string) => c.query<{ id: string }>(proc, { id, token });
    expect((await open('reservation.byToken', held.reservationId!, held.viewToken)).data.id).toBe(held.reservationId);
    expect((await open('waitlist.byToken', waiting.waitlistId!, waiting.viewToken)).data.id).toBe(waiting.waitlistId);
    expect((await open('stay.byToken', stay.bookingId, stay.viewToken)).data.id).toBe(stay.bookingId);
    const stored = (await rowText('reservations', held.reservationId!)).row.view_token;
    // One character changed. A 32-byte token's last character is one of 16, 'A' among them, so
    // writing 'A' over it left the token unchanged one run in 16.
    const altered = `${held.viewToken.slice(0, -1)}${held.viewToken.endsWith('A') ? 'E' : 'A'}`;
    for (const wrong of [altered, stored, waiting.viewToken]) {
      const res = await open('reservation.byToken', held.reservationId!, wrong);
      expect(res.error?.message).toBe('Reservation not found or access denied');
    }
    expect((await open('stay.byToken', stay.bookingId, stored)).error).toBeDefined();
  });
});
