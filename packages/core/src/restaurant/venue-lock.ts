import type { Kysely, SelectExpression, Transaction } from 'kysely';
import type { DB } from '../db/types';

/**
 * The venue lock (ADR 011, 016): `SELECT … FOR UPDATE` on the restaurant row. Every decision about
 * one venue's tables or rooms (booking, claims, cancels, offers, deposits) takes it first, so they
 * run one at a time across all server processes. Returns the columns asked for, or nothing.
 */
export function lockVenueRow<C extends SelectExpression<DB, 'restaurants'>>(trx: Transaction<DB>, id: string, columns: readonly C[]) {
  return venueLockQuery(trx, id, columns).executeTakeFirst();
}

/** The query of `lockVenueRow` (the booking path runs it compiled once, db/prepared.ts). */
export function venueLockQuery<C extends SelectExpression<DB, 'restaurants'>>(db: Kysely<DB>, id: string, columns: readonly C[]) {
  return db.selectFrom('restaurants').select(columns).where('id', '=', id).forUpdate();
}
