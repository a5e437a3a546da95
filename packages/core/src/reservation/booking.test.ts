import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../../../tests/support/db';
import { latestMail } from '../../../../tests/support/mail';
import type { Database } from '../db/connection';
import { createReservation as insertReservation, createVenue } from '../db/factories';
import type { OpenHours } from '../db/types';
import { addDays } from '../time/zone';
import { outboxTransport } from '../notification/email';
import { claimWaitlistOffer, getWaitlistEntry, leaveWaitlist, offerFreedSlot } from '../waitlist/service';
import type { BookingDeps } from './booking';
import { expireHoldsAndOfferTables } from '../hold/tick';
import { guestLinkHash } from '../account/guest-link';
import {
  availability,
  cancelByToken,
  cancelOwnReservation,
  createReservation,
  getReservationByToken,
  getReservationForGuest,
  getReservationIcs,
  guestDashboard,
  listForGuest,
} from './service';

let db: Database;
useMigratedDatabase(['users', 'restaurants', 'outbox_emails', 'audit_logs', 'rate_limit_counters'], (d) => {
  db = d;
});

const APP_URL = 'https://tablestay.test';
const deps = (over: Partial<BookingDeps> = {}): BookingDeps => ({
  db,
  email: outboxTransport(() => {}),
  appUrl: APP_URL,
  holdMinutes: 15,
  offerMinutes: 15,
  rateLimit: { limit: 1000, windowSeconds: 600 },
  ...over,
});
const META = { ip: '203.0.113.7', locale: 'en' as const };
const MIN = 60_000;
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MIN);

// 12:00 in Ljubljana (CEST) on Monday 15 June 2026.
const NOW = new Date('2026-06-15T10:00:00.000Z');

async function venue(v: { tables?: number; blocked?: number; turn?: number; timezone?: string; hours?: OpenHours | null; name?: string } = {}) {
  const row = await createVenue(db, {
    name: v.name ?? 'Gostilna Pri Lipi',
    address: 'Trubarjeva cesta 12, 1000 Ljubljana',
    city: 'Ljubljana',
    total_tables: v.tables ?? 2,
    blocked_tables: v.blocked ?? 0,
    turn_minutes: v.turn ?? 90,
    timezone: v.timezone ?? 'Europe/Ljubljana',
    open_hours_json: v.hours === undefined || v.hours === null ? null : JSON.stringify(v.hours),
    deposit_eur: 25,
  });
  return row.id;
}

let n = 0;
const booking = (restaurantId: string, over: Record<string, unknown> = {}) => ({
  restaurantId,
  date: '2026-06-15',
  time: '19:00',
  partySize: 2,
  guestName: 'Ana Gost',
  guestEmail: `guest${++n}@example.com`,
  privacyConsent: true,
  ...over,
});

const book = (restaurantId: string, over: Record<string, unknown> = {}, now = NOW, d = deps()) => createReservation(d, booking(restaurantId, over), META, now);

const count = async (table: 'reservations' | 'waitlist_entries', where: Record<string, string> = {}) => {
  let q = db.selectFrom(table).select(sql<number>`count(*)::int`.as('n'));
  for (const [k, v] of Object.entries(where)) q = q.where(sql.ref(k), '=', v);
  return (await q.executeTakeFirstOrThrow()).n;
};

const offerOf = (link: URL) => ({ id: link.pathname.split('/').pop()!, token: link.searchParams.get('token')!, offer: link.searchParams.get('offer')! });

describe('createReservation', () => {
  it('holds a table: awaiting_deposit with a 15-minute hold, a 256-bit view token, the venue deposit, an audit row and the deposit email', async () => {
    const v = await venue();
    const res = await book(v, { guestEmail: ' Maja@Example.com ', guestPhone: '+386 40 123 456', notes: 'Window seat' });
    expect(res.status).toBe('awaiting_deposit');
    if (res.status !== 'awaiting_deposit') return;
    expect(Buffer.from(res.viewToken, 'base64url').length).toBe(32);
    const row = await db.selectFrom('reservations').selectAll().where('id', '=', res.reservationId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'awaiting_deposit',
      guest_email: 'maja@example.com',
      time: '19:00:00',
      deposit_eur: '25.00',
      view_token: guestLinkHash(res.viewToken),
      notes: 'Window seat',
    });
    expect(row.expires_at).toEqual(at(NOW, 15));
    const log = await db.selectFrom('audit_logs').selectAll().where('entity_id', '=', res.reservationId).executeTakeFirstOrThrow();
    expect(log).toMatchObject({ entity: 'reservation', action: 'created' });
    const { mail, link } = await latestMail(db, 'maja@example.com', 'reservation_received');
    expect(mail.status).toBe('sent');
    expect(link?.toString()).toBe(`${APP_URL}/deposit/${res.reservationId}?token=${res.viewToken}`);
  });

  it('when full puts the guest on the waitlist and writes no reservation', async () => {
    const v = await venue({ tables: 1 });
    await book(v);
    const before = await count('reservations');
    const res = await book(v, { guestEmail: 'late@example.com' });
    expect(res.status).toBe('waitlisted');
    if (res.status !== 'waitlisted') return;
    expect(await count('reservations')).toBe(before);
    const entry = await db.selectFrom('waitlist_entries').selectAll().where('id', '=', res.waitlistId).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ status: 'waiting', view_token: guestLinkHash(res.viewToken), guest_email: 'late@example.com' });
    const { link } = await latestMail(db, 'late@example.com', 'waitlist_joined');
    expect(link?.toString()).toBe(`${APP_URL}/waitlist/${res.waitlistId}?token=${res.viewToken}`);
  });

  it('blocks the whole turn: with 90 minutes a 19:00 table is busy at 19:30 and 20:00, free at 20:30', async () => {
    const v = await venue({ tables: 1, turn: 90 });
    expect((await book(v, { time: '19:00' })).status).toBe('awaiting_deposit');
    expect((await book(v, { time: '19:30' })).status).toBe('waitlisted');
    expect((await book(v, { time: '20:00' })).status).toBe('waitlisted');
    expect((await book(v, { time: '18:00' })).status).toBe('waitlisted');
    expect((await book(v, { time: '20:30' })).status).toBe('awaiting_deposit');
    expect((await book(v, { time: '17:30' })).status).toBe('awaiting_deposit');
  });

  it('with a 30-minute turn counts per slot as SPEC does, against total minus blocked tables', async () => {
    const v = await venue({ tables: 3, blocked: 1, turn: 30 });
    expect((await book(v)).status).toBe('awaiting_deposit');
    expect((await book(v)).status).toBe('awaiting_deposit');
    expect((await book(v)).status).toBe('waitlisted');
    expect((await book(v, { time: '19:30' })).status).toBe('awaiting_deposit');
  });

  it('an expired hold stops counting at once, before the job marks it', async () => {
    const v = await venue({ tables: 1 });
    const first = await book(v);
    const slot = async (now: Date) => (await availability(db, { restaurantId: v, date: '2026-06-15' }, now)).slots.find((s) => s.time === '19:00');
    expect(await slot(at(NOW, 14))).toEqual({ time: '19:00', available: false, reason: 'full' });
    expect(await slot(at(NOW, 15))).toEqual({ time: '19:00', available: true, reason: null });
    // One second past the hold: the table is free again for a new booking.
    const res = await book(v, {}, new Date(at(NOW, 15).getTime() + 1000));
    expect(res.status).toBe('awaiting_deposit');
    if (first.status !== 'awaiting_deposit') throw new Error('expected a hold');
    const view = await getReservationByToken(db, { id: first.reservationId, token: first.viewToken }, at(NOW, 16));
    expect(view.status).toBe('expired');
  });

  it('rejects past dates and times in the venue zone, and closed hours, with the SPEC texts, writing nothing', async () => {
    const v = await venue({ hours: { mon: { open: '11:00', close: '22:00' }, tue: null } });
    await expect(book(v, { date: '2026-06-14' })).rejects.toMatchObject({ code: 'reservation.past', message: 'Date cannot be in the past' });
    await expect(book(v, { time: '12:00' })).rejects.toMatchObject({ message: 'Date cannot be in the past' });
    await expect(book(v, { time: '11:30' })).rejects.toMatchObject({ message: 'Date cannot be in the past' });
    await expect(book(v, { time: '21:00' })).rejects.toMatchObject({ code: 'reservation.closed', message: 'The restaurant is closed at this time' });
    await expect(book(v, { date: '2026-06-16' })).rejects.toMatchObject({ message: 'The restaurant is closed at this time' });
    expect((await book(v, { time: '12:30' })).status).toBe('awaiting_deposit');
    expect((await book(v, { time: '20:30' })).status).toBe('awaiting_deposit');
    expect(await count('reservations')).toBe(2);
    expect(await count('waitlist_entries')).toBe(0);
  });

  it('answers "Restaurant not found" for an unknown venue and for one without tables', async () => {
    const stay = await venue({ tables: 0 });
    await expect(book(stay)).rejects.toMatchObject({ code: 'reservation.restaurant_not_found', message: 'Restaurant not found' });
    await expect(book('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ message: 'Restaurant not found' });
  });

  it('rate-limits per email and per IP with their own keys', async () => {
    const v = await venue({ tables: 10 });
    const d = deps({ rateLimit: { limit: 2, windowSeconds: 600 } });
    await book(v, { guestEmail: 'same@example.com' }, NOW, d);
    await book(v, { guestEmail: 'same@example.com', time: '19:30' }, NOW, d);
    await expect(book(v, { guestEmail: 'same@example.com', time: '20:00' }, NOW, d)).rejects.toMatchObject({
      code: 'rate_limit.exceeded',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    const keys = await db.selectFrom('rate_limit_counters').select(['key', 'count']).orderBy('key').execute();
    expect(keys).toEqual([
      { key: 'booking:email:same@example.com', count: 3 },
      { key: 'booking:ip:203.0.113.7', count: 3 },
    ]);
  });
});

describe('time zones', () => {
  it('Pacific/Kiritimati (UTC+14): near midnight UTC, "today" is already the venue\'s next day', async () => {
    const v = await venue({ timezone: 'Pacific/Kiritimati' });
    // 11:30 UTC on 15 June is 01:30 on 16 June in Kiritimati.
    const now = new Date('2026-06-15T11:30:00Z');
    await expect(book(v, { date: '2026-06-15', time: '22:30' }, now)).rejects.toMatchObject({ message: 'Date cannot be in the past' });
    expect((await book(v, { date: '2026-06-16', time: '09:00' }, now)).status).toBe('awaiting_deposit');
    const a = await availability(db, { restaurantId: v, date: '2026-06-16' }, now);
    expect(a).toMatchObject({ today: '2026-06-16', timezone: 'Pacific/Kiritimati' });
    expect(a.slots.every((s) => s.reason !== 'past')).toBe(true);
  });

  it('Pacific/Auckland: just after midnight UTC the venue is in the morning of the next day', async () => {
    const v = await venue({ timezone: 'Pacific/Auckland', tables: 1 });
    // 21:30 UTC on 15 June is 09:30 NZST on 16 June.
    const now = new Date('2026-06-15T21:30:00Z');
    const a = await availability(db, { restaurantId: v, date: '2026-06-16' }, now);
    expect(a.today).toBe('2026-06-16');
    expect(a.slots.slice(0, 3)).toEqual([
      { time: '09:00', available: false, reason: 'past' },
      { time: '09:30', available: false, reason: 'past' },
      { time: '10:00', available: true, reason: null },
    ]);
    const yesterday = await availability(db, { restaurantId: v, date: '2026-06-15' }, now);
    expect(yesterday.slots.every((s) => s.reason === 'past')).toBe(true);
  });

  it('a venue behind UTC still books its evening when UTC is already on the next day', async () => {
    const v = await venue({ timezone: 'Pacific/Pago_Pago' });
    // 05:00 UTC on 16 June is 18:00 on 15 June in Pago Pago (UTC-11).
    const now = new Date('2026-06-16T05:00:00Z');
    expect((await book(v, { date: '2026-06-15', time: '19:00' }, now)).status).toBe('awaiting_deposit');
    await expect(book(v, { date: '2026-06-15', time: '18:00' }, now)).rejects.toMatchObject({ message: 'Date cannot be in the past' });
  });

  it.each([
    // Spring forward: 07:45Z is 09:45 CEST, not 08:45.
    ['2026-03-29', '2026-03-29T07:45:00Z', ['09:00', '09:30']],
    // Fall back: 08:15Z is 09:15 CET, not 10:15.
    ['2026-10-25', '2026-10-25T08:15:00Z', ['09:00']],
    // Before the change in the night: no slot has passed yet.
    ['2026-03-29', '2026-03-29T00:30:00Z', []],
    ['2026-10-25', '2026-10-25T00:30:00Z', []],
  ])('Europe/Ljubljana on the DST day %s at %s: slots 09:00–22:30 wall time, past ones %j', async (date, instant, past) => {
    const v = await venue({ tables: 3 });
    const a = await availability(db, { restaurantId: v, date }, new Date(instant));
    expect(a.today).toBe(date);
    expect(a.slots.map((s) => s.time)).toEqual(
      Array.from({ length: 28 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`),
    );
    expect(a.slots.filter((s) => s.reason === 'past').map((s) => s.time)).toEqual(past);
    expect(a.slots.filter((s) => s.available).length).toBe(28 - past.length);
    const firstOpen = a.slots.find((s) => s.available)!.time;
    expect((await book(v, { date, time: firstOpen }, new Date(instant))).status).toBe('awaiting_deposit');
    // The last slot that has passed (or 09:00 a day earlier when none has) is refused.
    const refused = past.length ? { date, time: past.at(-1) } : { date: addDays(date, -1), time: '09:00' };
    await expect(book(v, refused, new Date(instant))).rejects.toMatchObject({ message: 'Date cannot be in the past' });
  });
});

describe('availability', () => {
  it('uses the same rules as booking: past, closed, full', async () => {
    const v = await venue({ tables: 1, turn: 90, hours: { mon: { open: '11:00', close: '22:00' } } });
    await book(v, { time: '19:00' });
    const a = await availability(db, { restaurantId: v, date: '2026-06-15' }, NOW);
    const reason = (t: string) => a.slots.find((s) => s.time === t)?.reason;
    expect(reason('09:00')).toBe('past');
    expect(reason('12:00')).toBe('past');
    expect(reason('12:30')).toBeNull();
    expect(reason('18:00')).toBe('full');
    expect(reason('19:30')).toBe('full');
    expect(reason('20:30')).toBeNull();
    expect(reason('21:00')).toBe('closed');
    expect(reason('22:30')).toBe('closed');
  });
});

describe('holds job', () => {
  it('marks lapsed holds expired and offers the freed table to the first waiting guest', async () => {
    const v = await venue({ tables: 1 });
    const held = await book(v);
    const w1 = await book(v, { guestEmail: 'first@example.com' });
    const w2 = await book(v, { guestEmail: 'second@example.com' });
    expect([w1.status, w2.status]).toEqual(['waitlisted', 'waitlisted']);
    const later = at(NOW, 16);
    expect(await expireHoldsAndOfferTables(deps(), later)).toEqual({ holdsExpired: 1, offersExpired: 0, waitingExpired: 0, offered: 1 });
    if (held.status !== 'awaiting_deposit') throw new Error('expected a hold');
    expect((await db.selectFrom('reservations').select('status').where('id', '=', held.reservationId).executeTakeFirstOrThrow()).status).toBe('expired');
    const { link } = await latestMail(db, 'first@example.com', 'waitlist_offer');
    expect(link?.searchParams.get('offer')).toBeTruthy();
    await expect(latestMail(db, 'second@example.com', 'waitlist_offer')).rejects.toThrow('no email');
    // Idempotent.
    expect(await expireHoldsAndOfferTables(deps(), later)).toEqual({ holdsExpired: 0, offersExpired: 0, waitingExpired: 0, offered: 0 });
  });

  it('expires waiting entries whose slot has passed in the venue zone', async () => {
    const v = await venue({ tables: 1 });
    await book(v, { time: '19:00' });
    await book(v, { time: '19:00' });
    // 19:00 CEST is 17:00Z.
    const r = await expireHoldsAndOfferTables(deps(), new Date('2026-06-15T17:00:00Z'));
    expect(r.waitingExpired).toBe(1);
  });
});

describe('fair waitlist', () => {
  it('offers FIFO on cancellation; the claim books through the core even though the slot looks full', async () => {
    const v = await venue({ tables: 1 });
    const held = await book(v, { guestEmail: 'holder@example.com' });
    const first = await book(v, { guestEmail: 'first@example.com' });
    const second = await book(v, { guestEmail: 'second@example.com' });
    if (held.status !== 'awaiting_deposit' || first.status !== 'waitlisted' || second.status !== 'waitlisted') throw new Error('setup');

    expect(await getWaitlistEntry(db, { id: first.waitlistId, token: first.viewToken }, NOW)).toMatchObject({ status: 'waiting', position: 1, offer: null });
    expect(await getWaitlistEntry(db, { id: second.waitlistId, token: second.viewToken }, NOW)).toMatchObject({ status: 'waiting', position: 2 });

    await cancelOwnReservation(deps(), { id: held.reservationId }, 'holder@example.com', at(NOW, 1));
    const { link } = await latestMail(db, 'first@example.com', 'waitlist_offer');
    expect(link?.pathname).toBe(`/waitlist/${first.waitlistId}`);
    expect(link?.searchParams.get('token')).toBe(first.viewToken);
    const stored = await db.selectFrom('waitlist_entries').selectAll().where('id', '=', first.waitlistId).executeTakeFirstOrThrow();
    expect(stored.status).toBe('notified');
    expect(stored.offer_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.offer_token_hash).not.toContain(link!.searchParams.get('offer'));
    expect(stored.offer_expires_at).toEqual(at(NOW, 16));

    // The offer keeps the table: a newcomer and the second in line see it as full.
    expect((await book(v, { guestEmail: 'newcomer@example.com' }, at(NOW, 2))).status).toBe('waitlisted');
    const view = await getWaitlistEntry(db, { id: first.waitlistId, token: first.viewToken }, at(NOW, 2));
    expect(view).toMatchObject({ status: 'notified', position: null, offer: { expiresAt: at(NOW, 16).toISOString() } });
    expect(await getWaitlistEntry(db, { id: second.waitlistId, token: second.viewToken }, at(NOW, 2))).toMatchObject({ position: 1 });

    const claimed = await claimWaitlistOffer(deps(), offerOf(link!), at(NOW, 5));
    const booked = await getReservationByToken(db, { id: claimed.reservationId, token: claimed.viewToken }, at(NOW, 5));
    expect(booked).toMatchObject({ status: 'awaiting_deposit', guest_email: 'first@example.com', time: '19:00', date: '2026-06-15' });
    expect(await getWaitlistEntry(db, { id: first.waitlistId, token: first.viewToken }, at(NOW, 5))).toMatchObject({
      status: 'converted',
      reservation_id: claimed.reservationId,
    });
    expect((await latestMail(db, 'first@example.com', 'reservation_received')).link?.toString()).toBe(
      `${APP_URL}/deposit/${claimed.reservationId}?token=${claimed.viewToken}`,
    );

    // Used once: a second claim is a dead offer.
    await expect(claimWaitlistOffer(deps(), offerOf(link!), at(NOW, 6))).rejects.toMatchObject({
      code: 'waitlist.offer_expired',
      message: 'This offer has expired',
    });
  });

  it('an unclaimed offer lapses after 15 minutes and passes to the next guest', async () => {
    const v = await venue({ tables: 1 });
    const held = await book(v, { guestEmail: 'holder2@example.com' });
    const first = await book(v, { guestEmail: 'slow@example.com' });
    await book(v, { guestEmail: 'next@example.com' });
    if (held.status !== 'awaiting_deposit' || first.status !== 'waitlisted') throw new Error('setup');
    await cancelByToken(deps(), { id: held.reservationId, token: held.viewToken }, NOW);
    const slow = await latestMail(db, 'slow@example.com', 'waitlist_offer');

    const r = await expireHoldsAndOfferTables(deps(), at(NOW, 15));
    expect(r).toMatchObject({ offersExpired: 1, offered: 1 });
    expect(await getWaitlistEntry(db, { id: first.waitlistId, token: first.viewToken }, at(NOW, 15))).toMatchObject({ status: 'expired', offer: null });
    const next = await latestMail(db, 'next@example.com', 'waitlist_offer');
    await expect(claimWaitlistOffer(deps(), offerOf(slow.link!), at(NOW, 16))).rejects.toMatchObject({ message: 'This offer has expired' });
    const claimed = await claimWaitlistOffer(deps(), offerOf(next.link!), at(NOW, 20));
    expect(claimed.reservationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a lapsed offer no longer holds the table, even before the job runs; a new booking first serves the queue', async () => {
    const v = await venue({ tables: 1 });
    const held = await book(v);
    await book(v, { guestEmail: 'q1@example.com' });
    await book(v, { guestEmail: 'q2@example.com' });
    if (held.status !== 'awaiting_deposit') throw new Error('setup');
    await cancelByToken(deps(), { id: held.reservationId, token: held.viewToken }, NOW);
    // q1's offer lapsed at NOW+15; a booking at NOW+20 gives the table to q2 (next in line), not to the newcomer.
    const res = await book(v, { guestEmail: 'newcomer2@example.com' }, at(NOW, 20));
    expect(res.status).toBe('waitlisted');
    const q2 = await latestMail(db, 'q2@example.com', 'waitlist_offer');
    expect(q2.link).toBeDefined();
  });

  it('wrong tokens: "Waitlist entry not found"; a wrong offer token is a dead offer', async () => {
    const v = await venue({ tables: 1 });
    await book(v);
    const w = await book(v);
    if (w.status !== 'waitlisted') throw new Error('setup');
    await expect(getWaitlistEntry(db, { id: w.waitlistId, token: 'nope' }, NOW)).rejects.toMatchObject({
      code: 'waitlist.not_found',
      message: 'Waitlist entry not found',
    });
    await expect(claimWaitlistOffer(deps(), { id: w.waitlistId, token: 'nope', offer: 'x' }, NOW)).rejects.toMatchObject({
      message: 'Waitlist entry not found',
    });
    await expect(claimWaitlistOffer(deps(), { id: w.waitlistId, token: w.viewToken, offer: 'x' }, NOW)).rejects.toMatchObject({
      message: 'This offer has expired',
    });
  });

  it('offerFreedSlot offers across turn-time neighbours; leaving with a live offer passes it on', async () => {
    const v = await venue({ tables: 1, turn: 90 });
    await db.updateTable('restaurants').set({ total_tables: 0 }).where('id', '=', v).execute();
    await db.updateTable('restaurants').set({ total_tables: 1 }).where('id', '=', v).execute();
    const a = await book(v, { time: '19:00' });
    const b = await book(v, { time: '19:30', guestEmail: 'b@example.com' });
    const c = await book(v, { time: '20:00', guestEmail: 'c@example.com' });
    if (a.status !== 'awaiting_deposit' || b.status !== 'waitlisted' || c.status !== 'waitlisted') throw new Error('setup');
    // Free the 19:00 table without the usual path, then ask for offers.
    await db.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', a.reservationId).execute();
    expect(await offerFreedSlot(deps(), v, '2026-06-15', '19:00', NOW)).toEqual({ offered: 1 });
    expect((await getWaitlistEntry(db, { id: b.waitlistId, token: b.viewToken }, NOW)).status).toBe('notified');
    expect(await leaveWaitlist(deps(), { id: b.waitlistId, token: b.viewToken }, NOW)).toEqual({ id: b.waitlistId, status: 'cancelled' });
    expect((await getWaitlistEntry(db, { id: c.waitlistId, token: c.viewToken }, NOW)).status).toBe('notified');
  });

  it('estimates the wait from live holds and the venue lapse history, or says null', async () => {
    const v = await venue({ tables: 2, turn: 30 });
    const h1 = await book(v);
    await book(v, {}, at(NOW, 5));
    const w = await book(v, {}, at(NOW, 6));
    if (w.status !== 'waitlisted' || h1.status !== 'awaiting_deposit') throw new Error('setup');
    // No history: no basis.
    expect((await getWaitlistEntry(db, { id: w.waitlistId, token: w.viewToken }, at(NOW, 6))).estimatedWaitMinutes).toBeNull();
    // 40 past reservations, half of which lapsed unpaid.
    for (let i = 0; i < 40; i++) {
      await insertReservation(db, {
        restaurant_id: v,
        guest_name: 'Past',
        guest_email: `past${i}@example.com`,
        date: '2026-06-01',
        time: '19:00',
        party_size: 2,
        status: i % 2 ? 'expired' : 'confirmed',
        deposit_eur: 20,
        created_at: new Date('2026-06-01T10:00:00Z'),
      });
    }
    // Position 1, half lapse → the second hold's expiry (NOW+5+15) is the estimate: 14 minutes from NOW+6.
    expect((await getWaitlistEntry(db, { id: w.waitlistId, token: w.viewToken }, at(NOW, 6))).estimatedWaitMinutes).toBe(14);
  });
});

describe('guest access, cancel, dashboard, calendar', () => {
  it('reads by token or as the guest with that email, else "Reservation not found or access denied"', async () => {
    const v = await venue();
    const res = await book(v, { guestEmail: 'owner.of@example.com' });
    if (res.status !== 'awaiting_deposit') throw new Error('setup');
    const view = await getReservationByToken(db, { id: res.reservationId, token: res.viewToken }, NOW);
    expect(view).toMatchObject({
      id: res.reservationId,
      date: '2026-06-15',
      time: '19:00',
      party_size: 2,
      status: 'awaiting_deposit',
      deposit_eur: 25,
      expires_at: at(NOW, 15).toISOString(),
      guest_email: 'owner.of@example.com',
      restaurant: { id: v, name: 'Gostilna Pri Lipi', timezone: 'Europe/Ljubljana', stripe_payment_link_url: null, turn_minutes: 90 },
    });
    expect(await getReservationForGuest(db, { id: res.reservationId }, 'Owner.Of@example.com', NOW)).toEqual(view);
    for (const attempt of [
      () => getReservationByToken(db, { id: res.reservationId, token: `${res.viewToken}x` }, NOW),
      () => getReservationByToken(db, { id: res.reservationId, token: '' }, NOW),
      () => getReservationByToken(db, { id: 'not-a-uuid', token: res.viewToken }, NOW),
      () => getReservationForGuest(db, { id: res.reservationId }, 'someone@example.com', NOW),
      () => getReservationIcs(db, { id: res.reservationId }, null, NOW),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: 'reservation.not_found', message: 'Reservation not found or access denied' });
    }
    const ics = await getReservationIcs(db, { id: res.reservationId }, 'owner.of@example.com', NOW);
    expect(ics.filename).toBe('tablestay-2026-06-15-gostilna-pri-lipi.ics');
    expect(ics.content).toContain('DTSTART:20260615T170000Z\r\nDTEND:20260615T183000Z');
  });

  it('cancel: own email only, from pending, awaiting_deposit or confirmed, with the SPEC text', async () => {
    const v = await venue({ tables: 10 });
    const text = "Not allowed: This reservation can't be cancelled (status or email mismatch).";
    const mk = async (status: 'pending' | 'awaiting_deposit' | 'confirmed' | 'seated' | 'expired' | 'cancelled') => {
      const r = await book(v, { guestEmail: 'me@example.com' });
      if (r.status !== 'awaiting_deposit') throw new Error('setup');
      await db.updateTable('reservations').set({ status }).where('id', '=', r.reservationId).execute();
      return r.reservationId;
    };
    for (const s of ['pending', 'awaiting_deposit', 'confirmed'] as const) {
      const id = await mk(s);
      await expect(cancelOwnReservation(deps(), { id }, 'other@example.com', NOW)).rejects.toMatchObject({
        code: 'reservation.cancel_not_allowed',
        message: text,
      });
      expect(await cancelOwnReservation(deps(), { id }, ' ME@example.com', NOW)).toEqual({ id, status: 'cancelled' });
    }
    for (const s of ['seated', 'expired', 'cancelled'] as const) {
      const id = await mk(s);
      await expect(cancelOwnReservation(deps(), { id }, 'me@example.com', NOW)).rejects.toMatchObject({ message: text });
    }
    // A hold past its expiry is expired, whatever the stored status says.
    const lapsed = await mk('awaiting_deposit');
    await expect(cancelOwnReservation(deps(), { id: lapsed }, 'me@example.com', at(NOW, 16))).rejects.toMatchObject({ message: text });
    await expect(cancelOwnReservation(deps(), { id: '00000000-0000-4000-8000-000000000000' }, 'me@example.com', NOW)).rejects.toMatchObject({ message: text });
    expect((await latestMail(db, 'me@example.com', 'reservation_cancelled')).mail.subject).toBe('Reservation cancelled (Gostilna Pri Lipi)');
  });

  it('dashboard: upcoming in the venue calendar (soonest first, 5), past (latest first, 3), counts', async () => {
    const v = await venue({ tables: 10 });
    const far = await venue({ tables: 10, timezone: 'Pacific/Kiritimati', name: 'Island Grill' });
    const email = 'dash@example.com';
    const rows: {
      restaurant_id: string;
      date: string;
      time: string;
      status: 'confirmed' | 'cancelled' | 'seated' | 'awaiting_deposit';
      party: number;
      expires?: Date;
    }[] = [
      { restaurant_id: v, date: '2026-06-14', time: '19:00', status: 'confirmed', party: 2 }, // past by date
      { restaurant_id: v, date: '2026-06-15', time: '09:00', status: 'confirmed', party: 3 }, // today (time passed, date not): upcoming
      { restaurant_id: v, date: '2026-06-16', time: '19:00', status: 'cancelled', party: 4 }, // past by status
      { restaurant_id: v, date: '2026-06-20', time: '19:00', status: 'confirmed', party: 2 },
      { restaurant_id: v, date: '2026-06-18', time: '12:00', status: 'awaiting_deposit', party: 5, expires: at(NOW, 10) },
      { restaurant_id: v, date: '2026-06-18', time: '11:00', status: 'awaiting_deposit', party: 1, expires: at(NOW, -1) }, // lapsed hold: past
      { restaurant_id: v, date: '2026-06-13', time: '20:00', status: 'seated', party: 6 },
      // Kiritimati is already on 16 June at NOW: its 15 June is the past.
      { restaurant_id: far, date: '2026-06-15', time: '22:30', status: 'confirmed', party: 2 },
    ];
    for (const r of rows) {
      await insertReservation(db, {
        restaurant_id: r.restaurant_id,
        guest_name: 'Dash',
        guest_email: email,
        date: r.date,
        time: r.time,
        party_size: r.party,
        status: r.status,
        expires_at: r.expires ?? null,
        deposit_eur: 20,
      });
    }
    const d = await guestDashboard(db, 'Dash@example.com ', NOW);
    // Past visits happened: the seated one and the two confirmed for a day past in their zone.
    expect(d.counts).toEqual({ upcoming: 3, pastVisits: 3, totalGuests: 25 });
    expect(d.upcoming.map((r) => [r.date, r.time, r.status])).toEqual([
      ['2026-06-15', '09:00', 'confirmed'],
      ['2026-06-18', '12:00', 'awaiting_deposit'],
      ['2026-06-20', '19:00', 'confirmed'],
    ]);
    expect(d.past.map((r) => [r.date, r.time, r.status])).toEqual([
      ['2026-06-18', '11:00', 'expired'],
      ['2026-06-16', '19:00', 'cancelled'],
      ['2026-06-15', '22:30', 'confirmed'],
    ]);
    expect(d.upcoming[0]?.restaurant).toEqual({
      id: v,
      name: 'Gostilna Pri Lipi',
      address: 'Trubarjeva cesta 12, 1000 Ljubljana',
      timezone: 'Europe/Ljubljana',
    });
    const mine = await listForGuest(db, email, NOW);
    expect(mine.find((r) => r.time === '11:00')?.status).toBe('expired');
  });
});
