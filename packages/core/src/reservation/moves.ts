import type { Selectable } from 'kysely';
import type { DB } from '../db/types';
import { DomainError } from '../errors';
import { tellsGuest, type MoveKind } from '../hold/apply-move';
import { TABLES } from '../hold/lifecycle';
import type { BookingDeps } from './booking';
import { followUpCancel, type CancelledReservation } from './cancelled';
import { lockVenue, type VenueRow } from './capacity-repository';

/** A table reservation as a move reads it, with its venue locked by the caller. */
export interface TableMove {
  row: CancelledReservation & Pick<Selectable<DB['reservations']>, 'status' | 'expires_at' | 'restaurant_id'>;
  venue: VenueRow;
}

/**
 * Tables' part of every move (hold/apply-move.ts): the owner hears "not allowed" or "only on the
 * reservation's day"; a guest's refused cancel is the caller's to answer (one cancel says "cannot be
 * cancelled", a trip's skips the table); a cancel tells the guest and offers the freed table.
 */
export const tableMoves = (deps: BookingDeps): MoveKind<TableMove, TableMove['row']> => ({
  kind: 'table',
  lc: TABLES,
  lock: async (trx, row) => {
    const venue = await lockVenue(trx, row.restaurant_id);
    return venue ? { row, venue } : null;
  },
  facts: ({ row, venue }) => ({
    id: row.id,
    status: row.status,
    expiresAt: row.expires_at,
    visitDay: row.date,
    zone: venue.timezone,
    guestEmail: row.guest_email,
    venueId: row.restaurant_id,
  }),
  refused: (by, why, d) => {
    if (by.actor !== 'owner') return null;
    return why === 'day'
      ? new DomainError('reservation.seat_not_today', undefined, { date: d.visitDay })
      : new DomainError('reservation.transition_not_allowed', undefined, { from: d.from, to: d.to });
  },
  afterCancel: (trx, afterCommit, { row, venue }, by, now) =>
    followUpCancel(trx, afterCommit, deps, venue, row, now, by.actor === 'owner' ? 'owner_cancellation' : 'cancellation', tellsGuest(by)),
});
