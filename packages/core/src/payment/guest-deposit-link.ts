import * as z from 'zod';
import { isOwnBooking } from '../account/guard';
import type { Database } from '../db/connection';
import { DomainError } from '../errors';
import { isLive } from '../hold/rule';
import { guestLinkToken } from '../account/guest-link';
import { isUuid } from '../text/uuid';
import { DINING, STAY, type HeldKind, type HeldRow } from './held-booking';
import { depositType, RESERVATION_ACCESS_DENIED } from './schema';

export const guestDepositLinkInput = z.object({
  id: z.string({ error: RESERVATION_ACCESS_DENIED }).max(100, RESERVATION_ACCESS_DENIED),
  type: depositType.optional(),
});

/**
 * "Pay deposit" on /me from any device: the signed-in guest who has proven the
 * booking's email (ADR 035) gets the booking's link token, as its emails carry it, while the hold
 * is live. Anything else reads as a link that does not open the booking.
 */
export async function guestDepositLink(db: Database, raw: unknown, provenEmail: string, now: Date = new Date()): Promise<{ token: string }> {
  const input = guestDepositLinkInput.parse(raw);
  return input.type === 'stay'
    ? linkFor(STAY, db, input.id, provenEmail, now, () => new DomainError('stay.booking_not_found'))
    : linkFor(DINING, db, input.id, provenEmail, now, () => new DomainError('reservation.not_found'));
}

async function linkFor<Row extends HeldRow>(kind: HeldKind<Row>, db: Database, id: string, provenEmail: string, now: Date, denied: () => DomainError) {
  if (!isUuid(id)) throw denied();
  const row = await kind.find(db, id);
  if (!row || !isOwnBooking(row, provenEmail) || !isLive(row, now)) throw denied();
  return { token: guestLinkToken(kind.link, row.id) };
}
