import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoomType, createVenue } from '@tablestay/core/db/factories';
import type { VenueRole } from '@tablestay/core/staff/roles';
import { expectEveryProcedureCovered, OWNER_ACTORS, ownerCast, type OwnerActor, type OwnerCast } from '../support/owners';
import { refusalText, staffOnA } from '../support/access';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Who may call each onboarding procedure (ADR 067, 127). Creating a venue is open to every
 * signed-in account with a proven email (ADR 067), staff too; every step on an existing venue needs
 * its role (its rung in the router): the basics, hours and deposit link are a manager's, the rest
 * the owner's. A's host (and A's manager on an owner's step) are not allowed, the removed host hears
 * so; owner B, B's host, a guest and an admin get "Restaurant not found" for owner A's draft, and
 * nothing changes. An allowed step on A's draft changes it.
 */

interface Target {
  draftA: string;
  propertyA: string;
  roomTypeA: string;
}
interface Row {
  kind?: 'query';
  input: (t: Target) => unknown;
  expected: Record<OwnerActor, number>;
  /** A write on A's draft or property (an allowed one changes it). */
  writesA?: boolean;
}

const creates = (): Record<OwnerActor, number> => ({
  visitor: 401,
  guest: 200,
  ownerA: 200,
  ownerB: 200,
  admin: 200,
  restaurantOwner: 200,
  staysOwner: 200,
  unpaidOwner: 200,
  hostA: 200,
  managerA: 200,
  hostB: 200,
  revokedHost: 200,
});
/** A step on A's venue that needs `role`: A, and A's staff from `role` up. */
const onA = (role: VenueRole): Record<OwnerActor, number> => ({
  visitor: 401,
  guest: 404,
  ownerA: 200,
  ownerB: 404,
  admin: 404,
  restaurantOwner: 404,
  staysOwner: 404,
  unpaidOwner: 404,
  ...staffOnA(role, 404),
});

const MATRIX: Record<string, Row> = {
  'onboarding.ensureDraft': { input: () => undefined, expected: creates() },
  'onboarding.joinRestaurant': {
    input: () => ({ name: 'Joined', address: 'Ljubljana', city: 'Ljubljana', totalTables: 5, graceMinutes: 15, paymentLinkUrl: '' }),
    expected: creates(),
  },
  'onboarding.propertyDraft': { kind: 'query', input: () => undefined, expected: creates() },
  // A first property needs no plan (ADR 067); another is multi-property, the Stays plan's (ADR 104):
  // the Restaurant plan owner and the unpaid owner already own one.
  'onboarding.saveProperty': {
    input: () => ({ name: 'New Lodge', address: 'Bled', city: 'Bled' }),
    expected: { ...creates(), restaurantOwner: 403, unpaidOwner: 403 },
  },
  'onboarding.saveBasics': {
    input: (t) => ({ restaurantId: t.draftA, name: 'Changed', address: 'Elsewhere 1', city: 'Kranj', totalTables: 3, graceMinutes: 5 }),
    expected: onA('manager'),
    writesA: true,
  },
  'onboarding.saveHours': { input: (t) => ({ restaurantId: t.draftA, hours: '{"mon": null}' }), expected: onA('manager'), writesA: true },
  'onboarding.saveDepositLink': {
    input: (t) => ({ restaurantId: t.draftA, paymentLinkUrl: 'https://evil.example.com/pay' }),
    expected: onA('manager'),
    writesA: true,
  },
  'onboarding.finish': { input: (t) => ({ restaurantId: t.draftA }), expected: onA('owner'), writesA: true },
  // A venue's hours and deposit link for its Settings (ADR 116): its owner and manager, and an admin viewing it.
  'onboarding.venueSetup': { kind: 'query', input: (t) => ({ restaurantId: t.draftA }), expected: { ...onA('manager'), admin: 200 } },
};
// Property steps on A's property: updating it by id is the owner's only.
const PROPERTY_ROWS: Record<string, Row> = {
  'onboarding.saveRoomType': {
    input: (t) => ({ propertyId: t.propertyA, name: 'Suite', capacity: 3, basePriceEur: 10 }),
    expected: onA('owner'),
    writesA: true,
  },
  'onboarding.addRoom': {
    input: (t) => ({ propertyId: t.propertyA, roomTypeId: t.roomTypeA, code: `X${Math.random().toString(36).slice(2, 8)}` }),
    expected: onA('owner'),
    writesA: true,
  },
};
const ALL = { ...MATRIX, ...PROPERTY_ROWS };

const isEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

let server: TestServer;
let cast: OwnerCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
});
afterAll(() => server?.close());

/** A's unfinished wizard draft and unfinished property, fresh for each call, with A's staff at both. */
async function targets(): Promise<Target> {
  const db = server.core.db;
  const draft = await createVenue(db, { owner_id: cast.userIds.ownerA, name: 'A Draft', total_tables: 10, onboarding_done: false });
  const property = await createVenue(db, { owner_id: cast.userIds.ownerA, name: 'A Property Draft', total_tables: 0, onboarding_done: false });
  const rt = await createRoomType(db, { restaurant_id: property.id });
  for (const venue of [draft.id, property.id]) await cast.staffAtA(venue);
  return { draftA: draft.id, propertyA: property.id, roomTypeA: rt.id };
}

const snapshot = async (t: Target) => ({
  venues: await server.core.db.selectFrom('restaurants').selectAll().where('id', 'in', [t.draftA, t.propertyA]).orderBy('id').execute(),
  types: await server.core.db.selectFrom('room_types').selectAll().where('restaurant_id', '=', t.propertyA).execute(),
  rooms: await server.core.db.selectFrom('rooms').selectAll().where('restaurant_id', '=', t.propertyA).execute(),
});

describe('onboarding access matrix', () => {
  it('covers every onboarding procedure', () => {
    expect(() => expectEveryProcedureCovered('onboarding.', ALL)).not.toThrow();
  });

  for (const [proc, row] of Object.entries(ALL)) {
    it(`${proc}: ${OWNER_ACTORS.map((a) => `${a} ${row.expected[a]}`).join(', ')}`, async () => {
      for (const actor of OWNER_ACTORS) {
        const t = await targets();
        const before = await snapshot(t);
        const client = cast.clients[actor];
        const res = row.kind === 'query' ? await client.query(proc, row.input(t)) : await client.mutate(proc, row.input(t));
        const expected = row.expected[actor];
        const answer = { actor, status: res.status, message: res.error?.message, changed: !isEqual(await snapshot(t), before) };
        // A refusal's text: a plan owner's 403 names the Stays plan (a second property), staff's their rung's.
        const message = refusalText(actor, expected, { plan: 'stays' });
        expect(answer).toEqual({ actor, status: expected, message, changed: expected === 200 && row.writesA === true });
      }
    });
  }

  it("owner B cannot finish, rename or re-price A's property flow, and A's venues stay A's", async () => {
    const t = await targets();
    const b = cast.clients.ownerB;
    expect((await b.mutate('onboarding.saveProperty', { propertyId: t.propertyA, name: 'Taken', address: 'B street', city: 'Bled' })).status).toBe(404);
    expect(
      (await b.mutate('onboarding.saveRoomType', { propertyId: cast.venueB, roomTypeId: t.roomTypeA, name: 'Mine', capacity: 2, basePriceEur: 1 })).error
        ?.message,
    ).toBe('Room type not found');
    expect((await b.mutate('onboarding.addRoom', { propertyId: cast.venueB, roomTypeId: t.roomTypeA, code: '9' })).error?.message).toBe('Room type not found');
    const owners = await server.core.db.selectFrom('restaurants').select('owner_id').where('id', 'in', [t.draftA, t.propertyA]).execute();
    expect(owners.every((o) => o.owner_id === cast.userIds.ownerA)).toBe(true);
    // B's own stepper and wizard never open A's drafts.
    const resumeB = await b.query<{ id: string } | null>('onboarding.propertyDraft');
    expect(resumeB.data?.id).not.toBe(t.propertyA);
    const draftB = await b.mutate<{ id: string }>('onboarding.ensureDraft');
    expect([t.draftA, cast.venueA]).not.toContain(draftB.data.id);
  });
});
