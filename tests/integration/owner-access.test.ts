import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation, createStayBooking, createWaitlistEntry } from '@tablestay/core/db/factories';
import type { VenueRole } from '@tablestay/core/staff/roles';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { itAnswersEachActor, ownerRead, ownerWrite, type AccessMatrix } from '../support/access';
import { ownerCast, type OwnerActor, type OwnerCast } from '../support/owners';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Who may use each procedure of the owner's Dining and Stays tabs on owner A's restaurant and
 * property, over real HTTP: A and A's staff write, each from the procedure's role up (a host the
 * door's work, a manager also the settings, ADR 127), a removed host nothing; an admin reads
 * ("Viewing as") but never writes; B, B's host and everyone else learn nothing. The three plan
 * owners act on a restaurant and a property of their own: the Restaurant plan opens the Dining tab
 * only, the Stays plan the Stays tab only, no plan neither (ADR 104). Rows are checked against the
 * router, so a new procedure without a row fails here.
 */

let server: TestServer;
let cast: OwnerCast;
const names = { venueA: '', propertyA: '' };
/** Each tab's expected answers by the least role a procedure needs (its rung in the router, ADR 127). */
const dining = { read: (role: VenueRole) => ownerRead('restaurant', role), write: (role: VenueRole) => ownerWrite('restaurant', role) };
const stays = { read: (role: VenueRole) => ownerRead('stays', role), write: (role: VenueRole) => ownerWrite('stays', role) };
beforeAll(async () => {
  // A calendar address on this server is fetchable (ADR 125): the import's row needs no network.
  server = await startTestServer({ CHANNEL_FEEDS_ALLOW_LOCAL: 'true' });
  cast = await ownerCast(server);
  const name = async (id: string) => (await server.core.db.selectFrom('restaurants').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
  names.venueA = await name(cast.venueA);
  names.propertyA = await name(cast.propertyA.id);
});
afterAll(() => server?.close());

const db = () => server.core.db;
/** The day `n` days ahead: each call's target on a day of its own, so targets never compete for a table or a room. */
const ahead = (n: number) => addDays(dateIn('Europe/Ljubljana'), n);

/** The restaurant and property a row acts on for this actor (A's; a plan owner's own). */
const venue = (a: OwnerActor) => cast.venue(a);
const property = (a: OwnerActor) => cast.property(a);

/** A fresh row of the actor's target restaurant for a write to act on. */
const target = {
  hold: async (a: OwnerActor, n: number) =>
    (await createReservation(db(), { restaurant_id: venue(a), date: ahead(n), status: 'awaiting_deposit', expires_at: new Date(Date.now() + 15 * 60_000) })).id,
  confirmed: async (a: OwnerActor, n: number) => (await createReservation(db(), { restaurant_id: venue(a), date: ahead(n), status: 'confirmed' })).id,
  /** A confirmed visit today: seated only on its day (ADR 062). */
  today: async (a: OwnerActor) => (await createReservation(db(), { restaurant_id: venue(a), date: ahead(0), status: 'confirmed' })).id,
  waiting: async (a: OwnerActor, n: number) => (await createWaitlistEntry(db(), { restaurant_id: venue(a), date: ahead(n), time: '20:00' })).id,
  /** A channel calendar one of the target's rooms imports (ADR 125). */
  feed: async (a: OwnerActor, n: number) =>
    (
      await db()
        .insertInto('room_channel_feeds')
        .values({ restaurant_id: property(a).id, room_id: property(a).roomIds[0]!, url: `${server.url}/feeds/${a}-${n}.ics` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  /** An unpaid hold on one of the target's rooms, a night of its own. */
  stay: async (a: OwnerActor, n: number) =>
    (
      await createStayBooking(db(), {
        restaurant_id: property(a).id,
        room_type_id: property(a).roomTypeId,
        room_id: property(a).roomIds[0]!,
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
    plan: 'restaurant',
    clients: () => cast.clients,
    rows: {
      'ownerDining.overview': { kind: 'query', expected: dining.read('host'), input: (a) => ({ venueId: venue(a) }) },
      'ownerDining.reservations': { kind: 'query', expected: dining.read('host'), input: (a) => ({ venueId: venue(a), date: ahead(1) }) },
      'ownerDining.feedback': { kind: 'query', expected: dining.read('manager'), input: (a) => ({ venueId: venue(a) }) },
      'ownerDining.charts': { kind: 'query', expected: dining.read('host'), input: (a) => ({ venueId: venue(a) }) },
      'ownerDining.settings': { kind: 'query', expected: dining.read('manager'), input: (a) => ({ venueId: venue(a) }) },
      'ownerDining.confirm': {
        kind: 'mutation',
        expected: dining.write('host'),
        input: async (a, n) => ({ venueId: venue(a), reservationId: await target.hold(a, n) }),
      },
      'ownerDining.seat': {
        kind: 'mutation',
        expected: dining.write('host'),
        input: async (a) => ({ venueId: venue(a), reservationId: await target.today(a) }),
      },
      'ownerDining.cancel': {
        kind: 'mutation',
        expected: dining.write('host'),
        input: async (a, n) => ({ venueId: venue(a), reservationId: await target.confirmed(a, n) }),
      },
      // A Confirm taken offline, replayed with its key (ADR 116).
      'ownerDining.replay': {
        kind: 'mutation',
        expected: dining.write('host'),
        input: async (a, n) => ({ venueId: venue(a), reservationId: await target.hold(a, n), action: 'confirm', key: crypto.randomUUID() }),
      },
      'ownerDining.promote': {
        kind: 'mutation',
        expected: dining.write('host'),
        input: async (a, n) => ({ venueId: venue(a), waitlistId: await target.waiting(a, n) }),
      },
      'ownerDining.updateTables': {
        kind: 'mutation',
        expected: dining.write('manager'),
        // Each call its own count, so the manager's change never leaves A's the same as before.
        input: (a, n) => ({ venueId: venue(a), totalTables: 12 + (n % 20), blockedTables: 1, turnMinutes: 90 }),
      },
      'ownerDining.updateDetails': {
        kind: 'mutation',
        expected: dining.write('manager'),
        input: (a, n) => ({ venueId: venue(a), description: `Ours ${n}`, cuisine: 'Fish', menuUrl: '', vegetarian: true, vegan: false, glutenFree: false }),
      },
    },
    snapshot: async (a) => ({
      venue: await db().selectFrom('restaurants').selectAll().where('id', '=', venue(a)).executeTakeFirstOrThrow(),
      reservations: await db().selectFrom('reservations').select(['id', 'status']).where('restaurant_id', '=', venue(a)).orderBy('id').execute(),
      waitlist: await db().selectFrom('waitlist_entries').select(['id', 'status']).where('restaurant_id', '=', venue(a)).orderBy('id').execute(),
    }),
    hidden: { text: () => names.venueA, from: 'refused' },
  },
  {
    name: 'Stays',
    prefix: 'ownerStays.',
    plan: 'stays',
    clients: () => cast.clients,
    rows: {
      'ownerStays.overview': { kind: 'query', expected: stays.read('host'), input: (a) => ({ venueId: property(a).id }) },
      'ownerStays.occupancy': { kind: 'query', expected: stays.read('host'), input: (a) => ({ venueId: property(a).id }) },
      'ownerStays.bookings': { kind: 'query', expected: stays.read('host'), input: (a) => ({ venueId: property(a).id, status: 'all', page: 1 }) },
      'ownerStays.reviews': { kind: 'query', expected: stays.read('manager'), input: (a) => ({ venueId: property(a).id }) },
      'ownerStays.settings': { kind: 'query', expected: stays.read('manager'), input: (a) => ({ venueId: property(a).id }) },
      'ownerStays.transition': {
        kind: 'mutation',
        expected: stays.write('host'),
        input: async (a, n) => ({ venueId: property(a).id, id: await target.stay(a, n), to: 'confirmed' }),
      },
      // A Confirm taken offline, replayed with its key (ADR 116).
      'ownerStays.replay': {
        kind: 'mutation',
        expected: stays.write('host'),
        input: async (a, n) => ({ venueId: property(a).id, id: await target.stay(a, n), to: 'confirmed', key: crypto.randomUUID() }),
      },
      'ownerStays.updateSettings': {
        kind: 'mutation',
        expected: stays.write('manager'),
        input: (a, n) => ({
          venueId: property(a).id,
          description: `Quiet rooms ${n}`,
          address: 'Ribčev Laz 1',
          amenities: ['wifi'],
          petsAllowed: true,
          blockedRooms: 0,
        }),
      },
      'ownerStays.addRoomType': {
        kind: 'mutation',
        expected: stays.write('manager'),
        input: (a, n) => ({ venueId: property(a).id, name: `Suite ${n}`, capacity: 4, basePriceEur: 150.5 }),
      },
      'ownerStays.editRoomType': {
        kind: 'mutation',
        expected: stays.write('manager'),
        input: (a, n) => ({ venueId: property(a).id, id: property(a).roomTypeId, name: `Double ${n}`, capacity: 2, basePriceEur: 90, active: true }),
      },
      'ownerStays.addRoom': {
        kind: 'mutation',
        expected: stays.write('manager'),
        input: (a, n) => ({ venueId: property(a).id, roomTypeId: property(a).roomTypeId, code: `M${n}` }),
      },
      'ownerStays.editRoom': {
        kind: 'mutation',
        expected: stays.write('manager'),
        input: (a, n) => ({ venueId: property(a).id, id: property(a).roomIds[1]!, roomTypeId: property(a).roomTypeId, code: `E${n}`, active: true }),
      },
      'ownerStays.replaceCalendarFeed': {
        kind: 'mutation',
        expected: stays.write('manager'),
        input: (a) => ({ venueId: property(a).id, kind: 'room', id: property(a).roomIds[0]! }),
      },
      'ownerStays.channelFeeds': { kind: 'query', expected: stays.read('manager'), input: (a) => ({ venueId: property(a).id }) },
      'ownerStays.channelConflicts': { kind: 'query', expected: stays.read('host'), input: (a) => ({ venueId: property(a).id }) },
      'ownerStays.addChannelFeed': {
        kind: 'mutation',
        expected: stays.write('manager'),
        input: (a, n) => ({ venueId: property(a).id, roomId: property(a).roomIds[1]!, url: `${server.url}/channel/${a}-${n}.ics` }),
      },
      'ownerStays.syncChannelFeed': {
        kind: 'mutation',
        expected: stays.write('manager'),
        input: async (a, n) => ({ venueId: property(a).id, feedId: await target.feed(a, n) }),
      },
      'ownerStays.removeChannelFeed': {
        kind: 'mutation',
        expected: stays.write('manager'),
        input: async (a, n) => ({ venueId: property(a).id, feedId: await target.feed(a, n) }),
      },
    },
    snapshot: async (a) => ({
      property: await db().selectFrom('restaurants').selectAll().where('id', '=', property(a).id).executeTakeFirstOrThrow(),
      roomTypes: await db().selectFrom('room_types').selectAll().where('restaurant_id', '=', property(a).id).orderBy('id').execute(),
      rooms: await db().selectFrom('rooms').selectAll().where('restaurant_id', '=', property(a).id).orderBy('id').execute(),
      bookings: await db().selectFrom('stay_bookings').select(['id', 'status']).where('restaurant_id', '=', property(a).id).orderBy('id').execute(),
      feeds: await db()
        .selectFrom('room_channel_feeds')
        .select(['id', 'url', 'last_attempt_at', 'last_error'])
        .where('restaurant_id', '=', property(a).id)
        .orderBy('id')
        .execute(),
    }),
    hidden: { text: () => names.propertyA, from: 'refused' },
  },
];

describe.each(TABS)('the owner $name tab: access matrix (visitor, guest, owners A and B, admin, the three plan owners, A and B staff)', (tab) => {
  itAnswersEachActor(tab);
});

describe('ownerDining with the venue of another owner', () => {
  it("B's own venue id with A's reservation id still finds nothing", async () => {
    const res = await cast.clients.ownerB.mutate('ownerDining.confirm', { venueId: cast.venueB, reservationId: await target.hold('ownerA', 1) });
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('Reservation not found or access denied');
  });
});
