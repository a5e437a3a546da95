import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/connection';
import type { DB } from '../db/types';

type Db = Database | Transaction<DB>;
const k = (db: Db) => db as Kysely<DB>;

// What the deposit flow reads and locks (the payment core asks here, ADR 018).

/** A stay booking with what its deposit needs from the property and the room type. */
export function findStayForDeposit(db: Db, id: string) {
  return k(db)
    .selectFrom('stay_bookings as b')
    .innerJoin('restaurants as v', 'v.id', 'b.restaurant_id')
    .innerJoin('room_types as t', 't.id', 'b.room_type_id')
    .select([
      'b.id',
      'b.restaurant_id',
      'b.room_type_id',
      'b.room_id',
      'b.status',
      'b.expires_at',
      'b.updated_at',
      'b.cancel_reason',
      'b.view_token',
      'b.deposit_eur',
      'b.price_per_night_eur',
      'b.guest_name',
      'b.guest_email',
      'b.guest_phone',
      'b.guests',
      'b.check_in',
      'b.check_out',
      'b.notes',
      'b.locale',
      'v.name as property',
      'v.address',
      'v.city',
      'v.timezone',
      'v.latitude',
      'v.longitude',
      'v.stripe_account_id',
      'v.stripe_payment_link_url',
      't.name as room_type',
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
}
export type DepositStayBooking = NonNullable<Awaited<ReturnType<typeof findStayForDeposit>>>;

/** The booking row locked, after the property (the stays core books under the same property lock). */
export function lockStayBooking(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('stay_bookings')
    .select(['id', 'status', 'expires_at', 'updated_at', 'cancel_reason'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
