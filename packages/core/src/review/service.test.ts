import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { useMigratedDatabase } from '../../../../tests/support/db';
import type { Database } from '../db/connection';
import { createProperty, createReservation, createStayBooking, createVenue } from '../db/factories';
import { feedbackSummary } from '../owner/dining/insights';
import { visitIsOver } from '../reservation/guest-actions';
import { submitOwnStayReview } from '../stay/guest-bookings';
import { submitStayReview } from '../stay/reviews';
import { recentReviews, diningReviewTarget, submitDiningReview } from './service';

let db: Database;
useMigratedDatabase(['restaurants', 'rate_limit_counters'], (d) => {
  db = d;
});

// 12:00 in Ljubljana (CEST) on Monday 15 June 2026.
const NOW = new Date('2026-06-15T10:00:00.000Z');

async function setup(status: 'seated' | 'confirmed' | 'cancelled' = 'seated', date = '2026-06-14', time = '19:00') {
  const v = await createVenue(db, { name: 'Gostilna Pri Lipi', timezone: 'Europe/Ljubljana' });
  const r = await createReservation(db, { restaurant_id: v.id, date, time, status, guest_email: 'ana@example.com' });
  return { v, r };
}

const message = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    // A ZodError reaches the client as its first issue (api/src/errors.ts firstIssue).
    (e: Error) => (e instanceof ZodError ? e.issues[0]!.message : e.message),
  );

const visit = (status: 'seated' | 'confirmed' | 'cancelled', date: string, time: string) => ({ status, date, time, timezone: 'Europe/Ljubljana' });

describe('the dining review link (/rate/{id}?token)', () => {
  it('answers "Invalid access link" without a token and "Reservation not found" for a wrong one or another reservation\'s', async () => {
    const { v, r } = await setup();
    const other = await createReservation(db, { restaurant_id: v.id, date: '2026-06-14', status: 'seated' });
    expect(await message(diningReviewTarget(db, { id: r.id }))).toBe('Invalid access link');
    expect(await message(diningReviewTarget(db, { id: r.id, token: '' }))).toBe('Invalid access link');
    expect(await message(diningReviewTarget(db, { id: r.id, token: 'nope' }))).toBe('Reservation not found');
    expect(await message(diningReviewTarget(db, { id: r.id, token: other.token }))).toBe('Reservation not found');
    expect(await message(diningReviewTarget(db, { id: 'not-a-uuid', token: r.token }))).toBe('Reservation not found');
    expect(await message(submitDiningReview(db, { id: other.id, token: r.token, rating: 5 }, NOW))).toBe('Reservation not found');
    expect(await diningReviewTarget(db, { id: r.id, token: r.token }, NOW)).toEqual({
      reservationId: r.id,
      restaurant: { id: v.id, name: 'Gostilna Pri Lipi' },
      alreadyReviewed: false,
      canReview: true,
    });
  });

  it('opens only after the visit: seated or confirmed, once its time has passed in the venue zone', async () => {
    expect(visitIsOver(visit('seated', '2026-06-15', '12:00'), NOW)).toBe(true);
    // Seated ahead of its time (an owner's early click) opens nothing.
    expect(visitIsOver(visit('seated', '2026-06-15', '19:00'), NOW)).toBe(false);
    expect(visitIsOver(visit('seated', '2026-07-06', '19:00'), NOW)).toBe(false);
    expect(visitIsOver(visit('confirmed', '2026-06-15', '12:00'), NOW)).toBe(true);
    expect(visitIsOver(visit('confirmed', '2026-06-15', '12:30'), NOW)).toBe(false);
    expect(visitIsOver(visit('cancelled', '2026-06-14', '12:00'), NOW)).toBe(false);
    const { r } = await setup('confirmed', '2026-06-15', '19:00');
    expect((await diningReviewTarget(db, { id: r.id, token: r.token }, NOW)).canReview).toBe(false);
    expect(await message(submitDiningReview(db, { id: r.id, token: r.token, rating: 4 }, NOW))).toBe('You can review your visit once it has taken place.');
    const early = await setup('seated', '2026-07-06', '19:00');
    expect((await diningReviewTarget(db, { id: early.r.id, token: early.r.token }, NOW)).canReview).toBe(false);
    expect(await message(submitDiningReview(db, { id: early.r.id, token: early.r.token, rating: 5 }, NOW))).toBe(
      'You can review your visit once it has taken place.',
    );
  });

  it('checks the fields with the SPEC texts', async () => {
    const { r } = await setup();
    const submit = (extra: object) => message(submitDiningReview(db, { id: r.id, token: r.token, ...extra }, NOW));
    expect(await submit({})).toBe('Please select a rating');
    expect(await submit({ rating: 0 })).toBe('Please select a rating');
    expect(await submit({ rating: 6 })).toBe('Please select a rating');
    expect(await submit({ rating: 5, comment: 'x'.repeat(1001) })).toBe('Comment must be less than 1000 characters');
    expect(await submit({ rating: 5, name: 'x'.repeat(101) })).toBe('Name must be less than 100 characters');
  });

  it('stores one review per reservation and per restaurant and guest email, and its rating as feedback for the owner', async () => {
    const { v, r } = await setup();
    expect(await submitDiningReview(db, { id: r.id, token: r.token, rating: 5, name: '  Ana  ', comment: ' Odlično! ' }, NOW)).toEqual({
      ok: true,
      alreadyReviewed: false,
    });
    expect(await submitDiningReview(db, { id: r.id, token: r.token, rating: 1 }, NOW)).toEqual({ ok: true, alreadyReviewed: true });
    // Another visit by the same guest: the page shows "Review Submitted!" at once.
    const again = await createReservation(db, { restaurant_id: v.id, date: '2026-06-13', status: 'seated', guest_email: 'ana@example.com' });
    expect((await diningReviewTarget(db, { id: again.id, token: again.token }, NOW)).alreadyReviewed).toBe(true);
    expect(await submitDiningReview(db, { id: again.id, token: again.token, rating: 2 }, NOW)).toEqual({ ok: true, alreadyReviewed: true });

    const reviews = await db.selectFrom('restaurant_reviews').select(['reservation_id', 'guest_name', 'rating', 'comment']).execute();
    expect(reviews).toEqual([{ reservation_id: r.id, guest_name: 'Ana', rating: 5, comment: 'Odlično!' }]);
    const feedback = await db.selectFrom('feedback').select(['rating', 'sentiment', 'visit_date', 'category']).execute();
    expect(feedback).toEqual([{ rating: 5, sentiment: 'positive', visit_date: '2026-06-14', category: null }]);
    expect((await feedbackSummary(db, v.id)).map((m) => m.total)).toEqual([1]);
    expect(await recentReviews(db, v.id)).toEqual([expect.objectContaining({ name: 'Ana', rating: 5, comment: 'Odlično!' })]);
    expect(JSON.stringify(await recentReviews(db, v.id))).not.toContain('ana@example.com');
  });

  it('the database refuses a second review of one reservation', async () => {
    const { v, r } = await setup();
    const row = { restaurant_id: v.id, reservation_id: r.id, rating: 4 };
    await db
      .insertInto('restaurant_reviews')
      .values({ ...row, guest_email: 'a@example.com' })
      .execute();
    await expect(
      db
        .insertInto('restaurant_reviews')
        .values({ ...row, guest_email: 'b@example.com' })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
  });

  it("a stay is reviewed once whichever way the guest comes (its link or their proven email), and its property's page lists it", async () => {
    const { venue, roomTypes } = await createProperty(db, { name: 'Vila Ob Jezeru', timezone: 'Europe/Ljubljana' });
    const [rt] = roomTypes;
    const stay = await createStayBooking(db, {
      restaurant_id: venue.id,
      room_type_id: rt!.id,
      room_id: rt!.rooms[0]!.id,
      check_in: '2026-06-10',
      check_out: '2026-06-13',
      status: 'checked_out',
      guest_email: 'maja@example.com',
    });
    expect(await recentReviews(db, venue.id, 'stay')).toEqual([]);
    // Someone else's email opens nothing; the owner of the email reviews once.
    expect(await message(submitOwnStayReview(db, { id: stay.id, rating: 4 }, 'other@example.com', NOW))).toBe('Booking not found or access denied');
    expect(await submitOwnStayReview(db, { id: stay.id, rating: 4, name: 'Maja', comment: 'Quiet.' }, 'maja@example.com', NOW)).toEqual({
      ok: true,
      alreadyReviewed: false,
    });
    // The link now finds it reviewed: the same submission, the other way in.
    expect(await submitStayReview(db, { id: stay.id, token: stay.token, rating: 1 }, NOW)).toEqual({ ok: true, alreadyReviewed: true });
    const listed = await recentReviews(db, venue.id, 'stay');
    expect(listed).toEqual([expect.objectContaining({ name: 'Maja', rating: 4, comment: 'Quiet.' })]);
    expect(JSON.stringify(listed)).not.toContain('maja@example.com');
    // A restaurant's list is its own.
    expect(await recentReviews(db, venue.id)).toEqual([]);
  });
});
