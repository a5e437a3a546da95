import type { Transaction } from 'kysely';
import { randomToken } from '../account/crypto';
import type { Database } from '../db/connection';
import type { DB, StayBookingStatus } from '../db/types';
import { DomainError } from '../errors';
import type { Locale } from '../i18n';
import { inTransaction } from '../db/transaction';
import { effectiveStatus } from '../hold/rule';
import { notLapsedHold } from '../hold/sql';
import { queueEmail, type EmailTransport } from '../notification/email';
import { stayBookingCancelledEmail, stayBookingReceivedEmail } from '../notification/stay-emails';
import { nearbyPlaces } from '../places/nearby';
import type { PlacesPort } from '../places/port';
import { consume, type RateLimitRule } from '../rate-limit/service';
import { isExclusionViolation } from '../kernel/pg-errors';
import { sameSecret } from '../kernel/secret';
import { isUuid } from '../kernel/uuid';
import { foldText, searchPattern } from '../restaurant/text';
import { dateIn } from '../time/zone';
import { applyBlockedReserve, onlyLeft, totalPrice } from './availability';
import {
  activeRoomTypes,
  audit,
  cancelLapsedHolds,
  findPublicStay,
  findRepeatStayBooking,
  findRoomType,
  findStayBooking,
  hasStayReview,
  insertStayBooking,
  insertStayReview,
  listStays,
  loadProperty,
  lockProperty,
  pickFreeRoom,
  roomTypesWithFree,
  searchStaysQuery,
  stayRatingsFor,
  updateStatusAsOwner,
  type PropertyRow,
  type PublicStayRow,
  type RoomTypeFreeRow,
  type StayBookingRow,
  type StayRange,
} from './repository';
import {
  BOOKING_NOT_FOUND,
  CANCEL_NOT_ALLOWED,
  createStayBookingInput,
  DATE_IN_PAST,
  INVALID_PARAMETERS,
  nightsBetween,
  NO_AVAILABILITY,
  OWNER_TRANSITIONS,
  PROPERTY_NOT_FOUND,
  REVIEW_NOT_YET,
  STAY_LIST_LIMIT,
  stayAccessInput,
  stayByIdInput,
  stayListInput,
  stayQuoteInput,
  stayReviewInput,
  staySearchInput,
  stayTransitionInput,
  UPDATE_FAILED,
  type CreateStayBookingInput,
  type PublicStay,
  type RoomTypeOffer,
  type StayAccessInput,
  type StayBookingView,
  type StayByIdInput,
  type StayDetail,
  type StayListInput,
  type StayQuote,
  type StayQuoteInput,
  type StayReviewInput,
  type StayReviewTarget,
  type StaySearchInput,
  type StaySearchResult,
  type StayTransitionInput,
} from './schema';

/** What the stay booking core needs; `Core.booking` has this shape (one hold length for tables and rooms). */
export interface StayDeps {
  db: Database;
  email: EmailTransport;
  appUrl: string;
  /** How long an unpaid stay hold keeps its room (BOOKING_HOLD_MINUTES, ADR 017). */
  holdMinutes: number;
  /** Booking creations per IP and per email in one window. */
  rateLimit: RateLimitRule;
}

export interface StayBookingMeta {
  ip: string;
  locale: Locale;
}

/** The zone whose calendar is last to leave a date: a check-in before its today is past everywhere. */
const LAST_ZONE = 'Etc/GMT+12';

const invalidParameters = () => new DomainError('stay.invalid_parameters', INVALID_PARAMETERS);
const noAvailability = () => new DomainError('stay.no_availability', NO_AVAILABILITY);
const bookingNotFound = () => new DomainError('stay.booking_not_found', BOOKING_NOT_FOUND);
const refuse = () => new DomainError('stay.update_failed', UPDATE_FAILED);
const NO_RATING = { average: null, count: 0 };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A lapsed unpaid hold lost its room at that instant: it reads as cancelled at once (ADR 017). */
export function effectiveStayStatus(status: StayBookingStatus, expiresAt: Date | null, now: Date): StayBookingStatus {
  return effectiveStatus<StayBookingStatus>(status, expiresAt, now, 'cancelled');
}

/** The one mapping from a row to the public view: browse, search and detail go through it. */
export function toPublicStay(row: PublicStayRow, rating: { average: number | null; count: number }, fromPrice: number | null): PublicStay {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    featured: row.featured,
    description: row.description,
    photos: row.photos,
    amenities: row.amenities,
    pets_allowed: row.pets_allowed,
    total_rooms: row.total_rooms,
    avg_price_eur: row.avg_price_eur == null ? null : Number(row.avg_price_eur),
    latitude: row.latitude,
    longitude: row.longitude,
    rating,
    fromPrice,
  };
}

async function withRatingsAndPrices(db: Database, rows: PublicStayRow[]): Promise<PublicStay[]> {
  const ids = rows.map((r) => r.id);
  const [ratings, types] = await Promise.all([stayRatingsFor(db, ids), activeRoomTypes(db, ids)]);
  const from = new Map<string, number>();
  for (const t of types) if (!from.has(t.restaurant_id)) from.set(t.restaurant_id, Number(t.base_price_eur));
  return rows.map((r) => toPublicStay(r, ratings.get(r.id) ?? NO_RATING, from.get(r.id) ?? null));
}

/** Available rooms per room type of one property for a range, with the blocked reserve applied (ADR 016). */
function availableByType(types: readonly RoomTypeFreeRow[], blockedRooms: number): Map<string, number> {
  return applyBlockedReserve(new Map(types.map((t) => [t.id, t.free])), blockedRooms);
}

/**
 * /stays search: properties matching the location, each with the room types that take the guests
 * and have a room free for every night, plus nearby lodging from the places directory.
 */
export async function search(deps: { db: Database; places: PlacesPort }, raw: StaySearchInput, now: Date = new Date()): Promise<StaySearchResult> {
  const input = staySearchInput.parse(raw);
  if (input.check_in < dateIn(LAST_ZONE, now)) throw new DomainError('stay.past', DATE_IN_PAST);
  const nights = nightsBetween(input.check_in, input.check_out);
  const pattern = input.location ? searchPattern(input.location) : null;
  const rows =
    input.location && !pattern
      ? []
      : await searchStaysQuery(deps.db, { pattern, checkIn: input.check_in, guests: input.guests, roomType: input.room_type, now, limit: STAY_LIST_LIMIT })
          .select('r.blocked_rooms')
          .execute();
  const range: StayRange = { checkIn: input.check_in, checkOut: input.check_out, now };
  const [types, ratings] = await Promise.all([
    roomTypesWithFree(deps.db, rows.map((r) => r.id), range),
    stayRatingsFor(deps.db, rows.map((r) => r.id)),
  ]);
  const wanted = input.room_type ? foldText(input.room_type) : null;
  const properties: StaySearchResult['properties'] = [];
  for (const row of rows) {
    const own = types.filter((t) => t.restaurant_id === row.id);
    const available = availableByType(own, row.blocked_rooms);
    const offers: RoomTypeOffer[] = [];
    for (const t of own) {
      const n = available.get(t.id) ?? 0;
      if (n < 1 || t.capacity < input.guests) continue;
      if (wanted && !foldText(t.name).includes(wanted)) continue;
      const price = Number(t.base_price_eur);
      offers.push({ id: t.id, name: t.name, capacity: t.capacity, pricePerNight: price, nights, total: totalPrice(price, nights), available: n, onlyLeft: onlyLeft(n) });
    }
    if (offers.length === 0) continue;
    const fromPrice = own.length > 0 ? Math.min(...own.map((t) => Number(t.base_price_eur))) : null;
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

/** /stays/{id}. Anything that is not a stay property's id is simply not found. */
export async function byId(db: Database, raw: StayByIdInput, now: Date = new Date()): Promise<StayDetail> {
  const { id } = stayByIdInput.parse(raw);
  const row = isUuid(id) ? await findPublicStay(db, id.toLowerCase(), now) : undefined;
  if (!row) throw new DomainError('stay.not_found', PROPERTY_NOT_FOUND);
  const [ratings, types] = await Promise.all([stayRatingsFor(db, [row.id]), activeRoomTypes(db, [row.id])]);
  const roomTypes = types.map((t) => ({ id: t.id, name: t.name, capacity: t.capacity, pricePerNight: Number(t.base_price_eur), active: t.active }));
  return {
    ...toPublicStay(row, ratings.get(row.id) ?? NO_RATING, roomTypes[0]?.pricePerNight ?? null),
    timezone: row.timezone,
    deposit_eur: Number(row.deposit_eur),
    roomTypes,
  };
}

interface ResolvedStay {
  property: PropertyRow;
  roomType: NonNullable<Awaited<ReturnType<typeof findRoomType>>>;
  nights: number;
  range: StayRange;
}

/**
 * The rules that make booking parameters describe a bookable stay: a stay property, an active room
 * type of it that takes the guests, check-out after check-in (zod), check-in not before today in the
 * property's zone. Anything else is "Invalid booking parameters".
 */
async function resolveStay(
  db: Database,
  property: PropertyRow | undefined,
  p: { roomTypeId: string; checkIn: string; checkOut: string; guests: number },
  now: Date,
): Promise<ResolvedStay> {
  if (!property || property.total_rooms <= 0) throw invalidParameters();
  const roomType = await findRoomType(db, p.roomTypeId);
  if (!roomType || roomType.restaurant_id !== property.id || !roomType.active) throw invalidParameters();
  if (p.guests > roomType.capacity) throw invalidParameters();
  if (p.checkIn < dateIn(property.timezone, now)) throw invalidParameters();
  return { property, roomType, nights: nightsBetween(p.checkIn, p.checkOut), range: { checkIn: p.checkIn, checkOut: p.checkOut, now } };
}

async function availableFor(db: Database, s: ResolvedStay): Promise<number> {
  const types = await roomTypesWithFree(db, [s.property.id], s.range);
  return availableByType(types, s.property.blocked_rooms).get(s.roomType.id) ?? 0;
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
    roomType: { id: s.roomType.id, name: s.roomType.name, capacity: s.roomType.capacity },
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

/**
 * SPEC create_stay_booking_safe (ADR 016): one transaction under the property lock clears lapsed
 * holds over the range, checks availability with the blocked reserve, picks a concrete free room and
 * inserts an awaiting_deposit hold. The EXCLUDE constraint is the last line of defence: should it
 * ever refuse, the guest hears "no availability", never an error. The email goes after commit.
 */
export async function createStayBooking(
  deps: StayDeps,
  raw: CreateStayBookingInput,
  meta: StayBookingMeta,
  now: Date = new Date(),
): Promise<{ bookingId: string; viewToken: string }> {
  const input = createStayBookingInput.parse(raw);
  await consume(deps.db, [`stay:ip:${meta.ip}`, `stay:email:${input.guestEmail}`], deps.rateLimit, now);
  let placed: { bookingId: string; viewToken: string } | null;
  try {
    placed = await inTransaction(deps.db, async (trx, afterCommit) => {
      const s = await resolveStay(trx, await lockProperty(trx, input.propertyId), input, now);
      // A retried request (same key), or the same guest asking again while their hold is live,
      // answers the first one's booking instead of holding a second room (ADR 024).
      const repeat = await findRepeatStayBooking(trx, {
        guestEmail: input.guestEmail, idempotencyKey: input.idempotencyKey ?? null, propertyId: s.property.id,
        roomTypeId: s.roomType.id, checkIn: input.checkIn, checkOut: input.checkOut, now,
      });
      if (repeat) return { bookingId: repeat.id, viewToken: repeat.view_token };
      const lapsed = await cancelLapsedHolds(trx, s.property.id, s.range);
      for (const l of lapsed) await audit(trx, l.id, 'expired', { by: 'booking' });
      const types = await roomTypesWithFree(trx, [s.property.id], s.range);
      if ((availableByType(types, s.property.blocked_rooms).get(s.roomType.id) ?? 0) < 1) return null;
      const room = await pickFreeRoom(trx, s.roomType.id, s.range);
      if (!room) return null;
      const viewToken = randomToken(32);
      const expiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
      const row = await insertStayBooking(trx, {
        propertyId: s.property.id,
        roomTypeId: s.roomType.id,
        roomId: room.id,
        guestName: input.guestName,
        guestEmail: input.guestEmail,
        guestPhone: input.guestPhone ?? null,
        guests: input.guests,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        notes: input.notes ?? null,
        expiresAt,
        viewToken,
        depositEur: s.property.deposit_eur,
        pricePerNightEur: s.roomType.base_price_eur,
        locale: meta.locale,
        idempotencyKey: input.idempotencyKey ?? null,
      });
      await audit(trx, row.id, 'created', {
        restaurant_id: s.property.id,
        room_type_id: s.roomType.id,
        room_id: room.id,
        check_in: input.checkIn,
        check_out: input.checkOut,
        guests: input.guests,
        expires_at: expiresAt.toISOString(),
      });
      const price = Number(s.roomType.base_price_eur);
      const mail = stayBookingReceivedEmail(meta.locale, {
        guestName: input.guestName,
        property: s.property.name,
        roomType: s.roomType.name,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        nights: s.nights,
        guests: input.guests,
        depositEur: Number(s.property.deposit_eur),
        totalEur: totalPrice(price, s.nights),
        holdMinutes: deps.holdMinutes,
        url: `${deps.appUrl}/deposit/${row.id}?type=stay&token=${viewToken}`,
      });
      await queueEmail(trx, afterCommit, deps.email, { to: input.guestEmail, kind: 'stay_booking_received', ...mail });
      return { bookingId: row.id, viewToken };
    });
  } catch (err) {
    if (isExclusionViolation(err)) throw noAvailability();
    throw err;
  }
  if (!placed) throw noAvailability();
  return placed;
}

async function rowByToken(db: Database, raw: StayAccessInput): Promise<StayBookingRow> {
  const parsed = stayAccessInput.safeParse(raw);
  if (!parsed.success || !isUuid(parsed.data.id) || parsed.data.token.length === 0) throw bookingNotFound();
  const row = await findStayBooking(db, parsed.data.id.toLowerCase());
  if (!row || !sameSecret(row.view_token, parsed.data.token)) throw bookingNotFound();
  return row;
}

function toView(r: StayBookingRow, now: Date): StayBookingView {
  const nights = nightsBetween(r.check_in, r.check_out);
  const price = Number(r.price_per_night_eur);
  return {
    id: r.id,
    status: effectiveStayStatus(r.status, r.expires_at, now),
    check_in: r.check_in,
    check_out: r.check_out,
    nights,
    guests: r.guests,
    guest_name: r.guest_name,
    guest_email: r.guest_email,
    guest_phone: r.guest_phone,
    notes: r.notes,
    expires_at: iso(r.expires_at),
    deposit_eur: Number(r.deposit_eur),
    price_per_night_eur: price,
    total_eur: totalPrice(price, nights),
    room_type: { id: r.room_type_id, name: r.rt_name },
    property: { id: r.restaurant_id, name: r.v_name, address: r.v_address, city: r.v_city, timezone: r.v_timezone, latitude: r.v_latitude, longitude: r.v_longitude },
  };
}

/** A stay booking by its link: id plus the unguessable view token. */
export async function getStayBookingByToken(db: Database, raw: StayAccessInput, now: Date = new Date()): Promise<StayBookingView> {
  return toView(await rowByToken(db, raw), now);
}

/** SPEC §4 statuses a guest may cancel from (as for tables: before the stay begins). */
const GUEST_CANCELLABLE: StayBookingStatus[] = ['awaiting_deposit', 'confirmed'];

async function cancelRow(deps: StayDeps, row: StayBookingRow, now: Date, by: { actor: 'guest' | 'owner'; userId?: string }, extra: (q: ReturnType<typeof baseCancel>) => ReturnType<typeof baseCancel> = (q) => q) {
  return inTransaction(deps.db, async (trx, afterCommit) => {
    const updated = await extra(baseCancel(trx, row.id, now, by.actor)).returning(['id']).executeTakeFirst();
    if (!updated) return false;
    await audit(trx, row.id, 'cancelled', { by: by.actor, previous_status: row.status }, by.userId ?? null);
    const mail = stayBookingCancelledEmail(row.locale, {
      guestName: row.guest_name,
      property: row.v_name,
      roomType: row.rt_name,
      checkIn: row.check_in,
      checkOut: row.check_out,
      nights: nightsBetween(row.check_in, row.check_out),
      guests: row.guests,
      url: `${deps.appUrl}/stays/${row.restaurant_id}`,
    });
    await queueEmail(trx, afterCommit, deps.email, { to: row.guest_email, kind: 'stay_booking_cancelled', ...mail });
    return true;
  });
}

function baseCancel(trx: Transaction<DB>, id: string, now: Date, reason: 'guest' | 'owner') {
  return trx
    .updateTable('stay_bookings')
    .set({ status: 'cancelled', cancel_reason: reason, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', GUEST_CANCELLABLE)
    // A lapsed hold is already gone, whatever the job has written yet.
    .where(notLapsedHold(now));
}

/** A guest cancels with the booking's link, from awaiting_deposit (live) or confirmed. */
export async function cancelStayByToken(deps: StayDeps, raw: StayAccessInput, now: Date = new Date()): Promise<{ id: string; status: 'cancelled' }> {
  const row = await rowByToken(deps.db, raw);
  const ok = await cancelRow(deps, row, now, { actor: 'guest' }, (q) => q.where('guest_email', '=', row.guest_email));
  if (!ok) throw new DomainError('stay.cancel_not_allowed', CANCEL_NOT_ALLOWED);
  return { id: row.id, status: 'cancelled' };
}

/**
 * SPEC §4 owner actions: awaiting_deposit → confirmed (only while the hold is live), confirmed →
 * checked_in (from the check-in day, property zone), checked_in → checked_out; cancel from
 * awaiting_deposit or confirmed. Scoped by owner_id in SQL: another owner's booking is not found.
 */
export async function transitionStayBooking(deps: StayDeps, raw: StayTransitionInput, ownerUserId: string, now: Date = new Date()): Promise<{ id: string; status: StayBookingStatus }> {
  const parsed = stayTransitionInput.safeParse(raw);
  if (!parsed.success) throw refuse();
  const { id, to } = parsed.data;
  const row = await findStayBooking(deps.db, id);
  if (!row || row.v_owner_id !== ownerUserId) throw bookingNotFound();
  const current = effectiveStayStatus(row.status, row.expires_at, now);
  if (!OWNER_TRANSITIONS[current].includes(to)) throw refuse();
  if (to === 'checked_in' && dateIn(row.v_timezone, now) < row.check_in) throw refuse();
  if (to === 'cancelled') {
    const ok = await cancelRow(deps, row, now, { actor: 'owner', userId: ownerUserId }, (q) =>
      q.where('restaurant_id', 'in', (eb) => eb.selectFrom('restaurants').select('id').where('owner_id', '=', ownerUserId)),
    );
    if (!ok) throw refuse();
    return { id, status: 'cancelled' };
  }
  const updated = await inTransaction(deps.db, async (trx) => {
    const u = await updateStatusAsOwner(trx, { id, from: current, to, ownerUserId, now, liveHold: current === 'awaiting_deposit' });
    if (u) await audit(trx, id, to, { by: 'owner', previous_status: current }, ownerUserId);
    return u;
  });
  if (!updated) throw refuse();
  return { id, status: to };
}

/** Reviewable once the stay is over: checked out, or its check-out day reached while confirmed or checked in (ADR 017). */
function stayIsOver(row: StayBookingRow, now: Date): boolean {
  const status = effectiveStayStatus(row.status, row.expires_at, now);
  if (status === 'checked_out') return true;
  if (status === 'confirmed' || status === 'checked_in') return dateIn(row.v_timezone, now) >= row.check_out;
  return false;
}

/** /rate-stay/{id}?token: what the page shows before the form. */
export async function reviewTarget(db: Database, raw: StayAccessInput, now: Date = new Date()): Promise<StayReviewTarget> {
  const row = await rowByToken(db, raw);
  const alreadyReviewed = Boolean(await hasStayReview(db, row.id));
  return { bookingId: row.id, property: { id: row.restaurant_id, name: row.v_name }, alreadyReviewed, canReview: !alreadyReviewed && stayIsOver(row, now) };
}

/** One review per stay booking: a second submission answers `alreadyReviewed`, never an error. */
export async function submitStayReview(db: Database, raw: StayReviewInput, now: Date = new Date()): Promise<{ ok: true; alreadyReviewed: boolean }> {
  const input = stayReviewInput.parse(raw);
  const row = await rowByToken(db, { id: input.id, token: input.token });
  if (await hasStayReview(db, row.id)) return { ok: true, alreadyReviewed: true };
  if (!stayIsOver(row, now)) throw new DomainError('stay.review_not_allowed', REVIEW_NOT_YET);
  const reviewId = await insertStayReview(db, {
    bookingId: row.id,
    propertyId: row.restaurant_id,
    rating: input.rating,
    guestName: input.name ?? null,
    guestEmail: row.guest_email,
    comment: input.comment ?? null,
  });
  return { ok: true, alreadyReviewed: reviewId === null };
}
