import type { Database } from '@tablestay/core/db/connection';
import { createProperty, createVenue } from '@tablestay/core/db/factories';

/**
 * The trip tests' town (ADR 112): a Bled property of six rooms for three, two Bled restaurants
 * (`small`: one table; `big`: three, its town written ' bled ' to prove the match ignores case and
 * spaces) and one in another town.
 */
export async function tripTown(db: Database) {
  const p = await createProperty(db, {
    name: 'Vila Trip',
    address: 'Cesta 1, Bled',
    city: 'Bled',
    total_rooms: 6,
    roomTypes: [{ name: 'Double Room', capacity: 3, base_price_eur: 100, rooms: 6 }],
  });
  const small = await createVenue(db, {
    name: 'A Small Table',
    address: 'Ob jezeru 2, Bled',
    city: 'Bled',
    total_tables: 1,
    turn_minutes: 90,
    deposit_eur: 15,
  });
  const big = await createVenue(db, { name: 'B Big Hall', address: 'Grajska 3, Bled', city: ' bled ', total_tables: 3, turn_minutes: 90, deposit_eur: 10 });
  const elsewhere = await createVenue(db, { name: 'C Piran Fish', address: 'Obala 4, Piran', city: 'Piran', total_tables: 5 });
  return { propertyId: p.venue.id, roomTypeId: p.roomTypes[0]!.id, small: small.id, big: big.id, elsewhere: elsewhere.id };
}
