import type { Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { DB } from '../db/types';
import { writeAudit } from './audit';
import { ROOMS, TABLES } from './lifecycle';
import { lapsedHold, notLapsedHold } from './sql';

/** The two kinds a guest holds, each by its table, its audit entity and its lifecycle (ADR 113). */
const HELD = {
  table: { table: 'reservations', entity: 'reservation', lc: TABLES },
  room: { table: 'stay_bookings', entity: 'stay_booking', lc: ROOMS },
} as const;
type HeldKind = keyof typeof HELD;

/** One move of one booking: from one of `from` (what the caller read it as, or the statuses a guest may move from) to `to`. */
export interface Move {
  id: string;
  from: readonly string[];
  to: string;
}

export interface MoveBy {
  actor: 'guest' | 'link' | 'owner';
  userId?: string | null;
  /** The status the caller read, for the audit row. */
  previous: string;
  /** Extra facts for the audit row. */
  meta?: Record<string, unknown>;
  /** Only a booking of this guest, or of this venue. */
  scope?: { guestEmail?: string; venueId?: string };
}

/**
 * The UPDATE of a person's move on a held booking, `applyMove`'s (hold/apply-move.ts), which decided
 * it may happen: the booking moves only from one of `from` and never from a lapsed hold (its table
 * or room may be someone else's); confirming drops the hold's deadline, cancelling records who
 * cancelled; the move is audited. The caller holds the venue's lock. Undefined when the booking no
 * longer allows the move: nothing is written. (The expiry tick's lapse is `lapseHolds` below.)
 */
export async function writeMove(trx: Transaction<DB>, kind: HeldKind, move: Move, by: MoveBy, now: Date): Promise<{ id: string } | undefined> {
  const { table, entity, lc } = HELD[kind];
  const confirms = move.to === lc.owner.confirm.to;
  const cancels = move.to === lc.owner.cancel.to;
  // One statement for either table: both have these columns (the kinds share the hold's shape, ADR 020).
  const updated = await trx
    .updateTable(table as 'reservations')
    .set({
      status: move.to as never,
      updated_at: now,
      ...(confirms ? { expires_at: null } : {}),
      ...(cancels ? { cancel_reason: by.actor === 'owner' ? ('owner' as const) : ('guest' as const) } : {}),
    })
    .where('id', '=', move.id)
    .where('status', 'in', move.from as never[])
    .where(notLapsedHold(now))
    .$if(by.scope?.guestEmail !== undefined, (q) => q.where('guest_email', '=', by.scope!.guestEmail!))
    .$if(by.scope?.venueId !== undefined, (q) => q.where('restaurant_id', '=', by.scope!.venueId!))
    .returning('id')
    .executeTakeFirst();
  if (updated) await writeAudit(trx, entity, move.id, move.to, { by: by.actor, previous_status: by.previous, ...by.meta }, by.userId ?? null);
  return updated;
}

/**
 * The system's move, the tick's bulk form of `writeMove`: every hold of the kind whose deadline has
 * passed unpaid stops holding its table or room and reads as the lifecycle's `lapsedAs` (tables
 * `expired`; rooms, which have no such status, `cancelled`, ADR 017), with `cancel_reason = 'expired'`.
 */
export async function lapseHolds(db: Db, kind: HeldKind, now: Date): Promise<number> {
  const { table, lc } = HELD[kind];
  const lapsed = await db
    .updateTable(table as 'reservations')
    .set({ status: lc.lapsedAs as never, cancel_reason: 'expired', updated_at: now })
    .where(lapsedHold(now))
    .executeTakeFirst();
  return Number(lapsed.numUpdatedRows);
}
