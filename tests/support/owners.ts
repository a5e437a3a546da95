import { expect } from 'vitest';
import { loadAllRouters } from '@tablestay/api/root';
import type { PlanProduct } from '@tablestay/core/billing/plans';
import { createProperty, createSubscription, createUserRole, createVenue } from '@tablestay/core/db/factories';
import { verifiedGuest } from './accounts';
import { Client, type TestServer } from './server';

// Routers load on first call (ADR 046); walking every procedure needs them all loaded.
const appRouter = await loadAllRouters();

/**
 * The actors of every owner access matrix (ADR 061, 104): a visitor, a guest, owners A and B (both
 * owner plans), an admin, and three owners who each own a restaurant and a property of their own
 * and hold only the Restaurant plan, only the Stays plan, or no plan.
 */
export const OWNER_ACTORS = ['visitor', 'guest', 'ownerA', 'ownerB', 'admin', 'restaurantOwner', 'staysOwner', 'unpaidOwner'] as const;
export type OwnerActor = (typeof OWNER_ACTORS)[number];
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

/** Visitor, a proven guest, owners A and B (each with a restaurant; A also a property), and an admin. */
export async function ownerCast(server: TestServer): Promise<OwnerCast> {
  const n = ++seq;
  const db = server.core.db;
  const a = await subscribedOwner(server, `owner.a${n}@example.com`);
  const b = await subscribedOwner(server, `owner.b${n}@example.com`);
  const guest = await verifiedGuest(server, `guest.matrix${n}@example.com`);
  const admin = await verifiedGuest(server, `admin.matrix${n}@example.com`);
  const adminId = (await db.selectFrom('users').select('id').where('email', '=', `admin.matrix${n}@example.com`).executeTakeFirstOrThrow()).id;
  await createUserRole(db, { user_id: adminId, role: 'admin' });
  const guestId = (await db.selectFrom('users').select('id').where('email', '=', `guest.matrix${n}@example.com`).executeTakeFirstOrThrow()).id;
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
  return {
    clients: { visitor: new Client(server.url), guest, ownerA: a.client, ownerB: b.client, admin, ...planClients },
    userIds: { guest: guestId, ownerA: a.userId, ownerB: b.userId, admin: adminId, ...planIds },
    venueA: venueA.id,
    propertyA,
    venueB: venueB.id,
    own,
    venue: (actor) => (isPlanActor(actor) ? own[actor].venue : venueA.id),
    property: (actor) => (isPlanActor(actor) ? own[actor].property : propertyA),
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
