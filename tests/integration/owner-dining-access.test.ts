import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation, createWaitlistEntry } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { expectEveryProcedureCovered, OWNER_ACTORS, ownerCast, type OwnerActor, type OwnerCast } from '../support/owners';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Who may call each ownerDining procedure on owner A's restaurant, over real HTTP: only A writes;
 * the admin reads ("Viewing as") but never writes; B and everyone else learn nothing. Rows are
 * checked against the router, so a new procedure without a row fails here.
 */

interface Row {
  kind: 'query' | 'mutation';
  /** A fresh target row for the call (mutations change it); its id is passed to `input`. */
  target?: 'hold' | 'confirmed' | 'waiting';
  input: (venueId: string, targetId: string) => unknown;
}

const tomorrow = () => addDays(dateIn('Europe/Ljubljana'), 1);
const READ: Record<OwnerActor, number> = { visitor: 401, guest: 403, ownerA: 200, ownerB: 404, admin: 200 };
const WRITE: Record<OwnerActor, number> = { visitor: 401, guest: 403, ownerA: 200, ownerB: 404, admin: 404 };

const MATRIX: Record<string, Row> = {
  'ownerDining.overview': { kind: 'query', input: (venueId) => ({ venueId }) },
  'ownerDining.reservations': { kind: 'query', input: (venueId) => ({ venueId, date: tomorrow() }) },
  'ownerDining.feedback': { kind: 'query', input: (venueId) => ({ venueId }) },
  'ownerDining.charts': { kind: 'query', input: (venueId) => ({ venueId }) },
  'ownerDining.settings': { kind: 'query', input: (venueId) => ({ venueId }) },
  'ownerDining.confirm': { kind: 'mutation', target: 'hold', input: (venueId, reservationId) => ({ venueId, reservationId }) },
  'ownerDining.seat': { kind: 'mutation', target: 'confirmed', input: (venueId, reservationId) => ({ venueId, reservationId }) },
  'ownerDining.cancel': { kind: 'mutation', target: 'confirmed', input: (venueId, reservationId) => ({ venueId, reservationId }) },
  'ownerDining.promote': { kind: 'mutation', target: 'waiting', input: (venueId, waitlistId) => ({ venueId, waitlistId }) },
  'ownerDining.updateTables': { kind: 'mutation', input: (venueId) => ({ venueId, totalTables: 12, blockedTables: 1, turnMinutes: 90 }) },
  'ownerDining.updateDetails': {
    kind: 'mutation',
    input: (venueId) => ({ venueId, description: 'Ours', cuisine: 'Fish', menuUrl: '', vegetarian: true, vegan: false, glutenFree: false }),
  },
};

let server: TestServer;
let cast: OwnerCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
});
afterAll(() => server?.close());

async function makeTarget(kind: Row['target']): Promise<string> {
  const db = server.core.db;
  const base = { restaurant_id: cast.venueA, date: tomorrow(), time: '19:00' };
  if (kind === 'hold') return (await createReservation(db, { ...base, status: 'awaiting_deposit', expires_at: new Date(Date.now() + 15 * 60_000) })).id;
  if (kind === 'confirmed') return (await createReservation(db, { ...base, status: 'confirmed' })).id;
  if (kind === 'waiting') return (await createWaitlistEntry(db, { ...base, time: '20:00' })).id;
  return '';
}

/** What a write left behind, to show that a refused actor changed nothing. */
async function snapshot(targetId: string) {
  const db = server.core.db;
  const venue = await db.selectFrom('restaurants').select(['total_tables', 'description']).where('id', '=', cast.venueA).executeTakeFirstOrThrow();
  const r = targetId ? await db.selectFrom('reservations').select('status').where('id', '=', targetId).executeTakeFirst() : undefined;
  const w = targetId ? await db.selectFrom('waitlist_entries').select('status').where('id', '=', targetId).executeTakeFirst() : undefined;
  return { venue, r, w };
}

describe('ownerDining access matrix', () => {
  it('covers every procedure', () => {
    expectEveryProcedureCovered('ownerDining.', MATRIX);
    expect(Object.keys(MATRIX).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(MATRIX))('%s answers each actor as expected and refused writes change nothing', async (proc, row) => {
    const expected = row.kind === 'query' ? READ : WRITE;
    const targetId = await makeTarget(row.target);
    const before = await snapshot(targetId);
    const seen: { actor: OwnerActor; status: number; message: string | undefined; unchanged: boolean }[] = [];
    // Everyone but A first, so A's own call meets an untouched target.
    const order: OwnerActor[] = [...OWNER_ACTORS.filter((a) => a !== 'ownerA'), 'ownerA'];
    for (const actor of order) {
      const client = cast.clients[actor];
      const input = row.input(cast.venueA, targetId);
      const res = row.kind === 'query' ? await client.query(proc, input) : await client.mutate(proc, input);
      const after = await snapshot(targetId);
      seen.push({
        actor,
        status: res.status,
        message: res.status === 404 ? res.error?.message : undefined,
        unchanged: JSON.stringify(after) === JSON.stringify(before),
      });
    }
    const changes = row.kind === 'mutation';
    expect(seen).toEqual(
      order.map((actor) => ({
        actor,
        status: expected[actor],
        message: expected[actor] === 404 ? 'Restaurant not found' : undefined,
        unchanged: actor === 'ownerA' ? !changes : true,
      })),
    );
  });

  it("B's own venue id with A's reservation id still finds nothing", async () => {
    const targetId = await makeTarget('hold');
    const res = await cast.clients.ownerB.mutate('ownerDining.confirm', { venueId: cast.venueB, reservationId: targetId });
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('Reservation not found or access denied');
  });
});
