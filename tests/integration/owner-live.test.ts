import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation, createWaitlistEntry } from '@tablestay/core/db/factories';
import { changedRowsQuery } from '@tablestay/core/owner/live/changes';
import { holdersQuery } from '@tablestay/core/reservation/capacity-repository';
import { explain } from '../support/explain';
import { ACCESS_REMOVED } from '../support/access';
import { ownerCast, STAFF_ACTORS, type OwnerCast } from '../support/owners';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let cast: OwnerCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
});
afterAll(() => server?.close());

interface Answer {
  cursor: string;
  changes: { kind: string; id: string; status: string; guestName: string; at: string }[];
}

describe('owner.changes: the live dashboard asks what changed since its cursor (ADR 116)', () => {
  it("answers the venue's owner and staff (and an admin) with new and changed rows; anyone else reads the venue as not existing", async () => {
    const ask = (actor: keyof OwnerCast['clients'], since?: string) => cast.clients[actor].query<Answer>('owner.changes', { venueId: cast.venueA, since });
    const first = await ask('ownerA');
    expect(first.status).toBe(200);
    expect((await ask('visitor')).status).toBe(401);
    expect((await ask('guest')).status).toBe(403);
    expect((await ask('ownerB')).status).toBe(404);
    expect((await ask('admin')).status).toBe(200);
    // The live feed is a host's (ADR 127); B's host is a guest at A's venue; the removed host hears so.
    const staff = [];
    for (const actor of STAFF_ACTORS) {
      const res = await ask(actor);
      staff.push([actor, res.status, res.error?.message]);
    }
    expect(staff).toEqual([
      ['hostA', 200, undefined],
      ['managerA', 200, undefined],
      ['hostB', 403, 'Not allowed'],
      ['revokedHost', 403, ACCESS_REMOVED],
    ]);

    const booked = await createReservation(server.core.db, { restaurant_id: cast.venueA, date: '2030-01-02', guest_name: 'Live Guest' });
    const joined = await createWaitlistEntry(server.core.db, { restaurant_id: cast.venueA, date: '2030-01-02', guest_name: 'Queue Guest' });
    const next = (await ask('ownerA', first.data.cursor)).data;
    expect(next.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'reservation', id: booked.id, guestName: 'Live Guest', created: true }),
        expect.objectContaining({ kind: 'waitlist', id: joined.id, guestName: 'Queue Guest' }),
      ]),
    );
    expect(next.cursor >= first.data.cursor).toBe(true);

    // A status change (the guest cancelled) comes back with its new status.
    await server.core.db.updateTable('reservations').set({ status: 'cancelled', updated_at: new Date() }).where('id', '=', booked.id).execute();
    const after = (await ask('ownerA', next.cursor)).data;
    expect(after.changes.find((c) => c.id === booked.id)?.status).toBe('cancelled');
    // Another owner's venue's rows never show.
    const other = (await cast.clients.ownerB.query<Answer>('owner.changes', { venueId: cast.venueB, since: first.data.cursor })).data;
    expect(other.changes.map((c) => c.id)).not.toContain(booked.id);
  });

  it("needs the plan of the venue's tab, as every other dashboard call: an unpaid owner's own venue answers 403", async () => {
    const unpaid = await cast.clients.unpaidOwner.query('owner.changes', { venueId: cast.venue('unpaidOwner') });
    expect([unpaid.status, unpaid.error?.message]).toEqual([403, expect.stringMatching(/plan/i)]);
    expect((await cast.clients.restaurantOwner.query('owner.changes', { venueId: cast.venue('restaurantOwner') })).status).toBe(200);
  });

  it("never answers a cursor ahead of the server's clock, whatever a row or the client says; a later booking then shows", async () => {
    const ask = (since?: string) => cast.clients.ownerA.query<Answer>('owner.changes', { venueId: cast.venueA, since });
    // A row stamped four days ahead (another writer's clock, or an old seed).
    const ahead = new Date(Date.now() + 4 * 86_400_000);
    await createReservation(server.core.db, { restaurant_id: cast.venueA, date: '2030-01-03', guest_name: 'Clock Ahead', created_at: ahead });
    const first = (await ask()).data;
    expect(new Date(first.cursor).getTime()).toBeLessThanOrEqual(Date.now());
    const fromFuture = (await ask(ahead.toISOString())).data;
    expect(new Date(fromFuture.cursor).getTime()).toBeLessThanOrEqual(Date.now());
    const later = await createReservation(server.core.db, { restaurant_id: cast.venueA, date: '2030-01-04', guest_name: 'Booked Later' });
    expect((await ask(first.cursor)).data.changes.map((c) => c.id)).toContain(later.id);
  });

  it('the demo seed stamps no row after the time it ran', async () => {
    const seeded = await startTestServer({}, { seed: true });
    try {
      const now = new Date();
      for (const table of ['reservations', 'waitlist_entries', 'stay_bookings'] as const) {
        const row = await seeded.core.db
          .selectFrom(table)
          .select((eb) => eb.fn.max('created_at').as('newest'))
          .executeTakeFirstOrThrow();
        expect([table, row.newest === null || new Date(row.newest) <= now]).toEqual([table, true]);
      }
    } finally {
      await seeded.close();
    }
  });

  it('refuses a cursor that is not a time', async () => {
    expect((await cast.clients.ownerA.query('owner.changes', { venueId: cast.venueA, since: 'yesterday' })).status).toBe(400);
  });
});

describe('ownerDining.replay: an action taken offline, sent with its key (ADR 116)', () => {
  it('applies once per key, converges when another device did the same, and reports a conflict without changing anything', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(new Date());
    const r = await createReservation(server.core.db, {
      restaurant_id: cast.venueA,
      date: today,
      time: '18:00',
      guest_name: 'Replay Guest',
      status: 'awaiting_deposit',
      expires_at: new Date(Date.now() + 3600_000),
    });
    const replay = (action: string, key: string) =>
      cast.clients.ownerA.mutate<{ outcome: string; status: string }>('ownerDining.replay', { venueId: cast.venueA, reservationId: r.id, action, key });
    const key = crypto.randomUUID();
    expect((await replay('confirm', key)).data).toMatchObject({ outcome: 'done', status: 'confirmed' });
    // The same key again (the first answer was lost): nothing is done twice.
    expect((await replay('confirm', key)).data).toMatchObject({ outcome: 'already', status: 'confirmed' });
    // Another device's Confirm, sent later with its own key: already so, the devices agree.
    expect((await replay('confirm', crypto.randomUUID())).data).toMatchObject({ outcome: 'already', status: 'confirmed' });
    const audits = await server.core.db
      .selectFrom('audit_logs')
      .select('id')
      .where('entity', '=', 'reservation')
      .where('entity_id', '=', r.id)
      .where('action', '=', 'confirmed')
      .execute();
    expect(audits).toHaveLength(1);
    // The guest cancelled meanwhile: Seated is a conflict and the booking stays cancelled.
    await server.core.db.updateTable('reservations').set({ status: 'cancelled', updated_at: new Date() }).where('id', '=', r.id).execute();
    expect((await replay('seat', crypto.randomUUID())).data).toMatchObject({ outcome: 'conflict', status: 'cancelled' });
    expect((await server.core.db.selectFrom('reservations').select('status').where('id', '=', r.id).executeTakeFirstOrThrow()).status).toBe('cancelled');
  });
});

/** The holds made from a waitlist entry (one per promote or claim). */
const heldFrom = (waitlistId: string) =>
  server.core.db
    .selectFrom('audit_logs')
    .select('entity_id')
    .where('entity', '=', 'reservation')
    .where('action', '=', 'created')
    .where(sql<boolean>`meta_json->>'waitlist_id' = ${waitlistId}`)
    .execute();

/** A cancel taken offline at owner A's venue, sent with its key. */
const cancel = (id: string, key: string) =>
  cast.clients.ownerA.mutate<{ outcome: string; status: string }>('ownerDining.replay', { venueId: cast.venueA, reservationId: id, action: 'cancel', key });

describe('ownerDining.replay: a Promote taken offline (ADR 119)', () => {
  it('promotes once per key; an entry another device promoted first is a conflict and nothing is booked twice', async () => {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(new Date(Date.now() + 5 * 86_400_000));
    const wait = (guest_name: string) =>
      createWaitlistEntry(server.core.db, { restaurant_id: cast.venueA, date, time: '18:00', guest_name, status: 'waiting' });
    const replay = (waitlistId: string, key: string) =>
      cast.clients.ownerA.mutate<{ outcome: string; status: string; guestName: string }>('ownerDining.replay', {
        venueId: cast.venueA,
        reservationId: waitlistId,
        action: 'promote',
        key,
      });
    const first = await wait('Offline Promote');
    const key = crypto.randomUUID();
    expect((await replay(first.id, key)).data).toMatchObject({ outcome: 'done', status: 'converted', guestName: 'Offline Promote' });
    // The same key again (the answer was lost): nothing is booked twice.
    expect((await replay(first.id, key)).data).toMatchObject({ outcome: 'already', status: 'converted' });
    expect(await heldFrom(first.id)).toHaveLength(1);

    // Another device promoted this guest online first: this device's queued Promote is a conflict, shown as such.
    const second = await wait('Promoted Elsewhere');
    expect((await cast.clients.ownerA.mutate('ownerDining.promote', { venueId: cast.venueA, waitlistId: second.id })).status).toBe(200);
    expect((await replay(second.id, crypto.randomUUID())).data).toMatchObject({ outcome: 'conflict', status: 'converted', guestName: 'Promoted Elsewhere' });
    expect(await heldFrom(second.id)).toHaveLength(1);

    // Another owner's entry, or none: not found, as online.
    expect((await replay(crypto.randomUUID(), crypto.randomUUID())).status).toBe(404);
  });

  it('ten sends of one key at once promote once: one done, nine already, one table held', async () => {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(new Date(Date.now() + 6 * 86_400_000));
    const entry = await createWaitlistEntry(server.core.db, { restaurant_id: cast.venueA, date, time: '18:00', guest_name: 'Ten Taps', status: 'waiting' });
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        cast.clients.ownerA.mutate<{ outcome: string }>('ownerDining.replay', { venueId: cast.venueA, reservationId: entry.id, action: 'promote', key }),
      ),
    );
    expect(answers.map((a) => a.data.outcome).sort()).toEqual([
      'already',
      'already',
      'already',
      'already',
      'already',
      'already',
      'already',
      'already',
      'already',
      'done',
    ]);
    expect(await heldFrom(entry.id)).toHaveLength(1);
  });

  it("a key is bound to its action and booking: spent on another booking's cancel, it is refused and that cancel is not lost", async () => {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(new Date(Date.now() + 7 * 86_400_000));
    const [a, b] = await Promise.all(
      ['Bound One', 'Bound Two'].map((guest_name) =>
        createReservation(server.core.db, { restaurant_id: cast.venueA, date, time: '18:00', guest_name, status: 'confirmed' }),
      ),
    );
    const key = crypto.randomUUID();
    expect((await cancel(a!.id, key)).data).toMatchObject({ outcome: 'done', status: 'cancelled' });
    const reused = await cancel(b!.id, key);
    expect([reused.status, reused.error?.message]).toEqual([422, 'This action key was already used for another action.']);
    expect((await server.core.db.selectFrom('reservations').select('status').where('id', '=', b!.id).executeTakeFirstOrThrow()).status).toBe('confirmed');
    // Sent again with a key of its own, it is done.
    expect((await cancel(b!.id, crypto.randomUUID())).data).toMatchObject({ outcome: 'done', status: 'cancelled' });
  });
});

describe('owner.changes reads an index, not the whole table (ADR 119)', () => {
  it.each(['reservations', 'waitlist_entries', 'stay_bookings'] as const)(
    '%s: the poll is an index scan on (venue, newer of created and updated)',
    async (table) => {
      const query = changedRowsQuery(server.core.db, table, cast.venueA, new Date(Date.now() - 60_000)).compile();
      // With the statistics autovacuum keeps (the seeded tables analyzed): the change time is then known
      // to be recent for few rows, and the planner reads only those.
      await sql`ANALYZE ${sql.table(table)}`.execute(server.core.db);
      const nodes = await explain(server.core.db, query, { seqscan: false });
      const scan = nodes.find((n) => n['Relation Name'] === table);
      expect(scan).toMatchObject({ 'Index Name': `${table}_changed_idx` });
      // Both the time bound and the venue are in the index condition, so only changed rows are read.
      const cond = String(scan!['Index Cond']);
      expect(cond).toMatch(/greatest\(created_at, updated_at\) >/i);
      expect(cond).toMatch(/restaurant_id =/i);
    },
  );

  // The booking statement is a named statement on each connection (db/prepared.ts): its generic plan,
  // kept for any venue and date, must read by venue and date as a plan made for the values does.
  it.each([false, true])(
    "a booking's read of one venue date never goes through the poll's index, even before the table has statistics (generic plan: %s)",
    async (generic) => {
      // Temporary tables shadow the real ones for this transaction: same columns and indexes, never analyzed,
      // as a fresh database is when a connection first plans the booking statement. With the poll's index
      // led by the venue, this read scanned the venue's every row through it (ADR 119).
      const before = ['reservations', 'waitlist_entries'].map((t) => `CREATE TEMP TABLE ${t} (LIKE public.${t} INCLUDING ALL) ON COMMIT DROP`);
      const query = holdersQuery(server.core.db, cast.venueA, '2027-01-15', new Date()).compile();
      const nodes = await explain(server.core.db, query, { before, generic });
      const scans = nodes.filter((n) => n['Relation Name']);
      expect(scans.map((n) => n['Relation Name']).sort()).toEqual(['reservations', 'waitlist_entries']);
      // The copies' indexes have other names: what shows which one was read is its condition. The
      // reservations are read by venue and date; neither read is by the venue alone.
      const cond = (table: string) => String(scans.find((n) => n['Relation Name'] === table)!['Index Cond']);
      expect(cond('reservations')).toMatch(/restaurant_id = .*date = /is);
      for (const table of ['reservations', 'waitlist_entries']) expect(cond(table)).not.toMatch(/^\(restaurant_id = [^()]*\)$/);
    },
  );
});
