import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES, DomainError, isErrorCode } from './errors';
import * as payment from './payment/schema';
import * as booking from './reservation/booking';
import * as stay from './stay/schema';
import * as waitlist from './waitlist/schema';

describe('the error catalogue', () => {
  it('carries the SPEC texts the call sites throw', () => {
    const thrown: [keyof typeof ERROR_CATALOGUE, string][] = [
      // Thrown by code alone: the SPEC's words, here to the letter.
      ['auth.invalid_credentials', 'Invalid email or password'],
      ['auth.invalid_link', 'This link is invalid or has expired. Please request a new one.'],
      ['auth.sign_up_failed', 'Could not create an account with these details. If you already have an account, sign in or reset your password.'],
      ['auth.not_signed_in', 'Please log in first'],
      ['auth.forbidden', 'Not allowed'],
      ['rate_limit.exceeded', 'Too many attempts. Please wait a few minutes and try again.'],
      ['restaurant.not_found', 'Restaurant not found'],
      ['booking.key_reused', 'This request key was already used for a different booking.'],
      ['payment.unavailable', 'No payment URL returned'],
      ['webhook.bad_signature', 'Invalid Stripe signature'],
      ['admin.owner_not_found', 'Owner not found'],
      ['reservation.restaurant_not_found', booking.RESTAURANT_NOT_FOUND],
      ['reservation.not_found', booking.RESERVATION_NOT_FOUND],
      ['reservation.past', booking.DATE_IN_PAST],
      ['reservation.closed', booking.CLOSED_AT_TIME],
      ['reservation.slot_full', booking.NO_TABLES],
      ['reservation.cancel_not_allowed', booking.CANCEL_NOT_ALLOWED],
      ['waitlist.not_found', waitlist.WAITLIST_NOT_FOUND],
      ['waitlist.offer_expired', waitlist.OFFER_EXPIRED],
      ['payment.already_paid', payment.DEPOSIT_ALREADY_PAID],
      ['payment.cancelled', payment.RESERVATION_CANCELLED],
      ['payment.hold_expired', payment.HOLD_EXPIRED],
      ['payment.not_required', payment.DEPOSIT_NOT_REQUIRED],
      ['payment.session_failed', payment.PAYMENT_SESSION_FAILED],
      ['stay.not_found', stay.PROPERTY_NOT_FOUND],
      ['stay.booking_not_found', stay.BOOKING_NOT_FOUND],
      ['stay.invalid_parameters', stay.INVALID_PARAMETERS],
      ['stay.past', stay.DATE_IN_PAST],
      ['stay.no_availability', stay.NO_AVAILABILITY],
      ['stay.update_failed', stay.UPDATE_FAILED],
      ['stay.cancel_not_allowed', stay.CANCEL_NOT_ALLOWED],
      ['stay.review_not_allowed', stay.REVIEW_NOT_YET],
    ];
    for (const [code, text] of thrown) expect([code, ERROR_CATALOGUE[code].message]).toEqual([code, text]);
  });

  it('words one refusal differently where the SPEC does, under the same code', () => {
    expect(ERROR_CATALOGUE['auth.not_signed_in'].wordings.photos).toBe('Not signed in');
    expect(ERROR_CATALOGUE['webhook.bad_signature'].wordings.missing).toBe('Missing Stripe signature');
  });

  it('gives the same kind of failure the same kind: a full slot and a full room are both conflicts', () => {
    expect(new DomainError('reservation.slot_full').kind).toBe('conflict');
    expect(new DomainError('stay.no_availability').kind).toBe('conflict');
    expect(ERROR_CODES.filter((c) => c.endsWith('not_found')).every((c) => ERROR_CATALOGUE[c].kind === 'not_found')).toBe(true);
  });

  it('defaults the message to the catalogue text and knows its own codes', () => {
    expect(new DomainError('stay.too_long').message).toBe('A stay can be at most 30 nights');
    expect(isErrorCode('stay.too_long')).toBe(true);
    expect(isErrorCode('some.unknown_code')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
