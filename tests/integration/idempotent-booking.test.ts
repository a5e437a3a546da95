import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestEmail } from '@tablestay/core/db/factories';
import { asDelivered } from '@tablestay/core/notification/email';
import { dining, KINDS, stays, type Kind } from '../support/kinds';
import { Client, startTestServer, type TestServer } from '../support/server';

/**
 * ADR 024 over real HTTP: a booking sent twice holds one table or room; the booking is answered
 * only to the request that made it (its idempotency key); anyone else asking for the same details
 * learns nothing of it, and the link is mailed to the email on the booking.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
});
afterAll(() => server?.close());

type Booked = 'reservations' | 'waitlist_entries' | 'stay_bookings';

const count = async (t: Booked, email: string) =>
  (
    await server.core.db
      .selectFrom(t)
      .select(sql<number>`count(*)::int`.as('n'))
      .where('guest_email', '=', email)
      .executeTakeFirstOrThrow()
  ).n;

/** The mails of one kind to an address, oldest first, as delivered (the outbox stores slots for link tokens, ADR 103). */
const mails = async (to: string, kind: string) =>
  (
    await server.core.db
      .selectFrom('outbox_emails')
      .select(['text_body', 'html_body', 'subject'])
      .where('to_email', '=', to)
      .where('kind', '=', kind)
      .orderBy('created_at')
      .execute()
  ).map((m) => ({ subject: m.subject, text_body: asDelivered(m).text }));

/** What the holder put on the booking, none of which a stranger may read back. */
const PRIVATE = { guestName: 'Ana Zasebna', guestPhone: '+386 40 123 456', notes: 'Allergic to walnuts; call on arrival' };

const KEY_REUSED = { status: 422, message: 'This request key was already used for a different booking.', domainCode: 'booking.key_reused' };

/** Per kind: what a repeat answers, the mail the holder gets, and requests that differ from `bookInput`'s in one field each. */
const REPEAT = {
  dining: {
    held: { status: 409, message: "You already hold this table. We've emailed you the link to it.", domainCode: 'reservation.already_held' },
    mailKind: 'reservation_already_held',
    differs: (other: { id: string; roomTypeId?: string }) => [{ restaurantId: other.id }, { date: dining.slot(2).date }, { time: '19:30' }, { partySize: 3 }],
  },
  stays: {
    held: { status: 409, message: "You already hold this room for these dates. We've emailed you the link to it.", domainCode: 'stay.already_held' },
    mailKind: 'stay_already_held',
    differs: (other: { id: string; roomTypeId?: string }) => [
      { propertyId: other.id, roomTypeId: other.roomTypeId },
      stays.slot(11),
      { checkOut: stays.slot(13).checkIn },
      { guests: 1 },
    ],
  },
} as const;

const refusal = (res: { status: number; error?: { message: string; data: { domainCode: string | null } } }) => ({
  status: res.status,
  message: res.error?.message,
  domainCode: res.error?.data.domainCode,
});

describe.each(KINDS)('$book with an idempotency key', (kind: Kind) => {
  const book = (c: Client, input: Record<string, unknown>) => c.mutate(kind.book, input);
  const r = REPEAT[kind.name];

  it('answers a repeated key with the same booking, even sent at the same time', async () => {
    const v = await kind.venue(server.core.db, { units: 3 });
    const input = kind.bookInput(v, { ...PRIVATE, idempotencyKey: randomUUID() });
    const c = new Client(server.url);
    const [a, b] = await Promise.all([book(c, input), book(c, input)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.data).toEqual(a.data);
    // From another client too: the key, not the connection, names the request.
    expect((await book(new Client(server.url), input)).data).toEqual(a.data);
    expect(await count(kind.table, input.guestEmail as string)).toBe(1);
    // A retry is answered, not mailed about.
    expect(await mails(input.guestEmail as string, r.mailKind)).toEqual([]);
  });

  it('tells anyone else asking for the details of a live hold nothing of it, holds nothing more, and mails the link to the holder once per 10 minutes', async () => {
    const db = server.core.db;
    const v = await kind.venue(db, { units: 3 });
    const input = kind.bookInput(v, { ...PRIVATE, idempotencyKey: randomUUID() });
    const email = input.guestEmail as string;
    const first = await book(new Client(server.url), input);
    expect(first.status).toBe(200);
    const { viewToken } = first.data as { viewToken: string };
    const id = kind.bookedId(first.data);

    const stranger = new Client(server.url);
    const { idempotencyKey: _, ...keyless } = input;
    const attempts = [
      { ...input, idempotencyKey: randomUUID() },
      keyless,
      { ...keyless, guestName: 'Eve Stranger', guestPhone: '+386 31 000 000', notes: undefined },
    ];
    for (const attempt of attempts) {
      const res = await book(stranger, attempt);
      expect(refusal(res)).toEqual(r.held);
      const wire = JSON.stringify(res);
      for (const secret of [id, viewToken, PRIVATE.guestName, PRIVATE.guestPhone, PRIVATE.notes]) expect(wire).not.toContain(secret);
    }
    expect(await count(kind.table, email)).toBe(1);

    // The holder gets the link by email, once however often it is asked for within the window.
    const sent = await mails(email, r.mailKind);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text_body).toContain(`/deposit/${id}?${kind.linkQuery}token=${viewToken}`);
    // The window passes: the next ask mails the link again.
    await db
      .updateTable(kind.table)
      .set({ link_mailed_at: new Date(Date.now() - 11 * 60_000) })
      .where('id', '=', id)
      .execute();
    expect(refusal(await book(stranger, keyless))).toEqual(r.held);
    expect(await mails(email, r.mailKind)).toHaveLength(2);
    expect(refusal(await book(stranger, keyless))).toEqual(r.held);
    expect(await mails(email, r.mailKind)).toHaveLength(2);
  });

  it('answers a key reused for a different request with 422 and writes nothing, whatever differs', async () => {
    const db = server.core.db;
    const [v, other] = [await kind.venue(db, { units: 3 }), await kind.venue(db, { units: 3 })];
    const key = randomUUID();
    const input = kind.bookInput(v, { ...PRIVATE, idempotencyKey: key });
    const first = await book(new Client(server.url), input);
    expect(first.status).toBe(200);
    const changed = [
      ...r.differs(other),
      { guestName: 'Eve Stranger' },
      { guestEmail: guestEmail() },
      { guestPhone: '+386 31 000 000' },
      { guestPhone: undefined },
      { notes: 'Another note' },
    ];
    for (const change of changed) {
      const res = await book(new Client(server.url), { ...input, ...change });
      expect({ change, ...refusal(res) }).toEqual({ change, ...KEY_REUSED });
      expect(JSON.stringify(res)).not.toContain(kind.bookedId(first.data));
    }
    const rows = await db.selectFrom(kind.table).select('id').where('idempotency_key', '=', key).execute();
    expect(rows).toEqual([{ id: kind.bookedId(first.data) }]);
  });

  it('answers one key sent for two venues at the same time once, and the other 422', async () => {
    const db = server.core.db;
    const [a, b] = [await kind.venue(db, { units: 3 }), await kind.venue(db, { units: 3 })];
    const key = randomUUID();
    const email = guestEmail();
    const results = await Promise.all([a, b].map((v) => book(new Client(server.url), kind.bookInput(v, { idempotencyKey: key, guestEmail: email }))));
    expect(results.map((res) => res.status).sort()).toEqual([200, 422]);
    expect(refusal(results.find((res) => res.status === 422)!)).toEqual(KEY_REUSED);
    expect(await count(kind.table, email)).toBe(1);
  });

  it('answers 422, not 500, when the key is taken by a booking elsewhere that commits while this one waits on it', async () => {
    const db = server.core.db;
    const [a, b] = [await kind.venue(db, { units: 3 }), await kind.venue(db, { units: 3 })];
    const elsewhere = await kind.hold(db, b);
    const key = randomUUID();
    let answer: Promise<Awaited<ReturnType<typeof book>>> | undefined;
    await db.transaction().execute(async (trx) => {
      // The key's row exists but is not committed: the booking cannot see it, and its insert waits on the key's index.
      await trx.updateTable(kind.table).set({ idempotency_key: key }).where('id', '=', elsewhere.id).execute();
      answer = book(new Client(server.url), kind.bookInput(a, { idempotencyKey: key }));
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    expect(refusal(await answer!)).toEqual(KEY_REUSED);
    expect(await db.selectFrom(kind.table).select('id').where('idempotency_key', '=', key).execute()).toEqual([{ id: elsewhere.id }]);
  });

  it('books another slot of the same guest as another booking', async () => {
    const v = await kind.venue(server.core.db, { units: 3 });
    const input = kind.bookInput(v);
    const c = new Client(server.url);
    const first = await book(c, input);
    const other = await book(c, { ...input, ...kind.slot(20) });
    expect([first.status, other.status]).toEqual([200, 200]);
    expect(kind.bookedId(other.data)).not.toBe(kind.bookedId(first.data));
    expect(await count(kind.table, input.guestEmail as string)).toBe(2);
  });

  it('refuses a malformed key and writes nothing', async () => {
    const v = await kind.venue(server.core.db, { units: 3 });
    const input = kind.bookInput(v, { idempotencyKey: 'short' });
    const res = await book(new Client(server.url), input);
    expect({ status: res.status, message: res.error?.message }).toEqual({ status: 400, message: 'Invalid idempotency key' });
    expect(await count(kind.table, input.guestEmail as string)).toBe(0);
  });
});

/** A venue with one table, taken on the booking form's day at 19:00: the next request waits. */
async function fullSlot() {
  const v = await dining.venue(server.core.db, { units: 1 });
  expect((await new Client(server.url).mutate('reservation.create', dining.bookInput(v))).status).toBe(200);
  return v;
}

describe('reservation.create with an idempotency key, on a full slot (the waitlist)', () => {
  const WAITING = {
    status: 409,
    message: "You are already on the waitlist for this time. We've emailed you the link to it.",
    domainCode: 'waitlist.already_joined',
  };
  type Waitlisted = { status: string; waitlistId: string; viewToken: string };

  it('answers a repeated key that was waitlisted with the same waitlist entry', async () => {
    const v = await fullSlot();
    const c = new Client(server.url);
    const input = dining.bookInput(v, { idempotencyKey: randomUUID() });
    const a = await c.mutate<Waitlisted>('reservation.create', input);
    const b = await c.mutate('reservation.create', input);
    expect(a.data.status).toBe('waitlisted');
    expect(b.data).toEqual(a.data);
    expect(await count('waitlist_entries', input.guestEmail as string)).toBe(1);
  });

  it('tells anyone else joining with the details of a waiting entry nothing of it, adds no second entry, and mails the link once', async () => {
    const v = await fullSlot();
    const input = dining.bookInput(v, { ...PRIVATE, idempotencyKey: randomUUID() });
    const email = input.guestEmail as string;
    const first = await new Client(server.url).mutate<Waitlisted>('reservation.create', input);
    expect(first.data.status).toBe('waitlisted');
    const stranger = new Client(server.url);
    for (const attempt of [
      { ...input, idempotencyKey: randomUUID() },
      { ...input, idempotencyKey: undefined, guestName: 'Eve Stranger' },
    ]) {
      const res = await stranger.mutate('reservation.create', attempt);
      expect(refusal(res)).toEqual(WAITING);
      const wire = JSON.stringify(res);
      for (const secret of [first.data.waitlistId, first.data.viewToken, PRIVATE.guestName, PRIVATE.guestPhone, PRIVATE.notes])
        expect(wire).not.toContain(secret);
    }
    expect(await count('waitlist_entries', email)).toBe(1);
    const sent = await mails(email, 'waitlist_already_joined');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text_body).toContain(`/waitlist/${first.data.waitlistId}?token=${first.data.viewToken}`);
  });

  it('books a guest whose table offer lapsed (not yet written so by the tick) afresh, not as already waiting', async () => {
    const v = await fullSlot();
    const input = dining.bookInput(v);
    const email = input.guestEmail as string;
    expect((await new Client(server.url).mutate<Waitlisted>('reservation.create', input)).data.status).toBe('waitlisted');
    // The table came free and was offered to this guest, whose offer then ran out a minute ago.
    await server.core.db.updateTable('reservations').set({ status: 'cancelled' }).where('restaurant_id', '=', v.id).execute();
    const lapsed = { status: 'notified' as const, offer_expires_at: new Date(Date.now() - 60_000) };
    await server.core.db.updateTable('waitlist_entries').set(lapsed).where('guest_email', '=', email).execute();
    const again = await new Client(server.url).mutate<{ status: string }>('reservation.create', input);
    expect(again.data.status).toBe('awaiting_deposit');
    expect(await count('reservations', email)).toBe(1);
  });

  it('answers the waitlisted key reused for a different request with 422', async () => {
    const v = await fullSlot();
    const input = dining.bookInput(v, { idempotencyKey: randomUUID() });
    expect((await new Client(server.url).mutate<Waitlisted>('reservation.create', input)).data.status).toBe('waitlisted');
    for (const change of [{ partySize: 5 }, { guestName: 'Eve Stranger' }, { guestEmail: guestEmail() }]) {
      expect({ change, ...refusal(await new Client(server.url).mutate('reservation.create', { ...input, ...change })) }).toEqual({ change, ...KEY_REUSED });
    }
    expect(await count('waitlist_entries', input.guestEmail as string)).toBe(1);
  });
});

describe('one key across tables and rooms', () => {
  it('answers a table booking key sent again to stay.book, and a stay key sent to reservation.create, with 422', async () => {
    const db = server.core.db;
    const [venue, property] = [await dining.venue(db, { units: 3 }), await stays.venue(db, { units: 3 })];
    const tableKey = randomUUID();
    const stayKey = randomUUID();
    const c = new Client(server.url);
    expect((await c.mutate('reservation.create', dining.bookInput(venue, { idempotencyKey: tableKey }))).status).toBe(200);
    expect((await c.mutate('stay.book', stays.bookInput(property, { idempotencyKey: stayKey }))).status).toBe(200);
    expect(refusal(await c.mutate('stay.book', stays.bookInput(property, { idempotencyKey: tableKey })))).toEqual(KEY_REUSED);
    expect(refusal(await c.mutate('reservation.create', dining.bookInput(venue, { idempotencyKey: stayKey })))).toEqual(KEY_REUSED);
  });
});
