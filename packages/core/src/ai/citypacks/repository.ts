import { sql } from 'kysely';
import type { Database } from '../../db/connection';
import { listed } from '../../restaurant/venue-sql';
import { bookableRoomType } from '../../stay/listing-repository';

/**
 * The platform's live venues in a city (the `city` column, any case; ADR 104), featured first:
 * dining venues, or stays with a room for sale.
 */
export function cityVenues(db: Database, city: string, side: 'dining' | 'stays', limit: number, now: Date) {
  const q = db
    .selectFrom('restaurants as r')
    .select(['r.id', 'r.name', 'r.cuisine'])
    .where(sql<boolean>`lower(r.city) = lower(${city})`)
    .orderBy('r.featured', 'desc')
    .orderBy('r.name')
    .orderBy('r.id')
    .where(listed(side, now));
  const withRooms =
    side === 'dining'
      ? q
      : q.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('room_types as t')
              .select(sql`1`.as('one'))
              .whereRef('t.restaurant_id', '=', 'r.id')
              .where(bookableRoomType),
          ),
        );
  return withRooms.limit(limit).execute();
}
