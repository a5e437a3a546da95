import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dining, KINDS, type Kind } from '../support/kinds';
import { Client, startTestServer, type TestServer } from '../support/server';

/** ADR 024: a booking sent twice holds one table or room, over real HTTP. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
});
afterAll(() => server?.close());

const count = async (t: Kind['table'] | 'waitlist_entries', email: string) =>
  (
    await server.core.db
      .selectFrom(t)
      .select(sql<number>`count(*)::int`.as('n'))
      .where('guest_email', '=', email)
      .executeTakeFirstOrThrow()
  ).n;

describe.each(KINDS)('$book with an idempotency key', (kind) => {
  const book = (c: Client, input: Record<string, unknown>) => c.mutate(kind.book, input);

  it('answers a repeated key with the same booking, even sent at the same time', async () => {
    const v = await kind.venue(server.core.db, { units: 3 });
    const input = kind.bookInput(v, { idempotencyKey: randomUUID() });
    const c = new Client(server.url);
    const [a, b] = await Promise.all([book(c, input), book(c, input)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.data).toEqual(a.data);
    expect((await book(c, input)).data).toEqual(a.data);
    expect(await count(kind.table, input.guestEmail as string)).toBe(1);
  });

  it('answers the same guest asking again for the same slot with their live hold, key or not; another slot is another booking', async () => {
    const v = await kind.venue(server.core.db, { units: 3 });
    const input = kind.bookInput(v);
    const email = input.guestEmail as string;
    const c = new Client(server.url);
    const first = await book(c, input);
    expect(first.status).toBe(200);
    expect((await book(c, { ...input, idempotencyKey: randomUUID() })).data).toEqual(first.data);
    const other = await book(c, { ...input, ...kind.slot(20) });
    expect(other.status).toBe(200);
    expect(kind.bookedId(other.data)).not.toBe(kind.bookedId(first.data));
    expect(await count(kind.table, email)).toBe(2);
  });

  it('refuses a malformed key and writes nothing', async () => {
    const v = await kind.venue(server.core.db, { units: 3 });
    const input = kind.bookInput(v, { idempotencyKey: 'short' });
    const res = await book(new Client(server.url), input);
    expect({ status: res.status, message: res.error?.message }).toEqual({ status: 400, message: 'Invalid idempotency key' });
    expect(await count(kind.table, input.guestEmail as string)).toBe(0);
  });
});

describe('reservation.create with an idempotency key, on a full slot', () => {
  it('answers a repeated key that was waitlisted with the same waitlist entry', async () => {
    const v = await dining.venue(server.core.db, { units: 1 });
    const c = new Client(server.url);
    await c.mutate('reservation.create', dining.bookInput(v));
    const input = dining.bookInput(v, { idempotencyKey: randomUUID() });
    const a = await c.mutate<{ status: string }>('reservation.create', input);
    const b = await c.mutate('reservation.create', input);
    expect(a.data.status).toBe('waitlisted');
    expect(b.data).toEqual(a.data);
    expect(await count('waitlist_entries', input.guestEmail as string)).toBe(1);
  });
});
