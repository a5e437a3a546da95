import type { Transaction } from 'kysely';
import { randomToken, sha256 } from '../account/crypto';
import { linkTokenSlot } from '../account/guest-link';
import type { DB } from '../db/types';
import type { AfterCommit } from '../db/transaction';
import { queueEmail } from '../notification/email';
import { waitlistOfferEmail } from '../notification/reservation-emails';
import { takesBookings, type BookingDeps } from '../reservation/booking';
import { allocateOffers } from '../reservation/capacity';
import type { VenueRow } from '../reservation/capacity-repository';
import { writeAudit } from '../hold/audit';
import { loadWaiting, markOffered } from './repository';

/**
 * Gives freed tables to waiting guests, first come first served (ADR 013). Runs inside a
 * transaction that holds the venue lock, with `holders` already loaded for the date; offered
 * guests are added to `holders`, so whatever the caller decides next sees them as taken.
 * Returns the outbox ids of the offer emails, delivered after commit.
 */
export async function offerFreedTables(
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  deps: BookingDeps,
  venue: VenueRow,
  date: string,
  holders: number[],
  now: Date,
  freed?: { time: string; reason: string },
): Promise<string[]> {
  // A venue that takes no bookings now (a draft, its owner's plan lapsed: ADR 104) offers nothing.
  if (!takesBookings(venue, now)) return [];
  const waiting = await loadWaiting(trx, venue.id, date);
  if (waiting.length === 0) return [];
  const offered = new Set(allocateOffers(venue, date, holders, waiting, now));
  if (offered.size === 0) return [];
  const expiresAt = new Date(now.getTime() + deps.offerMinutes * 60_000);
  const mailIds: string[] = [];
  for (const id of offered) {
    const offer = randomToken(32);
    const entry = await markOffered(trx, id, { tokenHash: sha256(offer), expiresAt }, now);
    await writeAudit(trx, 'waitlist_entry', id, 'offered', {
      restaurant_id: venue.id,
      date,
      time: entry.time.slice(0, 5),
      offer_expires_at: expiresAt.toISOString(),
      ...(freed ? { freed_time: freed.time, freed_by: freed.reason } : {}),
    });
    const mail = waitlistOfferEmail(entry.locale, {
      guestName: entry.guest_name,
      venue: venue.name,
      date: entry.date,
      time: entry.time.slice(0, 5),
      partySize: entry.party_size,
      offerMinutes: deps.offerMinutes,
      url: `${deps.appUrl}/waitlist/${entry.id}?token=${linkTokenSlot('waitlist', entry.id)}&offer=${offer}`,
    });
    mailIds.push(await queueEmail(trx, afterCommit, deps.email, { to: entry.guest_email, kind: 'waitlist_offer', ...mail }));
  }
  return mailIds;
}
