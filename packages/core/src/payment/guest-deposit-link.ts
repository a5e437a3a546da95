import * as z from 'zod';
import { isOwnBooking } from '../account/guard';
import type { Database } from '../db/connection';
import { DomainError } from '../errors';
import { isLive } from '../hold/rule';
import { guestLinkToken } from '../kernel/guest-link';
import { isUuid } from '../kernel/uuid';
import { findReservation } from '../reservation/repository';
import { findStayBooking } from '../stay/repository';
import { BOOKING_ACCESS_DENIED, depositType, RESERVATION_ACCESS_DENIED } from './schema';

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
  const stay = input.type === 'stay';
  const denied = stay
    ? () => new DomainError('stay.booking_not_found', BOOKING_ACCESS_DENIED)
    : () => new DomainError('reservation.not_found', RESERVATION_ACCESS_DENIED);
  if (!isUuid(input.id)) throw denied();
  const row = stay ? await findStayBooking(db, input.id) : await findReservation(db, input.id);
  const mine = row && isOwnBooking(row, provenEmail);
  if (!mine || !isLive(row, now)) throw denied();
  return { token: guestLinkToken(stay ? 'stay' : 'reservation', row.id) };
}
