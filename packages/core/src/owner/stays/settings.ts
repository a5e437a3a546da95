import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { SessionUser } from '../../account/schema';
import type { Database } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import type { DB } from '../../db/types';
import { DomainError } from '../../errors';
import { writeAudit } from '../../hold/audit';
import { isUniqueViolation } from '../../db/pg-errors';
import { isUuid } from '../../text/uuid';
import { lockVenueRow } from '../../restaurant/venue-lock';
import { requireVenue } from '../scope';
import { propertyFacts } from './repository';
import {
  countRoomsOnSale,
  findOwnRoomType,
  insertRoomRow,
  insertRoomTypeRow,
  replaceFeedToken,
  roomRows,
  roomTypeRows,
  setPropertySettings,
  setTotalRooms,
  updateRoomRow,
  updateRoomTypeRow,
} from './settings-repository';
import {
  addRoomInput,
  addRoomTypeInput,
  editRoomInput,
  editRoomTypeInput,
  replaceFeedInput,
  staySettingsForm,
  staySettingsInput,
  venueInput,
  type OwnerStaySettings,
  type StaySettingsInput,
  type VenueInput,
} from './schema';

type User = Pick<SessionUser, 'id' | 'role'>;
type Trx = Transaction<DB>;

/** Settings, room types and their rooms (SPEC §2 Stays Settings). */
export async function staysSettings(db: Database, user: User, raw: VenueInput): Promise<OwnerStaySettings> {
  const { venueId } = venueInput.parse(raw);
  const venue = await requireVenue(db, user, venueId, 'read');
  const [p, types, rooms] = await Promise.all([propertyFacts(db, venue.id), roomTypeRows(db, venue.id), roomRows(db, venue.id)]);
  return {
    name: p.name,
    description: p.description ?? '',
    address: p.address,
    amenities: p.amenities,
    petsAllowed: p.pets_allowed,
    totalRooms: p.total_rooms,
    blockedRooms: p.blocked_rooms,
    roomTypes: types.map((t) => ({
      id: t.id,
      name: t.name,
      nameSl: t.name_sl,
      capacity: t.capacity,
      basePriceEur: Number(t.base_price_eur),
      active: t.active,
      icalToken: t.ical_token,
      rooms: rooms
        .filter((r) => r.room_type_id === t.id)
        .map((r) => ({ id: r.id, code: r.code, active: r.active, roomTypeId: r.room_type_id, icalToken: r.ical_token })),
    })),
  };
}

/**
 * Every write here runs in one transaction under the venue lock (bookings take the same lock, so a
 * booking never sees half a change), after `requireVenue(…, 'write')`, and is audited.
 */
export async function write<T>(
  db: Database,
  user: User,
  venueId: string,
  fn: (trx: Trx, locked: { total_rooms: number; blocked_rooms: number }) => Promise<T>,
) {
  const venue = await requireVenue(db, user, venueId, 'write');
  return inTransaction(db, async (trx) => {
    const locked = await lockVenueRow(trx, venue.id, ['total_rooms', 'blocked_rooms']);
    if (!locked) throw new DomainError('restaurant.not_found');
    return fn(trx, locked);
  });
}

export const audit = (trx: Trx, user: User, entity: string, id: string, action: string, meta: Record<string, unknown>) =>
  writeAudit(trx, entity, id, action, meta, user.id);

/** SPEC §5 stay settings; blocked rooms are checked against the property's own room count (ADR 064). */
export async function updateStaySettings(db: Database, user: User, raw: StaySettingsInput) {
  const { venueId } = staySettingsInput.parse(raw);
  return write(db, user, venueId, async (trx, locked) => {
    const v = staySettingsForm(locked.total_rooms).parse(raw);
    await setPropertySettings(trx, venueId, {
      description: v.description || null,
      address: v.address,
      amenities: v.amenities,
      pets_allowed: v.petsAllowed,
      blocked_rooms: v.blockedRooms,
      updated_at: new Date(),
    });
    await audit(trx, user, 'property', venueId, 'settings_updated', { ...v });
    return { ok: true as const };
  });
}

/**
 * ADR 064: `total_rooms` is the number of rooms on sale, active rooms of active room types, kept
 * equal to the rows by every room or room type change, in the same transaction. A change that would
 * leave fewer rooms than are blocked is refused rather than silently unblocking rooms.
 */
export async function syncTotalRooms(trx: Trx, propertyId: string, blocked: number): Promise<number> {
  const total = await countRoomsOnSale(trx, propertyId);
  if (total < blocked) throw new DomainError('owner_stays.blocked_exceeds_total');
  await setTotalRooms(trx, propertyId, total, new Date());
  return total;
}

export async function addRoomType(db: Database, user: User, raw: unknown) {
  const input = addRoomTypeInput.parse(raw);
  return write(db, user, input.venueId, async (trx, locked) => {
    const row = await insertRoomTypeRow(trx, input.venueId, {
      name: input.name,
      name_sl: input.nameSl,
      capacity: input.capacity,
      base_price_eur: input.basePriceEur,
      active: input.active,
    });
    await syncTotalRooms(trx, input.venueId, locked.blocked_rooms);
    await audit(trx, user, 'room_type', row.id, 'created', {
      name: input.name,
      name_sl: input.nameSl,
      capacity: input.capacity,
      base_price_eur: input.basePriceEur,
    });
    return { id: row.id };
  });
}

export async function editRoomType(db: Database, user: User, raw: unknown) {
  const input = editRoomTypeInput.parse(raw);
  return write(db, user, input.venueId, async (trx, locked) => {
    if (!isUuid(input.id)) throw new DomainError('owner_stays.room_type_not_found');
    const row = await updateRoomTypeRow(trx, input.venueId, input.id, {
      name: input.name,
      name_sl: input.nameSl,
      capacity: input.capacity,
      base_price_eur: input.basePriceEur,
      active: input.active,
    });
    if (!row) throw new DomainError('owner_stays.room_type_not_found');
    await syncTotalRooms(trx, input.venueId, locked.blocked_rooms);
    await audit(trx, user, 'room_type', row.id, 'updated', {
      name: input.name,
      name_sl: input.nameSl,
      capacity: input.capacity,
      base_price_eur: input.basePriceEur,
      active: input.active,
    });
    return { id: row.id };
  });
}

/** The room type must be this property's own: another venue's id reads as not found. */
async function ownRoomType(trx: Trx, venueId: string, roomTypeId: string) {
  if (!isUuid(roomTypeId)) throw new DomainError('owner_stays.room_type_not_found');
  const t = await findOwnRoomType(trx, venueId, roomTypeId);
  if (!t) throw new DomainError('owner_stays.room_type_not_found');
}

/** A duplicate room code (unique per property in the schema) is a typed conflict, never a 500; the transaction rolls back. */
async function codeTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('owner_stays.room_code_taken');
    throw err;
  }
}

export async function addRoom(db: Database, user: User, raw: unknown) {
  const input = addRoomInput.parse(raw);
  return write(db, user, input.venueId, async (trx, locked) => {
    await ownRoomType(trx, input.venueId, input.roomTypeId);
    const row = await codeTaken(() => insertRoomRow(trx, input.venueId, { room_type_id: input.roomTypeId, code: input.code, active: input.active }));
    await syncTotalRooms(trx, input.venueId, locked.blocked_rooms);
    await audit(trx, user, 'room', row.id, 'created', { code: input.code, room_type_id: input.roomTypeId });
    return { id: row.id };
  });
}

export async function editRoom(db: Database, user: User, raw: unknown) {
  const input = editRoomInput.parse(raw);
  return write(db, user, input.venueId, async (trx, locked) => {
    if (!isUuid(input.id)) throw new DomainError('owner_stays.room_not_found');
    await ownRoomType(trx, input.venueId, input.roomTypeId);
    const row = await codeTaken(() => updateRoomRow(trx, input.venueId, input.id, { code: input.code, room_type_id: input.roomTypeId, active: input.active }));
    if (!row) throw new DomainError('owner_stays.room_not_found');
    await syncTotalRooms(trx, input.venueId, locked.blocked_rooms);
    await audit(trx, user, 'room', row.id, 'updated', { code: input.code, room_type_id: input.roomTypeId, active: input.active });
    return { id: row.id };
  });
}

/**
 * A room's or room type's calendar feed gets a new secret address (a leaked one stops answering at
 * once); the channels polling it need the new one. Audited, under the venue lock like every setting.
 */
export async function replaceCalendarFeed(db: Database, user: User, raw: unknown): Promise<{ icalToken: string }> {
  const input = replaceFeedInput.parse(raw);
  const notFound = new DomainError(input.kind === 'room' ? 'owner_stays.room_not_found' : 'owner_stays.room_type_not_found');
  if (!isUuid(input.id)) throw notFound;
  return write(db, user, input.venueId, async (trx) => {
    const icalToken = randomBytes(32).toString('hex');
    const row = await replaceFeedToken(trx, input.venueId, input.kind === 'room' ? 'rooms' : 'room_types', input.id, icalToken);
    if (!row) throw notFound;
    await audit(trx, user, input.kind === 'room' ? 'room' : 'room_type', row.id, 'calendar_feed_replaced', {});
    return { icalToken };
  });
}
