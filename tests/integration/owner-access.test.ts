import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation, createStayBooking, createWaitlistEntry } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { itAnswersEachActor, ownerRead, ownerWrite, type AccessMatrix } from '../support/access';
import { ownerCast, type OwnerActor, type OwnerCast } from '../support/owners';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Who may use each procedure of the owner's Dining and Stays tabs on owner A's restaurant and
 * property, over real HTTP: only A writes; an admin reads ("Viewing as") but never writes; B and
 * everyone else learn nothing. The three plan owners act on a restaurant and a property of their
 * own: the Restaurant plan opens the Dining tab only, the Stays plan the Stays tab only, no plan
 * neither (ADR 104). Rows are checked against the router, so a new procedure without a row fails here.
 */

let server: TestServer;
let cast: OwnerCast;
const names = { venueA: '', propertyA: '' };
const OWNER_DINING_READ = ownerRead('restaurant');
const OWNER_DINING_WRITE = ownerWrite('restaurant');
const OWNER_STAYS_READ = ownerRead('stays');
const OWNER_STAYS_WRITE = ownerWrite('stays');
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
      'ownerDining.overview': { kind: 'query', expected: OWNER_DINING_READ, input: (a) => ({ venueId: venue(a) }) },
      'ownerDining.reservations': { kind: 'query', expected: OWNER_DINING_READ, input: (a) => ({ venueId: venue(a), date: ahead(1) }) },
      'ownerDining.feedback': { kind: 'query', expected: OWNER_DINING_READ, input: (a) => ({ venueId: venue(a) }) },
      'ownerDining.charts': { kind: 'query', expected: OWNER_DINING_READ, input: (a) => ({ venueId: venue(a) }) },
      'ownerDining.settings': { kind: 'query', expected: OWNER_DINING_READ, input: (a) => ({ venueId: venue(a) }) },
      'ownerDining.confirm': {
        kind: 'mutation',
        expected: OWNER_DINING_WRITE,
        input: async (a, n) => ({ venueId: venue(a), reservationId: await target.hold(a, n) }),
      },
      'ownerDining.seat': {
        kind: 'mutation',
        expected: OWNER_DINING_WRITE,
        input: async (a) => ({ venueId: venue(a), reservationId: await target.today(a) }),
      },
      'ownerDining.cancel': {
        kind: 'mutation',
        expected: OWNER_DINING_WRITE,
        input: async (a, n) => ({ venueId: venue(a), reservationId: await target.confirmed(a, n) }),
      },
      // A Confirm taken offline, replayed with its key (ADR 116).
      'ownerDining.replay': {
        kind: 'mutation',
        expected: OWNER_DINING_WRITE,
        input: async (a, n) => ({ venueId: venue(a), reservationId: await target.hold(a, n), action: 'confirm', key: crypto.randomUUID() }),
      },
      'ownerDining.promote': {
        kind: 'mutation',
        expected: OWNER_DINING_WRITE,
        input: async (a, n) => ({ venueId: venue(a), waitlistId: await target.waiting(a, n) }),
      },
      'ownerDining.updateTables': {
        kind: 'mutation',
        expected: OWNER_DINING_WRITE,
        input: (a) => ({ venueId: venue(a), totalTables: 12, blockedTables: 1, turnMinutes: 90 }),
      },
      'ownerDining.updateDetails': {
        kind: 'mutation',
        expected: OWNER_DINING_WRITE,
        input: (a) => ({ venueId: venue(a), description: 'Ours', cuisine: 'Fish', menuUrl: '', vegetarian: true, vegan: false, glutenFree: false }),
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
      'ownerStays.overview': { kind: 'query', expected: OWNER_STAYS_READ, input: (a) => ({ venueId: property(a).id }) },
      'ownerStays.occupancy': { kind: 'query', expected: OWNER_STAYS_READ, input: (a) => ({ venueId: property(a).id }) },
      'ownerStays.bookings': { kind: 'query', expected: OWNER_STAYS_READ, input: (a) => ({ venueId: property(a).id, status: 'all', page: 1 }) },
      'ownerStays.reviews': { kind: 'query', expected: OWNER_STAYS_READ, input: (a) => ({ venueId: property(a).id }) },
      'ownerStays.settings': { kind: 'query', expected: OWNER_STAYS_READ, input: (a) => ({ venueId: property(a).id }) },
      'ownerStays.transition': {
        kind: 'mutation',
        expected: OWNER_STAYS_WRITE,
        input: async (a, n) => ({ venueId: property(a).id, id: await target.stay(a, n), to: 'confirmed' }),
      },
      // A Confirm taken offline, replayed with its key (ADR 116).
      'ownerStays.replay': {
        kind: 'mutation',
        expected: OWNER_STAYS_WRITE,
        input: async (a, n) => ({ venueId: property(a).id, id: await target.stay(a, n), to: 'confirmed', key: crypto.randomUUID() }),
      },
      'ownerStays.updateSettings': {
        kind: 'mutation',
        expected: OWNER_STAYS_WRITE,
        input: (a) => ({
          venueId: property(a).id,
          description: 'Quiet rooms',
          address: 'Ribčev Laz 1',
          amenities: ['wifi'],
          petsAllowed: true,
          blockedRooms: 0,
        }),
      },
      'ownerStays.addRoomType': {
        kind: 'mutation',
        expected: OWNER_STAYS_WRITE,
        input: (a, n) => ({ venueId: property(a).id, name: `Suite ${n}`, capacity: 4, basePriceEur: 150.5 }),
      },
      'ownerStays.editRoomType': {
        kind: 'mutation',
        expected: OWNER_STAYS_WRITE,
        input: (a, n) => ({ venueId: property(a).id, id: property(a).roomTypeId, name: `Double ${n}`, capacity: 2, basePriceEur: 90, active: true }),
      },
      'ownerStays.addRoom': {
        kind: 'mutation',
        expected: OWNER_STAYS_WRITE,
        input: (a, n) => ({ venueId: property(a).id, roomTypeId: property(a).roomTypeId, code: `M${n}` }),
      },
      'ownerStays.editRoom': {
        kind: 'mutation',
        expected: OWNER_STAYS_WRITE,
        input: (a, n) => ({ venueId: property(a).id, id: property(a).roomIds[1]!, roomTypeId: property(a).roomTypeId, code: `E${n}`, active: true }),
      },
      'ownerStays.replaceCalendarFeed': {
        kind: 'mutation',
        expected: OWNER_STAYS_WRITE,
        input: (a) => ({ venueId: property(a).id, kind: 'room', id: property(a).roomIds[0]! }),
      },
      'ownerStays.channelFeeds': { kind: 'query', expected: OWNER_STAYS_READ, input: (a) => ({ venueId: property(a).id }) },
      'ownerStays.channelConflicts': { kind: 'query', expected: OWNER_STAYS_READ, input: (a) => ({ venueId: property(a).id }) },
      'ownerStays.addChannelFeed': {
        kind: 'mutation',
        expected: OWNER_STAYS_WRITE,
        input: (a, n) => ({ venueId: property(a).id, roomId: property(a).roomIds[1]!, url: `${server.url}/channel/${a}-${n}.ics` }),
      },
      'ownerStays.syncChannelFeed': {
        kind: 'mutation',
        expected: OWNER_STAYS_WRITE,
        input: async (a, n) => ({ venueId: property(a).id, feedId: await target.feed(a, n) }),
      },
      'ownerStays.removeChannelFeed': {
        kind: 'mutation',
        expected: OWNER_STAYS_WRITE,
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

describe.each(TABS)('the owner $name tab: access matrix (visitor, guest, owner A, owner B, admin, the three plan owners)', (tab) => {
  itAnswersEachActor(tab);
});

describe('ownerDining with the venue of another owner', () => {
  it("B's own venue id with A's reservation id still finds nothing", async () => {
    const res = await cast.clients.ownerB.mutate('ownerDining.confirm', { venueId: cast.venueB, reservationId: await target.hold('ownerA', 1) });
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('Reservation not found or access denied');
  });
});
