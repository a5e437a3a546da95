import type * as z from 'zod';
import type { Database } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { requireCapability } from '../billing/access';
import { DomainError } from '../errors';
import { writeAudit } from '../hold/audit';
import { isUuid } from '../text/uuid';
import { lockVenueRow } from '../restaurant/venue-lock';
import { requireVenue } from '../owner/scope';
import { syncTotalRooms } from '../owner/stays/settings';
import type { propertyInput, roomInput, roomTypeInput } from './schema';
import {
  anyProperty,
  firstRoomType,
  insertRoom,
  insertRoomType,
  markOnboarded,
  roomCodeTaken,
  roomTypeOf,
  unfinishedProperty,
  updateRoomType,
} from './repository';
import { createVenue, updateStep, type User } from './venue';

// List your Property (SPEC §2, §4): property → room type → first room, which finishes it.

/**
 * Property step 1: creates the property (no tables, no rooms yet, not done); with an id, updates it.
 * A second property is multi-property, the Stays plan's (SPEC §1, ADR 104): the first may be listed
 * before paying (ADR 067), another only with the plan.
 */
export async function saveProperty(db: Database, user: User, v: z.output<typeof propertyInput>) {
  if (v.propertyId) {
    await updateStep(db, user, v.propertyId, 'onboarding.property_saved', { name: v.name, address: v.address, city: v.city }, {});
    return { id: v.propertyId };
  }
  const id = await createVenue(
    db,
    user,
    { name: v.name, address: v.address, city: v.city, total_tables: 0, onboarding_done: false },
    'onboarding.property_created',
    async (trx) => {
      if (await anyProperty(trx, user.id)) await requireCapability(trx, user, 'multi_property');
    },
  );
  return { id };
}

export interface PropertyDraft {
  id: string;
  name: string;
  address: string;
  city: string;
  roomType: { id: string; name: string; nameSl: string | null; capacity: number; basePriceEur: number } | null;
}

/**
 * The owner's unfinished property (step 1 done, no room yet), oldest first, with the room type step
 * 2 made, so /onboarding/property picks up where the owner left instead of making another one.
 */
export async function propertyDraft(db: Database, user: User): Promise<PropertyDraft | null> {
  const venue = await unfinishedProperty(db, user.id);
  if (!venue) return null;
  const type = await firstRoomType(db, venue.id);
  return {
    ...venue,
    roomType: type ? { id: type.id, name: type.name, nameSl: type.name_sl, capacity: type.capacity, basePriceEur: Number(type.base_price_eur) } : null,
  };
}

/** Property step 2: a room type (or, after Back, the same one changed). */
export async function saveRoomType(db: Database, user: User, v: z.output<typeof roomTypeInput>) {
  return inTransaction(db, async (trx) => {
    await requireVenue(trx, user, v.propertyId, 'write');
    await lockVenueRow(trx, v.propertyId, ['id']);
    const values = { name: v.name, name_sl: v.nameSl ?? null, capacity: v.capacity, base_price_eur: v.basePriceEur };
    let id: string;
    if (v.roomTypeId) {
      const updated = isUuid(v.roomTypeId) ? await updateRoomType(trx, v.propertyId, v.roomTypeId, values) : undefined;
      if (!updated) throw new DomainError('owner_stays.room_type_not_found');
      id = updated.id;
    } else {
      id = await insertRoomType(trx, v.propertyId, values);
    }
    await writeAudit(trx, 'room_type', id, v.roomTypeId ? 'onboarding.room_type_saved' : 'onboarding.room_type_added', { propertyId: v.propertyId }, user.id);
    return { id };
  });
}

/** Property step 3: the first room; total_rooms follows the rooms, and onboarding is done (SPEC §4). */
export async function addRoom(db: Database, user: User, v: z.output<typeof roomInput>) {
  return inTransaction(db, async (trx) => {
    await requireVenue(trx, user, v.propertyId, 'write');
    const locked = await lockVenueRow(trx, v.propertyId, ['blocked_rooms']);
    const type = isUuid(v.roomTypeId) ? await roomTypeOf(trx, v.propertyId, v.roomTypeId) : undefined;
    if (!type) throw new DomainError('owner_stays.room_type_not_found');
    // Going live sells the room: not at 0 (a room type saved before prices had to be above 0; ADR 104).
    if (!(Number(type.base_price_eur) > 0)) throw new DomainError('onboarding.price_required');
    if (await roomCodeTaken(trx, v.propertyId, v.code)) throw new DomainError('owner_stays.room_code_taken');
    const id = await insertRoom(trx, v.propertyId, type.id, v.code);
    // total_rooms follows the active rooms, by the one rule the Stays settings use (ADR 064).
    await syncTotalRooms(trx, v.propertyId, locked?.blocked_rooms ?? 0);
    await markOnboarded(trx, v.propertyId);
    await writeAudit(trx, 'room', id, 'onboarding.room_added', { propertyId: v.propertyId, code: v.code }, user.id);
    return { id };
  });
}
