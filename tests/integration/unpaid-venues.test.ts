import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createSubscription, createUser, createUserRole, createVenue, guestEmail } from '@tablestay/core/db/factories';
import { expireHoldsAndOfferTables } from '@tablestay/core/hold/tick';
import { bookTable } from '@tablestay/core/reservation/book-table';
import { createReservationInput } from '@tablestay/core/reservation/schema';
import { createStayBooking } from '@tablestay/core/stay/booking';
import { verifiedGuest } from '../support/accounts';
import { latestMail } from '../support/mail';
import { subscribedOwner } from '../support/owners';
import { day } from '../support/kinds';
import { Client, startTestServer, type TestServer } from '../support/server';

/**
 * A venue is public and bookable only while its owner's plan for its side runs (ADR 104): a
 * restaurant needs the Restaurant plan, a property the Stays plan, and a room type needs a price.
 * Over real HTTP: every public read leaves the others out, every booking core refuses them with the
 * text a missing venue gets, and nothing is written.
 */

let server: TestServer;
let c: Client;
const ids = {} as Record<
  'paid' | 'unpaid' | 'staysOnly' | 'paidLodge' | 'unpaidLodge' | 'restaurantOnlyLodge' | 'freeLodge' | 'mixedLodge' | 'lapsing',
  string
>;
const types = {} as Record<'paidLodge' | 'unpaidLodge' | 'restaurantOnlyLodge' | 'freeLodge' | 'mixedFree' | 'mixedPriced', string>;

/** An owner holding exactly `plans`. */
async function ownerWith(plans: ('restaurant' | 'stays')[]) {
  const { id } = await createUser(server.core.db);
  for (const product of plans) await createSubscription(server.core.db, { user_id: id, product });
  return id;
}

const CITY = 'Zzplancity';
const lodge = (name: string, values: Parameters<typeof createProperty>[1] = {}) =>
  createProperty(server.core.db, {
    name,
    city: CITY,
    total_rooms: 2,
    featured: true,
    roomTypes: [{ name: 'Double', capacity: 2, base_price_eur: 90, rooms: 2 }],
    ...values,
  });

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
  c = new Client(server.url);
  const db = server.core.db;
  const restaurant = (name: string, values: Parameters<typeof createVenue>[1] = {}) =>
    createVenue(db, { name, city: CITY, total_tables: 1, featured: true, turn_minutes: 90, ...values }).then((v) => v.id);
  ids.paid = await restaurant('Zzpaid Bistro');
  ids.unpaid = await restaurant('Zzunpaid Bistro', { ownerPays: false });
  ids.staysOnly = await restaurant('Zzstaysonly Bistro', { owner_id: await ownerWith(['stays']) });
  ids.lapsing = await restaurant('Zzlapsing Bistro');
  for (const [key, values] of [
    ['paidLodge', {}],
    ['unpaidLodge', { ownerPays: false }],
    ['restaurantOnlyLodge', { owner_id: await ownerWith(['restaurant']) }],
  ] as const) {
    const p = await lodge(`Zz${key}`, values);
    ids[key] = p.venue.id;
    types[key] = p.roomTypes[0]!.id;
  }
  // The wizard's default price is 0: such a room type is not for sale (the owner is asked for a price).
  const free = await lodge('Zzfree Lodge', { roomTypes: [{ name: 'Free Double', capacity: 2, base_price_eur: 0, rooms: 2 }] });
  ids.freeLodge = free.venue.id;
  types.freeLodge = free.roomTypes[0]!.id;
  const mixed = await lodge('Zzmixed Lodge', {
    roomTypes: [
      { name: 'Free Twin', capacity: 2, base_price_eur: 0, rooms: 1 },
      { name: 'Priced Twin', capacity: 2, base_price_eur: 70, rooms: 1 },
    ],
  });
  ids.mixedLodge = mixed.venue.id;
  types.mixedFree = mixed.roomTypes[0]!.id;
  types.mixedPriced = mixed.roomTypes[1]!.id;
});
afterAll(() => server?.close());

const table = (restaurantId: string, over: Record<string, unknown> = {}) => ({
  restaurantId,
  date: day(3),
  time: '19:00',
  partySize: 2,
  guestName: 'Ana Gost',
  guestEmail: guestEmail(),
  privacyConsent: true,
  ...over,
});
const stay = (propertyId: string, roomTypeId: string, over: Record<string, unknown> = {}) => ({
  propertyId,
  roomTypeId,
  checkIn: day(10),
  checkOut: day(12),
  guests: 2,
  guestName: 'Ana Gost',
  guestEmail: guestEmail(),
  ...over,
});
const answer = (res: { status: number; error?: { message: string } }) => ({ status: res.status, message: res.error?.message });
const count = async (from: 'reservations' | 'stay_bookings' | 'waitlist_entries', restaurantId: string) =>
  (await server.core.db.selectFrom(from).select('id').where('restaurant_id', '=', restaurantId).execute()).length;
const names = (data: unknown) => JSON.stringify(data);

const RESTAURANT_NOT_FOUND = { status: 404, message: 'Restaurant not found' };
const INVALID_STAY = { status: 400, message: 'Invalid booking parameters. Please start from the search page.' };
const UNPRICED = { status: 400, message: 'This room type has no price yet, so it cannot be booked. Please choose another room.' };

describe('a restaurant whose owner has no Restaurant plan', () => {
  it('is in no search, list, suggestion or carousel; its page is not found', async () => {
    const shown = names([
      (await c.query('restaurant.search', { location: CITY })).data,
      (await c.query('restaurant.list', {})).data,
      (await c.query('restaurant.suggest', { q: 'Zz' })).data,
      (await c.query('restaurant.featured')).data,
    ]);
    expect(shown).toContain('Zzpaid Bistro');
    expect(shown).not.toContain('Zzunpaid Bistro');
    expect(shown).not.toContain('Zzstaysonly Bistro'); // the Stays plan sells no tables
    for (const id of [ids.unpaid, ids.staysOnly]) expect(answer(await c.query('restaurant.byId', { id }))).toEqual(RESTAURANT_NOT_FOUND);
    expect((await c.query('restaurant.byId', { id: ids.paid })).status).toBe(200);
  });

  it('takes no booking, shows no availability and puts nobody on its waitlist; nothing is written', async () => {
    for (const id of [ids.unpaid, ids.staysOnly]) {
      expect(answer(await c.query('reservation.availability', { restaurantId: id, date: day(3) }))).toEqual(RESTAURANT_NOT_FOUND);
      // Twice: the second time is refused as the first (nothing of the first attempt is kept).
      for (let i = 0; i < 2; i++) expect(answer(await c.mutate('reservation.create', table(id)))).toEqual(RESTAURANT_NOT_FOUND);
      expect(await count('reservations', id)).toBe(0);
      expect(await count('waitlist_entries', id)).toBe(0);
    }
    expect((await c.mutate('reservation.create', table(ids.paid))).status).toBe(200);
  });
});

describe('a restaurant whose plan lapses', () => {
  it('drops out at once, even from a copy of its row this process holds, and offers freed tables to no one', async () => {
    const id = ids.lapsing;
    const first = await c.mutate<{ reservationId: string }>('reservation.create', table(id, { date: day(4) }));
    expect(first.status).toBe(200);
    const waiter = guestEmail();
    expect((await c.mutate<{ status: string }>('reservation.create', table(id, { date: day(4), guestEmail: waiter }))).data.status).toBe('waitlisted');
    const owner = (await server.core.db.selectFrom('restaurants').select('owner_id').where('id', '=', id).executeTakeFirstOrThrow()).owner_id!;
    await server.core.db.updateTable('subscriptions').set({ status: 'canceled' }).where('user_id', '=', owner).execute();

    expect(answer(await c.mutate('reservation.create', table(id, { date: day(5) })))).toEqual(RESTAURANT_NOT_FOUND);
    expect(names((await c.query('restaurant.search', { location: CITY })).data)).not.toContain('Zzlapsing Bistro');
    // The table the hold kept comes free: the waiting guest gets no offer from a venue that takes no bookings.
    await server.core.db
      .updateTable('reservations')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', first.data.reservationId)
      .execute();
    await expireHoldsAndOfferTables(server.core.booking);
    const entry = await server.core.db.selectFrom('waitlist_entries').select('status').where('guest_email', '=', waiter).executeTakeFirstOrThrow();
    expect(entry.status).toBe('waiting');
  });

  it('refuses a claim of an offer made while it was live', async () => {
    const id = await createVenue(server.core.db, { name: 'Zzclaim Bistro', city: CITY, total_tables: 1, turn_minutes: 90 }).then((v) => v.id);
    const first = await c.mutate<{ reservationId: string }>('reservation.create', table(id));
    const waiter = guestEmail();
    await c.mutate('reservation.create', table(id, { guestEmail: waiter }));
    await server.core.db
      .updateTable('reservations')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', first.data.reservationId)
      .execute();
    await expireHoldsAndOfferTables(server.core.booking);
    const { link } = await latestMail(server.core.db, waiter, 'waitlist_offer');
    const owner = (await server.core.db.selectFrom('restaurants').select('owner_id').where('id', '=', id).executeTakeFirstOrThrow()).owner_id!;
    await server.core.db
      .updateTable('subscriptions')
      .set({ current_period_end: new Date(Date.now() - 1000) })
      .where('user_id', '=', owner)
      .execute();
    const claim = { id: link!.pathname.split('/').pop(), token: link!.searchParams.get('token'), offer: link!.searchParams.get('offer') };
    expect(answer(await c.mutate('waitlist.claim', claim))).toEqual(RESTAURANT_NOT_FOUND);
    expect(await server.core.db.selectFrom('reservations').select('id').where('guest_email', '=', waiter).execute()).toEqual([]);
  });

  it('is refused the moment its paid period ends, with no change to its row (checked against the clock under the venue lock)', async () => {
    const owner = await ownerWith([]);
    const end = new Date(Date.now() + 60 * 60_000);
    await createSubscription(server.core.db, { user_id: owner, product: 'restaurant', current_period_end: end });
    const id = (await createVenue(server.core.db, { owner_id: owner, name: 'Zzending Bistro', total_tables: 5 })).id;
    const meta = { ip: '203.0.113.9', locale: 'en' as const };
    const input = () => createReservationInput.parse(table(id, { date: day(6) }));
    expect((await bookTable(server.core.booking, input(), meta)).status).toBe('awaiting_deposit');
    const after = new Date(end.getTime() + 1000);
    await expect(bookTable(server.core.booking, input(), meta, after)).rejects.toThrow('Restaurant not found');
    expect(await count('reservations', id)).toBe(1);
  });
});

describe('a property whose owner has no Stays plan', () => {
  it('is on no stays search or list; its page is not found', async () => {
    const shown = names([
      (await c.query('stay.search', { location: CITY, check_in: day(10), check_out: day(12), guests: 2 })).data,
      (await c.query('stay.list', {})).data,
      (await c.query('restaurant.featured')).data,
    ]);
    expect(shown).toContain('ZzpaidLodge');
    expect(shown).not.toContain('ZzunpaidLodge');
    expect(shown).not.toContain('ZzrestaurantOnlyLodge'); // the Restaurant plan sells no rooms
    for (const id of [ids.unpaidLodge, ids.restaurantOnlyLodge]) {
      expect(answer(await c.query('stay.byId', { id }))).toEqual({ status: 404, message: 'Property not found' });
      // Nor does the stay form's dinner planner answer for it.
      const planned = await c.query('trip.plannedDinnerOptions', { propertyId: id, checkIn: day(10), checkOut: day(12), guests: 2 });
      expect(answer(planned)).toEqual({ status: 404, message: 'Property not found' });
    }
    expect((await c.query('trip.plannedDinnerOptions', { propertyId: ids.paidLodge, checkIn: day(10), checkOut: day(12), guests: 2 })).status).toBe(200);
  });

  it('gives no quote and takes no booking; nothing is written', async () => {
    for (const key of ['unpaidLodge', 'restaurantOnlyLodge'] as const) {
      const quote = stay(ids[key], types[key]);
      expect(answer(await c.query('stay.quote', quote))).toEqual(INVALID_STAY);
      for (let i = 0; i < 2; i++) expect(answer(await c.mutate('stay.book', stay(ids[key], types[key])))).toEqual(INVALID_STAY);
      expect(await count('stay_bookings', ids[key])).toBe(0);
    }
    expect((await c.mutate('stay.book', stay(ids.paidLodge, types.paidLodge))).status).toBe(200);
  });

  it('is refused the moment its paid period ends, with no change to its row', async () => {
    const owner = await ownerWith([]);
    const end = new Date(Date.now() + 60 * 60_000);
    await createSubscription(server.core.db, { user_id: owner, product: 'stays', current_period_end: end });
    const p = await lodge('Zzending Lodge', { owner_id: owner });
    const meta = { ip: '203.0.113.9', locale: 'en' as const };
    const input = () => stay(p.venue.id, p.roomTypes[0]!.id, { checkIn: day(20), checkOut: day(21) });
    await createStayBooking(server.core.stay, input(), meta);
    await expect(createStayBooking(server.core.stay, input(), meta, new Date(end.getTime() + 1000))).rejects.toThrow('Invalid booking parameters');
    expect(await count('stay_bookings', p.venue.id)).toBe(1);
  });
});

describe('a room type without a price (ADR 104)', () => {
  it('is offered nowhere: search leaves it out (and a property with nothing else), the page lists only priced ones', async () => {
    const search = (
      await c.query<{ properties: { property: { name: string; fromPrice: number }; roomTypes: { name: string }[] }[] }>('stay.search', {
        location: CITY,
        check_in: day(10),
        check_out: day(12),
        guests: 2,
      })
    ).data;
    expect(search.properties.map((p) => p.property.name)).not.toContain('Zzfree Lodge');
    const mixed = search.properties.find((p) => p.property.name === 'Zzmixed Lodge')!;
    expect(mixed.roomTypes.map((t) => t.name)).toEqual(['Priced Twin']);
    expect(mixed.property.fromPrice).toBe(70);
    const page = await c.query<{ roomTypes: { name: string }[]; fromPrice: number | null }>('stay.byId', { id: ids.mixedLodge });
    expect(page.data.roomTypes.map((t) => t.name)).toEqual(['Priced Twin']);
    expect(names((await c.query('stay.list', {})).data)).not.toContain('"fromPrice":0');
  });

  it('cannot be quoted or booked, with a clear text; nothing is written', async () => {
    for (const [id, type] of [
      [ids.freeLodge, types.freeLodge],
      [ids.mixedLodge, types.mixedFree],
    ] as const) {
      expect(answer(await c.query('stay.quote', stay(id, type)))).toEqual(UNPRICED);
      expect(answer(await c.mutate('stay.book', stay(id, type)))).toEqual(UNPRICED);
    }
    expect(await count('stay_bookings', ids.freeLodge)).toBe(0);
    expect(await count('stay_bookings', ids.mixedLodge)).toBe(0);
    expect((await c.mutate('stay.book', stay(ids.mixedLodge, types.mixedPriced))).status).toBe(200);
  });
});

/** A visitor, a proven guest, an admin, and the unpaid venue's own owner: none of them books it. */
const actors = async () => {
  const db = server.core.db;
  const admin = await verifiedGuest(server, 'unpaid.admin@example.com');
  await createUserRole(db, {
    user_id: (await db.selectFrom('users').select('id').where('email', '=', 'unpaid.admin@example.com').executeTakeFirstOrThrow()).id,
    role: 'admin',
  });
  const owner = await subscribedOwner(server, 'unpaid.owner@example.com', []);
  await db.updateTable('restaurants').set({ owner_id: owner.userId }).where('id', 'in', [ids.unpaid, ids.unpaidLodge]).execute();
  return { visitor: c, guest: await verifiedGuest(server, 'unpaid.guest@example.com'), admin, owner: owner.client };
};

describe('the public procedures that name a venue, for every actor (ADR 104)', () => {
  const ROWS: [string, 'query' | 'mutation', () => unknown, { status: number; message: string }][] = [
    ['reservation.create', 'mutation', () => table(ids.unpaid), RESTAURANT_NOT_FOUND],
    ['reservation.availability', 'query', () => ({ restaurantId: ids.unpaid, date: day(3) }), RESTAURANT_NOT_FOUND],
    ['restaurant.byId', 'query', () => ({ id: ids.unpaid }), RESTAURANT_NOT_FOUND],
    ['stay.byId', 'query', () => ({ id: ids.unpaidLodge }), { status: 404, message: 'Property not found' }],
    ['stay.quote', 'query', () => stay(ids.unpaidLodge, types.unpaidLodge), INVALID_STAY],
    ['stay.book', 'mutation', () => stay(ids.unpaidLodge, types.unpaidLodge), INVALID_STAY],
  ];

  it('refuses each one to everyone as a venue that does not exist, and writes nothing', async () => {
    const clients = await actors();
    const seen = [];
    for (const [proc, kind, input, expected] of ROWS) {
      for (const [actor, client] of Object.entries(clients)) {
        const res = kind === 'query' ? await client.query(proc, input()) : await client.mutate(proc, input());
        seen.push({ proc, actor, got: answer(res), expected });
      }
    }
    expect(seen.filter((s) => JSON.stringify(s.got) !== JSON.stringify(s.expected))).toEqual([]);
    expect(await count('reservations', ids.unpaid)).toBe(0);
    expect(await count('stay_bookings', ids.unpaidLodge)).toBe(0);
  });
});
