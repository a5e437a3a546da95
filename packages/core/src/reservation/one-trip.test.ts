import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/connection';
import { createVenue } from '../db/factories';
import { runAfterVenueLock, venueVersionCache } from '../kernel/venue-lock';
import { RATE_LIMIT_MESSAGE } from '../rate-limit/service';
import { KEY_REUSED } from '../kernel/repeat';
import { ALREADY_HELD } from './asked-again';
import { createReservation } from './service';
import { DATE, NOW, useBookingDatabase } from './test-fixtures';
import { asDelivered } from '../notification/email';

/**
 * ADR 052: a booking's venue lock and statement in one round trip, on the venue row as this process
 * last read it. The row's version guards every decision taken from that copy.
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

describe('the booking in one round trip', () => {
  it('decides again under the lock when the venue changed after this process read it', async () => {
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

describe('a booking asked for again (ADR 024), on the one-trip path and under the lock', () => {
  it('answers its own key with the booking, another key or none with nothing of it (the link mailed once), and a changed request under the key with 422', async () => {
    const venue = await createVenue(db, { total_tables: 5 });
    const email = 'again@example.com';
    const ask = (extra: Record<string, unknown>) => book(venue.id, '19:00', { guestEmail: email, guestPhone: '040 111 222', notes: 'Window', ...extra });
    const key = 'repeat-key-0123456789';
    const first = await ask({ idempotencyKey: key });
    expect(first.status).toBe('awaiting_deposit');
    // The venue's copy read by this process goes stale before the second round: the ordinary path decides.
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

describe('the rate limit in the same statement (ADR 052)', () => {
  it('counts a booking once, whether the one statement places it or the lock path decides', async () => {
    await db.deleteFrom('rate_limit_counters').execute();
    const venue = await createVenue(db, { total_tables: 1, turn_minutes: 90 });
    // The first two place their holds in the one statement (counted there); the third finds the
    // slot full there (counted) and is waitlisted under the lock, which must not count it again.
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

describe('runAfterVenueLock', () => {
  it('runs nothing and answers null for a version the row no longer has', async () => {
    const venue = await createVenue(db, { name: 'Versioned' });
    const insert = CompiledQuery.raw('insert into audit_logs (entity, entity_id, action, meta_json) values ($1, $2, $3, $4) returning entity_id', [
      'restaurant',
      venue.id,
      'probe',
      JSON.stringify({ a: "it's" }),
    ]);
    const current = await db
      .selectFrom('restaurants')
      .select((eb) => eb.cast<string>(eb.ref('xmin' as never), 'text').as('v'))
      .where('id', '=', venue.id)
      .executeTakeFirstOrThrow();
    expect(await runAfterVenueLock(db, { id: venue.id, version: `${current.v}0` }, insert)).toBeNull();
    expect(await db.selectFrom('audit_logs').select('id').where('action', '=', 'probe').execute()).toHaveLength(0);
    expect(await runAfterVenueLock(db, { id: venue.id, version: current.v }, insert)).toEqual({ entity_id: venue.id });
    const log = await db.selectFrom('audit_logs').select('meta_json').where('action', '=', 'probe').executeTakeFirstOrThrow();
    expect(log.meta_json).toEqual({ a: "it's" });
  });

  it('prepares the statement once and hands every value over as it was, quotes, backslashes, percent signs and nulls too (ADR 052)', async () => {
    const venue = await createVenue(db, { name: 'Prepared' });
    const { v } = await db
      .selectFrom('restaurants')
      .select((eb) => eb.cast<string>(eb.ref('xmin' as never), 'text').as('v'))
      .where('id', '=', venue.id)
      .executeTakeFirstOrThrow();
    // One connection: prepared statements belong to the connection that prepared them.
    await db.connection().execute(async (conn) => {
      const probe = (text: string | null, n: number) =>
        runAfterVenueLock(
          conn,
          { id: venue.id, version: v },
          CompiledQuery.raw(`select $1::text as text, $2::int + 1 as n, ($3::timestamptz = '2026-06-15T10:00:00Z') as at_kept, '$1 50%' as literal`, [
            text,
            n,
            new Date('2026-06-15T10:00:00.000Z'),
          ]),
        );
      expect(await probe(`it's 100% \\ $2 %1$L`, 41)).toEqual({ text: `it's 100% \\ $2 %1$L`, n: 42, at_kept: true, literal: '$1 50%' });
      expect(await probe(null, 1)).toEqual({ text: null, n: 2, at_kept: true, literal: '$1 50%' });
      expect(await runAfterVenueLock(conn, { id: venue.id, version: v }, CompiledQuery.raw(`select 'none' as probe_none`, []))).toEqual({ probe_none: 'none' });
      const prepared = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements
        where name like 'after_venue_lock_%' and (statement like '%as literal%' or statement like '%as probe_none%')`.execute(conn);
      expect(prepared.rows[0]?.n).toBe(2);
    });
  });

  it('keeps at most its size of venue copies, each for its time', async () => {
    let loads = 0;
    const cache = venueVersionCache(async (_db, id) => ({ id, version: String(++loads) }), 2, 1000);
    await cache.get(db, 'a', 0);
    await cache.get(db, 'b', 0);
    expect((await cache.get(db, 'a', 500))?.version).toBe('1');
    await cache.get(db, 'c', 500);
    expect((await cache.get(db, 'a', 600))?.version).toBe('4');
    expect((await cache.get(db, 'c', 1600))?.version).toBe('5');
    cache.forget(db, 'c');
    expect((await cache.get(db, 'c', 1600))?.version).toBe('6');
  });
});
