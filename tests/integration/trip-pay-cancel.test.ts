import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdExpiryTick } from '@tablestay/core/hold/tick';
import { cancelTrip } from '@tablestay/core/trip/manage';
import type { AddedDinners, TripView } from '@tablestay/core/trip/schema';
import { payDeposit, startDeposit } from '../support/checkout';
import { day } from '../support/kinds';
import { tripTown } from '../support/trip';
import { Client, startTestServer, type TestServer } from '../support/server';

/**
 * Paying and cancelling a trip as one (ADR 112). "The hold lasts while they pay", over real HTTP: each step of "Pay all
 * deposits" (`trip.keepHeld`, then that booking's checkout) keeps the trip's unpaid holds, so a
 * trip whose holds would lapse mid-way is paid whole; a run the guest abandons still lapses, and a
 * run never keeps holds past the trip's bound. Time passing is the expiry tick run at a later `now`.
 * And the stay and its dinners are cancelled in one transaction: a failure inside changes nothing.
 */

let server: TestServer;
let c: Client;
let propertyId: string;
let roomTypeId: string;
let lake: string;
let castle: string;
let seq = 0;
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
  c = new Client(server.url);
  ({ propertyId, roomTypeId, small: lake, big: castle } = await tripTown(server.core.db));
});
afterAll(() => server?.close());

/** A stay of two nights with a dinner at each venue. */
async function tripWithDinners(from: number) {
  const booked = await c.mutate<{ bookingId: string; viewToken: string }>('stay.book', {
    propertyId,
    roomTypeId,
    checkIn: day(from),
    checkOut: day(from + 2),
    guests: 2,
    guestName: 'Eva Plačnik',
    guestEmail: `pay-${++seq}@example.com`,
  });
  expect(booked.error?.message).toBeUndefined();
  const added = await c.mutate<AddedDinners>('trip.addDinners', {
    bookingId: booked.data.bookingId,
    token: booked.data.viewToken,
    dinners: [
      { restaurantId: lake, date: day(from), time: '19:30' },
      { restaurantId: castle, date: day(from + 1), time: '19:30' },
    ],
  });
  expect(added.error?.message).toBeUndefined();
  const access = { id: added.data.tripId, token: added.data.tripToken };
  return { access, stayId: booked.data.bookingId, tables: added.data.reservations.map((r) => r.id) };
}

/** The same, every hold made to run out one minute from now. */
async function tripAboutToLapse(from: number) {
  const t = await tripWithDinners(from);
  const soon = new Date(Date.now() + MINUTE);
  await server.core.db.updateTable('stay_bookings').set({ expires_at: soon }).where('id', '=', t.stayId).execute();
  await server.core.db.updateTable('reservations').set({ expires_at: soon }).where('id', 'in', t.tables).execute();
  return { ...t, soon };
}

const view = async (access: { id: string; token: string }) => (await c.query<TripView>('trip.get', access)).data;
const statuses = async (access: { id: string; token: string }) => {
  const v = await view(access);
  return [v.stay.status, ...v.dinners.map((d) => d.status)];
};
const expiries = async (t: { stayId: string; tables: string[] }) => {
  const db = server.core.db;
  const stay = await db.selectFrom('stay_bookings').select('expires_at').where('id', '=', t.stayId).executeTakeFirstOrThrow();
  const tables = await db.selectFrom('reservations').select('expires_at').where('id', 'in', t.tables).execute();
  return [stay, ...tables].map((r) => r.expires_at);
};
const keepHeld = (access: { id: string; token: string }) => c.mutate<{ kept: number }>('trip.keepHeld', access);

describe('trip.keepHeld: the hold lasts while the guest pays', () => {
  it('a trip whose holds would lapse during payment stays held while the guest walks through each checkout', async () => {
    const t = await tripAboutToLapse(40);
    const asked = Date.now();
    // Step 1: "Pay all deposits" starts; every unpaid hold of the trip now lasts a checkout's length.
    expect((await keepHeld(t.access)).data).toEqual({ kept: 3 });
    for (const e of await expiries(t)) expect(e!.getTime()).toBeGreaterThanOrEqual(asked + 36 * MINUTE - 1000);
    expect((await payDeposit(c, { id: t.stayId, token: (await view(t.access)).stay.token, type: 'stay' })).status).toBe(303);

    // The minute the holds were to run out passes while the guest is in the checkout: nothing lapses.
    await holdExpiryTick(server.core.booking, new Date(t.soon.getTime() + MINUTE));
    expect(await statuses(t.access)).toEqual(['confirmed', 'awaiting_deposit', 'awaiting_deposit']);

    // Steps 2 and 3: back on the trip, the next checkout, each step keeping what is still unpaid.
    for (const [i, id] of t.tables.entries()) {
      expect((await keepHeld(t.access)).data.kept).toBe(t.tables.length - i);
      const token = (await view(t.access)).dinners.find((d) => d.id === id)!.token;
      expect((await payDeposit(c, { id, token })).status).toBe(303);
    }
    expect(await statuses(t.access)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    // Nothing left to keep once all is paid.
    expect((await keepHeld(t.access)).data).toEqual({ kept: 0 });
  });

  it('a trip abandoned mid-way still lapses, one step after its last step, and is not revived', async () => {
    const t = await tripAboutToLapse(44);
    expect((await keepHeld(t.access)).data).toEqual({ kept: 3 });
    const [until] = await expiries(t);
    // The guest never pays: one step's length later every hold has lapsed.
    await holdExpiryTick(server.core.booking, new Date(until!.getTime() + 1000));
    expect(await statuses(t.access)).toEqual(['cancelled', 'expired', 'expired']);
    expect((await keepHeld(t.access)).data).toEqual({ kept: 0 });
    expect(await statuses(t.access)).toEqual(['cancelled', 'expired', 'expired']);
  });

  it('never keeps holds past two hours after the trip was made, and refuses a wrong token', async () => {
    const t = await tripAboutToLapse(48);
    await server.core.db
      .updateTable('trips')
      .set({ created_at: sql`${new Date(Date.now() - 121 * MINUTE)}::timestamptz` })
      .where('id', '=', t.access.id)
      .execute();
    expect((await keepHeld(t.access)).data).toEqual({ kept: 0 });
    expect(await expiries(t)).toEqual([t.soon, t.soon, t.soon]);
    // Bounded within the two hours too: 100 minutes after the trip was made, a step keeps them 20 more.
    await server.core.db
      .updateTable('trips')
      .set({ created_at: sql`${new Date(Date.now() - 100 * MINUTE)}::timestamptz` })
      .where('id', '=', t.access.id)
      .execute();
    const asked = Date.now();
    expect((await keepHeld(t.access)).data).toEqual({ kept: 3 });
    for (const e of await expiries(t)) expect(e!.getTime()).toBeLessThanOrEqual(asked + 20 * MINUTE + 1000);
    const wrong = await keepHeld({ id: t.access.id, token: 'x'.repeat(43) });
    expect(wrong.status).toBe(404);
  });

  it("a dinner's own checkout, opened again and again, never holds it past the trip's two hours either", async () => {
    const t = await tripAboutToLapse(56);
    await server.core.db
      .updateTable('trips')
      .set({ created_at: sql`${new Date(Date.now() - 110 * MINUTE)}::timestamptz` })
      .where('id', '=', t.access.id)
      .execute();
    const cap = Date.now() + 10 * MINUTE;
    const [table] = t.tables;
    const token = (await view(t.access)).dinners.find((d) => d.id === table)!.token;
    for (let i = 0; i < 3; i++) {
      expect((await startDeposit(c, { id: table!, token })).host).toBeTruthy();
      // The next start opens a new window, as one whose last minutes are running out would.
      await server.core.db.updateTable('deposit_checkouts').set({ expires_at: new Date() }).where('reservation_id', '=', table!).execute();
    }
    const row = await server.core.db.selectFrom('reservations').select('expires_at').where('id', '=', table!).executeTakeFirstOrThrow();
    expect(row.expires_at!.getTime()).toBeLessThanOrEqual(cap + 1000);
  });
});

describe('trip.cancel: the stay and its dinners in one transaction', () => {
  it('a table that cannot be written leaves the stay and every table as they were; asked again, all are cancelled', async () => {
    const t = await tripWithDinners(52);
    const db = server.core.db;
    // The second table's write fails inside the cancel (as a crash there would).
    await sql`create or replace function trip_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`.execute(
      db,
    );
    await sql
      .raw(
        `create trigger trip_test_refuse before update on reservations for each row when (new.id = '${t.tables[1]}' and new.status = 'cancelled') execute function trip_test_refuse()`,
      )
      .execute(db);
    try {
      const deps = { booking: server.core.booking, stay: server.core.stay };
      await expect(cancelTrip(deps, { ...t.access, withDinners: true }, { email: null })).rejects.toThrow(/refused for the test/);
    } finally {
      await sql`drop trigger trip_test_refuse on reservations`.execute(db);
    }
    expect(await statuses(t.access)).toEqual(['awaiting_deposit', 'awaiting_deposit', 'awaiting_deposit']);
    const audited = await db
      .selectFrom('audit_logs')
      .select('id')
      .where('entity_id', 'in', [t.stayId, ...t.tables])
      .where('action', '=', 'cancelled')
      .execute();
    expect(audited).toEqual([]);
    // The one step, asked again, cancels all three.
    const res = await c.mutate<{ tablesCancelled: number }>('trip.cancel', { ...t.access, withDinners: true });
    expect([res.status, res.data?.tablesCancelled]).toEqual([200, 2]);
    expect(await statuses(t.access)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });
});
