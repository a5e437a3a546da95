import type { Transaction } from 'kysely';
import type { DB } from '../db/types';

// What the deposit flow locks (the payment core asks here, ADR 018); it reads the booking with
// `findStayBooking`, as the guest views do.

/** The booking row locked, after the property (the stays core books under the same property lock). */
export function lockStayBooking(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('stay_bookings')
    .select(['id', 'status', 'expires_at', 'updated_at', 'cancel_reason'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
