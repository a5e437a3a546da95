import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createStayBooking } from '@tablestay/core/db/factories';
import { occupancyPercent } from '@tablestay/core/owner/stays/overview';
import { addDays, dateIn, wallToInstant } from '@tablestay/core/time/zone';
import { setClock } from '../support/clock';
import { ownerCast, type OwnerCast } from '../support/owners';
import { Client, startTestServer, type TestServer } from '../support/server';

/** The owner's Stays tab through the API: SPEC §4 transitions and occupancy, SPEC §5 texts (ADR 064–066). */

let server: TestServer;
let cast: OwnerCast;
let owner: Client;
const today = () => dateIn('Europe/Ljubljana');
const day = (n: number) => addDays(today(), n);

beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
  owner = cast.clients.ownerA;
});
afterAll(() => server?.close());

let seq = 0;
/** A fresh property of owner A's with `rooms` rooms of one type. */
async function property(rooms = 3, extra: { blocked_rooms?: number } = {}) {
  const { venue, roomTypes } = await createProperty(server.core.db, {
    owner_id: cast.userIds.ownerA,
    name: `Vila ${++seq}`,
    total_rooms: rooms,
    ...extra,
    roomTypes: [{ name: 'Double Room', capacity: 2, base_price_eur: 95, rooms }],
  });
  const rt = roomTypes[0]!;
  return { id: venue.id, roomTypeId: rt.id, rooms: rt.rooms.map((r) => r.id) };
}
type Property = Awaited<ReturnType<typeof property>>;

function booking(p: Property, room: number, checkIn: string, checkOut: string, values: Record<string, unknown> = {}) {
  return createStayBooking(server.core.db, {
    restaurant_id: p.id,
    room_type_id: p.roomTypeId,
    room_id: p.rooms[room]!,
    check_in: checkIn,
    check_out: checkOut,
    guest_name: 'Maja Novak',
    ...values,
  });
}

const move = (venueId: string, id: string, to: string) => owner.mutate<{ id: string; status: string }>('ownerStays.transition', { venueId, id, to });
const statusOf = async (id: string) =>
  await server.core.db.selectFrom('stay_bookings').select(['status', 'cancel_reason']).where('id', '=', id).executeTakeFirstOrThrow();

describe('who may cancel a stay, and until when (ADR 123)', () => {
  it('a guest cancels only before the check-in day, by link and on /me; the owner still may on that day', async () => {
    const p = await property();
    const guest = new Client(server.url);
    const tomorrow = await booking(p, 0, day(1), day(3), { status: 'confirmed' });
    const ok = await guest.mutate('stay.cancelByToken', { id: tomorrow.id, token: tomorrow.token });
    expect([ok.status, ok.error?.message]).toEqual([200, undefined]);
    for (const checkIn of [today(), day(-1)]) {
      const b = await booking(p, 1, checkIn, day(2), { status: 'confirmed' });
      const res = await guest.mutate('stay.cancelByToken', { id: b.id, token: b.token });
      expect([res.status, res.error?.data.domainCode, res.error?.message]).toEqual([
        403,
        'stay.cancel_after_check_in',
        'A stay can be cancelled only before its check-in day. Please contact the property.',
      ]);
      expect((await statusOf(b.id)).status).toBe('confirmed');
      const view = await guest.query<{ canCancel: boolean }>('stay.byToken', { id: b.id, token: b.token });
      expect(view.data.canCancel).toBe(false);
      // The owner's cancel (a no-show) has no such day.
      expect((await move(p.id, b.id, 'cancelled')).data).toEqual({ id: b.id, status: 'cancelled' });
    }
  });
});

describe('the last minute a guest may cancel a stay (ADR 123)', () => {
  it("is the minute before midnight that starts the check-in day, in the property's zone, not the server's", async () => {
    const p = await property();
    const checkIn = day(30);
    const b = await booking(p, 0, checkIn, addDays(checkIn, 2), { status: 'confirmed' });
    const guest = new Client(server.url);
    const at = (minutes: number) => wallToInstant('Europe/Ljubljana', checkIn, minutes);
    // The server and the test share this process's clock (ADR 121): set to 23:59 the night before.
    let restore = setClock(at(-1));
    try {
      expect((await guest.query<{ canCancel: boolean }>('stay.byToken', { id: b.id, token: b.token })).data.canCancel).toBe(true);
      restore();
      restore = setClock(at(1));
      expect((await guest.query<{ canCancel: boolean }>('stay.byToken', { id: b.id, token: b.token })).data.canCancel).toBe(false);
      expect((await guest.mutate('stay.cancelByToken', { id: b.id, token: b.token })).status).toBe(403);
      restore();
      restore = setClock(at(-1));
      expect((await guest.mutate('stay.cancelByToken', { id: b.id, token: b.token })).status).toBe(200);
    } finally {
      restore();
    }
  });
});

describe('owner transitions (SPEC §4)', () => {
  it('awaiting_deposit → confirmed → checked_in → checked_out, each audited with the owner as actor', async () => {
    const p = await property();
    const b = await booking(p, 0, today(), day(2), { status: 'awaiting_deposit', expires_at: new Date(Date.now() + 600_000) });
    for (const to of ['confirmed', 'checked_in', 'checked_out']) {
      const res = await move(p.id, b.id, to);
      expect(res.data).toEqual({ id: b.id, status: to });
      expect((await statusOf(b.id)).status).toBe(to);
    }
    const audits = await server.core.db
      .selectFrom('audit_logs')
      .select(['action', 'actor_user_id'])
      .where('entity', '=', 'stay_booking')
      .where('entity_id', '=', b.id)
      .orderBy('created_at')
      .execute();
    expect(audits).toEqual(['confirmed', 'checked_in', 'checked_out'].map((action) => ({ action, actor_user_id: cast.userIds.ownerA })));
  });

  it('refuses every move the status does not allow with the typed "Failed to update booking"', async () => {
    const p = await property();
    const b = await booking(p, 0, today(), day(1), { status: 'confirmed' });
    for (const to of ['confirmed', 'checked_out']) {
      const res = await move(p.id, b.id, to);
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('Failed to update booking');
      expect(res.error?.data.domainCode).toBe('stay.update_failed');
    }
    const out = await booking(p, 1, day(-3), day(-1), { status: 'checked_out' });
    for (const to of ['confirmed', 'checked_in', 'checked_out', 'cancelled'])
      expect((await move(p.id, out.id, to)).error?.message).toBe('Failed to update booking');
    // Checking in before the check-in day (the property's zone) is refused too.
    const later = await booking(p, 2, day(5), day(7), { status: 'confirmed' });
    expect((await move(p.id, later.id, 'checked_in')).error?.message).toBe('Failed to update booking');
    expect((await move(p.id, later.id, 'bogus')).error?.message).toBe('Failed to update booking');
  });

  it('an owner cancel sets cancel_reason owner and gives the room nights back', async () => {
    const p = await property(1);
    const b = await booking(p, 0, day(10), day(12), { status: 'confirmed' });
    expect((await move(p.id, b.id, 'cancelled')).data).toEqual({ id: b.id, status: 'cancelled' });
    expect(await statusOf(b.id)).toEqual({ status: 'cancelled', cancel_reason: 'owner' });
    // The same room and nights can be sold again.
    await expect(booking(p, 0, day(10), day(12), { status: 'confirmed' })).resolves.toMatchObject({ status: 'confirmed' });
  });

  it('a booking of another property, even the owner’s own, is not found through this venue', async () => {
    const p = await property();
    const other = await property();
    const b = await booking(other, 0, day(3), day(4), { status: 'confirmed' });
    const res = await move(p.id, b.id, 'cancelled');
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('Booking not found or access denied');
    const stranger = await cast.clients.ownerB.mutate('ownerStays.transition', { venueId: cast.venueB, id: b.id, to: 'cancelled' });
    expect(stranger.error?.message).toBe('Booking not found or access denied');
    expect((await statusOf(b.id)).status).toBe('confirmed');
  });
});

describe('overview and occupancy (SPEC §4: checked_in plus confirmed with check_in ≤ today < check_out)', () => {
  it('counts today’s arrivals and departures and occupancy over total − blocked', async () => {
    const p = await property(5, { blocked_rooms: 1 });
    await booking(p, 0, day(-2), day(2), { status: 'checked_in' }); // in the house
    await booking(p, 1, day(-1), day(1), { status: 'confirmed' }); // straddles today, not marked in
    await booking(p, 2, today(), day(3), { status: 'confirmed', guest_name: 'Ana Arrival' }); // arrives today
    await booking(p, 3, day(-3), today(), { status: 'checked_in' }); // leaves today, still checked in
    await booking(p, 3, today(), day(1), { status: 'awaiting_deposit', expires_at: new Date(Date.now() - 1000) }); // lapsed hold
    await booking(p, 4, day(1), day(2), { status: 'confirmed' }); // future
    await booking(p, 4, day(-5), day(-4), { status: 'checked_out' }); // past
    const res = await owner.query<Record<string, unknown>>('ownerStays.overview', { venueId: p.id });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      today: today(),
      hasRooms: true,
      checkInsToday: 1,
      checkOutsToday: 1,
      occupancy: { occupied: 4, available: 4, total: 5, blocked: 1, percent: 100 },
      rating: { average: null, count: 0 },
    });
    expect((res.data.arrivals as { guest_name: string; status: string }[]).map((a) => [a.guest_name, a.status])).toEqual([['Ana Arrival', 'confirmed']]);
  });

  it('occupancyPercent: rounded share of the rooms on sale, null when none are', () => {
    expect(occupancyPercent(1, 3, 0)).toBe(33);
    expect(occupancyPercent(2, 4, 1)).toBe(67);
    expect(occupancyPercent(5, 4, 0)).toBe(100);
    expect(occupancyPercent(0, 2, 2)).toBeNull();
    expect(occupancyPercent(0, 0, 0)).toBeNull();
  });

  it('the 90-day history counts nights of confirmed, checked-in and checked-out stays', async () => {
    const p = await property(2);
    await booking(p, 0, day(-10), day(-8), { status: 'checked_out' });
    await booking(p, 1, day(-9), day(-8), { status: 'cancelled' });
    const res = await owner.query<{ date: string; occupied: number; percent: number }[]>('ownerStays.occupancy', { venueId: p.id });
    expect(res.data).toHaveLength(90);
    expect(res.data.at(-1)?.date).toBe(today());
    const at = (d: string) => res.data.find((x) => x.date === d);
    expect(at(day(-10))).toMatchObject({ occupied: 1, available: 2, percent: 50 });
    expect(at(day(-9))).toMatchObject({ occupied: 1, percent: 50 });
    expect(at(day(-8))).toMatchObject({ occupied: 0, percent: 0 });
  });

  it('reviews: newest first, no name is null (shown as anonymous); the overview shows 5', async () => {
    const p = await property(1);
    for (let i = 0; i < 7; i++) {
      const b = await booking(p, 0, day(-30 + i * 2), day(-29 + i * 2), { status: 'checked_out' });
      await server.core.db
        .insertInto('stay_reviews')
        .values({
          stay_booking_id: b.id,
          restaurant_id: p.id,
          rating: i % 2 ? 4 : 5,
          guest_name: i === 6 ? null : `G${i}`,
          guest_email: 'g@example.com',
          created_at: new Date(Date.now() - (10 - i) * 60_000),
        })
        .execute();
    }
    const reviews = await owner.query<{ reviews: { guest_name: string | null }[] }>('ownerStays.reviews', { venueId: p.id });
    expect(reviews.data.reviews.map((r) => r.guest_name)).toEqual([null, 'G5', 'G4', 'G3', 'G2', 'G1', 'G0']);
    const overview = await owner.query<{ recentReviews: unknown[]; rating: unknown }>('ownerStays.overview', { venueId: p.id });
    expect(overview.data.recentReviews).toHaveLength(5);
    expect(overview.data.rating).toEqual({ average: 4.6, count: 7 });
  });
});

const settings = (venueId: string, over: Record<string, unknown> = {}) =>
  owner.mutate('ownerStays.updateSettings', {
    venueId,
    description: 'Lakeside',
    address: 'Ribčev Laz 50',
    amenities: ['wifi', 'sea_view'],
    petsAllowed: true,
    blockedRooms: 1,
    ...over,
  });
const totals = async (id: string) =>
  server.core.db.selectFrom('restaurants').select(['total_rooms', 'blocked_rooms']).where('id', '=', id).executeTakeFirstOrThrow();

describe('settings, room types and rooms (SPEC §5 texts; total_rooms kept in step, ADR 064)', () => {
  it('saves the settings and answers each rule with its SPEC text', async () => {
    const p = await property(2);
    expect((await settings(p.id)).status).toBe(200);
    const s = await owner.query<Record<string, unknown>>('ownerStays.settings', { venueId: p.id });
    expect(s.data).toMatchObject({
      description: 'Lakeside',
      address: 'Ribčev Laz 50',
      amenities: ['wifi', 'sea_view'],
      petsAllowed: true,
      totalRooms: 2,
      blockedRooms: 1,
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ description: 'x'.repeat(1001) }, 'Description must be less than 1000 characters'],
      [{ address: 'x'.repeat(201) }, 'Address must be less than 200 characters'],
      [{ blockedRooms: 3 }, 'Blocked rooms cannot exceed total rooms'],
      [{ amenities: ['hot_tub'] }, 'Please check your inputs'],
    ];
    for (const [over, text] of cases) {
      const res = await settings(p.id, over);
      expect({ status: res.status, message: res.error?.message }).toEqual({ status: 400, message: text });
    }
  });

  it('room types: add and edit with the SPEC rules; Active/Inactive moves total_rooms', async () => {
    const p = await property(2);
    const add = (over: Record<string, unknown>) =>
      owner.mutate<{ id: string }>('ownerStays.addRoomType', { venueId: p.id, name: 'Suite', capacity: 4, basePriceEur: 180, ...over });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'Room type name is required'],
      [{ name: 'x'.repeat(51) }, 'Room type name must be less than 50 characters'],
      [{ capacity: 0 }, 'Capacity must be between 1 and 20'],
      [{ capacity: 21 }, 'Capacity must be between 1 and 20'],
      [{ basePriceEur: -1 }, 'Base price must be more than 0'],
      [{ basePriceEur: 0 }, 'Base price must be more than 0'],
      [{ basePriceEur: 10.005 }, 'Base price must be in whole cents (step 0.01)'],
      [{ nameSl: 'x'.repeat(51) }, 'Room type name must be less than 50 characters'],
    ];
    for (const [over, text] of cases) expect((await add(over)).error?.message).toBe(text);
    const suite = await add({ basePriceEur: 180.5, nameSl: ' Apartma s pogledom ' });
    expect(suite.status).toBe(200);
    await owner.mutate('ownerStays.addRoom', { venueId: p.id, roomTypeId: suite.data.id, code: 'S1' });
    expect(await totals(p.id)).toEqual({ total_rooms: 3, blocked_rooms: 0 });
    const edit = (active: boolean) =>
      owner.mutate('ownerStays.editRoomType', { venueId: p.id, id: p.roomTypeId, name: 'Double', capacity: 2, basePriceEur: 99.99, active });
    expect((await edit(false)).status).toBe(200);
    expect(await totals(p.id)).toEqual({ total_rooms: 1, blocked_rooms: 0 });
    const s = await owner.query<{ roomTypes: { name: string; nameSl: string | null; basePriceEur: number; active: boolean }[] }>('ownerStays.settings', {
      venueId: p.id,
    });
    // The Slovenian name is kept trimmed; a blank one (the edit sent none) is no name.
    expect(s.data.roomTypes.map((t) => [t.name, t.nameSl, t.basePriceEur, t.active])).toEqual([
      ['Double', null, 99.99, false],
      ['Suite', 'Apartma s pogledom', 180.5, true],
    ]);
    // Blocking the one room left, then taking it off sale, is refused rather than silently unblocking.
    expect((await edit(true)).status).toBe(200);
    expect((await settings(p.id, { blockedRooms: 3 })).status).toBe(200);
    const off = await owner.mutate('ownerStays.editRoom', { venueId: p.id, id: p.rooms[0], roomTypeId: p.roomTypeId, code: 'X1', active: false });
    expect({ status: off.status, message: off.error?.message }).toEqual({ status: 400, message: 'Blocked rooms cannot exceed total rooms' });
    expect(await totals(p.id)).toEqual({ total_rooms: 3, blocked_rooms: 3 });
  });

  it('rooms: code required, at most 20, unique per property; another venue’s room type is not found', async () => {
    const p = await property(1);
    const add = (over: Record<string, unknown>) => owner.mutate('ownerStays.addRoom', { venueId: p.id, roomTypeId: p.roomTypeId, code: '201', ...over });
    expect((await add({ code: '' })).error?.message).toBe('Room code is required');
    expect((await add({ code: 'x'.repeat(21) })).error?.message).toBe('Room code must be less than 20 characters');
    expect((await add({})).status).toBe(200);
    const dup = await add({});
    expect({ status: dup.status, message: dup.error?.message }).toEqual({ status: 409, message: 'A room with this code already exists' });
    const other = await property(1);
    expect((await add({ code: '202', roomTypeId: other.roomTypeId })).error?.message).toBe('Room type not found');
    expect((await owner.mutate('ownerStays.editRoom', { venueId: p.id, id: other.rooms[0], roomTypeId: p.roomTypeId, code: '9' })).error?.message).toBe(
      'Room not found',
    );
    expect(await totals(p.id)).toEqual({ total_rooms: 2, blocked_rooms: 0 });
  });
});
