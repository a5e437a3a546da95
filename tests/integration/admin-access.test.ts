import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEveryProcedureCovered, OWNER_ACTORS, ownerCast, type OwnerActor, type OwnerCast } from '../support/owners';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Who may call each admin procedure, over real HTTP (ADR 073): the role is checked on the
 * server, so a visitor gets 401, a guest, an owner or a venue's staff 403, and only the admin 200. Rows are checked
 * against the router: a new admin procedure without a row fails here.
 */

interface Row {
  kind: 'query' | 'mutation';
  input: (c: OwnerCast) => unknown;
}

// Owners are refused whatever their plans (no plan unlocks the admin console), and staff whatever their role.
const EXPECTED: Record<OwnerActor, number> = {
  visitor: 401,
  guest: 403,
  ownerA: 403,
  ownerB: 403,
  admin: 200,
  restaurantOwner: 403,
  staysOwner: 403,
  unpaidOwner: 403,
  hostA: 403,
  managerA: 403,
  hostB: 403,
  revokedHost: 403,
};

const MATRIX: Record<string, Row> = {
  'admin.counters': { kind: 'query', input: () => undefined },
  'admin.owners': { kind: 'query', input: () => ({ q: '', page: 1 }) },
  'admin.restaurants': { kind: 'query', input: () => ({ page: 1 }) },
  'admin.accommodations': { kind: 'query', input: () => ({ page: 1 }) },
  'admin.ownerView': { kind: 'query', input: (c) => ({ ownerId: c.userIds.ownerA }) },
  'admin.featured': { kind: 'query', input: () => ({ page: 1 }) },
  'admin.setFeatured': { kind: 'mutation', input: (c) => ({ restaurantId: c.venueA, value: true }) },
};

let server: TestServer;
let cast: OwnerCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
});
afterAll(() => server?.close());

const featuredA = async () =>
  (await server.core.db.selectFrom('restaurants').select('featured').where('id', '=', cast.venueA).executeTakeFirstOrThrow()).featured;

describe('admin access matrix', () => {
  it('covers every procedure', () => {
    expectEveryProcedureCovered('admin.', MATRIX);
    expect(Object.keys(MATRIX).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(MATRIX))('%s answers visitor 401, guest, owners and staff 403, admin 200', async (proc, row) => {
    await server.core.db.updateTable('restaurants').set({ featured: false }).where('id', '=', cast.venueA).execute();
    const seen: { actor: OwnerActor; status: number; featured: boolean }[] = [];
    // The admin last, so a refused write is seen to change nothing before the allowed one does.
    const order: OwnerActor[] = [...OWNER_ACTORS.filter((a) => a !== 'admin'), 'admin'];
    for (const actor of order) {
      const client = cast.clients[actor];
      const input = row.input(cast);
      const res = row.kind === 'query' ? await client.query(proc, input) : await client.mutate(proc, input);
      seen.push({ actor, status: res.status, featured: await featuredA() });
    }
    const writes = row.kind === 'mutation';
    expect(seen).toEqual(order.map((actor) => ({ actor, status: EXPECTED[actor], featured: writes && actor === 'admin' })));
  });
});

describe('"Viewing as": an admin reads an owner\'s dashboards but never writes', () => {
  it("reads owner A's restaurant and property through ownerDining and ownerStays", async () => {
    const admin = cast.clients.admin;
    const view = await admin.query<{ owner: { name: string }; venues: { id: string }[] }>('admin.ownerView', { ownerId: cast.userIds.ownerA });
    expect(view.status).toBe(200);
    expect(view.data.venues.map((v) => v.id)).toEqual([cast.venueA, cast.propertyA.id]);
    const reads: [string, string][] = [
      ...['ownerDining.overview', 'ownerDining.settings', 'ownerDining.feedback', 'ownerDining.charts'].map((p): [string, string] => [p, cast.venueA]),
      ...['ownerStays.overview', 'ownerStays.settings', 'ownerStays.reviews'].map((p): [string, string] => [p, cast.propertyA.id]),
    ];
    const seen: [string, number][] = [];
    for (const [proc, venueId] of reads) seen.push([proc, (await admin.query(proc, { venueId })).status]);
    expect(seen).toEqual(reads.map(([proc]) => [proc, 200]));
  });

  it('is refused every write as "Restaurant not found", and nothing changes', async () => {
    const admin = cast.clients.admin;
    const db = server.core.db;
    const before = await db
      .selectFrom('restaurants')
      .select(['total_tables', 'description', 'blocked_rooms'])
      .where('owner_id', '=', cast.userIds.ownerA)
      .orderBy('id')
      .execute();
    const dining = await admin.mutate('ownerDining.updateTables', { venueId: cast.venueA, totalTables: 12, blockedTables: 1, turnMinutes: 90 });
    const details = await admin.mutate('ownerDining.updateDetails', {
      venueId: cast.venueA,
      description: 'Admin was here',
      cuisine: 'Fish',
      menuUrl: '',
      vegetarian: true,
      vegan: false,
      glutenFree: false,
    });
    const stays = await admin.mutate('ownerStays.addRoomType', { venueId: cast.propertyA.id, name: 'Admin room', capacity: 2, basePriceEur: 50 });
    for (const res of [dining, details, stays]) {
      expect(res.status).toBe(404);
      expect(res.error?.message).toBe('Restaurant not found');
    }
    const after = await db
      .selectFrom('restaurants')
      .select(['total_tables', 'description', 'blocked_rooms'])
      .where('owner_id', '=', cast.userIds.ownerA)
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
    const roomTypes = await db.selectFrom('room_types').select('name').where('restaurant_id', '=', cast.propertyA.id).execute();
    expect(roomTypes.map((r) => r.name)).toEqual(['Double']);
  });

  it('an unknown or non-owner id reads "Owner not found"', async () => {
    for (const ownerId of [cast.userIds.guest, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await cast.clients.admin.query('admin.ownerView', { ownerId });
      expect(res.status).toBe(404);
      expect(res.error?.message).toBe('Owner not found');
    }
  });
});
