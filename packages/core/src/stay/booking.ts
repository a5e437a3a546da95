import type { Transaction } from 'kysely';
import { afterCommitQueue, inTransaction, type AfterCommit } from '../db/transaction';
import type { DB } from '../db/types';
import { insertWithTrail } from '../kernel/trail';
import { linkTokenSlot, newGuestLink } from '../kernel/guest-link';
import { stayBookingReceivedEmail } from '../notification/stay-emails';
import { consume } from '../rate-limit/service';
import { isExclusionViolation } from '../kernel/pg-errors';
import { guestLinkToken } from '../kernel/guest-link';
import { keyTakenAsReused, type Earlier, type Repeat } from '../kernel/repeat';
import { guestForm } from '../kernel/guest-form';
import { answerStayAskedAgain } from './asked-again';
import { totalPrice } from './availability';
import { holdStayAfterLock, type StayHoldDraft } from './one-trip';
import {
  audit,
  cancelLapsedHolds,
  findStayRepeat,
  lockProperty,
  pickFreeRoom,
  roomTypesWithFree,
  seenProperties,
  seenRoomTypes,
  stayBookingValues,
  stayRepeatOf,
  type StayRequest,
} from './repository';
import { createStayBookingInput, type CreateStayBookingInput } from './schema';
import { noAvailability, type StayBookingMeta, type StayDeps } from './shared';
import { availableByType, checkStay, resolveStay, type ResolvedStay } from './discovery';

type StayInput = ReturnType<typeof createStayBookingInput.parse>;
type Placed = { bookingId: string; viewToken: string };

/** The request's fields as the repeat lookups compare them (ADR 024). */
const stayRequestOf = (input: StayInput): StayRequest => ({
  propertyId: input.propertyId,
  roomTypeId: input.roomTypeId,
  checkIn: input.checkIn,
  checkOut: input.checkOut,
  guests: input.guests,
  ...guestForm(input),
});

/** A request met its own key's booking: the first answer again, its link derived from the id (ADR 022). */
const answerOf = (e: Earlier<'stay'>): Placed => ({ bookingId: e.id, viewToken: guestLinkToken('stay', e.id) });

/**
 * SPEC create_stay_booking_safe (ADR 016): under the property lock, lapsed holds over the range are
 * cleared, availability is checked with the blocked reserve, a concrete free room is picked and an
 * awaiting_deposit hold inserted. The EXCLUDE constraint is the last line of defence: should it
 * ever refuse, the guest hears "no availability", never an error. The email goes after commit.
 *
 * Statements in the common case (no repeat, no lapsed hold over the range, a room free): the
 * rate-limit upsert; ONE statement that takes the property lock, reads, writes the hold with its
 * audit row and email, and commits (ADR 052); after commit the email's mark as sent. The
 * same statement settles "no availability" and a repeat. Anything else (lapsed holds to cancel,
 * rows changed since read) decides in a transaction under `lockProperty` as before.
 */
export async function createStayBooking(deps: StayDeps, raw: CreateStayBookingInput, meta: StayBookingMeta, now: Date = new Date()): Promise<Placed> {
  const input = createStayBookingInput.parse(raw);
  await consume(deps.db, [`stay:ip:${meta.ip}`, `stay:email:${input.guestEmail}`], deps.rateLimit, now);
  try {
    return (await bookStayInOneTrip(deps, input, meta, now)) ?? (await bookStayUnderLock(deps, input, meta, now));
  } catch (err) {
    if (isExclusionViolation(err)) throw noAvailability();
    // The same key sent at the same time for a stay at another property (another lock) got there first.
    throw keyTakenAsReused(err);
  }
}

/** The answer to an earlier booking met (ADR 024): the first answer again, or a mail to its guest and an error that names nothing of it. */
const answerRepeat = (deps: StayDeps, repeat: NonNullable<Repeat<'stay'>>, now: Date): Promise<Placed> =>
  'answer' in repeat ? Promise.resolve(answerOf(repeat.answer)) : answerStayAskedAgain(deps, repeat.held, now);

/**
 * The common case in one round trip (ADR 052): the property and the room type as this
 * process last read them (`seenProperties`, `seenRoomTypes`) pass `resolveStay`'s rules here, then
 * `holdStayAfterLock` locks the property only if it is still that row and books only if the room
 * type is too. No room free is answered at once ("no availability"), as the ordinary path would.
 * `null` whenever that did not settle the booking (either row changed, the rules fail on the
 * copies, a lapsed hold overlaps): nothing was written, and `bookStayUnderLock` decides from
 * scratch, with its errors as before. Exported for its tests.
 */
export async function bookStayInOneTrip(deps: StayDeps, input: StayInput, meta: StayBookingMeta, now: Date): Promise<Placed | null> {
  const [property, roomType] = await Promise.all([
    seenProperties.get(deps.db, input.propertyId, now.getTime()),
    seenRoomTypes.get(deps.db, input.roomTypeId, now.getTime()),
  ]);
  let s: ResolvedStay<NonNullable<typeof property>, NonNullable<typeof roomType>>;
  try {
    s = checkStay(property, roomType, input, now);
  } catch {
    // The ordinary path reads both again and answers with the error, if there still is one.
    seenProperties.forget(deps.db, input.propertyId);
    seenRoomTypes.forget(deps.db, input.roomTypeId);
    return null;
  }
  const after = afterCommitQueue();
  const hold = prepareStayHold(after.afterCommit, deps, s, input, meta, now);
  const res = await holdStayAfterLock(deps.db, s, stayRequestOf(input), hold);
  if (!res) {
    seenProperties.forget(deps.db, s.property.id);
    return null;
  }
  if (!res.roomTypeUnchanged) {
    seenRoomTypes.forget(deps.db, input.roomTypeId);
    return null;
  }
  if (res.placed) {
    await after.run(deps.db);
    return { bookingId: hold.id, viewToken: hold.viewToken };
  }
  // A retried request (same key) gets its booking again; the same guest's live hold met by another
  // request is mailed about, not shown (ADR 024).
  if (res.repeat) return answerRepeat(deps, res.repeat, now);
  // Read after the lock from the rows the rules were checked on, with nothing to cancel first: the
  // ordinary path would read the same and answer the same.
  if (!res.lapsed && !res.available) throw noAvailability();
  return null;
}

/** One transaction under the property lock decides (ADR 016); the email goes after commit. Exported for its tests. */
export async function bookStayUnderLock(deps: StayDeps, input: StayInput, meta: StayBookingMeta, now: Date): Promise<Placed> {
  const decided = await inTransaction(deps.db, (trx, afterCommit) => holdStayIn(trx, afterCommit, deps, input, meta, now));
  if (!decided) throw noAvailability();
  return 'bookingId' in decided ? decided : answerRepeat(deps, decided, now);
}

/**
 * The decision of `bookStayUnderLock` in the caller's transaction: takes the property lock, and
 * answers the hold placed, an earlier booking met (ADR 024), or null for no room free. The trip
 * books a stay with its tables in one transaction with it (ADR 112).
 */
export async function holdStayIn(
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  deps: StayDeps,
  input: StayInput,
  meta: StayBookingMeta,
  now: Date,
): Promise<Placed | NonNullable<Repeat<'stay'>> | null> {
  const s = await resolveStay(trx, await lockProperty(trx, input.propertyId), input, now);
  // A retried request (same key) gets its booking again instead of a second room; the same guest's
  // live hold met by another request is answered after commit (ADR 024).
  const asked = { ...stayRequestOf(input), propertyId: s.property.id, roomTypeId: s.roomType.id };
  const repeat = stayRepeatOf(await findStayRepeat(trx, asked, now), asked);
  if (repeat) return repeat;
  const lapsed = await cancelLapsedHolds(trx, s.property.id, s.range);
  for (const l of lapsed) await audit(trx, l.id, 'expired', { by: 'booking' });
  const types = await roomTypesWithFree(trx, [s.property.id], s.range);
  if ((availableByType(types).get(s.roomType.id) ?? 0) < 1) return null;
  const room = await pickFreeRoom(trx, s.roomType.id, s.range);
  if (!room) return null;
  const hold = prepareStayHold(afterCommit, deps, s, input, meta, now, room.id);
  // The booking, its audit row and its email in one statement (ADR 052).
  const row = await insertWithTrail(trx, 'stay_bookings', hold.id, { ...hold.values, room_id: room.id }, hold.trail);
  return { bookingId: row.id, viewToken: hold.viewToken };
}

/**
 * Everything a new stay hold writes but its room when `roomId` is not given (the one-trip statement
 * picks it and records it in the audit meta too, kernel/trail.ts `fromGate`).
 */
function prepareStayHold(
  afterCommit: AfterCommit,
  deps: StayDeps,
  s: ResolvedStay,
  input: StayInput,
  meta: StayBookingMeta,
  now: Date,
  roomId?: string,
): StayHoldDraft & { values: ReturnType<typeof stayBookingValues> } {
  const expiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
  const link = newGuestLink('stay');
  const id = link.id;
  const viewToken = link.token;
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
    url: `${deps.appUrl}/deposit/${id}?type=stay&token=${linkTokenSlot('stay', id)}`,
  });
  const values = stayBookingValues(
    {
      ...stayRequestOf(input),
      propertyId: s.property.id,
      roomTypeId: s.roomType.id,
      expiresAt,
      depositEur: s.property.deposit_eur,
      pricePerNightEur: s.roomType.base_price_eur,
      locale: meta.locale,
    },
    link.hash,
  );
  const auditMeta = {
    restaurant_id: s.property.id,
    room_type_id: s.roomType.id,
    ...(roomId ? { room_id: roomId } : {}),
    check_in: input.checkIn,
    check_out: input.checkOut,
    guests: input.guests,
    expires_at: expiresAt.toISOString(),
  };
  return {
    id,
    viewToken,
    values,
    trail: {
      audit: { entity: 'stay_booking', action: 'created', meta: auditMeta },
      mail: { message: { to: input.guestEmail, kind: 'stay_booking_received', ...mail }, transport: deps.email, afterCommit },
      notifyOwner: () =>
        deps.push?.notify(afterCommit, {
          venueId: s.property.id,
          kind: 'new_booking',
          booking: { type: 'stay', id, checkIn: input.checkIn, checkOut: input.checkOut },
          guestName: input.guestName,
        }),
    },
  };
}
