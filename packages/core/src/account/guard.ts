import { DomainError } from '../errors';
import type { SessionUser } from './schema';

/**
 * The one rule (ADR 035): bookings are matched to an account by email only once the holder has
 * proven that email. Every procedure that reads or changes bookings by account email goes
 * through here and uses the address it returns.
 */
export function provenEmail(user: SessionUser | null): string {
  if (!user) throw new DomainError('auth.not_signed_in');
  if (!user.emailVerified) throw new DomainError('auth.email_unverified');
  return user.email;
}

/** For reads that also work without an account (a guest-link token): the proven email, or none. */
export const provenEmailOrNull = (user: SessionUser | null): string | null => (user?.emailVerified ? user.email : null);

/** An address as bookings store it: trimmed and lower-case (the booking tables CHECK it). */
export const bookingEmail = (email: string): string => email.trim().toLowerCase();

/** Whether a booking is the proven email's (ADR 035): the one comparison every guest read and change by account makes. */
export const isOwnBooking = (booking: { guest_email: string }, email: string): boolean => bookingEmail(booking.guest_email) === bookingEmail(email);
