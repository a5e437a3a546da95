import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createStayBooking } from '@tablestay/core/db/factories';
import type { StayBookingStatus } from '@tablestay/core/db/types';
import type { GuestStayBooking } from '@tablestay/core/stay/guest-bookings';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { verifiedGuest } from '../support/accounts';
import { Client, startTestServer, type TestServer } from '../support/server';

/** The signed-in guest's own stays over real HTTP: list, cancel, calendar file, review without a link token. */

let server: TestServer;
let property: { id: string; roomType: string; room: string };
const ZONE = 'Europe/Ljubljana';

beforeAll(async () => {
  server = await startTestServer();
  // total_tables as the column's default, as before the factory (which defaults a property to none).
  const {
    venue: p,
    roomTypes: [rt],
  } = await createProperty(server.core.db, {
    name: 'Vila Lipa',
    address: 'Cesta svobode 12, Bled',
    city: 'Bled',
    total_tables: 10,
    total_rooms: 5,
    deposit_eur: 30,
    roomTypes: [{ name: 'Double Room', capacity: 2, base_price_eur: 95, rooms: ['101'] }],
  });
  property = { id: p.id, roomType: rt!.id, room: rt!.rooms[0]!.id };
});
afterAll(() => server?.close());

let n = 0;
async function stay(email: string, v: { from: number; nights: number; status: StayBookingStatus; expiresInMin?: number }) {
  const checkIn = addDays(dateIn(ZONE), v.from);
  const row = await createStayBooking(server.core.db, {
    restaurant_id: property.id,
    room_type_id: property.roomType,
    room_id: property.room,
    guest_name: 'Maja',
    guest_email: email,
    guests: 2,
    check_in: checkIn,
    check_out: addDays(checkIn, v.nights),
    token: `stay-guest-token-${n++}-${'z'.repeat(24)}`,
    deposit_eur: 30,
    price_per_night_eur: 95,
    status: v.status,
    expires_at: v.expiresInMin === undefined ? null : new Date(Date.now() + v.expiresInMin * 60_000),
  });
  return row.id;
}

// A guest who proved the address (ADR 035): only then are bookings under it hers.
const guest = (email: string) => verifiedGuest(server, email);

describe('stay.mine and friends (signed in)', () => {
  it("lists only this email's stays with nights, status, cancel and review flags; a lapsed hold reads cancelled", async () => {
    const email = 'stayer@example.com';
    const held = await stay(email, { from: 30, nights: 3, status: 'awaiting_deposit', expiresInMin: 10 });
    const lapsed = await stay(email, { from: 40, nights: 1, status: 'awaiting_deposit', expiresInMin: -1 });
    const over = await stay(email, { from: -5, nights: 2, status: 'checked_out' });
    await stay('someone-else@example.com', { from: 50, nights: 2, status: 'confirmed' });
    const c = await guest(email);
    const res = await c.query<GuestStayBooking[]>('stay.mine');
    expect(res.status).toBe(200);
    expect(res.data.map((s) => [s.id, s.status, s.nights, s.canCancel, s.canReview, s.upcoming])).toEqual([
      [over, 'checked_out', 2, false, true, false],
      [held, 'awaiting_deposit', 3, true, false, true],
      [lapsed, 'cancelled', 1, false, false, false],
    ]);
    expect(res.data[1]).toMatchObject({
      property: { id: property.id, name: 'Vila Lipa', timezone: ZONE },
      room_type: { name: 'Double Room' },
      deposit_eur: 30,
    });
    expect((await new Client(server.url).query('stay.mine')).status).toBe(401);
  });

  it("cancels its own stay only; another guest's is not found and unchanged", async () => {
    const mine = await stay('owner-of-stay@example.com', { from: 20, nights: 2, status: 'confirmed' });
    const theirs = await stay('other-stayer@example.com', { from: 60, nights: 2, status: 'confirmed' });
    const c = await guest('owner-of-stay@example.com');
    expect((await c.mutate('stay.cancelMine', { id: mine })).data).toEqual({ id: mine, status: 'cancelled' });
    const again = await c.mutate('stay.cancelMine', { id: mine });
    expect(again.error?.message).toBe("Not allowed: This booking can't be cancelled.");
    const foreign = await c.mutate('stay.cancelMine', { id: theirs });
    expect(foreign.status).toBe(404);
    const row = await server.core.db.selectFrom('stay_bookings').select('status').where('id', '=', theirs).executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
  });

  it('the calendar file is an all-day event from check-in to check-out', async () => {
    const id = await stay('ics-stayer@example.com', { from: 70, nights: 3, status: 'confirmed' });
    const c = await guest('ics-stayer@example.com');
    const res = await c.query<{ filename: string; content: string }>('stay.icsMine', { id });
    const checkIn = addDays(dateIn(ZONE), 70).replace(/-/g, '');
    const checkOut = addDays(dateIn(ZONE), 73).replace(/-/g, '');
    expect(res.data.content).toContain(`DTSTART;VALUE=DATE:${checkIn}\r\n`);
    expect(res.data.content).toContain(`DTEND;VALUE=DATE:${checkOut}\r\n`);
    expect(res.data.content).toContain('SUMMARY:Vila Lipa · Double Room');
  });

  it('reviews a stay after check-out without the link token, once; not before', async () => {
    const email = 'reviewer-stay@example.com';
    const over = await stay(email, { from: -12, nights: 2, status: 'checked_out' });
    const ahead = await stay(email, { from: 80, nights: 2, status: 'confirmed' });
    const c = await guest(email);
    expect((await c.query('stay.myReviewTarget', { id: over })).data).toMatchObject({ canReview: true, alreadyReviewed: false });
    expect((await c.mutate('stay.myReview', { id: over, rating: 5, comment: 'Lovely' })).data).toEqual({ ok: true, alreadyReviewed: false });
    expect((await c.mutate('stay.myReview', { id: over, rating: 4 })).data).toEqual({ ok: true, alreadyReviewed: true });
    expect((await c.mutate('stay.myReview', { id: ahead, rating: 4 })).error?.message).toBe('You can review your stay after check-out.');
    expect((await new Client(server.url).mutate('stay.myReview', { id: over, rating: 4 })).status).toBe(401);
  });
});
