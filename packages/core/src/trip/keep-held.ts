import { inTransaction } from '../db/transaction';
import { writeAudit } from '../hold/audit';
import { DEPOSIT_HOLD_MINUTES, MAX_HOLD_MINUTES } from '../payment/deposit-window';
import type { BookingDeps } from '../reservation/booking';
import { lockVenuesInOrder } from '../reservation/capacity-repository';
import { extendLiveHolds, tripBookingVenues } from './repository';
import type { TripAccessInput } from './schema';
import { tripFor, type TripCaller } from './service';

const MINUTE = 60_000;

/**
 * "The hold lasts while they pay" (ADR 112): each step of a trip's "Pay all deposits"
 * (its start, and each return to the trip for the next checkout) extends every unpaid hold of the
 * trip that is still live to `now` plus as long as one checkout keeps its own booking held
 * (the deposit window's 31 minutes and 5 minutes' grace, or the configured hold if longer), so the
 * bookings still waiting their turn cannot lapse while the guest is in another venue's checkout.
 * Bounded: never past the trip's creation plus `MAX_HOLD_MINUTES`, never shortened, and a
 * lapsed hold is not revived; a run the guest abandons lapses one step's length after its last
 * step. One transaction under the venues' locks in id order, each extension audited.
 */
export async function keepTripHeld(deps: BookingDeps, raw: TripAccessInput, caller: TripCaller, now: Date = new Date()): Promise<{ kept: number }> {
  const trip = await tripFor(deps.db, raw, caller);
  const step = Math.max(deps.holdMinutes, DEPOSIT_HOLD_MINUTES) * MINUTE;
  const until = new Date(Math.min(now.getTime() + step, new Date(trip.created_at).getTime() + MAX_HOLD_MINUTES * MINUTE));
  if (until <= now) return { kept: 0 };
  return inTransaction(deps.db, async (trx) => {
    const { stay: s, tables: ts } = await tripBookingVenues(trx, trip);
    // Every venue of the trip, in id order, as the trip's other writes take them (no lock cycle).
    await lockVenuesInOrder(
      trx,
      [...s, ...ts].map((b) => b.restaurant_id),
    );
    const extend = (table: 'stay_bookings' | 'reservations', ids: string[]) => extendLiveHolds(trx, table, ids, until, now);
    const stays = await extend(
      'stay_bookings',
      s.map((b) => b.id),
    );
    const kept = await extend(
      'reservations',
      ts.map((b) => b.id),
    );
    const meta = { trip_id: trip.id, until: until.toISOString() };
    for (const b of stays) await writeAudit(trx, 'stay_booking', b.id, 'hold_kept_for_trip_payment', meta);
    for (const b of kept) await writeAudit(trx, 'reservation', b.id, 'hold_kept_for_trip_payment', meta);
    return { kept: stays.length + kept.length };
  });
}
