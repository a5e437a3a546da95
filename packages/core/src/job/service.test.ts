import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../../../tests/support/db';
import type { Database } from '../db/connection';
import {
  createAiConversation,
  createOneTimeToken,
  createRateLimitCounter,
  createReservation,
  createRoom,
  createRoomType,
  createSession,
  createStayBooking,
  createUser,
  createUserRole,
  createVenue,
} from '../db/factories';
import type { ReservationStatus, StayBookingStatus } from '../db/types';
import { expectConsoleError } from '../../../../tests/support/fail-on-console-error';
import { enqueueEmail, outboxTransport } from '../notification/email';
import { expireUnpaidHolds } from '../hold/tick';
import { applyRetention, retryPendingEmails, sendReviewPrompts } from './service';

let db: Database;
useMigratedDatabase(['users', 'restaurants', 'outbox_emails', 'ai_conversations', 'one_time_tokens', 'rate_limit_counters'], (d) => {
  db = d;
});

// 12:00 in Ljubljana (CEST) on Monday 15 June 2026.
const NOW = new Date('2026-06-15T10:00:00.000Z');
const DAY = 86_400_000;
const ago = (ms: number, from = NOW) => new Date(from.getTime() - ms);
const later = (ms: number, from = NOW) => new Date(from.getTime() + ms);
const APP_URL = 'https://tablestay.test';

async function venue(name = 'Gostilna Pri Lipi', extra: { timezone?: string; owner_id?: string } = {}) {
  return (await createVenue(db, { name, total_rooms: 5, ...extra })).id;
}

async function reservation(
  restaurant_id: string,
  v: { status: ReservationStatus; date?: string; expires_at?: Date | null; guest_email?: string; locale?: 'en' | 'sl' },
) {
  return createReservation(db, { restaurant_id, guest_name: 'Ana Gost', date: '2026-06-15', ...v });
}

async function stay(
  restaurant_id: string,
  v: { status: StayBookingStatus; check_in?: string; check_out?: string; expires_at?: Date | null; guest_email?: string; locale?: 'en' | 'sl' },
) {
  // A room of its own for each booking, so the no-overlap constraint never gets in the way.
  const type = await createRoomType(db, { restaurant_id, name: 'Double', capacity: 2 });
  const room = await createRoom(db, { restaurant_id, room_type_id: type.id });
  return createStayBooking(db, {
    restaurant_id,
    room_type_id: type.id,
    room_id: room.id,
    guest_name: 'Bor Gost',
    check_in: '2026-06-12',
    check_out: '2026-06-14',
    ...v,
  });
}

async function user(email: string, lastActive: Date) {
  return (await createUser(db, { name: email.split('@')[0]!, email, last_active_at: lastActive })).id;
}

const statusOf = async (id: string) => await db.selectFrom('reservations').select(['status', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
const stayStatusOf = async (id: string) => await db.selectFrom('stay_bookings').select(['status', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();

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

    expect(
      await sendReviewPrompts(
        db,
        outboxTransport(() => {}),
        APP_URL,
        NOW,
      ),
    ).toEqual({ sent: 2 });
    const mails = await db.selectFrom('outbox_emails').select(['to_email', 'kind', 'subject', 'text_body']).orderBy('to_email').execute();
    expect(mails.map((m) => m.to_email)).toEqual(['two-days@example.com', 'yesterday@example.com']);
    expect(mails[1]).toEqual({
      to_email: 'yesterday@example.com',
      kind: 'review_prompt',
      subject: 'How was Gostilna Pri Lipi?',
      text_body: reviewText('Gostilna Pri Lipi', `${APP_URL}/rate/${yesterday.id}?token=${yesterday.token}`),
    });
    expect(
      await sendReviewPrompts(
        db,
        outboxTransport(() => {}),
        APP_URL,
        NOW,
      ),
    ).toEqual({ sent: 0 });
    const marked = await db.selectFrom('reservations').select('guest_email').where('review_prompt_sent_at', 'is not', null).orderBy('guest_email').execute();
    expect(marked.map((m) => m.guest_email)).toEqual(['two-days@example.com', 'yesterday@example.com']);
  });

  it('asks in the language the guest booked in', async () => {
    const v = await venue('Gostilna Pri Lipi');
    await reservation(v, { status: 'seated', date: '2026-06-14', guest_email: 'sl-visit@example.com', locale: 'sl' });
    await stay(v, { status: 'checked_out', check_in: '2026-06-12', check_out: '2026-06-14', guest_email: 'sl-stay@example.com', locale: 'sl' });
    await reservation(v, { status: 'seated', date: '2026-06-14', guest_email: 'en-visit@example.com' });
    expect(
      await sendReviewPrompts(
        db,
        outboxTransport(() => {}),
        APP_URL,
        NOW,
      ),
    ).toEqual({ sent: 3 });
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
    expect(
      await sendReviewPrompts(
        db,
        outboxTransport(() => {}),
        APP_URL,
        at,
      ),
    ).toEqual({ sent: 1 });
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

    expect(
      await sendReviewPrompts(
        db,
        outboxTransport(() => {}),
        APP_URL,
        NOW,
      ),
    ).toEqual({ sent: 1 });
    const mails = await db.selectFrom('outbox_emails').selectAll().execute();
    expect(mails).toHaveLength(1);
    const url = `${APP_URL}/rate-stay/${recent.id}?token=${recent.token}`;
    expect(mails[0]).toMatchObject({
      to_email: 'recent-stay@example.com',
      kind: 'review_prompt',
      subject: 'How was Hiša ob Jezeru?',
      text_body: reviewText('Hiša ob Jezeru', url),
      status: 'sent',
    });
    expect(
      await sendReviewPrompts(
        db,
        outboxTransport(() => {}),
        APP_URL,
        NOW,
      ),
    ).toEqual({ sent: 0 });
    const sentAt = await db.selectFrom('stay_bookings').select('review_prompt_sent_at').where('id', '=', recent.id).executeTakeFirstOrThrow();
    expect(sentAt.review_prompt_sent_at).toEqual(NOW);
  });

  it('sends one mail per stay and per visit, once, with the /rate-stay/ and /rate/ links, and none for the visit of the same day', async () => {
    const v = await venue('Vila Mix');
    await reservation(v, { status: 'seated', date: '2026-06-14', guest_email: 'yesterday@example.com' });
    await reservation(v, { status: 'seated', date: '2026-06-15', guest_email: 'tonight@example.com' });
    await stay(v, { status: 'checked_out', check_in: '2026-06-13', check_out: '2026-06-15', guest_email: 'today-stay@example.com' });
    expect(
      await sendReviewPrompts(
        db,
        outboxTransport(() => {}),
        APP_URL,
        NOW,
      ),
    ).toEqual({ sent: 2 });
    expect(
      await sendReviewPrompts(
        db,
        outboxTransport(() => {}),
        APP_URL,
        new Date('2026-06-15T18:30:00.000Z'),
      ),
    ).toEqual({ sent: 0 });
    const kinds = await db.selectFrom('outbox_emails').select(['to_email', 'text_body']).orderBy('to_email').execute();
    expect(kinds.map((k) => [k.to_email, /\/rate(-stay)?\//.exec(k.text_body)?.[0]])).toEqual([
      ['today-stay@example.com', '/rate-stay/'],
      ['yesterday@example.com', '/rate/'],
    ]);
  });
});

describe('applyRetention', () => {
  it('deletes what has outlived its retention period and keeps the rest', async () => {
    const activeUser = await user('active@example.com', ago(365 * DAY));
    const inactiveGuest = await user('gone@example.com', ago(4 * 365 * DAY));
    const inactiveOwner = await user('owner@example.com', ago(4 * 365 * DAY));
    const inactiveAdmin = await user('admin@example.com', ago(4 * 365 * DAY));
    const inactiveRoleOwner = await user('role-owner@example.com', ago(4 * 365 * DAY));
    await user('almost@example.com', ago(3 * 365 * DAY - DAY));
    await createUserRole(db, { user_id: inactiveAdmin, role: 'admin' });
    await createUserRole(db, { user_id: inactiveRoleOwner, role: 'owner' });
    const v = await venue('Stara Gostilna', { owner_id: inactiveOwner });

    const oldChat = await createAiConversation(db, { kind: 'chat', created_at: ago(91 * DAY), updated_at: ago(91 * DAY) });
    const recentChat = await createAiConversation(db, { kind: 'sommelier', created_at: ago(89 * DAY) });

    await createSession(db, { id: 'expired-session', user_id: activeUser, expires_at: ago(1000) });
    await createSession(db, { id: 'live-session', user_id: activeUser, expires_at: later(DAY) });

    const ancient = await reservation(v, { status: 'seated', date: '2018-06-01' });
    const sixYears = await reservation(v, { status: 'seated', date: '2020-06-01' });
    const ancientStay = await stay(v, { status: 'checked_out', check_in: '2018-05-01', check_out: '2018-05-03' });
    const recentStay = await stay(v, { status: 'checked_out', check_in: '2021-05-01', check_out: '2021-05-03' });

    await createOneTimeToken(db, { token_hash: 'old-token', purpose: 'magic_link', email: 'a@example.com', expires_at: ago(2 * DAY) });
    await createOneTimeToken(db, { token_hash: 'fresh-token', purpose: 'magic_link', email: 'a@example.com', expires_at: ago(60_000) });
    await createRateLimitCounter(db, { key: 'sign_in:ip:1', window_start: ago(2 * DAY), count: 3 });
    await createRateLimitCounter(db, { key: 'sign_in:ip:1', window_start: ago(600_000), count: 1 });

    expect(await applyRetention(db, NOW)).toEqual({
      aiConversations: 1,
      aiMessages: 0,
      sessions: 1,
      tokens: 1,
      rateLimitCounters: 1,
      reservations: 1,
      stayBookings: 1,
      accounts: 1,
    });

    expect((await db.selectFrom('ai_conversations').select('id').execute()).map((r) => r.id)).toEqual([recentChat.id]);
    expect(await db.selectFrom('ai_conversations').select('id').where('id', '=', oldChat.id).execute()).toEqual([]);
    expect((await db.selectFrom('sessions').select('id').execute()).map((r) => r.id)).toEqual(['live-session']);
    expect((await db.selectFrom('reservations').select('id').execute()).map((r) => r.id)).toEqual([sixYears.id]);
    expect(await db.selectFrom('reservations').select('id').where('id', '=', ancient.id).execute()).toEqual([]);
    expect((await db.selectFrom('stay_bookings').select('id').execute()).map((r) => r.id)).toEqual([recentStay.id]);
    expect(await db.selectFrom('stay_bookings').select('id').where('id', '=', ancientStay.id).execute()).toEqual([]);
    expect((await db.selectFrom('one_time_tokens').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['fresh-token']);
    expect(await db.selectFrom('rate_limit_counters').select('count').execute()).toEqual([{ count: 1 }]);

    const users = await db.selectFrom('users').select('email').orderBy('email').execute();
    expect(users.map((u) => u.email)).toEqual(['active@example.com', 'admin@example.com', 'almost@example.com', 'owner@example.com', 'role-owner@example.com']);
    expect(await db.selectFrom('users').select('id').where('id', '=', inactiveGuest).execute()).toEqual([]);
    // The inactive owner's venue is still theirs.
    expect((await db.selectFrom('restaurants').select('owner_id').where('id', '=', v).executeTakeFirstOrThrow()).owner_id).toBe(inactiveOwner);
  });

  it('is idempotent: a second run deletes nothing', async () => {
    await user('gone-again@example.com', ago(5 * 365 * DAY));
    await createAiConversation(db, { kind: 'chat', created_at: ago(200 * DAY), updated_at: ago(200 * DAY) });
    const first = await applyRetention(db, NOW);
    expect(first).toMatchObject({ aiConversations: 1, accounts: 1 });
    expect(await applyRetention(db, NOW)).toEqual({
      aiConversations: 0,
      aiMessages: 0,
      sessions: 0,
      tokens: 0,
      rateLimitCounters: 0,
      reservations: 0,
      stayBookings: 0,
      accounts: 0,
    });
  });
});

describe('retryPendingEmails', () => {
  it('delivers pending emails older than a minute, once, and leaves fresh ones to their request', async () => {
    const old = await enqueueEmail(db, { to: 'old@example.com', subject: 'S', text: 'T', kind: 'test' });
    await db
      .updateTable('outbox_emails')
      .set({ created_at: ago(5 * 60_000) } as never)
      .where('id', '=', old)
      .execute();
    await enqueueEmail(db, { to: 'fresh@example.com', subject: 'S', text: 'T', kind: 'test' });
    const lines: string[] = [];
    expect(
      await retryPendingEmails(
        db,
        outboxTransport((l) => lines.push(l)),
        NOW,
      ),
    ).toEqual({ retried: 1 });
    expect(lines).toEqual(['[mail] to=old@example.com subject="S"']);
    const rows = await db.selectFrom('outbox_emails').select(['to_email', 'status', 'attempts']).orderBy('to_email').execute();
    expect(rows).toEqual([
      { to_email: 'fresh@example.com', status: 'pending', attempts: 0 },
      { to_email: 'old@example.com', status: 'sent', attempts: 1 },
    ]);
    expect(
      await retryPendingEmails(
        db,
        outboxTransport((l) => lines.push(l)),
        NOW,
      ),
    ).toEqual({ retried: 0 });
  });

  it('records a failed delivery on the row and gives up after five attempts', async () => {
    const id = await enqueueEmail(db, { to: 'bounce@example.com', subject: 'S', text: 'T', kind: 'test' });
    await db
      .updateTable('outbox_emails')
      .set({ created_at: ago(5 * 60_000) } as never)
      .where('id', '=', id)
      .execute();
    const failing = { name: 'ses' as const, deliver: async () => Promise.reject(new Error('SES throttled')) };
    expectConsoleError(5);
    for (let i = 0; i < 5; i++) await retryPendingEmails(db, failing, NOW);
    const row = await db.selectFrom('outbox_emails').select(['status', 'attempts', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', attempts: 5, last_error: 'Error: SES throttled' });
    expect(await retryPendingEmails(db, failing, NOW)).toEqual({ retried: 0 });
  });
});
