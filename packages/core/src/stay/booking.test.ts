import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../../../tests/support/db';
import type { Database } from '../db/connection';
import { createProperty, createStayBooking as insertStayBooking } from '../db/factories';
import { isDomainError } from '../errors';
import { outboxTransport } from '../notification/email';
import { KEY_REUSED } from '../request/repeat';
import { STAY_ALREADY_HELD } from './asked-again';
import { createStayBookingInput, INVALID_PARAMETERS, NO_AVAILABILITY, type CreateStayBookingInput } from './schema';
import { createStayBooking, type StayDeps } from './service';
import { asDelivered } from '../notification/email';

/**
 * ADR 016, 052: a stay booking is one decision, one transaction under the property lock with one
 * statement that reads and holds (stay/hold-statement.ts). Its decision (the blocked reserve, the
 * first free room, lapsed holds over the range cancelled first) is checked against an oracle of its own.
 */

let db: Database;
useMigratedDatabase(['users', 'restaurants', 'outbox_emails', 'audit_logs', 'rate_limit_counters'], (d) => {
  db = d;
});

const deps = (): StayDeps => ({
  db,
  email: outboxTransport(() => {}),
  appUrl: 'https://tablestay.test',
  holdMinutes: 15,
  rateLimit: { limit: 100_000, windowSeconds: 600 },
});
const META = { ip: '203.0.113.9', locale: 'en' as const };
// 12:00 in Ljubljana (CEST) on Monday 15 June 2026.
const NOW = new Date('2026-06-15T10:00:00.000Z');
const DAY = (n: number) => `2026-06-${String(20 + n).padStart(2, '0')}`;

let guestNo = 0;
const request = (propertyId: string, roomTypeId: string, over: Partial<CreateStayBookingInput> = {}): CreateStayBookingInput => ({
  propertyId,
  roomTypeId,
  checkIn: DAY(0),
  checkOut: DAY(2),
  guests: 2,
  guestName: 'Ana Gost',
  guestEmail: `guest${++guestNo}@example.com`,
  ...over,
});

/** Its message when `fn` throws a domain error, else what it returned. */
async function outcome<T>(fn: () => Promise<T>): Promise<T | string> {
  try {
    return await fn();
  } catch (err) {
    if (isDomainError(err)) return err.message;
    throw err;
  }
}

// Existing stays sit in slots that never overlap one another on one room; each request range
// overlaps some of them (half-open nights: [2, 4) and [4, 5) do not overlap).
const SLOTS = [
  [DAY(0), DAY(2)],
  [DAY(2), DAY(4)],
  [DAY(5), DAY(6)],
] as const;
const RANGES = [
  [DAY(1), DAY(3)],
  [DAY(4), DAY(5)],
  [DAY(0), DAY(6)],
  [DAY(2), DAY(3)],
] as const;
const KINDS = ['confirmed', 'checked_in', 'live_hold', 'lapsed_hold', 'cancelled', 'checked_out'] as const;
const HOLDING = new Set<string>(['confirmed', 'checked_in', 'live_hold']);

const roomArb = fc.record({
  active: fc.constantFrom(true, true, true, false),
  stays: fc.uniqueArray(fc.record({ slot: fc.integer({ min: 0, max: 2 }), kind: fc.constantFrom(...KINDS) }), { maxLength: 2, selector: (s) => s.slot }),
});
const caseArb = fc.record({
  // The first type is the one asked for: active, else the request is simply invalid.
  types: fc.array(fc.record({ active: fc.boolean(), rooms: fc.array(roomArb, { minLength: 1, maxLength: 3 }) }), { minLength: 1, maxLength: 3 }),
  blocked: fc.integer({ min: 0, max: 3 }),
  range: fc.integer({ min: 0, max: RANGES.length - 1 }),
});
type Case = typeof caseArb extends fc.Arbitrary<infer C> ? C : never;

const overlaps = (a: readonly [string, string], b: readonly [string, string]) => a[0] < b[1] && b[0] < a[1];

async function setUp(c: Case, name: string) {
  const total = c.types.reduce((n, t) => n + t.rooms.length, 0);
  let code = 0;
  const { venue, roomTypes } = await createProperty(db, {
    name,
    timezone: 'Europe/Ljubljana',
    total_rooms: Math.max(total, 1),
    blocked_rooms: Math.min(c.blocked, Math.max(total, 1)),
    roomTypes: c.types.map((t, i) => ({
      name: `Type ${i}`,
      capacity: 2,
      active: i === 0 || t.active,
      rooms: t.rooms.map(() => `R${String(++code).padStart(2, '0')}`),
    })),
  });
  for (const [ti, t] of c.types.entries()) {
    for (const [ri, r] of t.rooms.entries()) {
      const room = roomTypes[ti]!.rooms[ri]!;
      if (!r.active) await db.updateTable('rooms').set({ active: false }).where('id', '=', room.id).execute();
      for (const s of r.stays) {
        const hold = s.kind === 'live_hold' ? 60_000 : s.kind === 'lapsed_hold' ? -1 : null;
        await insertStayBooking(db, {
          restaurant_id: venue.id,
          room_type_id: room.room_type_id,
          room_id: room.id,
          check_in: SLOTS[s.slot]![0],
          check_out: SLOTS[s.slot]![1],
          status: s.kind === 'live_hold' || s.kind === 'lapsed_hold' ? 'awaiting_deposit' : s.kind,
          expires_at: hold === null ? null : new Date(NOW.getTime() + hold),
        });
      }
    }
  }
  return { venue, roomTypes };
}

/** What the ordinary path must decide, from the case alone: the blocked reserve over the free rooms. */
function expectation(c: Case) {
  const range = RANGES[c.range]!;
  const freeByType = new Map<string, number>();
  const freeCodes: string[] = [];
  let code = 0;
  let lapsed = false;
  for (const [ti, t] of c.types.entries()) {
    let free = 0;
    for (const r of t.rooms) {
      const roomCode = `R${String(++code).padStart(2, '0')}`;
      const stays = r.stays.filter((s) => overlaps(SLOTS[s.slot]!, range));
      if (stays.some((s) => s.kind === 'lapsed_hold')) lapsed = true;
      if (r.active && !stays.some((s) => HOLDING.has(s.kind))) {
        free++;
        if (ti === 0) freeCodes.push(roomCode);
      }
    }
    if (ti === 0 || t.active) freeByType.set(`t${ti}`, free);
  }
  const total = c.types.reduce((n, t) => n + t.rooms.length, 0);
  const blocked = Math.min(c.blocked, Math.max(total, 1));
  // ADR 016's reserve, the test's own oracle: min(free of the type, free of the property − blocked).
  const placed = Math.min(freeByType.get('t0') ?? 0, Math.max(0, [...freeByType.values()].reduce((a, b) => a + b, 0) - blocked)) >= 1;
  return { placed, reserveRefuses: freeCodes.length > 0 && !placed, room: placed ? freeCodes.sort()[0] : undefined, lapsed, range };
}

/** The code of the room a booking got, or the error the guest heard. */
async function answer(r: { bookingId: string } | string): Promise<string> {
  if (typeof r === 'string') return r;
  const row = await db.selectFrom('stay_bookings as b').innerJoin('rooms as rm', 'rm.id', 'b.room_id').select('rm.code').where('b.id', '=', r.bookingId);
  return (await row.executeTakeFirstOrThrow()).code;
}

describe('the stay booking', () => {
  it('decides as the blocked reserve says, picks the first free room, and cancels lapsed holds over the range first', async () => {
    let n = 0;
    let placed = 0;
    let reserveRefused = 0;
    let lapsedCleared = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        n++;
        const want = expectation(c);
        if (want.reserveRefuses) reserveRefused++;
        const [checkIn, checkOut] = want.range;
        const p = await setUp(c, `Case ${n}`);
        const got = await outcome(() => createStayBooking(deps(), request(p.venue.id, p.roomTypes[0]!.id, { checkIn, checkOut }), META, NOW));
        // The room the blocked reserve allows, or "no availability": no second path decides again.
        expect(await answer(got)).toBe(want.placed ? want.room : NO_AVAILABILITY);
        if (typeof got !== 'string') placed++;
        const written = await db
          .selectFrom('stay_bookings')
          .select('id')
          .where('restaurant_id', '=', p.venue.id)
          .where('guest_name', '=', 'Ana Gost')
          .execute();
        expect(written.length).toBe(typeof got === 'string' ? 0 : 1);
        // A lapsed hold over the range is written as released, with its audit row, whatever was decided.
        const lapsed = await db
          .selectFrom('stay_bookings')
          .select(['id', 'status', 'cancel_reason'])
          .where('restaurant_id', '=', p.venue.id)
          .where('expires_at', '<', NOW)
          .where('check_in', '<', checkOut)
          .where('check_out', '>', checkIn)
          .execute();
        for (const l of lapsed) {
          expect(l).toMatchObject({ status: 'cancelled', cancel_reason: 'expired' });
          lapsedCleared++;
        }
      }),
      { numRuns: 60 },
    );
    // The generator reaches the write, the reserve refusing a type that has a room free, and lapsed holds.
    expect(placed).toBeGreaterThan(5);
    expect(reserveRefused).toBeGreaterThan(5);
    expect(lapsedCleared).toBeGreaterThan(2);
  });

  it('writes the audit row with the room it picked, and the email', async () => {
    const { venue, roomTypes } = await createProperty(db, {
      timezone: 'Europe/Ljubljana',
      total_rooms: 2,
      deposit_eur: 30,
      roomTypes: [{ rooms: ['101', '102'] }],
    });
    const booked = [];
    for (let i = 0; i < 2; i++) booked.push(await createStayBooking(deps(), request(venue.id, roomTypes[0]!.id), META, NOW));
    const rows = await Promise.all(
      booked.map(async (p) => {
        const row = await db.selectFrom('stay_bookings').selectAll().where('id', '=', p.bookingId).executeTakeFirstOrThrow();
        const audit = await db.selectFrom('audit_logs').select(['action', 'meta_json']).where('entity_id', '=', p.bookingId).executeTakeFirstOrThrow();
        const mail = await db
          .selectFrom('outbox_emails')
          .select(['kind', 'sent_at', 'to_email'])
          .where('to_email', '=', row.guest_email)
          .executeTakeFirstOrThrow();
        return { row, audit, mail };
      }),
    );
    expect(rows.map((r) => r.row.room_id)).toEqual([roomTypes[0]!.rooms[0]!.id, roomTypes[0]!.rooms[1]!.id]);
    for (const { row, audit, mail } of rows) {
      expect(audit.action).toBe('created');
      expect(audit.meta_json).toEqual({
        restaurant_id: venue.id,
        room_type_id: roomTypes[0]!.id,
        room_id: row.room_id,
        check_in: DAY(0),
        check_out: DAY(2),
        guests: 2,
        expires_at: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
      });
      expect(mail.kind).toBe('stay_booking_received');
      expect(mail.sent_at).not.toBeNull();
      expect(row).toMatchObject({ status: 'awaiting_deposit', deposit_eur: '30.00', price_per_night_eur: '100.00' });
    }
  });

  it('answers a repeated key with the first booking, and anything else about it with nothing of it (ADR 024)', async () => {
    const { venue, roomTypes } = await createProperty(db, { timezone: 'Europe/Ljubljana', total_rooms: 3, roomTypes: [{ rooms: 3 }] });
    const ask = (over: Partial<CreateStayBookingInput>) =>
      createStayBookingInput.parse(request(venue.id, roomTypes[0]!.id, { guestEmail: 'again@example.com', guestPhone: '040 111 222', ...over }));
    const key = 'repeat-key-0123456789';
    const first = await createStayBooking(deps(), ask({ idempotencyKey: key }), META, NOW);
    const path = (input: CreateStayBookingInput) => createStayBooking(deps(), input, META, NOW);
    // The same key and request: the first booking, its link derived again.
    expect(await path(ask({ idempotencyKey: key }))).toEqual(first);
    // The same key for other dates, or with another phone: refused.
    expect(await outcome(() => path(ask({ idempotencyKey: key, checkIn: DAY(3), checkOut: DAY(4) })))).toBe(KEY_REUSED);
    expect(await outcome(() => path(ask({ idempotencyKey: key, guestPhone: undefined })))).toBe(KEY_REUSED);
    // The same details without the key or with another: nothing of the booking, the link to its email.
    for (const idempotencyKey of [undefined, 'another-key-0123456789']) expect(await outcome(() => path(ask({ idempotencyKey })))).toBe(STAY_ALREADY_HELD);
    const count = await db
      .selectFrom('stay_bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('restaurant_id', '=', venue.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // Mailed once for the two asks within the window.
    const mails = await db
      .selectFrom('outbox_emails')
      .select(['kind', 'text_body'])
      .where('to_email', '=', 'again@example.com')
      .orderBy('created_at')
      .execute();
    expect(mails.map((m) => m.kind)).toEqual(['stay_booking_received', 'stay_already_held']);
    expect(asDelivered({ text_body: mails[1]!.text_body, html_body: null }).text).toContain(`/deposit/${first.bookingId}?type=stay&token=${first.viewToken}`);
  });

  it('decides on the property and the room type as they are now', async () => {
    const { venue, roomTypes } = await createProperty(db, {
      name: 'Vila Before',
      timezone: 'Europe/Ljubljana',
      total_rooms: 3,
      roomTypes: [{ name: 'Double Before', base_price_eur: 100, rooms: 3 }],
    });
    const type = roomTypes[0]!.id;
    const book = (over: Partial<CreateStayBookingInput> = {}) => outcome(() => createStayBooking(deps(), request(venue.id, type, over), META, NOW));
    const mailFor = (email: string) => db.selectFrom('outbox_emails').select('text_body').where('to_email', '=', email).executeTakeFirstOrThrow();
    expect(typeof (await book({ checkIn: DAY(0), checkOut: DAY(1) }))).toBe('object');

    // A new price and name of the room type: the next hold has them, and so has its email.
    await db.updateTable('room_types').set({ base_price_eur: 150, name: 'Double After' }).where('id', '=', type).execute();
    const priced = await book({ guestEmail: 'priced@example.com' });
    if (typeof priced === 'string') throw new Error(priced);
    const row = await db.selectFrom('stay_bookings').select('price_per_night_eur').where('id', '=', priced.bookingId).executeTakeFirstOrThrow();
    expect(row.price_per_night_eur).toBe('150.00');
    expect((await mailFor('priced@example.com')).text_body).toContain('Double After');
    expect((await mailFor('priced@example.com')).text_body).not.toContain('Double Before');

    // A renamed property: its email names the new one.
    await db.updateTable('restaurants').set({ name: 'Vila After' }).where('id', '=', venue.id).execute();
    await book({ guestEmail: 'renamed@example.com', checkIn: DAY(3), checkOut: DAY(4) });
    expect((await mailFor('renamed@example.com')).text_body).toContain('Vila After');

    // The reserve raised: 1 of 3 rooms free on DAY(0)…DAY(2) and 1 blocked leaves nothing to sell.
    await db.updateTable('restaurants').set({ blocked_rooms: 1 }).where('id', '=', venue.id).execute();
    expect(await book({ guestEmail: 'blocked@example.com' })).toBe(NO_AVAILABILITY);
    await db.updateTable('restaurants').set({ blocked_rooms: 0 }).where('id', '=', venue.id).execute();

    // The room type taken off sale, then too small for the party: invalid, as the ordinary path says.
    await db.updateTable('room_types').set({ active: false }).where('id', '=', type).execute();
    expect(await book({ checkIn: DAY(5), checkOut: DAY(6) })).toBe(INVALID_PARAMETERS);
    await db.updateTable('room_types').set({ active: true, capacity: 1 }).where('id', '=', type).execute();
    expect(await book({ checkIn: DAY(5), checkOut: DAY(6) })).toBe(INVALID_PARAMETERS);
    await db.updateTable('room_types').set({ capacity: 2 }).where('id', '=', type).execute();
    expect(typeof (await book({ checkIn: DAY(5), checkOut: DAY(6) }))).toBe('object');
  });

  it('keeps every character of what the guest typed', async () => {
    const { venue, roomTypes } = await createProperty(db, { timezone: 'Europe/Ljubljana', total_rooms: 1, roomTypes: [{ rooms: 1 }] });
    const guestName = `O'Brien \\ 100% $1 %1$L %s "x"`;
    const notes = `'); delete from stay_bookings; -- $$ %% \\x00 é 🛏`;
    const placed = await createStayBooking(deps(), request(venue.id, roomTypes[0]!.id, { guestName, notes }), META, NOW);
    const row = await db.selectFrom('stay_bookings').select(['guest_name', 'notes']).where('id', '=', placed!.bookingId).executeTakeFirstOrThrow();
    expect(row).toEqual({ guest_name: guestName, notes });
    const mail = await db.selectFrom('outbox_emails').select('text_body').where('kind', '=', 'stay_booking_received').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(guestName);
  });
});
