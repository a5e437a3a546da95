import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation, createStayBooking, createWaitlistEntry } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { itAnswersEachActor, OWNER_READ, OWNER_WRITE, type AccessMatrix } from '../support/access';
import { ownerCast, type OwnerCast } from '../support/owners';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Who may use each procedure of the owner's Dining and Stays tabs on owner A's restaurant and
 * property, over real HTTP: only A writes; an admin reads ("Viewing as") but never writes; B and
 * everyone else learn nothing. Rows are checked against the router, so a new procedure without a
 * row fails here.
 */

let server: TestServer;
let cast: OwnerCast;
const names = { venueA: '', propertyA: '' };
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
  const name = async (id: string) => (await server.core.db.selectFrom('restaurants').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
  names.venueA = await name(cast.venueA);
  names.propertyA = await name(cast.propertyA.id);
});
afterAll(() => server?.close());

const db = () => server.core.db;
/** The day `n` days ahead: each call's target on a day of its own, so targets never compete for a table or a room. */
const ahead = (n: number) => addDays(dateIn('Europe/Ljubljana'), n);

/** A fresh row of A's restaurant for a write to act on. */
const target = {
  hold: async (n: number) =>
    (await createReservation(db(), { restaurant_id: cast.venueA, date: ahead(n), status: 'awaiting_deposit', expires_at: new Date(Date.now() + 15 * 60_000) }))
      .id,
  confirmed: async (n: number) => (await createReservation(db(), { restaurant_id: cast.venueA, date: ahead(n), status: 'confirmed' })).id,
  waiting: async (n: number) => (await createWaitlistEntry(db(), { restaurant_id: cast.venueA, date: ahead(n), time: '20:00' })).id,
  /** An unpaid hold on one of A's rooms, a night of its own. */
  stay: async (n: number) =>
    (
      await createStayBooking(db(), {
        restaurant_id: cast.propertyA.id,
        room_type_id: cast.propertyA.roomTypeId,
        room_id: cast.propertyA.roomIds[0]!,
        check_in: ahead(40 + n),
        check_out: ahead(41 + n),
        expires_at: new Date(Date.now() + 15 * 60_000),
      })
    ).id,
};

const TABS: (AccessMatrix & { name: string })[] = [
  {
    name: 'Dining',
    prefix: 'ownerDining.',
    clients: () => cast.clients,
    rows: {
      'ownerDining.overview': { kind: 'query', expected: OWNER_READ, input: () => ({ venueId: cast.venueA }) },
      'ownerDining.reservations': { kind: 'query', expected: OWNER_READ, input: () => ({ venueId: cast.venueA, date: ahead(1) }) },
      'ownerDining.feedback': { kind: 'query', expected: OWNER_READ, input: () => ({ venueId: cast.venueA }) },
      'ownerDining.charts': { kind: 'query', expected: OWNER_READ, input: () => ({ venueId: cast.venueA }) },
      'ownerDining.settings': { kind: 'query', expected: OWNER_READ, input: () => ({ venueId: cast.venueA }) },
      'ownerDining.confirm': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: async (_, n) => ({ venueId: cast.venueA, reservationId: await target.hold(n) }),
      },
      'ownerDining.seat': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: async (_, n) => ({ venueId: cast.venueA, reservationId: await target.confirmed(n) }),
      },
      'ownerDining.cancel': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: async (_, n) => ({ venueId: cast.venueA, reservationId: await target.confirmed(n) }),
      },
      'ownerDining.promote': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: async (_, n) => ({ venueId: cast.venueA, waitlistId: await target.waiting(n) }),
      },
      'ownerDining.updateTables': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: () => ({ venueId: cast.venueA, totalTables: 12, blockedTables: 1, turnMinutes: 90 }),
      },
      'ownerDining.updateDetails': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: () => ({ venueId: cast.venueA, description: 'Ours', cuisine: 'Fish', menuUrl: '', vegetarian: true, vegan: false, glutenFree: false }),
      },
    },
    snapshot: async () => ({
      venue: await db().selectFrom('restaurants').selectAll().where('id', '=', cast.venueA).executeTakeFirstOrThrow(),
      reservations: await db().selectFrom('reservations').select(['id', 'status']).where('restaurant_id', '=', cast.venueA).orderBy('id').execute(),
      waitlist: await db().selectFrom('waitlist_entries').select(['id', 'status']).where('restaurant_id', '=', cast.venueA).orderBy('id').execute(),
    }),
    hidden: { text: () => names.venueA, from: 'refused' },
  },
  {
    name: 'Stays',
    prefix: 'ownerStays.',
    clients: () => cast.clients,
    rows: {
      'ownerStays.overview': { kind: 'query', expected: OWNER_READ, input: () => ({ venueId: cast.propertyA.id }) },
      'ownerStays.occupancy': { kind: 'query', expected: OWNER_READ, input: () => ({ venueId: cast.propertyA.id }) },
      'ownerStays.bookings': { kind: 'query', expected: OWNER_READ, input: () => ({ venueId: cast.propertyA.id, status: 'all', page: 1 }) },
      'ownerStays.reviews': { kind: 'query', expected: OWNER_READ, input: () => ({ venueId: cast.propertyA.id }) },
      'ownerStays.settings': { kind: 'query', expected: OWNER_READ, input: () => ({ venueId: cast.propertyA.id }) },
      'ownerStays.transition': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: async (_, n) => ({ venueId: cast.propertyA.id, id: await target.stay(n), to: 'confirmed' }),
      },
      'ownerStays.updateSettings': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: () => ({
          venueId: cast.propertyA.id,
          description: 'Quiet rooms',
          address: 'Ribčev Laz 1',
          amenities: ['wifi'],
          petsAllowed: true,
          blockedRooms: 0,
        }),
      },
      'ownerStays.addRoomType': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: (_, n) => ({ venueId: cast.propertyA.id, name: `Suite ${n}`, capacity: 4, basePriceEur: 150.5 }),
      },
      'ownerStays.editRoomType': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: (_, n) => ({ venueId: cast.propertyA.id, id: cast.propertyA.roomTypeId, name: `Double ${n}`, capacity: 2, basePriceEur: 90, active: true }),
      },
      'ownerStays.addRoom': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: (_, n) => ({ venueId: cast.propertyA.id, roomTypeId: cast.propertyA.roomTypeId, code: `M${n}` }),
      },
      'ownerStays.editRoom': {
        kind: 'mutation',
        expected: OWNER_WRITE,
        input: (_, n) => ({ venueId: cast.propertyA.id, id: cast.propertyA.roomIds[1]!, roomTypeId: cast.propertyA.roomTypeId, code: `E${n}`, active: true }),
      },
    },
    snapshot: async () => ({
      property: await db().selectFrom('restaurants').selectAll().where('id', '=', cast.propertyA.id).executeTakeFirstOrThrow(),
      roomTypes: await db().selectFrom('room_types').selectAll().where('restaurant_id', '=', cast.propertyA.id).orderBy('id').execute(),
      rooms: await db().selectFrom('rooms').selectAll().where('restaurant_id', '=', cast.propertyA.id).orderBy('id').execute(),
      bookings: await db().selectFrom('stay_bookings').select(['id', 'status']).where('restaurant_id', '=', cast.propertyA.id).orderBy('id').execute(),
    }),
    hidden: { text: () => names.propertyA, from: 'refused' },
  },
];

describe.each(TABS)('the owner $name tab: access matrix (visitor, guest, owner A, owner B, admin)', (tab) => {
  itAnswersEachActor(tab);
});

describe('ownerDining with the venue of another owner', () => {
  it("B's own venue id with A's reservation id still finds nothing", async () => {
    const res = await cast.clients.ownerB.mutate('ownerDining.confirm', { venueId: cast.venueB, reservationId: await target.hold(1) });
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('Reservation not found or access denied');
  });
});
