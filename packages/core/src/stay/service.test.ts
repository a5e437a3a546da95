import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../../../tests/support/db';
import { latestMail } from '../../../../tests/support/mail';
import type { Database } from '../db/connection';
import { createProperty, createStayBooking as insertStayBooking, createSubscription, createUser, createVenue } from '../db/factories';
import { expireUnpaidHolds } from '../hold/tick';
import { outboxTransport } from '../notification/email';
import { nonePlaces } from '../places/none';
import {
  byId,
  cancelStayByToken,
  createStayBooking,
  getStayBookingByToken,
  list,
  quote,
  reviewTarget,
  search,
  submitStayReview,
  transitionStayBooking,
  type StayDeps,
} from './service';
import { isExclusionViolation } from '../db/pg-errors';
import { staysTransition } from '../owner/stays/overview';
import { guestLinkHash } from '../account/guest-link';

let db: Database;
useMigratedDatabase(['users', 'restaurants', 'outbox_emails', 'audit_logs', 'rate_limit_counters'], (d) => {
  db = d;
});

const APP_URL = 'https://tablestay.test';
const deps = (over: Partial<StayDeps> = {}): StayDeps => ({
  db,
  email: outboxTransport(() => {}),
  appUrl: APP_URL,
  holdMinutes: 15,
  rateLimit: { limit: 1000, windowSeconds: 600 },
  ...over,
});
const META = { ip: '203.0.113.9', locale: 'en' as const };
const MIN = 60_000;
const at = (minutes: number, base = NOW) => new Date(base.getTime() + minutes * MIN);

// 12:00 in Ljubljana (CEST) on Monday 15 June 2026.
const NOW = new Date('2026-06-15T10:00:00.000Z');

const INVALID = 'Invalid booking parameters. Please start from the search page.';
const NO_AVAILABILITY = 'This room is no longer available for the selected dates. Please try other dates.';
const UPDATE_FAILED = 'Failed to update booking';
const NOT_FOUND = 'Booking not found or access denied';

interface PropertySpec {
  name?: string;
  city?: string;
  timezone?: string;
  blocked?: number;
  ownerId?: string | null;
  rooms: { type: string; capacity: number; price: number; count: number; active?: boolean }[];
}

async function property(p: PropertySpec) {
  let code = 101;
  const { venue, roomTypes } = await createProperty(db, {
    name: p.name ?? 'Vila Ribnik',
    address: 'Ribniška ulica 3, 1000 Ljubljana',
    city: p.city ?? 'Ljubljana',
    timezone: p.timezone ?? 'Europe/Ljubljana',
    total_rooms: p.rooms.reduce((n, r) => n + r.count, 0),
    blocked_rooms: p.blocked ?? 0,
    deposit_eur: 20,
    // Without one, the factory's own owner, who pays for the plans (ADR 104).
    ...(p.ownerId ? { owner_id: p.ownerId } : {}),
    roomTypes: p.rooms.map((t) => ({
      name: t.type,
      capacity: t.capacity,
      base_price_eur: t.price,
      active: t.active ?? true,
      rooms: Array.from({ length: t.count }, () => String(code++)),
    })),
  });
  const types = Object.fromEntries(roomTypes.map((t) => [t.name, t.id]));
  const rooms = Object.fromEntries(roomTypes.map((t) => [t.name, t.rooms.map((r) => r.id)]));
  return { id: venue.id, types, rooms };
}

let n = 0;
const stay = (propertyId: string, roomTypeId: string, over: Record<string, unknown> = {}) => ({
  propertyId,
  roomTypeId,
  checkIn: '2026-06-20',
  checkOut: '2026-06-22',
  guests: 2,
  guestName: 'Ana Gost',
  guestEmail: `guest${++n}@example.com`,
  ...over,
});
const book = (propertyId: string, roomTypeId: string, over: Record<string, unknown> = {}, now = NOW, d = deps()) =>
  createStayBooking(d, stay(propertyId, roomTypeId, over), META, now);

/** One guest's stay on the given nights. */
const nights = (checkIn: string, checkOut: string) => ({ guestEmail: 'same@example.com', checkIn, checkOut });

const statusOf = async (id: string) =>
  await db.selectFrom('stay_bookings').select(['status', 'room_id', 'expires_at']).where('id', '=', id).executeTakeFirstOrThrow();
const searchAt = (over: Record<string, unknown> = {}, now = NOW) =>
  search({ db, places: nonePlaces }, { location: 'Ljubljana', check_in: '2026-06-20', check_out: '2026-06-22', guests: 2, ...over }, now);

const tripleOffers = async () => (await searchAt()).properties[0]?.roomTypes.map((t) => [t.name, t.available, t.onlyLeft]) ?? [];

/** An owner paying for the Stays plan, so their property is live (ADR 104). */
async function owner(email = 'owner@example.com') {
  const { id } = await createUser(db, { name: 'Olga Owner', email });
  await createSubscription(db, { user_id: id, product: 'stays' });
  return id;
}

describe('booking a room (create_stay_booking_safe)', () => {
  it('holds a concrete room awaiting its deposit, with price, deposit, audit row and the deposit email', async () => {
    const p = await property({ rooms: [{ type: 'Double Room', capacity: 2, price: 110.5, count: 2 }] });
    const res = await book(p.id, p.types['Double Room']!, { guestEmail: 'ana@example.com', guestPhone: '+386 40 123 456', notes: ' Late arrival ' });
    const row = await db.selectFrom('stay_bookings').selectAll().where('id', '=', res.bookingId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'awaiting_deposit',
      room_type_id: p.types['Double Room'],
      room_id: p.rooms['Double Room']![0],
      check_in: '2026-06-20',
      check_out: '2026-06-22',
      guests: 2,
      guest_email: 'ana@example.com',
      guest_phone: '+386 40 123 456',
      notes: 'Late arrival',
      deposit_eur: '20.00',
      price_per_night_eur: '110.50',
      view_token: guestLinkHash(res.viewToken),
    });
    expect(row.expires_at).toEqual(at(15));
    const audit = await db.selectFrom('audit_logs').selectAll().where('entity', '=', 'stay_booking').where('entity_id', '=', res.bookingId).execute();
    expect(audit.map((a) => a.action)).toEqual(['created']);
    const { mail, link } = await latestMail(db, 'ana@example.com', 'stay_booking_received');
    expect(mail.subject).toBe('Booking received – pay your deposit (Vila Ribnik)');
    expect(mail.text_body).toContain('Pay the deposit of 20 EUR within 15 minutes');
    expect(mail.text_body).toContain('Price of the stay: 221 EUR.');
    expect(mail.status).toBe('sent');
    expect(link?.toString()).toBe(`${APP_URL}/deposit/${res.bookingId}?type=stay&token=${res.viewToken}`);
  });

  it('writes the email in Slovenian for a Slovenian guest', async () => {
    const p = await property({ rooms: [{ type: 'Studio', capacity: 2, price: 85, count: 1 }] });
    await createStayBooking(deps(), stay(p.id, p.types.Studio!, { guestEmail: 'sl@example.com' }), { ...META, locale: 'sl' }, NOW);
    const { mail } = await latestMail(db, 'sl@example.com');
    expect(mail.subject).toBe('Rezervacija prejeta – plačajte varščino (Vila Ribnik)');
    expect(mail.text_body).toContain('2 noči');
  });

  it('never sells the same room twice for overlapping nights, and a check-out day is free for the next check-in', async () => {
    const p = await property({ rooms: [{ type: 'Suite', capacity: 4, price: 200, count: 1 }] });
    const rt = p.types.Suite!;
    const first = await book(p.id, rt, { checkIn: '2026-06-20', checkOut: '2026-06-22' });
    for (const [checkIn, checkOut] of [
      ['2026-06-21', '2026-06-23'],
      ['2026-06-19', '2026-06-21'],
      ['2026-06-18', '2026-06-25'],
      ['2026-06-20', '2026-06-21'],
    ]) {
      const err = await book(p.id, rt, { checkIn, checkOut }).catch((e: Error) => e);
      expect({ checkIn, checkOut, message: (err as Error).message }).toEqual({ checkIn, checkOut, message: NO_AVAILABILITY });
    }
    const after = await book(p.id, rt, { checkIn: '2026-06-22', checkOut: '2026-06-24' });
    const before = await book(p.id, rt, { checkIn: '2026-06-18', checkOut: '2026-06-20' });
    const rooms = await Promise.all([first, after, before].map((b) => statusOf(b.bookingId)));
    expect(new Set(rooms.map((r) => r.room_id)).size).toBe(1);
  });

  it('fills the rooms of a type one by one, then answers no availability', async () => {
    const p = await property({ rooms: [{ type: 'Double Room', capacity: 2, price: 95, count: 3 }] });
    const rt = p.types['Double Room']!;
    const got = [await book(p.id, rt), await book(p.id, rt), await book(p.id, rt)];
    const rooms = await Promise.all(got.map((b) => statusOf(b.bookingId)));
    expect(rooms.map((r) => r.room_id)).toEqual(p.rooms['Double Room']);
    await expect(book(p.id, rt)).rejects.toMatchObject({ code: 'stay.no_availability', message: NO_AVAILABILITY });
  });

  it('refuses parameters that do not describe a bookable stay', async () => {
    const p = await property({
      rooms: [
        { type: 'Double Room', capacity: 2, price: 95, count: 2 },
        { type: 'Old Wing', capacity: 2, price: 50, count: 1, active: false },
      ],
    });
    const other = await property({ name: 'Hiša Ob Jezeru', rooms: [{ type: 'Loft', capacity: 2, price: 70, count: 1 }] });
    const rt = p.types['Double Room']!;
    const cases: Record<string, unknown>[] = [
      { guests: 3 }, // over the room's capacity
      { roomTypeId: p.types['Old Wing'] }, // inactive type
      { roomTypeId: other.types.Loft }, // another property's type
      { propertyId: '00000000-0000-4000-8000-000000000000' },
      { checkIn: '2026-06-14', checkOut: '2026-06-16' }, // yesterday in Ljubljana
    ];
    for (const c of cases) {
      const err = await book(p.id, rt, c).catch((e: { code?: string; message: string }) => e);
      expect({ c, code: (err as { code?: string }).code, message: (err as Error).message }).toEqual({ c, code: 'stay.invalid_parameters', message: INVALID });
    }
    // Same-day and reversed ranges never reach the database.
    await expect(book(p.id, rt, { checkIn: '2026-06-20', checkOut: '2026-06-20' })).rejects.toThrow(INVALID);
    await expect(book(p.id, rt, { checkIn: '2026-06-22', checkOut: '2026-06-20' })).rejects.toThrow(INVALID);
    // Today is bookable.
    await expect(book(p.id, rt, { checkIn: '2026-06-15', checkOut: '2026-06-16' })).resolves.toMatchObject({ bookingId: expect.any(String) });
    expect(
      await db
        .selectFrom('stay_bookings')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: 1 });
  });

  it('judges "today" in the property\'s zone, not the server\'s', async () => {
    // 13:00 UTC: already 16 June in Auckland, still 15 June in Ljubljana.
    const now = new Date('2026-06-15T13:00:00Z');
    const lj = await property({ name: 'Ljubljana Rooms', rooms: [{ type: 'Double Room', capacity: 2, price: 90, count: 1 }] });
    const nz = await property({
      name: 'Auckland Rooms',
      city: 'Ljubljana',
      timezone: 'Pacific/Auckland',
      rooms: [{ type: 'Double Room', capacity: 2, price: 90, count: 1 }],
    });
    await expect(book(lj.id, lj.types['Double Room']!, { checkIn: '2026-06-15', checkOut: '2026-06-16' }, now)).resolves.toBeTruthy();
    await expect(book(nz.id, nz.types['Double Room']!, { checkIn: '2026-06-15', checkOut: '2026-06-16' }, now)).rejects.toThrow(INVALID);
    const res = await searchAt({ check_in: '2026-06-15', check_out: '2026-06-17' }, now);
    expect(res.properties.map((x) => x.property.name)).toEqual([]); // Ljubljana's only room is now held; Auckland's 15th is past
    const later = await searchAt({ check_in: '2026-06-16', check_out: '2026-06-17' }, now);
    expect(later.properties.map((x) => x.property.name).sort()).toEqual(['Auckland Rooms', 'Ljubljana Rooms']);
    // Before today everywhere on Earth: the search itself is refused.
    await expect(searchAt({ check_in: '2026-06-14', check_out: '2026-06-16' }, now)).rejects.toMatchObject({
      code: 'stay.past',
      message: 'Date cannot be in the past',
    });
  });

  it('is rate-limited per IP and per email', async () => {
    const p = await property({ rooms: [{ type: 'Double Room', capacity: 2, price: 95, count: 5 }] });
    const d = deps({ rateLimit: { limit: 2, windowSeconds: 600 } });
    // Three stays of one guest: the same stay again would be answered "already held" (ADR 024).
    await book(p.id, p.types['Double Room']!, nights('2026-06-20', '2026-06-22'), NOW, d);
    await book(p.id, p.types['Double Room']!, nights('2026-06-22', '2026-06-24'), NOW, d);
    await expect(book(p.id, p.types['Double Room']!, nights('2026-06-24', '2026-06-26'), NOW, d)).rejects.toMatchObject({ code: 'rate_limit.exceeded' });
  });
});

describe('unpaid holds (ADR 017)', () => {
  it('an expired hold frees its room at once, and the stale row never trips the EXCLUDE constraint', async () => {
    const p = await property({ rooms: [{ type: 'Studio', capacity: 2, price: 85, count: 1 }] });
    const rt = p.types.Studio!;
    const first = await book(p.id, rt, {}, NOW);
    await expect(book(p.id, rt, {}, at(14))).rejects.toThrow(NO_AVAILABILITY);
    expect((await searchAt({}, at(14))).properties).toEqual([]);
    // 15 minutes later the hold is gone, before any job has run.
    const s = await searchAt({}, at(15));
    expect(s.properties[0]!.roomTypes.map((t) => [t.name, t.available, t.onlyLeft])).toEqual([['Studio', 1, 1]]);
    expect((await quote(db, { propertyId: p.id, roomTypeId: rt, checkIn: '2026-06-21', checkOut: '2026-06-23', guests: 2 }, at(15))).available).toBe(1);
    expect((await getStayBookingByToken(db, { id: first.bookingId, token: first.viewToken }, at(15))).status).toBe('cancelled');
    // An overlapping booking on the same room: the lapsed hold is cancelled in the same transaction.
    const second = await book(p.id, rt, { checkIn: '2026-06-21', checkOut: '2026-06-23' }, at(16));
    expect(await statusOf(first.bookingId)).toMatchObject({ status: 'cancelled' });
    expect(await statusOf(second.bookingId)).toMatchObject({ status: 'awaiting_deposit', room_id: p.rooms.Studio![0] });
    const audit = await db.selectFrom('audit_logs').select(['action', 'meta_json']).where('entity_id', '=', first.bookingId).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['created', 'expired']);
  });

  it('the 5-minute job cancels lapsed holds once', async () => {
    const p = await property({ rooms: [{ type: 'Studio', capacity: 2, price: 85, count: 2 }] });
    const a = await book(p.id, p.types.Studio!, {}, NOW);
    const b = await book(p.id, p.types.Studio!, {}, at(10));
    expect(await expireUnpaidHolds(db, at(20))).toMatchObject({ stays: 1 });
    expect((await statusOf(a.bookingId)).status).toBe('cancelled');
    expect((await statusOf(b.bookingId)).status).toBe('awaiting_deposit');
    expect(await expireUnpaidHolds(db, at(20))).toMatchObject({ stays: 0 });
  });

  it('the database refuses an overlapping active stay on one room (23P01), and lets cancelled or back-to-back ones be', async () => {
    const p = await property({ rooms: [{ type: 'Studio', capacity: 2, price: 85, count: 1 }] });
    const base = {
      restaurant_id: p.id,
      room_type_id: p.types.Studio!,
      room_id: p.rooms.Studio![0]!,
      guest_name: 'X',
      guest_email: 'x@example.com',
      guests: 1,
      deposit_eur: 20,
      price_per_night_eur: 85,
    };
    await insertStayBooking(db, { ...base, check_in: '2026-07-01', check_out: '2026-07-03', status: 'confirmed' });
    await insertStayBooking(db, { ...base, check_in: '2026-07-02', check_out: '2026-07-04', status: 'cancelled' });
    await insertStayBooking(db, { ...base, check_in: '2026-07-03', check_out: '2026-07-05', status: 'checked_in' });
    const err = await insertStayBooking(db, { ...base, check_in: '2026-07-02', check_out: '2026-07-03', status: 'awaiting_deposit' }).catch((e: unknown) => e);
    expect(isExclusionViolation(err)).toBe(true);
    expect(isExclusionViolation(new Error('other'))).toBe(false);
  });
});

describe('availability: capacity, blocked rooms, Only N left', () => {
  it('shows per room type the rooms free for every night, badges "Only N left" at 1 and 2, and hides full types', async () => {
    const p = await property({
      rooms: [
        { type: 'Double Room', capacity: 2, price: 95, count: 3 },
        { type: 'Family Suite', capacity: 4, price: 180, count: 5 },
      ],
    });
    const rt = p.types['Double Room']!;
    const offers = async () => (await searchAt()).properties[0]?.roomTypes.map((t) => ({ name: t.name, available: t.available, onlyLeft: t.onlyLeft })) ?? [];
    expect(await offers()).toEqual([
      { name: 'Double Room', available: 3, onlyLeft: null },
      { name: 'Family Suite', available: 5, onlyLeft: null },
    ]);
    await book(p.id, rt);
    expect((await offers())[0]).toEqual({ name: 'Double Room', available: 2, onlyLeft: 2 });
    await book(p.id, rt, { checkIn: '2026-06-21', checkOut: '2026-06-23' }); // overlaps one of the two nights: that room is not free for the range
    expect((await offers())[0]).toEqual({ name: 'Double Room', available: 1, onlyLeft: 1 });
    // [19, 21) fits the second room ([21, 23) starts the day it ends): first fit takes it, the third stays free.
    await book(p.id, rt, { checkIn: '2026-06-19', checkOut: '2026-06-21' });
    expect((await offers())[0]).toEqual({ name: 'Double Room', available: 1, onlyLeft: 1 });
    await book(p.id, rt, { checkIn: '2026-06-21', checkOut: '2026-06-22' });
    expect(await offers()).toEqual([{ name: 'Family Suite', available: 5, onlyLeft: null }]);
    const res = await searchAt();
    expect(res).toMatchObject({
      checkIn: '2026-06-20',
      checkOut: '2026-06-22',
      nights: 2,
      guests: 2,
      placesEnabled: false,
      externalError: false,
      external: [],
    });
    expect(res.properties[0]!.roomTypes[0]).toMatchObject({ id: p.types['Family Suite'], capacity: 4, pricePerNight: 180, nights: 2, total: 360 });
  });

  it('leaves out room types that cannot take the guests, and filters by room type name', async () => {
    await property({
      rooms: [
        { type: 'Double Room', capacity: 2, price: 95, count: 3 },
        { type: 'Family Suite', capacity: 4, price: 180, count: 1 },
      ],
    });
    await property({ name: 'Mala Hiša', rooms: [{ type: 'Single', capacity: 1, price: 50, count: 2 }] });
    const three = await searchAt({ guests: 3 });
    expect(three.properties.map((x) => [x.property.name, x.property.fromPrice, x.roomTypes.map((t) => t.name)])).toEqual([
      ['Vila Ribnik', 95, ['Family Suite']],
    ]);
    const two = await searchAt({ guests: 2 });
    expect(two.properties.map((x) => x.property.name)).toEqual(['Vila Ribnik']);
    const one = await searchAt({ guests: 1 });
    expect(one.properties.map((x) => x.property.name).sort()).toEqual(['Mala Hiša', 'Vila Ribnik']);
    const suite = await searchAt({ guests: 1, room_type: 'suite' });
    expect(suite.properties.map((x) => [x.property.name, x.roomTypes.map((t) => t.name)])).toEqual([['Vila Ribnik', ['Family Suite']]]);
    expect((await searchAt({ room_type: 'penthouse' })).properties).toEqual([]);
  });

  it('keeps the blocked rooms back from sale across the whole property', async () => {
    const p = await property({
      blocked: 2,
      rooms: [
        { type: 'Double Room', capacity: 2, price: 95, count: 2 },
        { type: 'Suite', capacity: 2, price: 150, count: 1 },
      ],
    });
    const offers = tripleOffers;
    // 3 free, 2 blocked: one more room can be sold, of either type.
    expect(await offers()).toEqual([
      ['Double Room', 1, 1],
      ['Suite', 1, 1],
    ]);
    await book(p.id, p.types.Suite!);
    expect(await offers()).toEqual([]);
    await expect(book(p.id, p.types['Double Room']!)).rejects.toThrow(NO_AVAILABILITY);
    // Other dates are unaffected.
    expect(await offers().then(() => searchAt({ check_in: '2026-06-22', check_out: '2026-06-23' }))).toMatchObject({
      properties: [{ roomTypes: [{ available: 1 }, { available: 1 }] }],
    });
    const q = await quote(db, { propertyId: p.id, roomTypeId: p.types['Double Room']!, checkIn: '2026-06-20', checkOut: '2026-06-22', guests: 2 }, NOW);
    expect(q.available).toBe(0);
  });

  it('ignores inactive rooms and inactive room types', async () => {
    const p = await property({
      rooms: [
        { type: 'Double Room', capacity: 2, price: 95, count: 2 },
        { type: 'Attic', capacity: 2, price: 40, count: 1, active: false },
      ],
    });
    await db.updateTable('rooms').set({ active: false }).where('id', '=', p.rooms['Double Room']![0]!).execute();
    const res = await searchAt();
    expect(res.properties[0]!.roomTypes.map((t) => [t.name, t.available])).toEqual([['Double Room', 1]]);
    expect(res.properties[0]!.property.fromPrice).toBe(95);
    const b = await book(p.id, p.types['Double Room']!);
    expect((await statusOf(b.bookingId)).room_id).toBe(p.rooms['Double Room']![1]);
  });
});

describe('quote, browse and detail', () => {
  it('quotes the summary of /stays/book', async () => {
    const p = await property({ rooms: [{ type: 'Double Room', capacity: 2, price: 110.1, count: 2 }] });
    const q = await quote(
      db,
      { propertyId: p.id, roomTypeId: p.types['Double Room']!, checkIn: '2026-06-20', checkOut: '2026-06-23', guests: '2' } as never,
      NOW,
    );
    expect(q).toEqual({
      property: { id: p.id, name: 'Vila Ribnik', address: 'Ribniška ulica 3, 1000 Ljubljana', city: 'Ljubljana', timezone: 'Europe/Ljubljana' },
      roomType: { id: p.types['Double Room'], name: 'Double Room', name_sl: null, capacity: 2 },
      checkIn: '2026-06-20',
      checkOut: '2026-06-23',
      nights: 3,
      guests: 2,
      pricePerNight: 110.1,
      total: 330.3,
      deposit_eur: 20,
      available: 2,
    });
    await expect(
      quote(db, { propertyId: p.id, roomTypeId: p.types['Double Room']!, checkIn: '2026-06-20', checkOut: '2026-06-20', guests: 2 }, NOW),
    ).rejects.toMatchObject({ code: 'stay.invalid_parameters' });
    await expect(
      quote(db, { propertyId: 'nope', roomTypeId: p.types['Double Room']!, checkIn: '2026-06-20', checkOut: '2026-06-21', guests: 2 }, NOW),
    ).rejects.toMatchObject({ code: 'stay.invalid_parameters', message: INVALID });
  });

  it('lists stay properties only, pets filter, featured first, with ratings and from-price; detail never leaks owner data', async () => {
    const ownerId = await owner();
    const a = await property({
      name: 'Apartmaji Sonce',
      ownerId,
      rooms: [
        { type: 'Apartment', capacity: 4, price: 140, count: 1 },
        { type: 'Studio', capacity: 2, price: 85, count: 1 },
      ],
    });
    const b = await property({ name: 'Pasja Vila', rooms: [{ type: 'Double Room', capacity: 2, price: 99, count: 1 }] });
    await db
      .updateTable('restaurants')
      .set({ pets_allowed: true, featured: true, stripe_payment_link_url: 'https://buy.stripe.com/x' })
      .where('id', '=', b.id)
      .execute();
    await createVenue(db, { name: 'Gostilna', total_tables: 5 });
    const all = await list(db, {}, NOW);
    expect(all.map((s) => s.name)).toEqual(['Pasja Vila', 'Apartmaji Sonce']);
    expect((await list(db, { petsOnly: true }, NOW)).map((s) => s.name)).toEqual(['Pasja Vila']);
    expect(Object.keys(all[1]!).sort()).toEqual([
      'address',
      'amenities',
      'avg_price_eur',
      'city',
      'description',
      'featured',
      'fromPrice',
      'id',
      'latitude',
      'longitude',
      'name',
      'pets_allowed',
      'photos',
      'rating',
      'total_rooms',
    ]);
    expect(all[1]!.fromPrice).toBe(85);
    const detail = await byId(db, { id: a.id }, NOW);
    expect(detail.roomTypes.map((t) => [t.name, t.capacity, t.pricePerNight, t.active])).toEqual([
      ['Studio', 2, 85, true],
      ['Apartment', 4, 140, true],
    ]);
    expect(detail).toMatchObject({ timezone: 'Europe/Ljubljana', deposit_eur: 20, rating: { average: null, count: 0 } });
    expect(JSON.stringify(detail)).not.toContain(ownerId);
    await expect(byId(db, { id: 'nope' }, NOW)).rejects.toMatchObject({ code: 'stay.not_found', message: 'Property not found' });
    const dining = await db.selectFrom('restaurants').select('id').where('name', '=', 'Gostilna').executeTakeFirstOrThrow();
    await expect(byId(db, { id: dining.id }, NOW)).rejects.toThrow('Property not found');
  });
});

describe('the booking link', () => {
  it('shows the booking with its token only', async () => {
    const p = await property({ rooms: [{ type: 'Double Room', capacity: 2, price: 95, count: 1 }] });
    const b = await book(p.id, p.types['Double Room']!, { guestEmail: 'view@example.com', checkIn: '2026-06-20', checkOut: '2026-06-23' });
    const view = await getStayBookingByToken(db, { id: b.bookingId, token: b.viewToken }, NOW);
    expect(view).toMatchObject({
      id: b.bookingId,
      status: 'awaiting_deposit',
      check_in: '2026-06-20',
      check_out: '2026-06-23',
      nights: 3,
      guests: 2,
      guest_email: 'view@example.com',
      expires_at: at(15).toISOString(),
      deposit_eur: 20,
      price_per_night_eur: 95,
      total_eur: 285,
      room_type: { id: p.types['Double Room'], name: 'Double Room', name_sl: null },
      property: { id: p.id, name: 'Vila Ribnik', timezone: 'Europe/Ljubljana', latitude: null, longitude: null },
    });
    for (const bad of [
      { id: b.bookingId, token: 'x'.repeat(43) },
      { id: b.bookingId, token: '' },
      { id: 'nope', token: b.viewToken },
    ]) {
      await expect(getStayBookingByToken(db, bad, NOW)).rejects.toMatchObject({ code: 'stay.booking_not_found', message: NOT_FOUND });
    }
  });

  it('lets the guest cancel a live hold or a confirmed stay, once', async () => {
    const p = await property({ rooms: [{ type: 'Double Room', capacity: 2, price: 95, count: 1 }] });
    const b = await book(p.id, p.types['Double Room']!, { guestEmail: 'cancel@example.com' });
    expect(await cancelStayByToken(deps(), { id: b.bookingId, token: b.viewToken }, at(1))).toEqual({ id: b.bookingId, status: 'cancelled' });
    const { mail } = await latestMail(db, 'cancel@example.com');
    expect(mail.subject).toBe('Booking cancelled (Vila Ribnik)');
    await expect(cancelStayByToken(deps(), { id: b.bookingId, token: b.viewToken }, at(2))).rejects.toMatchObject({ code: 'stay.cancel_not_allowed' });
    // The room is free again.
    const again = await book(p.id, p.types['Double Room']!, {}, at(3));
    // A lapsed hold cannot be cancelled: it is already gone.
    await expect(cancelStayByToken(deps(), { id: again.bookingId, token: again.viewToken }, at(30))).rejects.toThrow(
      "Not allowed: This booking can't be cancelled.",
    );
  });
});

describe('owner transitions (SPEC §4)', () => {
  it('awaiting_deposit → confirmed → checked_in (from the check-in day) → checked_out, scoped to the owner', async () => {
    const ownerId = await owner();
    const other = await owner('other@example.com');
    const p = await property({ ownerId, rooms: [{ type: 'Double Room', capacity: 2, price: 95, count: 1 }] });
    const b = await book(p.id, p.types['Double Room']!);
    const move = (to: string, who = ownerId, now = NOW) =>
      staysTransition(deps(), { id: who, role: 'owner' }, { venueId: p.id, id: b.bookingId, to } as never, now);

    // The one ownership check (owner/scope.ts): another owner's venue is not found.
    await expect(move('confirmed', other)).rejects.toMatchObject({ code: 'restaurant.not_found' });
    // A booking of any venue but the one opened is not found either.
    await expect(transitionStayBooking(deps(), crypto.randomUUID(), { id: b.bookingId, to: 'confirmed' }, other, NOW)).rejects.toMatchObject({
      code: 'stay.booking_not_found',
      message: NOT_FOUND,
    });
    await expect(move('checked_in')).rejects.toMatchObject({ code: 'stay.update_failed', message: UPDATE_FAILED });
    await expect(move('checked_out')).rejects.toThrow(UPDATE_FAILED);
    expect(await move('confirmed', ownerId, at(5))).toEqual({ id: b.bookingId, status: 'confirmed' });
    expect(await statusOf(b.bookingId)).toMatchObject({ status: 'confirmed', expires_at: null });
    // The job never touches a confirmed stay.
    expect(await expireUnpaidHolds(db, at(60))).toMatchObject({ stays: 0 });
    await expect(move('confirmed')).rejects.toThrow(UPDATE_FAILED);
    await expect(move('checked_in', ownerId, new Date('2026-06-19T21:00:00Z'))).rejects.toThrow(UPDATE_FAILED); // 23:00 the day before, Ljubljana
    expect(await move('checked_in', ownerId, new Date('2026-06-19T22:30:00Z'))).toMatchObject({ status: 'checked_in' }); // 00:30 on the day
    await expect(move('cancelled', ownerId, new Date('2026-06-20T10:00:00Z'))).rejects.toThrow(UPDATE_FAILED);
    expect(await move('checked_out', ownerId, new Date('2026-06-21T09:00:00Z'))).toMatchObject({ status: 'checked_out' });
    await expect(move('checked_in', ownerId, new Date('2026-06-21T10:00:00Z'))).rejects.toThrow(UPDATE_FAILED);
    const audit = await db.selectFrom('audit_logs').select(['action', 'actor_user_id']).where('entity_id', '=', b.bookingId).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'created', actor_user_id: null },
      { action: 'confirmed', actor_user_id: ownerId },
      { action: 'checked_in', actor_user_id: ownerId },
      { action: 'checked_out', actor_user_id: ownerId },
    ]);
    // Checked out early: the remaining night is free again.
    expect((await searchAt({ check_in: '2026-06-21', check_out: '2026-06-22' }, new Date('2026-06-21T09:00:00Z'))).properties).toHaveLength(1);
  });

  it('cancels from awaiting_deposit or confirmed, and never confirms a lapsed hold', async () => {
    const ownerId = await owner();
    const p = await property({ ownerId, rooms: [{ type: 'Double Room', capacity: 2, price: 95, count: 2 }] });
    const lapsed = await book(p.id, p.types['Double Room']!);
    await expect(transitionStayBooking(deps(), p.id, { id: lapsed.bookingId, to: 'confirmed' }, ownerId, at(15))).rejects.toThrow(UPDATE_FAILED);
    const live = await book(p.id, p.types['Double Room']!, { guestEmail: 'owner-cancel@example.com' });
    expect(await transitionStayBooking(deps(), p.id, { id: live.bookingId, to: 'cancelled' }, ownerId, at(1))).toEqual({
      id: live.bookingId,
      status: 'cancelled',
    });
    expect((await latestMail(db, 'owner-cancel@example.com')).mail.subject).toBe('Booking cancelled (Vila Ribnik)');
    await expect(transitionStayBooking(deps(), p.id, { id: 'nope', to: 'confirmed' }, ownerId, NOW)).rejects.toThrow(UPDATE_FAILED);
  });
});

describe('stay reviews (/rate-stay)', () => {
  it('opens after the stay, takes one review per booking, and answers "already reviewed" after that', async () => {
    const ownerId = await owner();
    const p = await property({ ownerId, rooms: [{ type: 'Double Room', capacity: 2, price: 95, count: 1 }] });
    const b = await book(p.id, p.types['Double Room']!, { guestEmail: 'review@example.com' });
    const access = { id: b.bookingId, token: b.viewToken };
    expect(await reviewTarget(db, access, NOW)).toEqual({
      bookingId: b.bookingId,
      property: { id: p.id, name: 'Vila Ribnik' },
      alreadyReviewed: false,
      canReview: false,
    });
    await expect(submitStayReview(db, { ...access, rating: 5 }, NOW)).rejects.toMatchObject({
      code: 'stay.review_not_allowed',
      message: 'You can review your stay after check-out.',
    });
    await transitionStayBooking(deps(), p.id, { id: b.bookingId, to: 'confirmed' }, ownerId, at(1));
    // Confirmed and the check-out day reached (Ljubljana): reviewable even if the owner never checked the guest out.
    expect((await reviewTarget(db, access, new Date('2026-06-21T21:59:00Z'))).canReview).toBe(false);
    const checkoutDay = new Date('2026-06-21T22:00:00Z');
    expect((await reviewTarget(db, access, checkoutDay)).canReview).toBe(true);
    await expect(submitStayReview(db, { ...access, rating: 0 } as never, checkoutDay)).rejects.toThrow('Please select a rating');
    expect(await submitStayReview(db, { ...access, rating: 4, name: '  Ana ', comment: ' Lovely ' }, checkoutDay)).toEqual({
      ok: true,
      alreadyReviewed: false,
    });
    expect(await submitStayReview(db, { ...access, rating: 1 }, checkoutDay)).toEqual({ ok: true, alreadyReviewed: true });
    const reviews = await db.selectFrom('stay_reviews').selectAll().execute();
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({
      stay_booking_id: b.bookingId,
      restaurant_id: p.id,
      rating: 4,
      guest_name: 'Ana',
      guest_email: 'review@example.com',
      comment: 'Lovely',
    });
    expect(await reviewTarget(db, access, checkoutDay)).toMatchObject({ alreadyReviewed: true, canReview: false });
    expect((await byId(db, { id: p.id }, NOW)).rating).toEqual({ average: 4, count: 1 });
    await expect(reviewTarget(db, { id: b.bookingId, token: 'wrong' }, NOW)).rejects.toThrow(NOT_FOUND);
  });

  it('never for a cancelled booking; checked out is reviewable at once; no name is anonymous', async () => {
    const ownerId = await owner();
    const p = await property({ ownerId, rooms: [{ type: 'Double Room', capacity: 2, price: 95, count: 2 }] });
    const cancelled = await book(p.id, p.types['Double Room']!);
    await cancelStayByToken(deps(), { id: cancelled.bookingId, token: cancelled.viewToken }, at(1));
    expect((await reviewTarget(db, { id: cancelled.bookingId, token: cancelled.viewToken }, new Date('2026-07-01T10:00:00Z'))).canReview).toBe(false);
    const b = await book(p.id, p.types['Double Room']!, { checkIn: '2026-06-15', checkOut: '2026-06-18' });
    for (const to of ['confirmed', 'checked_in', 'checked_out']) await transitionStayBooking(deps(), p.id, { id: b.bookingId, to }, ownerId, at(2));
    expect(await submitStayReview(db, { id: b.bookingId, token: b.viewToken, rating: 3 }, at(3))).toEqual({ ok: true, alreadyReviewed: false });
    expect(await db.selectFrom('stay_reviews').select(['guest_name', 'comment']).executeTakeFirstOrThrow()).toEqual({ guest_name: null, comment: null });
  });
});
