import type { Selectable, Transaction } from 'kysely';
import { sha256 } from '../account/crypto';
import type { Database } from '../db/connection';
import type { DB, WaitlistStatus } from '../db/types';
import type { WaitlistEntriesTable } from '../db/tables/dining';
import { DomainError } from '../errors';
import { inTransaction, type AfterCommit } from '../db/transaction';
import { opensGuestLink } from '../account/guest-link';
import { sameSecret } from '../account/secret';
import { assertSlotOpen, placeHold, requireDiningVenue, slotFits, type BookingDeps, type PlacedHold } from '../reservation/booking';
import { toMinutes } from '../time/zone';
import { entryMay, entryStatusAt, WAITLIST } from '../hold/lifecycle';
import { loadHolders, lockVenue, type VenueRow } from '../reservation/capacity-repository';
import { offerFreedTables } from './offers';
import { findEntry, holdOutcomes, liveHoldsOn, lockEntry, waitingAhead, writeEntryMove, type EntryRow } from './repository';
import { claimOfferInput, waitlistAccessInput, type ClaimResult, type WaitlistEntryView } from './schema';

const notFound = () => new DomainError('waitlist.not_found');
const offerExpired = () => new DomainError('waitlist.offer_expired');

async function entryByToken(db: Database, raw: unknown): Promise<EntryRow> {
  const parsed = waitlistAccessInput.safeParse(raw);
  if (!parsed.success) throw notFound();
  const row = await findEntry(db, parsed.data.id);
  if (!row || !opensGuestLink('waitlist', row, parsed.data.token)) throw notFound();
  return row;
}

/** How many venue reservations must have left the hold stage before their lapse rate is a basis. */
const ESTIMATE_MIN_HISTORY = 20;
const DAY = 86_400_000;

/**
 * ADR 013. A full slot frees up when a hold covering it lapses unpaid or a booking is cancelled.
 * Cancellations cannot be foreseen, lapses can: each live unpaid hold overlapping the slot has a
 * known expiry, and the venue's last 90 days say what share of holds lapse. The guest at place p
 * can expect a table when about p / share holds have run out, so the estimate is the time until
 * the ⌈p / share⌉-th of those expiries. Without enough history, without lapses, or without enough
 * live holds, there is no basis and the answer is null.
 */
async function estimateWaitMinutes(db: Database, e: EntryRow, position: number, now: Date): Promise<number | null> {
  const history = await holdOutcomes(db, e.restaurant_id, new Date(now.getTime() - 90 * DAY), now);
  if (history.decided < ESTIMATE_MIN_HISTORY || history.lapsed === 0) return null;
  const share = history.lapsed / history.decided;
  const start = toMinutes(e.time);
  const holds = await liveHoldsOn(db, e.restaurant_id, e.date, now);
  const overlapping = holds.filter((h) => Math.abs(toMinutes(h.time) - start) < e.v_turn_minutes);
  const needed = Math.ceil(position / share);
  const expiry = overlapping[needed - 1]?.expires_at;
  if (!expiry) return null;
  return Math.max(1, Math.ceil((expiry.getTime() - now.getTime()) / 60_000));
}

/** The guest's waitlist page: place in line, estimate, and a live offer if any. */
export async function getWaitlistEntry(db: Database, raw: { id: string; token: string }, now: Date = new Date()): Promise<WaitlistEntryView> {
  const e = await entryByToken(db, raw);
  const status: WaitlistStatus = entryStatusAt(e, now);
  let position: number | null = null;
  let estimatedWaitMinutes: number | null = null;
  if (status === WAITLIST.queued) {
    position = (await waitingAhead(db, e)) + 1;
    estimatedWaitMinutes = await estimateWaitMinutes(db, e, position, now);
  }
  return {
    id: e.id,
    status,
    date: e.date,
    time: e.time.slice(0, 5),
    party_size: e.party_size,
    guest_name: e.guest_name,
    guest_email: e.guest_email,
    position,
    estimatedWaitMinutes,
    offer: status === WAITLIST.offered && e.offer_expires_at ? { expiresAt: e.offer_expires_at.toISOString() } : null,
    reservation_id: e.reservation_id,
    restaurant: { id: e.restaurant_id, name: e.v_name, address: e.v_address, timezone: e.v_timezone },
  };
}

/**
 * Turns a waiting entry into a held table: books through the same core as a new booking (slot
 * checks, capacity, placeHold) under the venue lock the caller holds, and marks the entry converted.
 * The guest claiming their offer and the owner promoting a guest (`owner/dining/reservations.ts`)
 * both come through here. When the entry's own live offer kept the table (`keptByOffer`), it is left
 * out of the holders it is checked against.
 */
export async function convertEntry(
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  deps: BookingDeps,
  venue: VenueRow,
  e: Selectable<WaitlistEntriesTable>,
  now: Date,
  how: { via: 'waitlist_claim' | 'owner_promote'; keptByOffer: boolean; actor?: { userId: string; meta: Record<string, unknown> } },
): Promise<PlacedHold> {
  const time = e.time.slice(0, 5);
  assertSlotOpen(venue, e.date, time, now);
  const holders = await loadHolders(trx, venue.id, e.date, now, how.keptByOffer ? { exceptWaitlistId: e.id } : {});
  if (!slotFits(venue, holders, time)) throw new DomainError('reservation.slot_full');
  const guest = {
    restaurantId: venue.id,
    date: e.date,
    time,
    partySize: e.party_size,
    guestName: e.guest_name,
    guestEmail: e.guest_email,
    guestPhone: e.guest_phone,
    notes: e.notes,
    locale: e.locale,
  };
  const hold = await placeHold(trx, afterCommit, deps, venue, guest, now, { via: how.via, waitlistId: e.id });
  const move = how.via === 'owner_promote' ? WAITLIST.owner.promote : WAITLIST.guest.claim;
  const by = { audit: 'converted', userId: how.actor?.userId, meta: { ...how.actor?.meta, reservation_id: hold.reservationId } };
  // The entry is locked and its move was checked: the write finds it as read.
  if (!(await writeEntryMove(trx, e.id, move, by, now, { reservation_id: hold.reservationId }))) throw new Error(`waitlist entry ${e.id} moved under its lock`);
  return hold;
}

/**
 * Claims a live offer: books through the same core as a new booking, under the venue lock. The
 * claimant's own offer is what kept the table, so it is left out of the holders it is checked
 * against; the entry becomes converted and points at the new reservation.
 */
export async function claimWaitlistOffer(deps: BookingDeps, raw: { id: string; token: string; offer?: string }, now: Date = new Date()): Promise<ClaimResult> {
  const parsed = claimOfferInput.safeParse(raw);
  if (!parsed.success) {
    const tokenOk = waitlistAccessInput.safeParse(raw).success;
    throw tokenOk ? offerExpired() : notFound();
  }
  const first = await entryByToken(deps.db, parsed.data);
  return inTransaction(deps.db, async (trx, afterCommit): Promise<ClaimResult> => {
    const venue = await lockVenue(trx, first.restaurant_id);
    // Re-read under the lock: a second click or the job may have changed the entry meanwhile.
    const e = await lockEntry(trx, first.id);
    if (!venue || !e) throw notFound();
    requireDiningVenue(venue, now); // a claim books a table: only at a live venue (ADR 104)
    const offer = parsed.data.offer;
    if (!entryMay(WAITLIST.guest.claim, e, now) || (offer !== undefined && (!e.offer_token_hash || !sameSecret(e.offer_token_hash, sha256(offer)))))
      throw offerExpired();
    const hold = await convertEntry(trx, afterCommit, deps, venue, e, now, { via: 'waitlist_claim', keptByOffer: true });
    return { reservationId: hold.reservationId, viewToken: hold.viewToken };
  });
}

/**
 * Offers tables freed at one venue date (by a cancellation, a lapsed hold or offer, or an owner's
 * change) to the guests waiting for that date, first come first served. With turn times a table
 * freed at `time` can also make a neighbouring slot fit, so the whole date's queue is considered;
 * `time` is recorded as the cause.
 */
export async function offerFreedSlot(deps: BookingDeps, restaurantId: string, date: string, time: string, now: Date = new Date()) {
  const mailIds = await inTransaction(deps.db, async (trx, afterCommit) => {
    const venue = await lockVenue(trx, restaurantId);
    if (!venue) return [];
    const holders = await loadHolders(trx, venue.id, date, now);
    return offerFreedTables(trx, afterCommit, deps, venue, date, holders, now, { time, reason: 'freed' });
  });
  return { offered: mailIds.length };
}

/** The guest leaves the list; a live offer they held passes to the next guest at once. */
export async function leaveWaitlist(deps: BookingDeps, raw: { id: string; token: string }, now: Date = new Date()) {
  const first = await entryByToken(deps.db, raw);
  const left = await inTransaction(deps.db, async (trx, afterCommit) => {
    const venue = await lockVenue(trx, first.restaurant_id);
    const changed = await writeEntryMove(trx, first.id, WAITLIST.guest.leave, { audit: 'left' }, now);
    if (!changed || !venue) return false;
    const holders = await loadHolders(trx, venue.id, first.date, now);
    await offerFreedTables(trx, afterCommit, deps, venue, first.date, holders, now, { time: first.time.slice(0, 5), reason: 'left_waitlist' });
    return true;
  });
  // Leaving twice, or after converting, changes nothing and says where the entry stands.
  return { id: first.id, status: left ? WAITLIST.left : entryStatusAt(first, now) };
}
