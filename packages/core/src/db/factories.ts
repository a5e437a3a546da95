import type { Insertable, Selectable } from 'kysely';
import { randomToken } from '../account/crypto';
import type { Database } from './connection';
import type { DB } from './types';

/**
 * Rows for the seed and for tests, one function per table: sensible defaults for the columns a
 * caller does not care about, every column open to override, the inserted row returned. They
 * write rows as they are (no domain rules run): a test that needs a rule goes through core.
 * `db` may be a transaction.
 */

type New<T extends keyof DB> = Insertable<DB[T]>;
type Row<T extends keyof DB> = Selectable<DB[T]>;
/** The columns a caller must give; every other column of the table may be given. */
type With<T extends keyof DB, K extends keyof New<T>> = Pick<New<T>, K> & Partial<New<T>>;

let serial = 0;
/** Unique within a process (so defaults never collide), in letters and digits only (valid in any email). */
const unique = () =>
  `${Date.now().toString(36)}${(serial++).toString(36)}${randomToken(3)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;

export const guestEmail = () => `guest-${unique()}@example.com`;

export async function createUser(db: Database, values: Partial<New<'users'>> = {}): Promise<Row<'users'>> {
  return db
    .insertInto('users')
    .values({ name: 'Test User', email: `user-${unique()}@example.com`, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A role for a user (a user without one is a guest). */
export async function createUserRole(db: Database, values: New<'user_roles'>): Promise<Row<'user_roles'>> {
  return db.insertInto('user_roles').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A restaurant (or a property: a venue with rooms). */
export async function createVenue(db: Database, values: Partial<New<'restaurants'>> = {}): Promise<Row<'restaurants'>> {
  return db
    .insertInto('restaurants')
    .values({ name: 'Test Venue', ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createRoomType(db: Database, values: With<'room_types', 'restaurant_id'>): Promise<Row<'room_types'>> {
  return db
    .insertInto('room_types')
    .values({ name: 'Double Room', capacity: 2, base_price_eur: 100, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createRoom(db: Database, values: With<'rooms', 'restaurant_id' | 'room_type_id'>): Promise<Row<'rooms'>> {
  return db
    .insertInto('rooms')
    .values({ code: `R-${unique()}`, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface RoomTypeSpec extends Partial<New<'room_types'>> {
  /** How many rooms, or their codes. */
  rooms?: number | string[];
}

/** A property with its room types and rooms, in the order given. */
export async function createProperty(
  db: Database,
  values: Partial<New<'restaurants'>> & { roomTypes?: RoomTypeSpec[] } = {},
): Promise<{ venue: Row<'restaurants'>; roomTypes: (Row<'room_types'> & { rooms: Row<'rooms'>[] })[] }> {
  const { roomTypes: specs = [{}], ...venueValues } = values;
  const venue = await createVenue(db, { name: 'Test Property', total_tables: 0, ...venueValues });
  const roomTypes = [];
  for (const { rooms = 1, ...typeValues } of specs) {
    const type = await createRoomType(db, { restaurant_id: venue.id, ...typeValues });
    const codes = typeof rooms === 'number' ? Array.from({ length: rooms }, () => undefined) : rooms;
    const made = [];
    for (const code of codes) made.push(await createRoom(db, { restaurant_id: venue.id, room_type_id: type.id, ...(code ? { code } : {}) }));
    roomTypes.push({ ...type, rooms: made });
  }
  return { venue, roomTypes };
}

export async function createReservation(db: Database, values: With<'reservations', 'restaurant_id' | 'date'>): Promise<Row<'reservations'>> {
  return db
    .insertInto('reservations')
    .values({ guest_name: 'Test Guest', guest_email: guestEmail(), time: '19:00', party_size: 2, view_token: randomToken(), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An unpaid hold: a reservation awaiting its deposit until `expires_at`. */
export async function createHold(db: Database, values: With<'reservations', 'restaurant_id' | 'date' | 'expires_at'>): Promise<Row<'reservations'>> {
  return createReservation(db, { status: 'awaiting_deposit', ...values });
}

export async function createWaitlistEntry(db: Database, values: With<'waitlist_entries', 'restaurant_id' | 'date'>): Promise<Row<'waitlist_entries'>> {
  return db
    .insertInto('waitlist_entries')
    .values({ guest_name: 'Test Guest', guest_email: guestEmail(), time: '19:00', party_size: 2, view_token: randomToken(), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createStayBooking(
  db: Database,
  values: With<'stay_bookings', 'restaurant_id' | 'room_type_id' | 'room_id' | 'check_in' | 'check_out'>,
): Promise<Row<'stay_bookings'>> {
  return db
    .insertInto('stay_bookings')
    .values({ guest_name: 'Test Guest', guest_email: guestEmail(), guests: 2, price_per_night_eur: 100, view_token: randomToken(), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A home-carousel slide (active, without a picture or link unless given). */
export async function createCarouselItem(db: Database, values: With<'carousel_items', 'title' | 'badge'>): Promise<Row<'carousel_items'>> {
  return db
    .insertInto('carousel_items')
    .values({ src: null, href: null, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createAiConversation(db: Database, values: Partial<New<'ai_conversations'>> = {}): Promise<Row<'ai_conversations'>> {
  return db
    .insertInto('ai_conversations')
    .values({ kind: 'chat', ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createSession(db: Database, values: With<'sessions', 'user_id' | 'expires_at'>): Promise<Row<'sessions'>> {
  return db
    .insertInto('sessions')
    .values({ id: `session-${unique()}`, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A sign-in link's token row (by its hash), for the given purpose. */
export async function createOneTimeToken(db: Database, values: With<'one_time_tokens', 'expires_at'>): Promise<Row<'one_time_tokens'>> {
  return db
    .insertInto('one_time_tokens')
    .values({ token_hash: `hash-${unique()}`, purpose: 'magic_link', email: guestEmail(), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createRateLimitCounter(db: Database, values: With<'rate_limit_counters', 'window_start'>): Promise<Row<'rate_limit_counters'>> {
  return db
    .insertInto('rate_limit_counters')
    .values({ key: `test:${unique()}`, count: 1, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}
