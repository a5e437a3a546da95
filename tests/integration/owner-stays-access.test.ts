import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStayBooking } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { expectEveryProcedureCovered, OWNER_ACTORS, ownerCast, type OwnerActor, type OwnerCast } from '../support/owners';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Who may use the owner's Stays tab (ADR 061's access rule), over real HTTP: every ownerStays procedure
 * against owner A's property, for a visitor, a guest, owner A, owner B and an admin. Admins read any
 * property; only its owner writes; a stranger learns nothing ("Restaurant not found", 404).
 */

interface Row {
  kind: 'query' | 'mutation';
  /** Built per actor, so one actor's change never decides another's answer. */
  input: (cast: OwnerCast, n: number) => Promise<unknown> | unknown;
  expected: Record<OwnerActor, number>;
}

const READ: Record<OwnerActor, number> = { visitor: 401, guest: 403, ownerA: 200, ownerB: 404, admin: 200 };
const WRITE: Record<OwnerActor, number> = { visitor: 401, guest: 403, ownerA: 200, ownerB: 404, admin: 404 };

let server: TestServer;
let cast: OwnerCast;

/** A fresh unpaid hold on one of A's rooms, a night of its own so holds never overlap. */
async function hold(n: number) {
  const day = addDays(dateIn('Europe/Ljubljana'), 40 + n);
  const b = await createStayBooking(server.core.db, {
    restaurant_id: cast.propertyA.id,
    room_type_id: cast.propertyA.roomTypeId,
    room_id: cast.propertyA.roomIds[0]!,
    check_in: day,
    check_out: addDays(day, 1),
    expires_at: new Date(Date.now() + 15 * 60_000),
  });
  return b.id;
}

const roomCode = async (id: string) => (await server.core.db.selectFrom('rooms').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code;

const MATRIX: Record<string, Row> = {
  'ownerStays.overview': { kind: 'query', expected: READ, input: (c) => ({ venueId: c.propertyA.id }) },
  'ownerStays.occupancy': { kind: 'query', expected: READ, input: (c) => ({ venueId: c.propertyA.id }) },
  'ownerStays.bookings': { kind: 'query', expected: READ, input: (c) => ({ venueId: c.propertyA.id, status: 'all', page: 1 }) },
  'ownerStays.reviews': { kind: 'query', expected: READ, input: (c) => ({ venueId: c.propertyA.id }) },
  'ownerStays.settings': { kind: 'query', expected: READ, input: (c) => ({ venueId: c.propertyA.id }) },
  'ownerStays.transition': {
    kind: 'mutation',
    expected: WRITE,
    input: async (c, n) => ({ venueId: c.propertyA.id, id: await hold(n), to: 'confirmed' }),
  },
  'ownerStays.updateSettings': {
    kind: 'mutation',
    expected: WRITE,
    input: (c) => ({ venueId: c.propertyA.id, description: 'Quiet rooms', address: 'Ribčev Laz 1', amenities: ['wifi'], petsAllowed: true, blockedRooms: 0 }),
  },
  'ownerStays.addRoomType': {
    kind: 'mutation',
    expected: WRITE,
    input: (c, n) => ({ venueId: c.propertyA.id, name: `Suite ${n}`, capacity: 4, basePriceEur: 150.5 }),
  },
  'ownerStays.editRoomType': {
    kind: 'mutation',
    expected: WRITE,
    input: (c) => ({ venueId: c.propertyA.id, id: c.propertyA.roomTypeId, name: 'Double', capacity: 2, basePriceEur: 90, active: true }),
  },
  'ownerStays.addRoom': {
    kind: 'mutation',
    expected: WRITE,
    input: (c, n) => ({ venueId: c.propertyA.id, roomTypeId: c.propertyA.roomTypeId, code: `M${n}` }),
  },
  'ownerStays.editRoom': {
    kind: 'mutation',
    expected: WRITE,
    input: async (c) => ({
      venueId: c.propertyA.id,
      id: c.propertyA.roomIds[1]!,
      roomTypeId: c.propertyA.roomTypeId,
      code: await roomCode(c.propertyA.roomIds[1]!),
      active: true,
    }),
  },
};

beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
});
afterAll(() => server?.close());

describe('ownerStays access matrix (visitor, guest, owner A, owner B, admin)', () => {
  it('has a row for every ownerStays procedure', () => {
    expectEveryProcedureCovered('ownerStays.', MATRIX);
    expect(Object.keys(MATRIX)).toHaveLength(11);
  });

  let n = 0;
  for (const [proc, row] of Object.entries(MATRIX)) {
    it(`${proc}: ${OWNER_ACTORS.map((a) => `${a} ${row.expected[a]}`).join(', ')}`, async () => {
      for (const actor of OWNER_ACTORS) {
        const input = await row.input(cast, ++n);
        const client = cast.clients[actor];
        const res = row.kind === 'query' ? await client.query(proc, input) : await client.mutate(proc, input);
        const allowed = row.expected[actor] === 200;
        expect({
          actor,
          status: res.status,
          notFound: res.status === 404 ? res.error?.message : null,
          // Nothing of A's property reaches anyone A has not let in.
          leaked: !allowed && JSON.stringify(res.data ?? null).includes('A Lodge'),
        }).toEqual({ actor, status: row.expected[actor], notFound: row.expected[actor] === 404 ? 'Restaurant not found' : null, leaked: false });
      }
    });
  }
});
