import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createProperty, createStayBooking, createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { Client } from '../support/server';
import { useTwoServers } from '../support/two-servers';

/**
 * All or nothing under contention (ADR 112): many trips at once, over HTTP across TWO server
 * processes on one Postgres server, each asking for a table at a roomy venue AND at a venue with
 * few tables on the same evening. No table is sold twice and no trip holds one table without the
 * other.
 */
const ZONE = 'Europe/Ljubljana';
const d = (n: number) => addDays(dateIn(ZONE), n);
const cluster = useTwoServers('tripconc');
const TRIPS = 150;
const FEW = 3;

describe('trip.addDinners under contention', () => {
  it(`${TRIPS} simultaneous trips for ${FEW} tables: ${FEW} trips hold both tables, the others hold nothing`, async () => {
    const db = cluster.db;
    const tag = randomBytes(3).toString('hex');
    const { venue: property, roomTypes } = await createProperty(db, {
      name: `Trip Stays ${tag}`,
      city: 'Bled',
      total_rooms: TRIPS,
      roomTypes: [{ name: 'Double Room', capacity: 2, rooms: TRIPS }],
    });
    const roomy = await createVenue(db, { name: `Roomy ${tag}`, city: 'Bled', total_tables: TRIPS * 2 });
    const few = await createVenue(db, { name: `Few ${tag}`, city: 'Bled', total_tables: FEW });
    const stays = await Promise.all(
      roomTypes[0]!.rooms.map((room, i) =>
        createStayBooking(db, {
          restaurant_id: property.id,
          room_type_id: roomTypes[0]!.id,
          room_id: room.id,
          check_in: d(5),
          check_out: d(7),
          status: 'confirmed',
          guest_email: `trip-storm-${tag}-${i}@example.com`,
        }),
      ),
    );
    const answers = await Promise.all(
      stays.map((s, i) =>
        new Client(cluster.servers[i % 2]!.url).mutate('trip.addDinners', {
          bookingId: s.id,
          token: s.token,
          dinners: [
            { restaurantId: roomy.id, date: d(5), time: '19:30' },
            { restaurantId: few.id, date: d(6), time: '19:30' },
          ],
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(FEW);
    expect(statuses.filter((s) => s === 409)).toHaveLength(TRIPS - FEW);
    const held = await db.selectFrom('reservations').select(['id', 'restaurant_id']).where('restaurant_id', 'in', [roomy.id, few.id]).execute();
    // 0 oversold: the few tables are held FEW times; 0 half-held: the roomy venue no more.
    expect(held.filter((r) => r.restaurant_id === few.id)).toHaveLength(FEW);
    expect(held.filter((r) => r.restaurant_id === roomy.id)).toHaveLength(FEW);
    const perTrip = await db
      .selectFrom('trip_reservations')
      .select(['trip_id', db.fn.countAll<string>().as('n')])
      .where(
        'reservation_id',
        'in',
        held.map((r) => r.id),
      )
      .groupBy('trip_id')
      .execute();
    expect(perTrip.map((t) => Number(t.n))).toEqual(Array(FEW).fill(2));
    // A refused trip left no trip row behind.
    const trips = await db
      .selectFrom('trips')
      .select('id')
      .where(
        'stay_booking_id',
        'in',
        stays.map((s) => s.id),
      )
      .execute();
    expect(trips).toHaveLength(FEW);
  });

  it('100 simultaneous trip.book for 2 rooms and tables to spare: 2 stays with both dinners, nothing else held', async () => {
    const db = cluster.db;
    const tag = randomBytes(3).toString('hex');
    const { venue: property, roomTypes } = await createProperty(db, { name: `Trip Rooms ${tag}`, city: 'Bled', total_rooms: 2, roomTypes: [{ rooms: 2 }] });
    const inn = await createVenue(db, { name: `Inn ${tag}`, city: 'Bled', total_tables: 300 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        new Client(cluster.servers[i % 2]!.url).mutate('trip.book', {
          propertyId: property.id,
          roomTypeId: roomTypes[0]!.id,
          checkIn: d(9),
          checkOut: d(11),
          guests: 2,
          guestName: `Guest ${i}`,
          guestEmail: `trip-book-${tag}-${i}@example.com`,
          dinners: [
            { restaurantId: inn.id, date: d(9), time: '19:30' },
            { restaurantId: inn.id, date: d(10), time: '19:30' },
          ],
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(98);
    const stays = await db.selectFrom('stay_bookings').select('id').where('restaurant_id', '=', property.id).execute();
    expect(stays).toHaveLength(2);
    const tables = await db.selectFrom('reservations').select('id').where('restaurant_id', '=', inn.id).execute();
    expect(tables).toHaveLength(4);
  });
});
