import type { Selectable, Transaction } from 'kysely';
import type { SessionUser } from '../../account/schema';
import type { Database, Db } from '../../db/connection';
import type { DB, ReservationStatus } from '../../db/types';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../errors';
import { isUuid } from '../../text/uuid';
import type { BookingDeps } from '../../reservation/booking';
import { convertEntry } from '../../waitlist/service';
import { entryMay, offerIsLive, WAITLIST } from '../../hold/lifecycle';
import { lockVenue } from '../../reservation/capacity-repository';
import { effectiveStatus } from '../../reservation/service';
import { iso } from '../../reservation/status';
import { dateIn } from '../../time/zone';
import { requireVenue } from '../scope';
import { dayReservationRows, dayWaitlistRows, lockVenueEntry, lockVenueReservation, reservationRow, venueZone } from './repository';
import { ownerMove } from '../../hold/apply-move';
import { movedBy } from '../../hold/audit';
import { tableMoves } from '../../reservation/moves';
import { dayInput, promoteInput, reservationActionInput, type OwnerAction, type OwnerReservation, type OwnerWaitlistEntry } from './schema';

type Actor = Pick<SessionUser, 'id' | 'role'>;

/** One venue date's reservations, by time (SPEC §7 "today's for a restaurant ordered by time"). */
export async function dayReservations(db: Db, venueId: string, date: string, now: Date, limit?: number): Promise<OwnerReservation[]> {
  const rows = await dayReservationRows(db, venueId, date, limit);
  return rows.map((r) => {
    const shown = toOwnerReservation(r, now);
    return { ...shown, movedBy: movedBy(r.moved_by, shown.status) };
  });
}

type RequestRow = Pick<Selectable<DB['reservations']>, 'id' | 'date' | 'time' | 'party_size' | 'guest_name' | 'guest_email' | 'guest_phone' | 'notes'>;

/** What the guest asked for, a reservation's or a waitlist entry's, as the owner's lists show it. */
const guestRequest = (r: RequestRow) => ({
  id: r.id,
  date: r.date,
  time: r.time.slice(0, 5),
  partySize: r.party_size,
  guestName: r.guest_name,
  guestEmail: r.guest_email,
  guestPhone: r.guest_phone,
  notes: r.notes,
});

function toOwnerReservation(r: RequestRow & Pick<Selectable<DB['reservations']>, 'status' | 'expires_at'>, now: Date): OwnerReservation {
  return { ...guestRequest(r), status: effectiveStatus(r.status, r.expires_at, now), expiresAt: iso(r.expires_at) };
}

/** The guests still waiting on one venue date (and those holding a live offer), first come first served. */
async function dayWaitlist(db: Db, venueId: string, date: string, now: Date): Promise<OwnerWaitlistEntry[]> {
  const rows = await dayWaitlistRows(db, venueId, date, now);
  return rows.map((w) => ({ ...guestRequest(w), status: w.status, createdAt: w.created_at.toISOString() }));
}

/** The Reservations sub-tab: one date (default today in the venue's zone), its reservations by time and its waitlist. */
export async function reservationsForDay(db: Database, user: Actor, raw: unknown, now: Date = new Date()) {
  const input = dayInput.parse(raw);
  await requireVenue(db, user, input.venueId, 'read');
  const timezone = await venueZone(db, input.venueId);
  const today = dateIn(timezone, now);
  const date = input.date ?? today;
  const [reservations, waitlist] = await Promise.all([dayReservations(db, input.venueId, date, now), dayWaitlist(db, input.venueId, date, now)]);
  return { date, today, timezone, reservations, waitlist };
}

const notFound = () => new DomainError('reservation.not_found');

/**
 * SPEC §4 owner actions: Confirm (pending or awaiting_deposit → confirmed), Seated (confirmed →
 * seated, on the reservation's day only), mark cancelled (pending, awaiting_deposit or confirmed → cancelled, reason 'owner').
 * Under the venue lock, audited with the owner as actor; a lapsed hold reads as expired and is
 * refused, because its table may already be someone else's. A cancel frees the table through the
 * same follow-up as a guest's cancel (`followUpCancel`: the guest's notice, then the waitlist offer):
 * the move is `ownerMove`'s, the owner's one entry for both kinds (hold/apply-move.ts).
 */
export async function changeReservation(deps: BookingDeps, user: Actor, action: OwnerAction, raw: unknown, now: Date = new Date()): Promise<OwnerReservation> {
  const input = reservationActionInput.parse(raw);
  await requireVenue(deps.db, user, input.venueId, 'write');
  const target = {
    id: input.reservationId,
    notFound,
    owned: async (trx: Transaction<DB>, id: string) => {
      const venue = await lockVenue(trx, input.venueId);
      const row = venue && (await lockVenueReservation(trx, input.venueId, id));
      return row ? { row, venue } : null;
    },
  };
  const by = { actor: 'owner' as const, userId: user.id, meta: { restaurant_id: input.venueId } };
  const { row, to } = await ownerMove(deps.db, tableMoves(deps), target, action, by, now);
  return toOwnerReservation({ ...row.row, status: to as ReservationStatus, expires_at: action === 'confirm' ? null : row.row.expires_at }, now);
}

/**
 * Promote (SPEC §4 "convert waitlist entry"): the owner books a waiting guest through the same core
 * as a guest booking (placeHold under the venue lock, after the same slot and capacity checks), so
 * it never oversells. The owner's choice may skip the queue's order; a guest holding a live offer
 * is converted into the table that offer kept. The guest gets the usual hold and deposit email.
 */
export async function promoteWaitlistEntry(deps: BookingDeps, user: Actor, raw: unknown, now: Date = new Date()): Promise<{ reservation: OwnerReservation }> {
  const input = promoteInput.parse(raw);
  await requireVenue(deps.db, user, input.venueId, 'write');
  if (!isUuid(input.waitlistId)) throw new DomainError('waitlist.not_found');
  return inTransaction(deps.db, async (trx, afterCommit) => {
    const venue = await lockVenue(trx, input.venueId);
    const e = await lockVenueEntry(trx, input.venueId, input.waitlistId);
    if (!venue || !e) throw new DomainError('waitlist.not_found');
    const offered = offerIsLive(e, now);
    if (!entryMay(WAITLIST.owner.promote, e, now)) throw new DomainError('waitlist.promote_not_allowed', undefined, { status: e.status });
    const hold = await convertEntry(trx, afterCommit, deps, venue, e, now, {
      via: 'owner_promote',
      keptByOffer: offered,
      actor: { userId: user.id, meta: { by: 'owner', previous_status: e.status } },
    });
    const row = await reservationRow(trx, hold.reservationId);
    return { reservation: toOwnerReservation(row, now) };
  });
}
