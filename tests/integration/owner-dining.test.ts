import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHold, createReservation, createVenue, createWaitlistEntry } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { ownerCast, type OwnerCast } from '../support/owners';
import { Client, startTestServer, type TestServer } from '../support/server';

/** The owner's Restaurant tab over real HTTP: SPEC §4 transitions, the waitlist Promote, §5 settings texts. */

let server: TestServer;
let cast: OwnerCast;
let owner: Client;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
  cast = await ownerCast(server);
  owner = cast.clients.ownerA;
});
afterAll(() => server?.close());

const ZONE = 'Europe/Ljubljana';
const today = () => dateIn(ZONE);
const tomorrow = () => addDays(today(), 1);
const later = () => new Date(Date.now() + 15 * 60_000);

/** A fresh venue of owner A with `tables` tables (each test its own, so counts do not mix). */
async function venue(tables = 2) {
  return (await createVenue(server.core.db, { owner_id: cast.userIds.ownerA, name: 'Owner Test Bistro', total_tables: tables, turn_minutes: 90 })).id;
}

const act = (proc: 'confirm' | 'seat' | 'cancel', venueId: string, reservationId: string) =>
  owner.mutate<{ status: string }>(`ownerDining.${proc}`, { venueId, reservationId });

const row = (id: string) =>
  server.core.db.selectFrom('reservations').select(['status', 'expires_at', 'cancel_reason']).where('id', '=', id).executeTakeFirstOrThrow();

describe('reservations of a day', () => {
  it('lists today in the venue zone by time, and another date when asked', async () => {
    const v = await venue();
    await createReservation(server.core.db, { restaurant_id: v, date: today(), time: '20:00', status: 'confirmed' });
    await createReservation(server.core.db, { restaurant_id: v, date: today(), time: '12:00', status: 'confirmed' });
    await createReservation(server.core.db, { restaurant_id: v, date: tomorrow(), time: '13:00', status: 'confirmed' });
    const res = await owner.query<{ date: string; reservations: { time: string }[] }>('ownerDining.reservations', { venueId: v });
    expect(res.data.date).toBe(today());
    expect(res.data.reservations.map((r) => r.time)).toEqual(['12:00', '20:00']);
    const other = await owner.query<{ reservations: { time: string }[] }>('ownerDining.reservations', { venueId: v, date: tomorrow() });
    expect(other.data.reservations.map((r) => r.time)).toEqual(['13:00']);
  });
});

describe('SPEC §4 owner transitions', () => {
  it('Confirm: awaiting_deposit and pending → confirmed, the hold cleared, audited with the owner', async () => {
    const v = await venue();
    const held = await createHold(server.core.db, { restaurant_id: v, date: tomorrow(), expires_at: later() });
    const pending = await createReservation(server.core.db, { restaurant_id: v, date: tomorrow(), status: 'pending' });
    expect((await act('confirm', v, held.id)).data.status).toBe('confirmed');
    expect((await act('confirm', v, pending.id)).data.status).toBe('confirmed');
    expect(await row(held.id)).toMatchObject({ status: 'confirmed', expires_at: null });
    const log = await server.core.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('entity_id', '=', held.id)
      .where('action', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    expect(log.actor_user_id).toBe(cast.userIds.ownerA);
  });

  it('Seated: confirmed → seated; anything else is refused with a typed error', async () => {
    const v = await venue();
    const r = await createReservation(server.core.db, { restaurant_id: v, date: today(), status: 'confirmed' });
    expect((await act('seat', v, r.id)).data.status).toBe('seated');
    const again = await act('seat', v, r.id);
    expect(again.status).toBe(409);
    expect(again.error?.data.domainCode).toBe('reservation.transition_not_allowed');
    expect(again.error?.message).toBe("This reservation's status does not allow that change");
    const held = await createHold(server.core.db, { restaurant_id: v, date: today(), expires_at: later() });
    expect((await act('seat', v, held.id)).status).toBe(409);
    expect((await act('confirm', v, r.id)).status).toBe(409);
    expect((await act('cancel', v, r.id)).status).toBe(409);
  });

  it("Seated only on the reservation's day in the venue's zone: a confirmed table of another day is refused and stays confirmed", async () => {
    const v = await venue();
    for (const date of [tomorrow(), addDays(today(), 21), addDays(today(), -1)]) {
      const r = await createReservation(server.core.db, { restaurant_id: v, date, time: '19:00', status: 'confirmed' });
      const res = await act('seat', v, r.id);
      expect([res.status, res.error?.data.domainCode, res.error?.message]).toEqual([
        409,
        'reservation.seat_not_today',
        'A reservation can only be marked as seated on its day',
      ]);
      expect((await row(r.id)).status).toBe('confirmed');
      // Nothing to review: the guest's link still says the visit has not taken place.
      const target = await cast.clients.visitor.query<{ canReview: boolean }>('review.target', { id: r.id, token: r.token });
      expect(target.data.canReview).toBe(date < today());
    }
    // "Today" is the venue's: a venue whose date is already tomorrow (UTC+14) seats tomorrow's table.
    const kiritimati = (
      await createVenue(server.core.db, { owner_id: cast.userIds.ownerA, name: 'Line Islands Grill', timezone: 'Pacific/Kiritimati', total_tables: 2 })
    ).id;
    const local = dateIn('Pacific/Kiritimati');
    const there = await createReservation(server.core.db, { restaurant_id: kiritimati, date: local, time: '19:00', status: 'confirmed' });
    expect((await act('seat', kiritimati, there.id)).data.status).toBe('seated');
  });

  it('a lapsed hold reads as expired and cannot be confirmed (its table may be gone)', async () => {
    const v = await venue();
    const lapsed = await createHold(server.core.db, { restaurant_id: v, date: tomorrow(), expires_at: new Date(Date.now() - 1000) });
    const res = await act('confirm', v, lapsed.id);
    expect(res.status).toBe(409);
    expect(res.error?.data.domainCode).toBe('reservation.transition_not_allowed');
    expect((await row(lapsed.id)).status).toBe('awaiting_deposit');
  });

  it('mark cancelled (reason owner) frees the table for the first waiting guest, as a guest cancel does', async () => {
    const v = await venue(1);
    const r = await createReservation(server.core.db, { restaurant_id: v, date: tomorrow(), time: '19:00', status: 'confirmed' });
    const w = await createWaitlistEntry(server.core.db, { restaurant_id: v, date: tomorrow(), time: '19:00' });
    expect((await act('cancel', v, r.id)).data.status).toBe('cancelled');
    expect(await row(r.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'owner' });
    const entry = await server.core.db.selectFrom('waitlist_entries').select(['status', 'offer_expires_at']).where('id', '=', w.id).executeTakeFirstOrThrow();
    expect(entry.status).toBe('notified');
    expect(entry.offer_expires_at).not.toBeNull();
  });

  it("another venue's reservation reads as not found", async () => {
    const v = await venue();
    const foreign = await createReservation(server.core.db, { restaurant_id: cast.venueB, date: today(), status: 'confirmed' });
    const res = await act('confirm', v, foreign.id);
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('Reservation not found or access denied');
    expect((await act('confirm', v, 'nope')).status).toBe(404);
  });
});

describe('Promote from the waitlist (the same booking core as a guest)', () => {
  it('books the waiting guest as a hold and converts the entry', async () => {
    const v = await venue(1);
    const w = await createWaitlistEntry(server.core.db, { restaurant_id: v, date: tomorrow(), time: '19:00', party_size: 3 });
    const res = await owner.mutate<{ reservation: { id: string; status: string; partySize: number } }>('ownerDining.promote', { venueId: v, waitlistId: w.id });
    expect(res.status).toBe(200);
    expect(res.data.reservation).toMatchObject({ status: 'awaiting_deposit', partySize: 3 });
    const entry = await server.core.db.selectFrom('waitlist_entries').select(['status', 'reservation_id']).where('id', '=', w.id).executeTakeFirstOrThrow();
    expect(entry).toEqual({ status: 'converted', reservation_id: res.data.reservation.id });
    const again = await owner.mutate('ownerDining.promote', { venueId: v, waitlistId: w.id });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('This guest is no longer waiting');
  });

  it('refuses when the slot is full: "No tables available at this time"', async () => {
    const v = await venue(1);
    await createReservation(server.core.db, { restaurant_id: v, date: tomorrow(), time: '19:00', status: 'confirmed' });
    const w = await createWaitlistEntry(server.core.db, { restaurant_id: v, date: tomorrow(), time: '19:00' });
    const res = await owner.mutate('ownerDining.promote', { venueId: v, waitlistId: w.id });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe('No tables available at this time');
    expect(res.error?.data.domainCode).toBe('reservation.slot_full');
  });

  it('never oversells: promote and a guest booking race for the last table', async () => {
    for (let round = 0; round < 4; round++) {
      const v = await venue(1);
      const w = await createWaitlistEntry(server.core.db, { restaurant_id: v, date: tomorrow(), time: '19:00' });
      const guest = new Client(server.url).mutate<{ status: string }>('reservation.create', {
        restaurantId: v,
        date: tomorrow(),
        time: '19:00',
        partySize: 2,
        guestName: 'Racer',
        guestEmail: `racer${round}@example.com`,
        privacyConsent: true,
      });
      const promote = owner.mutate('ownerDining.promote', { venueId: v, waitlistId: w.id });
      const [g, p] = await Promise.all([guest, promote]);
      expect(g.status).toBe(200);
      expect([200, 409]).toContain(p.status);
      const holding = await server.core.db
        .selectFrom('reservations')
        .select('id')
        .where('restaurant_id', '=', v)
        .where('status', 'in', ['awaiting_deposit', 'confirmed', 'seated'])
        .execute();
      const offers = await server.core.db.selectFrom('waitlist_entries').select('id').where('restaurant_id', '=', v).where('status', '=', 'notified').execute();
      expect(holding.length + offers.length).toBeLessThanOrEqual(1);
    }
  });
});

const tables = (venueId: string, totalTables: unknown, blockedTables: unknown, turnMinutes: unknown = 90) =>
  owner.mutate<{ totalTables: number; blockedTables: number }>('ownerDining.updateTables', { venueId, totalTables, blockedTables, turnMinutes });

describe('SPEC §5 table management and restaurant details', () => {
  it('refuses blocked tables above the total ("Invalid Configuration")', async () => {
    const v = await venue(5);
    const res = await tables(v, 4, 5);
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe('Blocked tables cannot exceed total tables');
    expect(res.error?.data.domainCode).toBe('owner.invalid_configuration');
  });

  it('total a non-negative integer; blocked clamped at 0; turn in 30-minute steps', async () => {
    const v = await venue(5);
    expect((await tables(v, -1, 0)).error?.message).toBe('Total tables must be a whole number of 0 or more');
    expect((await tables(v, 2.5, 0)).error?.message).toBe('Total tables must be a whole number of 0 or more');
    expect((await tables(v, 4, 0, 45)).error?.message).toBe('Turn time must be 30 to 480 minutes, in steps of 30');
    const ok = await tables(v, 8, -3, 120);
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ totalTables: 8, blockedTables: 0, turnMinutes: 120 });
  });

  it('more tables offer the freed capacity to waiting guests', async () => {
    const v = await venue(1);
    await createReservation(server.core.db, { restaurant_id: v, date: tomorrow(), time: '19:00', status: 'confirmed' });
    const w = await createWaitlistEntry(server.core.db, { restaurant_id: v, date: tomorrow(), time: '19:00' });
    expect((await tables(v, 2, 0)).status).toBe(200);
    expect((await server.core.db.selectFrom('waitlist_entries').select('status').where('id', '=', w.id).executeTakeFirstOrThrow()).status).toBe('notified');
  });

  it('restaurant details with the SPEC texts; empty fields are saved as nothing', async () => {
    const v = await venue();
    const details = (over: Record<string, unknown>) =>
      owner.mutate<{ description: string; menuUrl: string; vegan: boolean }>('ownerDining.updateDetails', {
        venueId: v,
        description: '',
        cuisine: '',
        menuUrl: '',
        vegetarian: false,
        vegan: false,
        glutenFree: false,
        ...over,
      });
    expect((await details({ description: 'x'.repeat(1001) })).error?.message).toBe('Description must be less than 1000 characters');
    expect((await details({ cuisine: 'x'.repeat(101) })).error?.message).toBe('Cuisine must be less than 100 characters');
    expect((await details({ menuUrl: 'not a url' })).error?.message).toBe('Invalid URL');
    const ok = await details({ description: 'Fish by the sea', menuUrl: 'https://example.com/menu', vegan: true });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ description: 'Fish by the sea', menuUrl: 'https://example.com/menu', vegan: true });
    const cleared = await details({});
    expect(cleared.data.menuUrl).toBe('');
    expect((await server.core.db.selectFrom('restaurants').select('menu_url').where('id', '=', v).executeTakeFirstOrThrow()).menu_url).toBeNull();
  });
});

async function feedback(venueId: string, rating: number, daysAgo = 0) {
  const sentiment = rating >= 4 ? 'positive' : rating <= 2 ? 'negative' : 'neutral';
  await server.core.db
    .insertInto('feedback')
    .values({
      restaurant_id: venueId,
      rating,
      comment: `rated ${rating}`,
      visit_date: today(),
      sentiment,
      created_at: new Date(Date.now() - daysAgo * 86_400_000),
    })
    .execute();
}
describe('overview, feedback and charts', () => {
  it('Average Rating is N/A (null) without feedback this month; counts today', async () => {
    const v = await venue();
    await createReservation(server.core.db, { restaurant_id: v, date: today(), status: 'confirmed' });
    await createReservation(server.core.db, { restaurant_id: v, date: today(), status: 'cancelled' });
    const o = await owner.query<{ todayCount: number; avgRatingThisMonth: number | null; feedbackThisMonth: number; todayFirst: unknown[] }>(
      'ownerDining.overview',
      { venueId: v },
    );
    expect(o.data).toMatchObject({ todayCount: 1, avgRatingThisMonth: null, feedbackThisMonth: 0 });
    expect(o.data.todayFirst).toHaveLength(2);
  });

  it('summarises the month: total, average, positives (4+) and negatives (2-)', async () => {
    const v = await venue();
    for (const r of [5, 4, 3, 2, 1, 5]) await feedback(v, r);
    const f = await owner.query<{ summary: { total: number; avgRating: number; positives: number; negatives: number }; list: unknown[] }>(
      'ownerDining.feedback',
      { venueId: v },
    );
    expect(f.data.summary).toMatchObject({ total: 6, avgRating: 3.3, positives: 3, negatives: 2 });
    expect(f.data.list).toHaveLength(6);
    const o = await owner.query<{ recentFeedback: unknown[]; avgRatingThisMonth: number }>('ownerDining.overview', { venueId: v });
    expect(o.data.recentFeedback).toHaveLength(5);
    expect(o.data.avgRatingThisMonth).toBe(3.3);
    expect((await owner.query('ownerDining.feedback', { venueId: v, month: '2026-13' })).error?.message).toBe('Invalid month');
  });

  it('charts: 90 days of confirmed or seated reservations per day, and rating by month', async () => {
    const v = await venue();
    await createReservation(server.core.db, { restaurant_id: v, date: addDays(today(), -3), status: 'seated' });
    await createReservation(server.core.db, { restaurant_id: v, date: addDays(today(), -3), status: 'cancelled' });
    await feedback(v, 4);
    const c = await owner.query<{ perDay: { date: string; reservations: number }[]; ratingByMonth: { avgRating: number }[] }>('ownerDining.charts', {
      venueId: v,
    });
    expect(c.data.perDay).toHaveLength(90);
    expect(c.data.perDay.at(-1)?.date).toBe(today());
    expect(c.data.perDay.find((d) => d.date === addDays(today(), -3))?.reservations).toBe(1);
    expect(c.data.ratingByMonth.at(-1)?.avgRating).toBe(4);
  });
});
