import type { Database } from '../db/connection';

export function listByEmail(db: Database, email: string, limit = 200) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('restaurants as v', 'v.id', 'r.restaurant_id')
    .select(['r.id', 'r.date', 'r.time', 'r.party_size', 'r.status', 'v.id as restaurant_id', 'v.name as restaurant_name', 'v.address as restaurant_address'])
    .where('r.guest_email', '=', email.trim().toLowerCase())
    .orderBy('r.date', 'desc')
    .orderBy('r.time', 'desc')
    .limit(limit)
    .execute();
}
