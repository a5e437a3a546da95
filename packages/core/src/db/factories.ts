import type { Insertable, Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import { randomToken } from '../account/crypto';
import { guestLinkHash, guestLinkToken, type GuestLinkKind } from '../account/guest-link';
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

/**
 * An owner plan as a paid subscription row (active; `current_period_end` null, so it never runs out
 * whatever clock a test pins) unless values say otherwise.
 */
export async function createSubscription(db: Database, values: With<'subscriptions', 'user_id' | 'product'>): Promise<Row<'subscriptions'>> {
  return db
    .insertInto('subscriptions')
    .values({ status: 'active', current_period_end: null, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface VenueValues extends Partial<New<'restaurants'>> {
  /**
   * Without `owner_id` the venue gets an owner of its own who pays for the Restaurant and Stays
   * plans, so it is live (ADR 104); `ownerPays: false` makes that owner unpaid. With `owner_id` the
   * caller's owner keeps the plans they have (none unless the caller made them).
   */
  ownerPays?: boolean;
}

/** A restaurant (or a property: a venue with rooms), live unless `onboarding_done: false` makes it a draft or its owner does not pay. */
export async function createVenue(db: Database, values: VenueValues = {}): Promise<Row<'restaurants'>> {
  const { ownerPays = true, ...columns } = values;
  let ownerId = columns.owner_id;
  if (ownerId === undefined) {
    ownerId = (await createUser(db, { name: 'Venue Owner' })).id;
    const user_id = ownerId;
    if (ownerPays)
      await db
        .insertInto('subscriptions')
        .values((['restaurant', 'stays'] as const).map((product) => ({ user_id, product, status: 'active' as const, current_period_end: null })))
        .execute();
  }
  return db
    .insertInto('restaurants')
    .values({ name: 'Test Venue', onboarding_done: true, ...columns, owner_id: ownerId })
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
  values: VenueValues & { roomTypes?: RoomTypeSpec[] } = {},
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

/**
 * A guest-linked row's values: `token` is the plaintext link token to store (hashed, ADR 022);
 * without it the row gets the link the server derives for its id. The row comes back with `token`.
 */
type Linked<T extends 'reservations' | 'waitlist_entries' | 'stay_bookings', K extends keyof New<T>> = Omit<With<T, K>, 'view_token'> & {
  token?: string;
};
type LinkedRow<T extends keyof DB> = Row<T> & { token: string };

function link(kind: GuestLinkKind, values: { id?: string; token?: string }) {
  const id = values.id ?? randomUUID();
  const token = values.token ?? guestLinkToken(kind, id);
  return { id, token, view_token: guestLinkHash(token) };
}

export async function createReservation(db: Database, values: Linked<'reservations', 'restaurant_id' | 'date'>): Promise<LinkedRow<'reservations'>> {
  const { token, ...rest } = values;
  const l = link('reservation', values);
  const row = await db
    .insertInto('reservations')
    .values({ guest_name: 'Test Guest', guest_email: guestEmail(), time: '19:00', party_size: 2, ...rest, id: l.id, view_token: l.view_token })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, token: token ?? l.token };
}

/** An unpaid hold: a reservation awaiting its deposit until `expires_at`. */
export async function createHold(db: Database, values: Linked<'reservations', 'restaurant_id' | 'date' | 'expires_at'>): Promise<LinkedRow<'reservations'>> {
  return createReservation(db, { status: 'awaiting_deposit', ...values });
}

export async function createWaitlistEntry(db: Database, values: Linked<'waitlist_entries', 'restaurant_id' | 'date'>): Promise<LinkedRow<'waitlist_entries'>> {
  const { token, ...rest } = values;
  const l = link('waitlist', values);
  const row = await db
    .insertInto('waitlist_entries')
    .values({ guest_name: 'Test Guest', guest_email: guestEmail(), time: '19:00', party_size: 2, ...rest, id: l.id, view_token: l.view_token })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, token: token ?? l.token };
}

export async function createStayBooking(
  db: Database,
  values: Linked<'stay_bookings', 'restaurant_id' | 'room_type_id' | 'room_id' | 'check_in' | 'check_out'>,
): Promise<LinkedRow<'stay_bookings'>> {
  const { token, ...rest } = values;
  const l = link('stay', values);
  const row = await db
    .insertInto('stay_bookings')
    .values({ guest_name: 'Test Guest', guest_email: guestEmail(), guests: 2, price_per_night_eur: 100, ...rest, id: l.id, view_token: l.view_token })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, token: token ?? l.token };
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
