import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/connection';
import { expireUnpaidHolds } from '../hold/tick';
import { linkTokenSlot } from '../account/guest-link';
import { asDelivered } from '../notification/email';
import { ago, APP_URL, DAY, later, NOW, reservation, sendPrompts, statusOf, stay, stayStatusOf, useJobDatabase, venue } from './test-fixtures';

// Jobs on bookings: unpaid holds expire, seated visits and stays get their review prompt.
// (Retention and the email retry: housekeeping.test.ts.)

let db: Database;
useJobDatabase((d) => {
  db = d;
});

describe('expireUnpaidHolds', () => {
  it('expires only unpaid holds whose time is up, cancels such stays, and leaves everything else', async () => {
    const v = await venue();
    const lapsed = await reservation(v, { status: 'awaiting_deposit', expires_at: ago(60_000) });
    const atDeadline = await reservation(v, { status: 'awaiting_deposit', expires_at: NOW });
    const live = await reservation(v, { status: 'awaiting_deposit', expires_at: later(60_000) });
    const noExpiry = await reservation(v, { status: 'awaiting_deposit', expires_at: null });
    const confirmed = await reservation(v, { status: 'confirmed', expires_at: ago(DAY) });
    const pending = await reservation(v, { status: 'pending', expires_at: ago(DAY) });
    const seated = await reservation(v, { status: 'seated', expires_at: ago(DAY) });
    const lapsedStay = await stay(v, { status: 'awaiting_deposit', check_in: '2026-07-01', check_out: '2026-07-03', expires_at: ago(1000) });
    const liveStay = await stay(v, { status: 'awaiting_deposit', check_in: '2026-07-01', check_out: '2026-07-03', expires_at: later(1000) });
    const confirmedStay = await stay(v, { status: 'confirmed', check_in: '2026-07-01', check_out: '2026-07-03', expires_at: ago(DAY) });

    expect(await expireUnpaidHolds(db, NOW)).toEqual({ reservations: 2, stays: 1 });

    expect(await statusOf(lapsed.id)).toEqual({ status: 'expired', updated_at: NOW });
    expect(await statusOf(atDeadline.id)).toEqual({ status: 'expired', updated_at: NOW });
    expect((await statusOf(live.id)).status).toBe('awaiting_deposit');
    expect((await statusOf(noExpiry.id)).status).toBe('awaiting_deposit');
    expect((await statusOf(confirmed.id)).status).toBe('confirmed');
    expect((await statusOf(pending.id)).status).toBe('pending');
    expect((await statusOf(seated.id)).status).toBe('seated');
    expect(await stayStatusOf(lapsedStay.id)).toEqual({ status: 'cancelled', updated_at: NOW });
    expect((await stayStatusOf(liveStay.id)).status).toBe('awaiting_deposit');
    expect((await stayStatusOf(confirmedStay.id)).status).toBe('confirmed');
  });

  it('is idempotent: a second run changes nothing, a later run expires what has lapsed since', async () => {
    const v = await venue();
    const soon = await reservation(v, { status: 'awaiting_deposit', expires_at: later(5 * 60_000) });
    await reservation(v, { status: 'awaiting_deposit', expires_at: ago(60_000) });
    expect(await expireUnpaidHolds(db, NOW)).toEqual({ reservations: 1, stays: 0 });
    expect(await expireUnpaidHolds(db, NOW)).toEqual({ reservations: 0, stays: 0 });
    const counts = await db
      .selectFrom('reservations')
      .select(['status', sql<number>`count(*)::int`.as('n')])
      .groupBy('status')
      .orderBy('status')
      .execute();
    expect(counts).toEqual([
      { status: 'awaiting_deposit', n: 1 },
      { status: 'expired', n: 1 },
    ]);
    const tenMinutesLater = later(10 * 60_000);
    expect(await expireUnpaidHolds(db, tenMinutesLater)).toEqual({ reservations: 1, stays: 0 });
    expect(await statusOf(soon.id)).toEqual({ status: 'expired', updated_at: tenMinutesLater });
  });
});

const reviewText = (venueName: string, url: string) =>
  `Thank you for visiting ${venueName}.\nYour review helps other guests and the host. It takes a minute.\n\nLeave a review: ${url}`;

describe('sendReviewPrompts', () => {
  it('prompts a seated visit the day after it, once, with its /rate/ link (ADR 070); not the same day, not older than two days, not unseated', async () => {
    const v = await venue('Gostilna Pri Lipi');
    const yesterday = await reservation(v, { status: 'seated', date: '2026-06-14', guest_email: 'yesterday@example.com' });
    await reservation(v, { status: 'seated', date: '2026-06-13', guest_email: 'two-days@example.com' });
    await reservation(v, { status: 'seated', date: '2026-06-12', guest_email: 'three-days@example.com' });
    await reservation(v, { status: 'seated', date: '2026-06-15', guest_email: 'today@example.com' });
    await reservation(v, { status: 'confirmed', date: '2026-06-14', guest_email: 'no-show@example.com' });
    await reservation(v, { status: 'cancelled', date: '2026-06-14', guest_email: 'cancelled@example.com' });

    expect(await sendPrompts()).toEqual({ sent: 2 });
    const mails = await db.selectFrom('outbox_emails').select(['to_email', 'kind', 'subject', 'text_body']).orderBy('to_email').execute();
    expect(mails.map((m) => m.to_email)).toEqual(['two-days@example.com', 'yesterday@example.com']);
    // Stored with a slot for the token (ADR 103), delivered with the token that opens the visit.
    expect(mails[1]).toEqual({
      to_email: 'yesterday@example.com',
      kind: 'review_prompt',
      subject: 'How was Gostilna Pri Lipi?',
      text_body: reviewText('Gostilna Pri Lipi', `${APP_URL}/rate/${yesterday.id}?token=${linkTokenSlot('reservation', yesterday.id)}`),
    });
    expect(asDelivered({ text_body: mails[1]!.text_body, html_body: null }).text).toBe(
      reviewText('Gostilna Pri Lipi', `${APP_URL}/rate/${yesterday.id}?token=${yesterday.token}`),
    );
    expect(await sendPrompts()).toEqual({ sent: 0 });
    const marked = await db.selectFrom('reservations').select('guest_email').where('review_prompt_sent_at', 'is not', null).orderBy('guest_email').execute();
    expect(marked.map((m) => m.guest_email)).toEqual(['two-days@example.com', 'yesterday@example.com']);
  });

  it('asks in the language the guest booked in', async () => {
    const v = await venue('Gostilna Pri Lipi');
    await reservation(v, { status: 'seated', date: '2026-06-14', guest_email: 'sl-visit@example.com', locale: 'sl' });
    await stay(v, { status: 'checked_out', check_in: '2026-06-12', check_out: '2026-06-14', guest_email: 'sl-stay@example.com', locale: 'sl' });
    await reservation(v, { status: 'seated', date: '2026-06-14', guest_email: 'en-visit@example.com' });
    expect(await sendPrompts()).toEqual({ sent: 3 });
    const mails = await db.selectFrom('outbox_emails').select(['to_email', 'subject']).orderBy('to_email').execute();
    expect(mails).toEqual([
      { to_email: 'en-visit@example.com', subject: 'How was Gostilna Pri Lipi?' },
      { to_email: 'sl-stay@example.com', subject: 'Kako je bilo v Gostilna Pri Lipi?' },
      { to_email: 'sl-visit@example.com', subject: 'Kako je bilo v Gostilna Pri Lipi?' },
    ]);
  });

  it("counts the two days in each venue's own calendar", async () => {
    // 05:00 on 15 June in Ljubljana, but still 20:00 on 14 June in Los Angeles.
    const at = new Date('2026-06-15T03:00:00.000Z');
    const lj = await venue('Ljubljana Bistro', { timezone: 'Europe/Ljubljana' });
    const la = await venue('LA Diner', { timezone: 'America/Los_Angeles' });
    await stay(lj, { status: 'checked_out', check_in: '2026-06-10', check_out: '2026-06-12', guest_email: 'lj@example.com' });
    await stay(la, { status: 'checked_out', check_in: '2026-06-10', check_out: '2026-06-12', guest_email: 'la@example.com' });
    expect(await sendPrompts(at)).toEqual({ sent: 1 });
    const mails = await db.selectFrom('outbox_emails').select(['to_email', 'subject']).execute();
    expect(mails).toEqual([{ to_email: 'la@example.com', subject: 'How was LA Diner?' }]);
  });

  it('does the same for checked-out stays with the /rate-stay/ link', async () => {
    const v = await venue('Hiša ob Jezeru');
    const recent = await stay(v, { status: 'checked_out', check_in: '2026-06-10', check_out: '2026-06-14', guest_email: 'recent-stay@example.com' });
    await stay(v, { status: 'checked_out', check_in: '2026-06-05', check_out: '2026-06-12', guest_email: 'old-stay@example.com' });
    await stay(v, { status: 'checked_in', check_in: '2026-06-12', check_out: '2026-06-16', guest_email: 'in-house@example.com' });
    await stay(v, { status: 'confirmed', check_in: '2026-06-12', check_out: '2026-06-14', guest_email: 'no-show@example.com' });
    await stay(v, { status: 'cancelled', check_in: '2026-06-12', check_out: '2026-06-14', guest_email: 'cancelled-stay@example.com' });

    expect(await sendPrompts()).toEqual({ sent: 1 });
    const mails = await db.selectFrom('outbox_emails').selectAll().execute();
    expect(mails).toHaveLength(1);
    const url = (token: string) => `${APP_URL}/rate-stay/${recent.id}?token=${token}`;
    expect(mails[0]).toMatchObject({
      to_email: 'recent-stay@example.com',
      kind: 'review_prompt',
      subject: 'How was Hiša ob Jezeru?',
      text_body: reviewText('Hiša ob Jezeru', url(linkTokenSlot('stay', recent.id))),
      status: 'sent',
    });
    expect(asDelivered(mails[0]!).text).toBe(reviewText('Hiša ob Jezeru', url(recent.token)));
    expect(await sendPrompts()).toEqual({ sent: 0 });
    const sentAt = await db.selectFrom('stay_bookings').select('review_prompt_sent_at').where('id', '=', recent.id).executeTakeFirstOrThrow();
    expect(sentAt.review_prompt_sent_at).toEqual(NOW);
  });

  it('sends one mail per stay and per visit, once, with the /rate-stay/ and /rate/ links, and none for the visit of the same day', async () => {
    const v = await venue('Vila Mix');
    await reservation(v, { status: 'seated', date: '2026-06-14', guest_email: 'yesterday@example.com' });
    await reservation(v, { status: 'seated', date: '2026-06-15', guest_email: 'tonight@example.com' });
    await stay(v, { status: 'checked_out', check_in: '2026-06-13', check_out: '2026-06-15', guest_email: 'today-stay@example.com' });
    expect(await sendPrompts()).toEqual({ sent: 2 });
    expect(await sendPrompts(new Date('2026-06-15T18:30:00.000Z'))).toEqual({ sent: 0 });
    const kinds = await db.selectFrom('outbox_emails').select(['to_email', 'text_body']).orderBy('to_email').execute();
    expect(kinds.map((k) => [k.to_email, /\/rate(-stay)?\//.exec(k.text_body)?.[0]])).toEqual([
      ['today-stay@example.com', '/rate-stay/'],
      ['yesterday@example.com', '/rate/'],
    ]);
  });

  it('asks no guest who has already reviewed: neither a stay nor a visit (nor another visit to a restaurant they reviewed)', async () => {
    const v = await venue('Vila Ocena');
    const reviewedStay = await stay(v, { status: 'checked_out', check_in: '2026-06-12', check_out: '2026-06-14', guest_email: 'stay-reviewed@example.com' });
    const openStay = await stay(v, { status: 'checked_out', check_in: '2026-06-12', check_out: '2026-06-14', guest_email: 'stay-open@example.com' });
    const reviewedVisit = await reservation(v, { status: 'seated', date: '2026-06-14', guest_email: 'visit-reviewed@example.com' });
    await reservation(v, { status: 'seated', date: '2026-06-14', guest_email: 'regular@example.com' });
    await reservation(v, { status: 'seated', date: '2026-06-14', guest_email: 'visit-open@example.com' });
    await db
      .insertInto('stay_reviews')
      .values({ stay_booking_id: reviewedStay.id, restaurant_id: v, rating: 5, guest_email: 'stay-reviewed@example.com' })
      .execute();
    await db
      .insertInto('restaurant_reviews')
      .values([
        { restaurant_id: v, reservation_id: reviewedVisit.id, rating: 4, guest_email: 'visit-reviewed@example.com' },
        // An earlier visit's review: the /rate page would answer "Review Submitted!" at once.
        { restaurant_id: v, reservation_id: null, rating: 5, guest_email: 'regular@example.com' },
      ])
      .execute();

    expect(await sendPrompts()).toEqual({ sent: 2 });
    const mails = await db.selectFrom('outbox_emails').select(['to_email', 'text_body']).orderBy('to_email').execute();
    expect(mails.map((m) => m.to_email)).toEqual(['stay-open@example.com', 'visit-open@example.com']);
    expect(mails[0]!.text_body).toContain(`/rate-stay/${openStay.id}?token=`);
    const unmarked = await db.selectFrom('stay_bookings').select('review_prompt_sent_at').where('id', '=', reviewedStay.id).executeTakeFirstOrThrow();
    expect(unmarked.review_prompt_sent_at).toBeNull();
  });
});
