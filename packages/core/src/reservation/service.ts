import type { Database } from '../db/connection';
import { listByEmail } from './repository';
import type { GuestReservation } from './schema';

/** The signed-in guest's reservations, found by their account email (SPEC §6). */
export async function listForGuest(db: Database, email: string): Promise<GuestReservation[]> {
  const rows = await listByEmail(db, email);
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    time: r.time.slice(0, 5),
    party_size: r.party_size,
    status: r.status,
    restaurant: { id: r.restaurant_id, name: r.restaurant_name, address: r.restaurant_address },
  }));
}
