import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/types';
import { ROOMS } from '../hold/lifecycle';
import { isExclusionViolation } from '../db/pg-errors';
import { loadProperty, roomTypesWithFree, type StayBookingRow } from '../stay/repository';
import { dateIn } from '../time/zone';

/** What became of money for a released stay hold: the booking confirmed again, or why not. */
export type Reconfirmed = 'confirmed' | 'room_taken' | 'reserve' | 'not_possible';

/**
 * Money for a stay hold the expiry released (ADR 018): the guest still wants the room, so it is
 * confirmed again on its own room if that is still free. Inside a savepoint, so a refusal by the
 * EXCLUDE constraint on (room, nights) — the room was sold again for some of these nights (23P01) —
 * leaves the transaction usable. Once the room is the guest's again, the property's blocked-rooms
 * reserve (ADR 016, 018) must still hold for the range: at least `blocked_rooms` other rooms free.
 * Otherwise the late payment would sell into the reserve, and it is undone and refunded as for a
 * room sold again.
 */
export async function reconfirmStay(trx: Transaction<DB>, b: StayBookingRow, now: Date): Promise<Reconfirmed> {
  // A stay that is already over, or a room taken out of service, is not sold again by a late payment.
  if (b.check_out <= dateIn(b.v_timezone, now)) return 'not_possible';
  const room = await trx.selectFrom('rooms').select('active').where('id', '=', b.room_id).executeTakeFirst();
  if (!room?.active) return 'not_possible';
  await sql`SAVEPOINT stay_reconfirm`.execute(trx);
  try {
    await trx
      .updateTable('stay_bookings')
      .set({ status: ROOMS.owner.confirm.to, expires_at: null, cancel_reason: null, updated_at: now })
      .where('id', '=', b.id)
      .execute();
  } catch (err) {
    await sql`ROLLBACK TO SAVEPOINT stay_reconfirm`.execute(trx);
    if (isExclusionViolation(err)) return 'room_taken';
    throw err;
  }
  if (!(await reserveHolds(trx, b, now))) {
    await sql`ROLLBACK TO SAVEPOINT stay_reconfirm`.execute(trx);
    return 'reserve';
  }
  await sql`RELEASE SAVEPOINT stay_reconfirm`.execute(trx);
  return 'confirmed';
}

/** With the booking counted as taken: does the property still keep its reserve free for every night of it? */
async function reserveHolds(trx: Transaction<DB>, b: StayBookingRow, now: Date): Promise<boolean> {
  const property = await loadProperty(trx, b.restaurant_id);
  const blocked = property?.blocked_rooms ?? 0;
  if (blocked <= 0) return true;
  const types = await roomTypesWithFree(trx, [b.restaurant_id], { checkIn: b.check_in, checkOut: b.check_out, now });
  // The property's free rooms beyond its reserve, as the query reads them (ADR 114); no active type, none free.
  return (types[0]?.spare ?? -blocked) >= 0;
}
