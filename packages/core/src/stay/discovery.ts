import type { Database } from '../db/connection';
import { DomainError } from '../errors';
import { nearbyPlaces } from '../places/nearby';
import type { PlacesPort } from '../places/port';
import { isUuid } from '../text/uuid';
import { liveOn, sellsRooms } from '../restaurant/venue-kind';
import { foldText, searchPattern } from '../restaurant/text';
import { assertStayWithinLimits, FIRST_ZONE } from '../time/limits';
import { dateIn } from '../time/zone';
import { onlyLeft, totalPrice } from './availability';
import {
  activeRoomTypes,
  findPublicStay,
  findRoomType,
  listStays,
  loadProperty,
  roomTypesWithFree,
  searchStaysQuery,
  stayRatingsFor,
  type PropertyRow,
  type PublicStayRow,
  type RoomTypeRow,
  type RoomTypeFreeRow,
  type StayRange,
} from './repository';
import {
  nightsBetween,
  STAY_LIST_LIMIT,
  stayByIdInput,
  stayListInput,
  stayQuoteInput,
  staySearchInput,
  type PublicStay,
  type RoomTypeOffer,
  type StayByIdInput,
  type StayDetail,
  type StayListInput,
  type StayQuote,
  type StayQuoteInput,
  type StaySearchInput,
  type StaySearchResult,
} from './schema';
import { LAST_ZONE, NO_RATING, invalidParameters, toPublicStay } from './shared';

async function withRatingsAndPrices(db: Database, rows: PublicStayRow[]): Promise<PublicStay[]> {
  const ids = rows.map((r) => r.id);
  const [ratings, types] = await Promise.all([stayRatingsFor(db, ids), activeRoomTypes(db, ids)]);
  const from = new Map<string, number>();
  for (const t of types) if (!from.has(t.restaurant_id)) from.set(t.restaurant_id, Number(t.base_price_eur));
  return rows.map((r) => toPublicStay(r, ratings.get(r.id) ?? NO_RATING, from.get(r.id) ?? null));
}

/** Available rooms per room type for a range: the blocked reserve as the query applied it (ADR 016, 114). */
function availableByType(types: readonly RoomTypeFreeRow[]): Map<string, number> {
  return new Map(types.map((t) => [t.id, t.available]));
}

/**
 * /stays search: properties matching the location, each with the room types that take the guests
 * and have a room free for every night, plus nearby lodging from the places directory.
 */
export async function search(deps: { db: Database; places: PlacesPort }, raw: StaySearchInput, now: Date = new Date()): Promise<StaySearchResult> {
  const input = staySearchInput.parse(raw);
  if (input.check_in < dateIn(LAST_ZONE, now)) throw new DomainError('stay.past');
  assertStayWithinLimits(input.check_in, nightsBetween(input.check_in, input.check_out), dateIn(FIRST_ZONE, now));
  const nights = nightsBetween(input.check_in, input.check_out);
  const pattern = input.location ? searchPattern(input.location) : null;
  const rows =
    input.location && !pattern
      ? []
      : await searchStaysQuery(deps.db, {
          pattern,
          checkIn: input.check_in,
          guests: input.guests,
          roomType: input.room_type,
          now,
          limit: STAY_LIST_LIMIT,
        }).execute();
  const range: StayRange = { checkIn: input.check_in, checkOut: input.check_out, now };
  const [types, ratings] = await Promise.all([
    roomTypesWithFree(
      deps.db,
      rows.map((r) => r.id),
      range,
    ),
    stayRatingsFor(
      deps.db,
      rows.map((r) => r.id),
    ),
  ]);
  const wanted = input.room_type ? foldText(input.room_type) : null;
  const properties: StaySearchResult['properties'] = [];
  for (const row of rows) {
    const own = types.filter((t) => t.restaurant_id === row.id);
    const available = availableByType(own);
    const offers: RoomTypeOffer[] = [];
    const priced = own.filter((t) => Number(t.base_price_eur) > 0); // a type still at 0 is not for sale (ADR 104)
    for (const t of priced) {
      const n = available.get(t.id) ?? 0;
      if (n < 1 || t.capacity < input.guests) continue;
      if (wanted && !foldText(t.name).includes(wanted)) continue;
      const price = Number(t.base_price_eur);
      offers.push({
        id: t.id,
        name: t.name,
        name_sl: t.name_sl,
        capacity: t.capacity,
        pricePerNight: price,
        nights,
        total: totalPrice(price, nights),
        available: n,
        onlyLeft: onlyLeft(n),
      });
    }
    if (offers.length === 0) continue;
    const fromPrice = Math.min(...priced.map((t) => Number(t.base_price_eur)));
    properties.push({ property: toPublicStay(row, ratings.get(row.id) ?? NO_RATING, fromPrice), roomTypes: offers });
  }

  const { external, externalError } = await nearbyPlaces(deps.places, 'lodging', input.location ?? '', rows);
  return {
    checkIn: input.check_in,
    checkOut: input.check_out,
    nights,
    guests: input.guests,
    properties,
    external,
    placesEnabled: deps.places.enabled,
    externalError,
  };
}

/** Stays browse (SPEC limit 60): featured first, then newest; `petsOnly` is the pets-allowed filter. */
export async function list(db: Database, raw: StayListInput = {}, now: Date = new Date()): Promise<PublicStay[]> {
  const { petsOnly } = stayListInput.parse(raw);
  return withRatingsAndPrices(db, await listStays(db, { petsOnly: petsOnly ?? false, now, limit: STAY_LIST_LIMIT }));
}

/** /stays/{id}. Anything that is not a live property's id (a draft, an unpaid one: ADR 104) is simply not found. */
export async function byId(db: Database, raw: StayByIdInput, now: Date = new Date()): Promise<StayDetail> {
  const { id } = stayByIdInput.parse(raw);
  const row = isUuid(id) ? await findPublicStay(db, id.toLowerCase(), now) : undefined;
  if (!row) throw new DomainError('stay.not_found');
  const [ratings, types] = await Promise.all([stayRatingsFor(db, [row.id]), activeRoomTypes(db, [row.id])]);
  const roomTypes = types.map((t) => ({
    id: t.id,
    name: t.name,
    name_sl: t.name_sl,
    capacity: t.capacity,
    pricePerNight: Number(t.base_price_eur),
    active: t.active,
  }));
  return {
    ...toPublicStay(row, ratings.get(row.id) ?? NO_RATING, roomTypes[0]?.pricePerNight ?? null),
    timezone: row.timezone,
    deposit_eur: Number(row.deposit_eur),
    roomTypes,
  };
}

export interface ResolvedStay<P extends PropertyRow = PropertyRow, T extends RoomTypeRow = RoomTypeRow> {
  property: P;
  roomType: T;
  nights: number;
  range: StayRange;
}

type StayParams = { roomTypeId: string; checkIn: string; checkOut: string; guests: number };

/**
 * The rules that make booking parameters describe a bookable stay: a live stay property (onboarding
 * done, its owner's Stays plan running: ADR 104), an active room type of it that takes the guests,
 * check-out after check-in (zod), check-in not before today in the property's zone. Anything else
 * is "Invalid booking parameters"; a room type without a price says so.
 */
async function resolveStay(db: Database, property: PropertyRow | undefined, p: StayParams, now: Date): Promise<ResolvedStay> {
  if (!property || !sellsRooms(property) || !liveOn(property, 'stays', now)) throw invalidParameters();
  return checkStay(property, await findRoomType(db, p.roomTypeId), p, now);
}

/** `resolveStay`'s rules on rows already read (the booking reads both with its lock, `lockStay`). */
export function checkStay<P extends PropertyRow, T extends RoomTypeRow>(
  property: P | undefined,
  roomType: T | undefined,
  p: StayParams,
  now: Date,
): ResolvedStay<P, T> {
  if (!property || !sellsRooms(property) || !liveOn(property, 'stays', now)) throw invalidParameters();
  if (!roomType || roomType.restaurant_id !== property.id || !roomType.active) throw invalidParameters();
  if (!(Number(roomType.base_price_eur) > 0)) throw new DomainError('stay.room_type_unpriced');
  if (p.guests > roomType.capacity) throw invalidParameters();
  if (p.checkIn < dateIn(property.timezone, now)) throw invalidParameters();
  assertStayWithinLimits(p.checkIn, nightsBetween(p.checkIn, p.checkOut), dateIn(property.timezone, now));
  return { property, roomType, nights: nightsBetween(p.checkIn, p.checkOut), range: { checkIn: p.checkIn, checkOut: p.checkOut, now } };
}

async function availableFor(db: Database, s: ResolvedStay): Promise<number> {
  const types = await roomTypesWithFree(db, [s.property.id], s.range);
  return availableByType(types).get(s.roomType.id) ?? 0;
}

/** SPEC available_rooms_count plus the /stays/book summary. */
export async function quote(db: Database, raw: StayQuoteInput, now: Date = new Date()): Promise<StayQuote> {
  const parsed = stayQuoteInput.safeParse(raw);
  if (!parsed.success) throw invalidParameters();
  const input = parsed.data;
  const s = await resolveStay(db, await loadProperty(db, input.propertyId), input, now);
  const price = Number(s.roomType.base_price_eur);
  return {
    property: { id: s.property.id, name: s.property.name, address: s.property.address, city: s.property.city, timezone: s.property.timezone },
    roomType: { id: s.roomType.id, name: s.roomType.name, name_sl: s.roomType.name_sl, capacity: s.roomType.capacity },
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights: s.nights,
    guests: input.guests,
    pricePerNight: price,
    total: totalPrice(price, s.nights),
    deposit_eur: Number(s.property.deposit_eur),
    available: await availableFor(db, s),
  };
}
