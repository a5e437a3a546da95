import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestStayBooking } from '@tablestay/core/stay/guest-bookings';
import { verifiedGuest } from '../support/accounts';
import { day, dining, stays, type Held } from '../support/kinds';
import { Client, startTestServer, type TestServer } from '../support/server';

/** The signed-in guest's own tables and stays over real HTTP: lists, cancel, calendar file, dashboard, review. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
});
afterAll(() => server?.close());

const db = () => server.core.db;
const CANCEL_TEXT = "Not allowed: This reservation can't be cancelled (status or email mismatch).";
const compact = (date: string) => date.replace(/-/g, '');
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

// Bookings are matched by email only for an account that has proven it (ADR 035).
const guest = (email: string) => verifiedGuest(server, email);
let n = 0;
const email = (who: string) => `${who}-${++n}@example.com`;

/** What an answer says: its status and error text. */
const answer = (r: { status: number; error?: { message: string } }) => ({ status: r.status, message: r.error?.message });
const setStatus = (id: string, status: 'seated' | 'cancelled') => db().updateTable('reservations').set({ status }).where('id', '=', id).execute();
/** A table booked over HTTP as the web's form books it, three days ahead unless `over` says otherwise. */
const book = async (venue: { id: string; name: string }, to: string, over: Record<string, unknown> = {}) => {
  const res = await new Client(server.url).mutate<{ reservationId: string; viewToken: string }>('reservation.create', {
    ...dining.bookInput(venue, { guestEmail: to, date: day(3) }),
    ...over,
  });
  expect(res.status).toBe(200);
  return res.data;
};

/** The guest's own procedures of each kind, and what each answers. */
const CASES = [
  {
    ...dining,
    mine: 'reservation.mine',
    cancel: 'reservation.cancel',
    /** Cancelling twice, or another guest's table: one text for both (the guest learns nothing of others). */
    cancelledAgain: { status: 403, message: CANCEL_TEXT },
    foreign: { status: 403, message: CANCEL_TEXT },
    ics: 'reservation.ics',
    icsLines: (b: Held) => [`UID:reservation-${b.id}@tablestay`],
  },
  {
    ...stays,
    mine: 'stay.mine',
    cancel: 'stay.cancelMine',
    cancelledAgain: { status: 403, message: "Not allowed: This booking can't be cancelled." },
    foreign: { status: 404, message: stays.notFound },
    ics: 'stay.icsMine',
    // An all-day event from check-in to check-out (3 nights from day 70).
    icsLines: () => [`DTSTART;VALUE=DATE:${compact(day(70))}`, `DTEND;VALUE=DATE:${compact(day(73))}`, 'SUMMARY:Vila Lipa · Double Room'],
  },
];

describe.each(CASES)("the guest's own $name bookings (signed in)", (kind) => {
  const hold = async (to: string, opts: { from: number; status?: 'confirmed' }) =>
    kind.hold(db(), await kind.venue(db()), { email: to, date: day(opts.from), status: opts.status, holdMinutes: opts.status ? null : 15 });

  it("lists this email's bookings only, and nothing without a session", async () => {
    const me = email('lister');
    const ids = [(await hold(me, { from: 30 })).id, (await hold(me, { from: 40, status: 'confirmed' })).id];
    await hold(email('someone-else'), { from: 50, status: 'confirmed' });
    const res = await (await guest(me)).query<{ id: string }[]>(kind.mine);
    expect(res.status).toBe(200);
    expect(res.data.map((b) => b.id).sort()).toEqual(ids.sort());
    expect((await new Client(server.url).query(kind.mine)).status).toBe(401);
  });

  it("cancels its own booking once; another guest's is refused and unchanged; nothing without a session", async () => {
    const me = email('canceller');
    const mine = await hold(me, { from: 20, status: 'confirmed' });
    const theirs = await hold(email('other'), { from: 60, status: 'confirmed' });
    const c = await guest(me);
    expect(answer(await new Client(server.url).mutate(kind.cancel, { id: mine.id }))).toMatchObject({ status: 401 });
    const res = await c.mutate(kind.cancel, { id: mine.id });
    expect([res.status, res.data]).toEqual([200, { id: mine.id, status: 'cancelled' }]);
    expect(answer(await c.mutate(kind.cancel, { id: mine.id }))).toEqual(kind.cancelledAgain);
    expect(answer(await c.mutate(kind.cancel, { id: theirs.id }))).toEqual(kind.foreign);
    expect(await kind.status(db(), theirs.id)).toBe('confirmed');
  });

  it("serves the calendar file of the guest's own booking, to no other guest", async () => {
    const me = email('calendar');
    const b = await hold(me, { from: 70, status: 'confirmed' });
    const res = await (await guest(me)).query<{ filename: string; content: string }>(kind.ics, { id: b.id });
    expect(res.status).toBe(200);
    expect(res.data.filename).toMatch(/\.ics$/);
    for (const line of kind.icsLines(b)) expect(lines(res.data.content)).toContain(line);
    expect(answer(await (await guest(email('nosy'))).query(kind.ics, { id: b.id }))).toEqual({ status: 404, message: kind.notFound });
  });
});

describe('a guest and their tables', () => {
  // Which statuses may be cancelled is packages/core/src/reservation/booking.test.ts; here, a refusal over the wire.
  it('refuses to cancel a seated reservation with the SPEC text, signed in or by link, changing nothing', async () => {
    const me = email('strict');
    const v = await dining.venue(db());
    const r = await book(v, me);
    await setStatus(r.reservationId, 'seated');
    const signedIn = await (await guest(me)).mutate('reservation.cancel', { id: r.reservationId });
    expect({ status: signedIn.status, message: signedIn.error?.message }).toEqual({ status: 403, message: CANCEL_TEXT });
    const byLink = await new Client(server.url).mutate('reservation.cancelByToken', { id: r.reservationId, token: r.viewToken });
    expect(byLink.error?.message).toBe(CANCEL_TEXT);
    const wrong = await new Client(server.url).mutate('reservation.cancelByToken', { id: r.reservationId, token: 'not-the-token' });
    expect({ status: wrong.status, message: wrong.error?.message }).toEqual({ status: 404, message: dining.notFound });
    expect(await dining.status(db(), r.reservationId)).toBe('seated');
  });

  // The counts and the order of the lists are packages/core/src/reservation/booking.test.ts ("dashboard").
  it("shows the dashboard of this guest's reservations, and one of them by id, to this guest only", async () => {
    const me = email('dash');
    const c = await guest(me);
    const v = await dining.venue(db(), { name: 'Mlinar Bistro' });
    const soon = await book(v, me, { date: day(1), time: '12:00', partySize: 4 });
    const gone = await book(v, me, { date: day(2) });
    await setStatus(gone.reservationId, 'cancelled');
    const res = await c.query<{ upcoming: { id: string }[]; past: { id: string; status: string }[] }>('reservation.dashboard');
    expect(res.status).toBe(200);
    expect(res.data.upcoming.map((r) => r.id)).toEqual([soon.reservationId]);
    expect(res.data.upcoming[0]).toMatchObject({
      time: '12:00',
      party_size: 4,
      status: 'awaiting_deposit',
      restaurant: { id: v.id, name: 'Mlinar Bistro', address: 'Trubarjeva cesta 12, 1000 Ljubljana' },
    });
    expect(res.data.past).toEqual([expect.objectContaining({ id: gone.reservationId, status: 'cancelled' })]);
    expect((await c.query('reservation.byId', { id: soon.reservationId })).data).toMatchObject({ id: soon.reservationId, guest_email: me });
    const denied = await c.query('reservation.byId', { id: (await book(v, email('stranger'))).reservationId });
    expect({ status: denied.status, message: denied.error?.message }).toEqual({ status: 404, message: dining.notFound });
    expect((await new Client(server.url).query('reservation.dashboard')).status).toBe(401);
  });

  // What the file says (instants in the venue's zone, escaping, folding) is packages/core/src/reservation/ics.test.ts.
  it('serves the calendar file by link as well, and to no visitor without it', async () => {
    const r = await book(await dining.venue(db()), email('by-link'));
    const res = await new Client(server.url).query<{ filename: string; content: string }>('reservation.ics', { id: r.reservationId, token: r.viewToken });
    expect(res.status).toBe(200);
    expect(lines(res.data.content)).toContain(`UID:reservation-${r.reservationId}@tablestay`);
    const anon = await new Client(server.url).query('reservation.ics', { id: r.reservationId });
    expect({ status: anon.status, message: anon.error?.message }).toEqual({ status: 404, message: dining.notFound });
  });
});

describe('a guest and their stays', () => {
  it('lists each stay with its nights, status, cancel and review flags; a lapsed hold reads cancelled', async () => {
    const me = email('stayer');
    const v = await stays.venue(db());
    const held = await stays.hold(db(), v, { email: me, date: day(30), nights: 3, holdMinutes: 10 });
    const lapsed = await stays.hold(db(), v, { email: me, date: day(40), nights: 1, holdMinutes: -1 });
    const over = await stays.hold(db(), v, { email: me, date: day(-5), nights: 2, status: 'checked_out', holdMinutes: null });
    const res = await (await guest(me)).query<GuestStayBooking[]>('stay.mine');
    expect(res.data.map((s) => [s.id, s.status, s.nights, s.canCancel, s.canReview, s.upcoming])).toEqual([
      [over.id, 'checked_out', 2, false, true, false],
      [held.id, 'awaiting_deposit', 3, true, false, true],
      [lapsed.id, 'cancelled', 1, false, false, false],
    ]);
    expect(res.data[1]).toMatchObject({
      property: { id: v.id, name: 'Vila Lipa', timezone: 'Europe/Ljubljana' },
      room_type: { name: 'Double Room' },
      deposit_eur: 20,
    });
  });

  it('reviews a stay after check-out without the link token, once; not before', async () => {
    const me = email('reviewer');
    const v = await stays.venue(db());
    const over = await stays.hold(db(), v, { email: me, date: day(-12), nights: 2, status: 'checked_out', holdMinutes: null });
    const ahead = await stays.hold(db(), v, { email: me, date: day(80), nights: 2, status: 'confirmed', holdMinutes: null });
    const c = await guest(me);
    expect((await c.query('stay.myReviewTarget', { id: over.id })).data).toMatchObject({ canReview: true, alreadyReviewed: false });
    expect((await c.mutate('stay.myReview', { id: over.id, rating: 5, comment: 'Lovely' })).data).toEqual({ ok: true, alreadyReviewed: false });
    expect((await c.mutate('stay.myReview', { id: over.id, rating: 4 })).data).toEqual({ ok: true, alreadyReviewed: true });
    expect((await c.mutate('stay.myReview', { id: ahead.id, rating: 4 })).error?.message).toBe('You can review your stay after check-out.');
    expect((await new Client(server.url).mutate('stay.myReview', { id: over.id, rating: 4 })).status).toBe(401);
  });
});
