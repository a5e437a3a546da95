import type { Transaction } from 'kysely';
import { roomTypeName } from '../i18n/labels';
import { inTransaction, type AfterCommit } from '../db/transaction';
import type { DB } from '../db/types';
import { linkTokenSlot, newGuestLink } from '../account/guest-link';
import { stayBookingReceivedEmail } from '../notification/stay-emails';
import { consume } from '../rate-limit/service';
import { isExclusionViolation } from '../db/pg-errors';
import { guestLinkToken } from '../account/guest-link';
import { keyTakenAsReused, type Earlier, type Repeat } from '../request/repeat';
import { guestForm } from '../request/guest-form';
import { answerStayAskedAgain } from './asked-again';
import { totalPrice } from './availability';
import { decideStayHold, type StayHoldDraft } from './hold-statement';
import { audit, cancelLapsedHolds, lockStay, stayBookingValues, type StayRequest } from './repository';
import { createStayBookingInput, type CreateStayBookingInput } from './schema';
import { noAvailability, type StayBookingMeta, type StayDeps } from './shared';
import { checkStay, type ResolvedStay } from './discovery';

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
 * SPEC create_stay_booking_safe (ADR 016): the attempt is counted against the rate limits, then one
 * transaction under the property lock decides (`holdStayIn`). The EXCLUDE constraint is the last line
 * of defence: should it ever refuse, the guest hears "no availability", never an error. The email
 * goes after commit.
 */
export async function createStayBooking(deps: StayDeps, raw: CreateStayBookingInput, meta: StayBookingMeta, now: Date = new Date()): Promise<Placed> {
  const input = createStayBookingInput.parse(raw);
  await consume(deps.db, [`stay:ip:${meta.ip}`, `stay:email:${input.guestEmail}`], deps.rateLimit, now);
  try {
    const decided = await inTransaction(deps.db, (trx, afterCommit) => holdStayIn(trx, afterCommit, deps, input, meta, now));
    if (!decided) throw noAvailability();
    return 'bookingId' in decided ? decided : await answerRepeat(deps, decided, now);
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
 * The one decision of a stay booking, in the caller's transaction (the trip books a stay with its
 * tables in one, ADR 112): takes the property lock, checks the stay's rules on the locked rows, then
 * one statement reads and holds (`decideStayHold`). Lapsed holds over the range are cancelled and
 * audited first when the statement met one, and it decides again. Answers the hold placed, an
 * earlier booking met (ADR 024), or null for no room free.
 */
export async function holdStayIn(
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  deps: StayDeps,
  input: StayInput,
  meta: StayBookingMeta,
  now: Date,
  /** `trip`: the trip's one email names the stay (ADR 112), so the stay sends none of its own. */
  via: 'stay' | 'trip' = 'stay',
): Promise<Placed | NonNullable<Repeat<'stay'>> | null> {
  const locked = await lockStay(trx, input.propertyId, input.roomTypeId);
  const s = checkStay(locked.property, locked.roomType, input, now);
  const asked = { ...stayRequestOf(input), propertyId: s.property.id, roomTypeId: s.roomType.id };
  const hold = prepareStayHold(afterCommit, deps, s, input, meta, now, via);
  let decided = await decideStayHold(trx, s, asked, hold);
  // A retried request (same key) gets its booking again instead of a second room; the same guest's
  // live hold met by another request is answered after commit (ADR 024).
  if (decided.repeat) return decided.repeat;
  if (decided.lapsed) {
    const lapsed = await cancelLapsedHolds(trx, s.property.id, s.range);
    for (const l of lapsed) await audit(trx, l.id, 'expired', { by: 'booking' });
    decided = await decideStayHold(trx, s, asked, hold);
  }
  return decided.placed ? { bookingId: hold.id, viewToken: hold.viewToken } : null;
}

/** Everything a new stay hold writes but its room, which the statement picks and records in the audit meta too (hold/trail.ts `fromGate`). */
function prepareStayHold(
  afterCommit: AfterCommit,
  deps: StayDeps,
  s: ResolvedStay,
  input: StayInput,
  meta: StayBookingMeta,
  now: Date,
  via: 'stay' | 'trip',
): StayHoldDraft & { values: ReturnType<typeof stayBookingValues> } {
  const expiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
  const link = newGuestLink('stay');
  const id = link.id;
  const viewToken = link.token;
  const price = Number(s.roomType.base_price_eur);
  const mail = stayBookingReceivedEmail(meta.locale, {
    guestName: input.guestName,
    property: s.property.name,
    roomType: roomTypeName(meta.locale, s.roomType),
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
      mail: via === 'trip' ? null : { message: { to: input.guestEmail, kind: 'stay_booking_received', ...mail }, transport: deps.email, afterCommit },
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
