import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createRoomType, createVenue } from '@tablestay/core/db/factories';
import { roomTypesWithFreeQuery } from '@tablestay/core/stay/repository';
import type { StayBookingView, StayDetail, StayQuote, StayReviewTarget, StaySearchResult, PublicStay } from '@tablestay/core/stay/schema';
import { explain } from '../support/explain';
import { day, ZONE } from '../support/kinds';
import { latestMail } from '../support/mail';
import { Client, startTestServer, type TestServer } from '../support/server';

/** Stays over real HTTP: search, quote, book, the booking link, reviews, and the index-backed availability probe. */

let server: TestServer;
let c: Client;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
  c = new Client(server.url);
});
afterAll(() => server?.close());

const INVALID = 'Invalid booking parameters. Please start from the search page.';
const NO_AVAILABILITY = 'This room is no longer available for the selected dates. Please try other dates.';

async function property(p: { name: string; city?: string; blocked?: number; rooms: { type: string; capacity: number; price: number; count: number }[] }) {
  const db = server.core.db;
  const total = p.rooms.reduce((n, r) => n + r.count, 0);
  const row = await createVenue(db, {
    name: p.name,
    address: `${p.name} 1, ${p.city ?? 'Bled'}`,
    city: p.city ?? 'Bled',
    total_tables: 0,
    total_rooms: total,
    blocked_rooms: p.blocked ?? 0,
    deposit_eur: 20,
  });
  const types: Record<string, string> = {};
  const rooms: string[] = [];
  let code = 1;
  for (const t of p.rooms) {
    const rt = await createRoomType(db, { restaurant_id: row.id, name: t.type, capacity: t.capacity, base_price_eur: t.price });
    types[t.type] = rt.id;
    for (let i = 0; i < t.count; i++) {
      const room = await createRoom(db, { restaurant_id: row.id, room_type_id: rt.id, code: `${code++}` });
      rooms.push(room.id);
    }
  }
  return { id: row.id, types, rooms };
}

let seq = 0;
const booking = (propertyId: string, roomTypeId: string, over: Record<string, unknown> = {}) => ({
  propertyId,
  roomTypeId,
  checkIn: day(10),
  checkOut: day(12),
  guests: 2,
  guestName: 'Ana Gost',
  guestEmail: `stay-http-${++seq}@example.com`,
  ...over,
});
type Booked = { bookingId: string; viewToken: string };
const book = (propertyId: string, roomTypeId: string, over: Record<string, unknown> = {}) =>
  c.mutate<Booked>('stay.book', booking(propertyId, roomTypeId, over));
const search = (input: Record<string, unknown>) => c.query<StaySearchResult>('stay.search', input);

describe('stay search over HTTP (/stays?location&check_in&check_out&guests&room_type)', () => {
  // Each refusal and its text is packages/core/src/stay/availability.test.ts (the form) and service.test.ts
  // (the past); here, that a form error and a domain error each reach the wire as 400 with their text.
  it('answers a search without dates and one in the past with the SPEC texts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ location: 'Bled', guests: 2 }, 'Please select check-in and check-out dates'],
      [{ location: 'Bled', check_in: day(-3), check_out: day(-1), guests: 2 }, 'Date cannot be in the past'],
    ];
    for (const [input, message] of cases) {
      const res = await search(input);
      expect({ input, status: res.status, message: res.error?.message }).toEqual({ input, status: 400, message });
    }
  });

  it('finds properties by city, name or address with their free room types, price, nights, total and "Only N left"', async () => {
    const p = await property({
      name: 'Vila Zaka',
      rooms: [
        { type: 'Double Room', capacity: 2, price: 120, count: 3 },
        { type: 'Suite', capacity: 4, price: 210, count: 1 },
      ],
    });
    await property({ name: 'Hotel Drugje', city: 'Maribor', rooms: [{ type: 'Double Room', capacity: 2, price: 80, count: 2 }] });
    const res = await search({ location: 'bled', check_in: day(20), check_out: day(23), guests: '2' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ checkIn: day(20), checkOut: day(23), nights: 3, guests: 2, external: [], placesEnabled: false, externalError: false });
    expect(res.data.properties.map((x) => x.property.name)).toEqual(['Vila Zaka']);
    expect(res.data.properties[0]!.roomTypes).toEqual([
      { id: p.types['Double Room'], name: 'Double Room', name_sl: null, capacity: 2, pricePerNight: 120, nights: 3, total: 360, available: 3, onlyLeft: null },
      { id: p.types.Suite, name: 'Suite', name_sl: null, capacity: 4, pricePerNight: 210, nights: 3, total: 630, available: 1, onlyLeft: 1 },
    ]);
    const card = res.data.properties[0]!.property;
    expect(Object.keys(card).sort()).toEqual([
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
    expect(card.fromPrice).toBe(120);
    // Which room types fit the guests or the room-type filter is service.test.ts; odd text is find.test.ts.
    for (const location of ['Vila zaka', 'Zaka 1']) {
      const found = (await search({ location, check_in: day(20), check_out: day(23), guests: 2 })).data.properties.map((x) => x.property.name);
      expect({ location, found }).toEqual({ location, found: ['Vila Zaka'] });
    }
  });

  it('lists stays and shows one, never a dining venue', async () => {
    const p = await property({ name: 'Pension Browse', rooms: [{ type: 'Studio', capacity: 2, price: 70, count: 1 }] });
    const list = await c.query<PublicStay[]>('stay.list', { petsOnly: false });
    expect(list.status).toBe(200);
    expect(list.data.map((s) => s.name)).toContain('Pension Browse');
    const detail = await c.query<StayDetail>('stay.byId', { id: p.id });
    expect(detail.data).toMatchObject({
      id: p.id,
      name: 'Pension Browse',
      deposit_eur: 20,
      timezone: ZONE,
      roomTypes: [{ id: p.types.Studio, name: 'Studio', capacity: 2, pricePerNight: 70, active: true }],
    });
    const missing = await c.query('stay.byId', { id: '00000000-0000-4000-8000-000000000000' });
    expect({ status: missing.status, message: missing.error?.message }).toEqual({ status: 404, message: 'Property not found' });
  });
});

describe('booking a stay over HTTP', () => {
  it('quotes, books, emails the deposit link, and shows the booking by its token', async () => {
    const p = await property({ name: 'Apartmaji Lipa', rooms: [{ type: 'Studio', capacity: 2, price: 85, count: 1 }] });
    const q = await c.query<StayQuote>('stay.quote', { propertyId: p.id, roomTypeId: p.types.Studio, checkIn: day(10), checkOut: day(12), guests: '2' });
    expect(q.data).toMatchObject({
      nights: 2,
      guests: 2,
      pricePerNight: 85,
      total: 170,
      deposit_eur: 20,
      available: 1,
      roomType: { name: 'Studio', capacity: 2 },
    });
    const res = await book(p.id, p.types.Studio!, { guestEmail: 'Lipa@Example.com' });
    expect(res.status).toBe(200);
    const { link } = await latestMail(server.core.db, 'lipa@example.com', 'stay_booking_received');
    expect(link?.toString()).toBe(`${server.url}/deposit/${res.data.bookingId}?type=stay&token=${res.data.viewToken}`);
    const view = await c.query<StayBookingView>('stay.byToken', { id: res.data.bookingId, token: res.data.viewToken });
    expect(view.data).toMatchObject({
      status: 'awaiting_deposit',
      nights: 2,
      total_eur: 170,
      deposit_eur: 20,
      guest_email: 'lipa@example.com',
      property: { name: 'Apartmaji Lipa' },
    });
    const wrong = await c.query('stay.byToken', { id: res.data.bookingId, token: 'nope' });
    expect({ status: wrong.status, message: wrong.error?.message }).toEqual({ status: 404, message: 'Booking not found or access denied' });

    // Taken in the meantime: the SPEC "No availability" toast text, never a server error.
    const taken = await book(p.id, p.types.Studio!, { checkIn: day(11), checkOut: day(13) });
    expect({ status: taken.status, message: taken.error?.message, code: taken.error?.data.domainCode }).toEqual({
      status: 409,
      message: NO_AVAILABILITY,
      code: 'stay.no_availability',
    });
    expect(
      (await c.query<StayQuote>('stay.quote', { propertyId: p.id, roomTypeId: p.types.Studio, checkIn: day(11), checkOut: day(13), guests: 2 })).data.available,
    ).toBe(0);
    // Back to back on the same room: check-out day is the next check-in.
    const next = await book(p.id, p.types.Studio!, { checkIn: day(12), checkOut: day(14) });
    expect(next.status).toBe(200);
  });

  // Which parameters and form fields are refused, with which text, is packages/core/src/stay/availability.test.ts
  // (the schemas) and service.test.ts (capacity, the past); here, that each kind of refusal reaches the wire.
  it('answers invalid or missing parameters with the SPEC text, and a guest form error with its own, writing nothing', async () => {
    const p = await property({ name: 'Hiša Params', rooms: [{ type: 'Double Room', capacity: 2, price: 95, count: 2 }] });
    const rt = p.types['Double Room']!;
    const full = { propertyId: p.id, roomTypeId: rt, checkIn: day(10), checkOut: day(12), guests: 2 };
    const cases: [string, () => Promise<{ status: number; error?: { message: string } }>, string][] = [
      ['book: same-day range', () => book(p.id, rt, { checkOut: day(10) }), INVALID],
      ["book: over the room's capacity", () => book(p.id, rt, { guests: 3 }), INVALID],
      ['quote: no room type or dates', () => c.query('stay.quote', { propertyId: p.id }), INVALID],
      ["quote: over the room's capacity", () => c.query('stay.quote', { ...full, guests: 3 }), INVALID],
      ['book: blank name', () => book(p.id, rt, { guestName: ' ' }), 'Name is required'],
    ];
    for (const [what, call, message] of cases) {
      const res = await call();
      expect({ what, status: res.status, message: res.error?.message }).toEqual({ what, status: 400, message });
    }
    expect(
      await server.core.db
        .selectFrom('stay_bookings')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('restaurant_id', '=', p.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: 0 });
  });
});

describe('stay review over HTTP (/rate-stay/{id}?token)', () => {
  it('after the stay: one review, then "already reviewed"', async () => {
    const p = await property({ name: 'Hiša Review', rooms: [{ type: 'Studio', capacity: 2, price: 60, count: 1 }] });
    const b = (await book(p.id, p.types.Studio!)).data;
    const access = { id: b.bookingId, token: b.viewToken };
    expect((await c.query<StayReviewTarget>('stay.reviewTarget', access)).data).toEqual({
      bookingId: b.bookingId,
      property: { id: p.id, name: 'Hiša Review' },
      alreadyReviewed: false,
      canReview: false,
    });
    const early = await c.mutate('stay.review', { ...access, rating: 5 });
    expect({ status: early.status, message: early.error?.message }).toEqual({ status: 400, message: 'You can review your stay after check-out.' });
    await server.core.db.updateTable('stay_bookings').set({ status: 'checked_out' }).where('id', '=', b.bookingId).execute();
    const noRating = await c.mutate('stay.review', { ...access });
    expect({ status: noRating.status, message: noRating.error?.message }).toEqual({ status: 400, message: 'Please select a rating' });
    expect((await c.mutate('stay.review', { ...access, rating: 4, name: 'Ana', comment: 'Lovely' })).data).toEqual({ ok: true, alreadyReviewed: false });
    // Twice at once, or again later: one review, no error.
    const again = await Promise.all([c.mutate('stay.review', { ...access, rating: 1 }), c.mutate('stay.review', { ...access, rating: 2 })]);
    expect(again.map((r) => [r.status, r.data])).toEqual([
      [200, { ok: true, alreadyReviewed: true }],
      [200, { ok: true, alreadyReviewed: true }],
    ]);
    expect((await c.query<StayReviewTarget>('stay.reviewTarget', access)).data).toMatchObject({ alreadyReviewed: true, canReview: false });
    const reviews = await server.core.db.selectFrom('stay_reviews').select(['rating', 'guest_name']).where('stay_booking_id', '=', b.bookingId).execute();
    expect(reviews).toEqual([{ rating: 4, guest_name: 'Ana' }]);
    expect((await c.query<StayDetail>('stay.byId', { id: p.id })).data.rating).toEqual({ average: 4, count: 1 });
  });
});

/** The plan of the availability probe's own query for one property and range (no sequential scans, to show the index serves it). */
const probePlan = (propertyId: string, checkIn: string, checkOut: string, opts: { analyze: boolean }) =>
  explain(server.core.db, roomTypesWithFreeQuery(server.core.db, [propertyId], { checkIn, checkOut, now: new Date() }).compile(), {
    seqscan: false,
    analyze: opts.analyze,
  });

/** Index and heap pages the stay_bookings probes touched, per probe. */
const bookingPagesPerProbe = (nodes: Record<string, unknown>[]) => {
  const scans = nodes.filter((n) => n['Relation Name'] === 'stay_bookings');
  const pages = scans.reduce((sum, n) => sum + Number(n['Shared Hit Blocks'] ?? 0) + Number(n['Shared Read Blocks'] ?? 0), 0);
  const probes = scans.reduce((sum, n) => sum + Number(n['Actual Loops'] ?? 1), 0);
  return pages / Math.max(1, probes);
};

/** Booking rows an availability probe touched: rows returned by stay_bookings scans plus rows they discarded. */
const bookingRowsRead = (nodes: Record<string, unknown>[]) =>
  nodes
    .filter((n) => n['Relation Name'] === 'stay_bookings')
    .reduce(
      (sum, n) =>
        sum +
        Number(n['Actual Rows'] ?? 0) * Number(n['Actual Loops'] ?? 1) +
        Number(n['Rows Removed by Filter'] ?? 0) +
        Number(n['Rows Removed by Index Recheck'] ?? 0),
      0,
    );

describe('the availability probe is index-backed, and its cost does not grow with past bookings', () => {
  it("probes stay_bookings per room through the EXCLUDE constraint's GiST index, bounded by the requested range", async () => {
    const p = await property({ name: 'Hiša Explain', rooms: [{ type: 'Studio', capacity: 2, price: 60, count: 2 }] });
    const nodes = await probePlan(p.id, day(30), day(33), { analyze: false });
    const scans = nodes.filter((n) => n['Relation Name'] === 'stay_bookings');
    expect(scans.map((n) => [n['Node Type'], n['Index Name']])).toEqual([['Index Scan', 'stay_bookings_no_overlap']]);
    expect(String(scans[0]!['Index Cond'])).toMatch(/room_id = rm\.id.*daterange\(check_in, check_out.*&&/);
    // The channel blocks (ADR 125) are probed per room the same way, through their own GiST index.
    const blocks = nodes.filter((n) => n['Relation Name'] === 'room_blocks');
    expect(blocks.map((n) => [n['Node Type'], n['Index Name']])).toEqual([['Index Scan', 'room_blocks_nights_idx']]);
    expect(String(blocks[0]!['Index Cond'])).toMatch(/room_id = rm\.id.*daterange\(starts, ends.*&&/);
    for (const table of ['rooms', 'room_types']) {
      const onTable = nodes.filter((n) => n['Relation Name'] === table);
      expect({ table, scans: onTable.map((n) => n['Node Type']) }).not.toEqual({ table, scans: expect.arrayContaining(['Seq Scan']) });
    }
  });

  it('reads the same few booking rows with 0 and with 3,000 past stays in the database', async () => {
    const p = await property({ name: 'Hiša History', rooms: [{ type: 'Studio', capacity: 2, price: 60, count: 2 }] });
    const [roomA, roomB] = p.rooms as [string, string];
    const rt = p.types.Studio!;
    // Two live bookings around the probed range: one overlapping, one after it.
    await book(p.id, rt, { checkIn: day(30), checkOut: day(32) });
    await book(p.id, rt, { checkIn: day(40), checkOut: day(42) });
    const planBefore = await probePlan(p.id, day(30), day(33), { analyze: true });
    const before = bookingRowsRead(planBefore);

    // 3,000 stays that ended before today: most checked out, some never closed by the owner (still confirmed).
    // One set-based insert, not 3,000 createStayBooking calls: those would make the test slow.
    await sql`
      INSERT INTO stay_bookings (restaurant_id, room_type_id, room_id, guest_name, guest_email, guests, check_in, check_out, status, view_token, deposit_eur, price_per_night_eur)
      SELECT ${p.id}::uuid, ${rt}::uuid, CASE WHEN i % 2 = 0 THEN ${roomA}::uuid ELSE ${roomB}::uuid END, 'Past Guest', 'past' || i || '@example.com', 2,
             ${day(-1)}::date - (i / 2 + 1) * 2, ${day(-1)}::date - (i / 2 + 1) * 2 + 1,
             CASE WHEN i % 5 = 0 THEN 'confirmed' ELSE 'checked_out' END, md5('past-token-' || i) || md5(i::text), 20, 60
      FROM generate_series(0, 2999) AS i`.execute(server.core.db);
    await sql`ANALYZE stay_bookings`.execute(server.core.db);
    const planAfter = await probePlan(p.id, day(30), day(33), { analyze: true });
    const after = bookingRowsRead(planAfter);
    expect(before).toBeLessThanOrEqual(4);
    expect(after).toBe(before);
    // A probe descends the index: a page or two more for a deeper tree, never a walk through history.
    expect(bookingPagesPerProbe(planBefore)).toBeLessThanOrEqual(4);
    expect(bookingPagesPerProbe(planAfter)).toBeLessThanOrEqual(4);
    // And the answer is still right.
    const s = await search({ location: 'Hiša History', check_in: day(30), check_out: day(33), guests: 2 });
    expect(s.data.properties[0]!.roomTypes.map((t) => [t.available, t.onlyLeft])).toEqual([[1, 1]]);
  });
});
