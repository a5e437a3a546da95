import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/connection';
import { createVenue } from '../db/factories';
import { RATE_LIMIT_MESSAGE } from '../rate-limit/service';
import { KEY_REUSED } from '../request/repeat';
import { ALREADY_HELD } from './asked-again';
import { createReservation } from './service';
import { DATE, NOW, useBookingDatabase } from './test-fixtures';
import { asDelivered } from '../notification/email';

/**
 * ADR 052: a table booking is one decision, one transaction under the venue lock with one statement
 * that reads and holds; it always reads the venue as it is, counts the attempt once, and answers a
 * request asked again (ADR 024).
 */

let db: Database;
const deps = useBookingDatabase((d) => {
  db = d;
});

const book = (venueId: string, time: string, extra: Record<string, unknown> = {}) =>
  createReservation(
    deps(),
    { restaurantId: venueId, date: DATE, time, partySize: 2, guestName: 'Guest', guestEmail: `g${Math.random()}@example.com`, privacyConsent: true, ...extra },
    { ip: '203.0.113.9', locale: 'en' },
    NOW,
  );

describe('a table booking under the venue lock', () => {
  it('leaves no database function that runs statement text it is given', async () => {
    const { rows } = await sql<{ proname: string }>`select proname from pg_proc where proname like '%after_venue_lock%'`.execute(db);
    expect(rows).toEqual([]);
  });

  it('decides on the venue as it is now, whatever an earlier booking read', async () => {
    const venue = await createVenue(db, { name: 'Before', total_tables: 5, turn_minutes: 90, deposit_eur: '10.00' });
    // The first booking leaves the venue as read in this process's copy.
    expect((await book(venue.id, '18:00')).status).toBe('awaiting_deposit');
    // The owner blocks every table and renames the venue: the copy is now wrong on both counts.
    await db.updateTable('restaurants').set({ blocked_tables: 5, name: 'After', deposit_eur: '25.00' }).where('id', '=', venue.id).execute();
    const res = await book(venue.id, '20:00');
    expect(res.status).toBe('waitlisted');
    const waitlistMail = await db.selectFrom('outbox_emails').select(['kind', 'text_body']).where('kind', '=', 'waitlist_joined').executeTakeFirstOrThrow();
    expect(waitlistMail.text_body).toContain('After');
    expect(waitlistMail.text_body).not.toContain('Before');
    // Unblocked again: the hold takes the deposit the venue asks now.
    await db.updateTable('restaurants').set({ blocked_tables: 0 }).where('id', '=', venue.id).execute();
    const held = await book(venue.id, '21:00');
    expect(held.status).toBe('awaiting_deposit');
    const row = await db
      .selectFrom('reservations')
      .select('deposit_eur')
      .where('id', '=', held.status === 'awaiting_deposit' ? held.reservationId : '')
      .executeTakeFirstOrThrow();
    expect(Number(row.deposit_eur)).toBe(25);
  });

  it('keeps every character of what the guest typed', async () => {
    const venue = await createVenue(db, { total_tables: 2 });
    const guestName = `O'Brien \\ 100% $1 %1$L %s "x"`;
    const notes = `'); delete from reservations; -- $$ %% \\x00 é 🍷`;
    const res = await book(venue.id, '19:00', { guestName, notes });
    expect(res.status).toBe('awaiting_deposit');
    const row = await db.selectFrom('reservations').select(['guest_name', 'notes']).where('restaurant_id', '=', venue.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ guest_name: guestName, notes });
    const mail = await db
      .selectFrom('outbox_emails')
      .select('text_body')
      .where('kind', '=', 'reservation_received')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(guestName);
  });
});

describe('a booking asked for again (ADR 024)', () => {
  it('answers its own key with the booking, another key or none with nothing of it (the link mailed once), and a changed request under the key with 422', async () => {
    const venue = await createVenue(db, { total_tables: 5 });
    const email = 'again@example.com';
    const ask = (extra: Record<string, unknown>) => book(venue.id, '19:00', { guestEmail: email, guestPhone: '040 111 222', notes: 'Window', ...extra });
    const key = 'repeat-key-0123456789';
    const first = await ask({ idempotencyKey: key });
    expect(first.status).toBe('awaiting_deposit');
    // The second round changes the venue row before each ask: the answer is the same.
    const staleCopy = () =>
      db
        .updateTable('restaurants')
        .set({ name: sql`name` })
        .where('id', '=', venue.id)
        .execute();
    for (const before of [async () => {}, staleCopy]) {
      await before();
      expect(await ask({ idempotencyKey: key })).toEqual(first);
      await before();
      await expect(ask({ idempotencyKey: key, time: '19:30' })).rejects.toThrow(KEY_REUSED);
      await before();
      await expect(ask({ idempotencyKey: key, notes: undefined })).rejects.toThrow(KEY_REUSED);
      for (const idempotencyKey of [undefined, 'another-key-0123456789']) {
        await before();
        await expect(ask({ idempotencyKey })).rejects.toMatchObject({ code: 'reservation.already_held', message: ALREADY_HELD });
      }
    }
    expect(await db.selectFrom('reservations').select('id').where('restaurant_id', '=', venue.id).execute()).toHaveLength(1);
    const mails = await db.selectFrom('outbox_emails').select(['kind', 'text_body']).where('to_email', '=', email).orderBy('created_at').execute();
    expect(mails.map((m) => m.kind)).toEqual(['reservation_received', 'reservation_already_held']);
    const { reservationId, viewToken } = first as Extract<typeof first, { status: 'awaiting_deposit' }>;
    expect(asDelivered({ text_body: mails[1]!.text_body, html_body: null }).text).toContain(`/deposit/${reservationId}?token=${viewToken}`);
  });
});

/** The booking counters of the test IP and of `email`. */
const counts = async (email: string) =>
  Object.fromEntries(
    (
      await db
        .selectFrom('rate_limit_counters')
        .select(['key', 'count'])
        .where('key', 'in', ['booking:ip:203.0.113.9', `booking:email:${email}`])
        .execute()
    ).map((r) => [r.key.startsWith('booking:ip') ? 'ip' : 'email', r.count]),
  );

describe('the rate limit (ADR 052)', () => {
  it('counts a booking once, whether it is held or waitlisted', async () => {
    await db.deleteFrom('rate_limit_counters').execute();
    const venue = await createVenue(db, { total_tables: 1, turn_minutes: 90 });
    // The first two are held, the third finds the slot full and is waitlisted: each counted once.
    for (const [i, status] of (['awaiting_deposit', 'awaiting_deposit', 'waitlisted'] as const).entries()) {
      const email = `count-${i}@example.com`;
      const res = await createReservation(
        deps(),
        { restaurantId: venue.id, date: DATE, time: i === 0 ? '12:00' : '19:00', partySize: 2, guestName: 'G', guestEmail: email, privacyConsent: true },
        { ip: '203.0.113.9', locale: 'en' },
        NOW,
      );
      expect(res.status).toBe(status);
      expect(await counts(email)).toEqual({ ip: i + 1, email: 1 });
    }
  });

  it('over the limit writes nothing but the count and answers the rate-limit error', async () => {
    await db.deleteFrom('rate_limit_counters').execute();
    const venue = await createVenue(db, { total_tables: 5 });
    const attempt = (time: string) =>
      createReservation(
        { ...deps(), rateLimit: { limit: 2, windowSeconds: 600 } },
        { restaurantId: venue.id, date: DATE, time, partySize: 2, guestName: 'G', guestEmail: 'flood@example.com', privacyConsent: true },
        { ip: '203.0.113.9', locale: 'en' },
        NOW,
      );
    expect((await attempt('12:00')).status).toBe('awaiting_deposit');
    expect((await attempt('13:00')).status).toBe('awaiting_deposit');
    await expect(attempt('14:00')).rejects.toThrow(RATE_LIMIT_MESSAGE);
    expect(await counts('flood@example.com')).toEqual({ ip: 3, email: 3 });
    const held = await db.selectFrom('reservations').select(['id', 'time']).where('restaurant_id', '=', venue.id).orderBy('time').execute();
    expect(held.map((r) => r.time.slice(0, 5))).toEqual(['12:00', '13:00']);
    // Nor an audit row or an email for the refused attempt.
    const ids = held.map((r) => r.id);
    const audited = await db.selectFrom('audit_logs').select('entity_id').where('entity', '=', 'reservation').where('entity_id', 'in', ids).execute();
    expect(audited).toHaveLength(2);
    const mails = await db.selectFrom('outbox_emails').select('kind').where('to_email', '=', 'flood@example.com').execute();
    expect(mails).toHaveLength(2);
  });
});
