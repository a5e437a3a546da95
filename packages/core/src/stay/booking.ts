import { inTransaction } from '../db/transaction';
import { insertWithTrail } from '../kernel/trail';
import { newGuestLink } from '../kernel/guest-link';
import { stayBookingReceivedEmail } from '../notification/stay-emails';
import { consume } from '../rate-limit/service';
import { isExclusionViolation } from '../kernel/pg-errors';
import { totalPrice } from './availability';
import { audit, cancelLapsedHolds, findRepeatStayBooking, lockProperty, pickFreeRoom, roomTypesWithFree, stayBookingValues } from './repository';
import { createStayBookingInput, type CreateStayBookingInput } from './schema';
import { noAvailability, type StayBookingMeta, type StayDeps } from './shared';
import { availableByType, resolveStay } from './discovery';

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
        guestEmail: input.guestEmail,
        idempotencyKey: input.idempotencyKey ?? null,
        propertyId: s.property.id,
        roomTypeId: s.roomType.id,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        now,
      });
      if (repeat) return { bookingId: repeat.id, viewToken: repeat.viewToken };
      const lapsed = await cancelLapsedHolds(trx, s.property.id, s.range);
      for (const l of lapsed) await audit(trx, l.id, 'expired', { by: 'booking' });
      const types = await roomTypesWithFree(trx, [s.property.id], s.range);
      if ((availableByType(types, s.property.blocked_rooms).get(s.roomType.id) ?? 0) < 1) return null;
      const room = await pickFreeRoom(trx, s.roomType.id, s.range);
      if (!room) return null;
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
        url: `${deps.appUrl}/deposit/${id}?type=stay&token=${viewToken}`,
      });
      const values = stayBookingValues(
        {
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
          depositEur: s.property.deposit_eur,
          pricePerNightEur: s.roomType.base_price_eur,
          locale: meta.locale,
          idempotencyKey: input.idempotencyKey ?? null,
        },
        link.hash,
      );
      // The booking, its audit row and its email in one statement (ADR 052).
      const row = await insertWithTrail(trx, 'stay_bookings', id, values, {
        audit: {
          entity: 'stay_booking',
          action: 'created',
          meta: {
            restaurant_id: s.property.id,
            room_type_id: s.roomType.id,
            room_id: room.id,
            check_in: input.checkIn,
            check_out: input.checkOut,
            guests: input.guests,
            expires_at: expiresAt.toISOString(),
          },
        },
        mail: { message: { to: input.guestEmail, kind: 'stay_booking_received', ...mail }, transport: deps.email, afterCommit },
      });
      return { bookingId: row.id, viewToken };
    });
  } catch (err) {
    if (isExclusionViolation(err)) throw noAvailability();
    throw err;
  }
  if (!placed) throw noAvailability();
  return placed;
}
