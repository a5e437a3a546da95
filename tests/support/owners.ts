import { expect } from 'vitest';
import { loadAllRouters } from '@tablestay/api/root';
import type { PlanProduct } from '@tablestay/core/billing/plans';
import { createProperty, createSubscription, createUserRole, createVenue } from '@tablestay/core/db/factories';
import type { StaffRole } from '@tablestay/core/staff/roles';
import { verifiedGuest } from './accounts';
import { Client, type TestServer } from './server';

// Routers load on first call (ADR 046); walking every procedure needs them all loaded.
const appRouter = await loadAllRouters();

/**
 * The actors of every owner access matrix (ADR 061, 104, 127): a visitor, a guest, owners A and B
 * (both owner plans), an admin, three owners who each own a restaurant and a property of their own
 * and hold only the Restaurant plan, only the Stays plan, or no plan, and four staff (`STAFF_OF`).
 */
export const OWNER_ACTORS = [
  'visitor',
  'guest',
  'ownerA',
  'ownerB',
  'admin',
  'restaurantOwner',
  'staysOwner',
  'unpaidOwner',
  'hostA',
  'managerA',
  'hostB',
  'revokedHost',
] as const;
export type OwnerActor = (typeof OWNER_ACTORS)[number];
/** The staff actors: ordinary proven accounts (no owner role) with a role at an owner's venues. */
export const STAFF_ACTORS = ['hostA', 'managerA', 'hostB', 'revokedHost'] as const;
type StaffActor = (typeof STAFF_ACTORS)[number];
/**
 * Each staff actor's role and whose venues they hold it at: a host and a manager at both of A's
 * (the matrix's targets), a host at B's restaurant only (A's venues are another's to him), and a
 * host at both of A's whom A removed (`revoked_at`).
 */
export const STAFF_OF: Record<StaffActor, { role: StaffRole; of: 'ownerA' | 'ownerB'; revoked: boolean }> = {
  hostA: { role: 'host', of: 'ownerA', revoked: false },
  managerA: { role: 'manager', of: 'ownerA', revoked: false },
  hostB: { role: 'host', of: 'ownerB', revoked: false },
  revokedHost: { role: 'host', of: 'ownerA', revoked: true },
};
/** The owners whose plans the matrix varies; each acts on venues of their own. */
export const PLAN_ACTORS = ['restaurantOwner', 'staysOwner', 'unpaidOwner'] as const;
export type PlanActor = (typeof PLAN_ACTORS)[number];
export const isPlanActor = (a: OwnerActor): a is PlanActor => (PLAN_ACTORS as readonly string[]).includes(a);
/** The owner plans each plan actor holds. */
export const PLANS_OF: Record<PlanActor, readonly PlanProduct[]> = { restaurantOwner: ['restaurant'], staysOwner: ['stays'], unpaidOwner: [] };

interface CastProperty {
  id: string;
  roomTypeId: string;
  roomIds: string[];
}

export interface OwnerCast {
  clients: Record<OwnerActor, Client>;
  userIds: Record<Exclude<OwnerActor, 'visitor'>, string>;
  /** Owner A's restaurant and property (the targets of the matrix); B owns venues of his own. */
  venueA: string;
  propertyA: CastProperty;
  venueB: string;
  /** Each plan actor's own restaurant and property. */
  own: Record<PlanActor, { venue: string; property: CastProperty }>;
  /** The restaurant a matrix row acts on for `actor`: a plan actor's own, everyone else's owner A's. */
  venue(actor: OwnerActor): string;
  /** The property a matrix row acts on for `actor`, likewise. */
  property(actor: OwnerActor): CastProperty;
  /** Gives A's staff (hostA, managerA, and revokedHost removed) their roles at another venue of A's, e.g. a fresh draft. */
  staffAtA(venueId: string): Promise<void>;
}

let seq = 0;

/** A proven account with the owner role and the owner plans given (both unless told), active for 30 days. */
export async function subscribedOwner(
  server: TestServer,
  email: string,
  plans: readonly PlanProduct[] = ['restaurant', 'stays'],
): Promise<{ client: Client; userId: string }> {
  const client = await verifiedGuest(server, email);
  const db = server.core.db;
  const { id: userId } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await createUserRole(db, { user_id: userId, role: 'owner' });
  for (const product of plans) await createSubscription(db, { user_id: userId, product, current_period_end: new Date(Date.now() + 30 * 86400000) });
  return { client, userId };
}

/** A restaurant and a property (one room type, three rooms) of `ownerId`. */
async function venuesOf(db: TestServer['core']['db'], ownerId: string, label: string): Promise<{ venue: string; property: CastProperty }> {
  const venue = await createVenue(db, { owner_id: ownerId, name: `${label} Kitchen`, city: 'Ljubljana', total_tables: 10 });
  const {
    venue: p,
    roomTypes: [rt],
  } = await createProperty(db, {
    owner_id: ownerId,
    name: `${label} Rooms`,
    city: 'Bohinj',
    total_rooms: 3,
    deposit_eur: 20,
    roomTypes: [{ name: 'Double', capacity: 2, base_price_eur: 90, rooms: 3 }],
  });
  return { venue: venue.id, property: { id: p.id, roomTypeId: rt!.id, roomIds: rt!.rooms.map((r) => r.id) } };
}

/** The id of the account with `email`. */
const idOf = async (db: TestServer['core']['db'], email: string) =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** The staff actors of `owner` (STAFF_OF) get their roles at `venueId`, as an accepted invitation leaves them; a removed one with `revoked_at`. */
async function addStaff(db: TestServer['core']['db'], ids: OwnerCast['userIds'], owner: 'ownerA' | 'ownerB', venueId: string): Promise<void> {
  const rows = STAFF_ACTORS.filter((s) => STAFF_OF[s].of === owner).map((s) => ({
    restaurant_id: venueId,
    user_id: ids[s],
    role: STAFF_OF[s].role,
    added_by: ids[owner],
    revoked_at: STAFF_OF[s].revoked ? new Date(Date.now() - 60_000) : null,
  }));
  await db.insertInto('venue_staff').values(rows).execute();
}

/**
 * Visitor, a proven guest, owners A and B (each with a restaurant; A also a property), an admin, the
 * plan owners with venues of their own, and the staff (STAFF_OF) with their rows in `venue_staff`.
 */
export async function ownerCast(server: TestServer): Promise<OwnerCast> {
  const n = ++seq;
  const db = server.core.db;
  const a = await subscribedOwner(server, `owner.a${n}@example.com`);
  const b = await subscribedOwner(server, `owner.b${n}@example.com`);
  const guest = await verifiedGuest(server, `guest.matrix${n}@example.com`);
  const admin = await verifiedGuest(server, `admin.matrix${n}@example.com`);
  const adminId = await idOf(db, `admin.matrix${n}@example.com`);
  await createUserRole(db, { user_id: adminId, role: 'admin' });
  const guestId = await idOf(db, `guest.matrix${n}@example.com`);
  const own = {} as OwnerCast['own'];
  const planClients = {} as Record<PlanActor, Client>;
  const planIds = {} as Record<PlanActor, string>;
  for (const actor of PLAN_ACTORS) {
    const o = await subscribedOwner(server, `${actor.toLowerCase()}${n}@example.com`, PLANS_OF[actor]);
    planClients[actor] = o.client;
    planIds[actor] = o.userId;
    own[actor] = await venuesOf(db, o.userId, `${actor} ${n}`);
  }
  const venueA = await createVenue(db, { owner_id: a.userId, name: `A Bistro ${n}`, city: 'Ljubljana', total_tables: 10 });
  const venueB = await createVenue(db, { owner_id: b.userId, name: `B Bistro ${n}`, city: 'Maribor', total_tables: 10 });
  const {
    venue: p,
    roomTypes: [rt],
  } = await createProperty(db, {
    owner_id: a.userId,
    name: `A Lodge ${n}`,
    city: 'Bohinj',
    total_rooms: 3,
    deposit_eur: 20,
    roomTypes: [{ name: 'Double', capacity: 2, base_price_eur: 90, rooms: 3 }],
  });
  const propertyA = { id: p.id, roomTypeId: rt!.id, roomIds: rt!.rooms.map((r) => r.id) };
  const staffClients = {} as Record<StaffActor, Client>;
  const staffIds = {} as Record<StaffActor, string>;
  for (const actor of STAFF_ACTORS) {
    const email = `${actor.toLowerCase()}${n}@example.com`;
    staffClients[actor] = await verifiedGuest(server, email);
    staffIds[actor] = await idOf(db, email);
  }
  const userIds: OwnerCast['userIds'] = { guest: guestId, ownerA: a.userId, ownerB: b.userId, admin: adminId, ...planIds, ...staffIds };
  for (const venue of [venueA.id, propertyA.id]) await addStaff(db, userIds, 'ownerA', venue);
  await addStaff(db, userIds, 'ownerB', venueB.id);
  return {
    clients: { visitor: new Client(server.url), guest, ownerA: a.client, ownerB: b.client, admin, ...planClients, ...staffClients },
    userIds,
    venueA: venueA.id,
    propertyA,
    venueB: venueB.id,
    own,
    venue: (actor) => (isPlanActor(actor) ? own[actor].venue : venueA.id),
    property: (actor) => (isPlanActor(actor) ? own[actor].property : propertyA),
    staffAtA: (venueId) => addStaff(db, userIds, 'ownerA', venueId),
  };
}

/** Every procedure under `prefix` (e.g. 'owner.dining.') has a row in `matrix`: a new procedure without one fails. */
export function expectEveryProcedureCovered(prefix: string, matrix: Record<string, unknown>) {
  // tRPC's own record of every procedure path; there is no public accessor.
  // oxlint-disable-next-line no-underscore-dangle
  const procedures = Object.keys(appRouter._def.procedures).filter((p) => p.startsWith(prefix));
  expect(procedures.length).toBeGreaterThan(0);
  expect(procedures.filter((p) => !(p in matrix))).toEqual([]);
  expect(Object.keys(matrix).filter((p) => !procedures.includes(p))).toEqual([]);
}
