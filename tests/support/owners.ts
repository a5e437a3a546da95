import { expect } from 'vitest';
import { loadAllRouters } from '@tablestay/api/root';
import { createProperty, createUserRole, createVenue } from '@tablestay/core/db/factories';
import { verifiedGuest } from './accounts';
import { Client, type TestServer } from './server';

// Routers load on first call (ADR 046); walking every procedure needs them all loaded.
const appRouter = await loadAllRouters();

/** The five actors of every owner access matrix (ADR 061). */
export const OWNER_ACTORS = ['visitor', 'guest', 'ownerA', 'ownerB', 'admin'] as const;
export type OwnerActor = (typeof OWNER_ACTORS)[number];

export interface OwnerCast {
  clients: Record<OwnerActor, Client>;
  userIds: Record<Exclude<OwnerActor, 'visitor'>, string>;
  /** Owner A's restaurant and property (the targets of the matrix); B owns venues of his own. */
  venueA: string;
  propertyA: { id: string; roomTypeId: string; roomIds: string[] };
  venueB: string;
}

let seq = 0;

/** A proven account with the owner role and both owner plans active, as a subscribed owner is. */
export async function subscribedOwner(server: TestServer, email: string): Promise<{ client: Client; userId: string }> {
  const client = await verifiedGuest(server, email);
  const db = server.core.db;
  const { id: userId } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await createUserRole(db, { user_id: userId, role: 'owner' });
  await db
    .insertInto('subscriptions')
    .values(
      (['restaurant', 'stays'] as const).map((product) => ({
        user_id: userId,
        product,
        status: 'active' as const,
        current_period_end: new Date(Date.now() + 30 * 86400000),
      })),
    )
    .execute();
  return { client, userId };
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
  return {
    clients: { visitor: new Client(server.url), guest, ownerA: a.client, ownerB: b.client, admin },
    userIds: { guest: guestId, ownerA: a.userId, ownerB: b.userId, admin: adminId },
    venueA: venueA.id,
    propertyA: { id: p.id, roomTypeId: rt!.id, roomIds: rt!.rooms.map((r) => r.id) },
    venueB: venueB.id,
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
