/**
 * Domain errors carry a dotted code and the product's (SPEC §8) English text. The API maps the
 * code's first segment-independent kind to a transport code; the web translates the text.
 */
export type DomainErrorKind = 'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_many_requests';

const KIND_BY_CODE: Record<string, DomainErrorKind> = {
  'validation.failed': 'bad_request',
  'auth.invalid_credentials': 'unauthorized',
  'auth.invalid_link': 'bad_request',
  'auth.not_signed_in': 'unauthorized',
  'auth.email_unverified': 'forbidden',
  'auth.forbidden': 'forbidden',
  'auth.email_taken': 'conflict',
  'rate_limit.exceeded': 'too_many_requests',
  'reservation.restaurant_not_found': 'not_found',
  'reservation.cancel_not_allowed': 'forbidden',
  'payment.already_paid': 'conflict',
  'stay.no_availability': 'conflict',
  'stay.booking_not_found': 'not_found',
  'stay.cancel_not_allowed': 'forbidden',
  'not_found': 'not_found',
};

export class DomainError extends Error {
  readonly code: string;
  readonly kind: DomainErrorKind;
  readonly details?: Record<string, unknown>;

  constructor(code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.kind = KIND_BY_CODE[code] ?? (code.endsWith('.not_found') ? 'not_found' : 'bad_request');
    this.details = details;
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
