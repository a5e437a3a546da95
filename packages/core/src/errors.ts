/**
 * The error catalogue (ADR 026): every code core throws, with its kind (which the API maps to a
 * transport status) and the product's English text (SPEC §8). The web translates by code with a
 * `Record<ErrorCode, string>` per language, so a code without a translation fails the typecheck.
 * Pure data: the web imports it (types and texts), so no server imports here.
 */
export type DomainErrorKind = 'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'unprocessable_content' | 'too_many_requests';

interface CatalogueEntry {
  kind: DomainErrorKind;
  message: string;
  /** Where the SPEC words the same refusal differently on one screen: the same code, the screen's text. */
  wordings?: Record<string, string>;
}

/**
 * Kinds: `not_found` for what a link or id does not open; `conflict` when the thing exists but is
 * taken or already done (a full slot, a full room, a paid deposit); `forbidden` for an action the
 * caller may not take on it; `bad_request` for input or a step that no longer applies;
 * `unprocessable_content` for a well-formed request that contradicts an earlier one (a reused idempotency key).
 */
export const ERROR_CATALOGUE = {
  'auth.invalid_credentials': { kind: 'unauthorized', message: 'Invalid email or password' },
  'auth.invalid_link': { kind: 'bad_request', message: 'This link is invalid or has expired. Please request a new one.' },
  'auth.sign_up_failed': {
    kind: 'bad_request',
    message: 'Could not create an account with these details. If you already have an account, sign in or reset your password.',
  },
  // "Must be signed in", on every rung of the procedure ladder; the photo manager says it its own way (SPEC §6).
  'auth.not_signed_in': { kind: 'unauthorized', message: 'Please log in first', wordings: { photos: 'Not signed in' } },
  'auth.forbidden': { kind: 'forbidden', message: 'Not allowed' },
  'auth.email_unverified': {
    kind: 'forbidden',
    message: 'Please confirm your email address to see your bookings. Check your inbox for the link we sent you.',
  },
  'rate_limit.exceeded': { kind: 'too_many_requests', message: 'Too many attempts. Please wait a few minutes and try again.' },
  'forecast.no_history': { kind: 'bad_request', message: 'No occupancy history yet: busy-day tips need past bookings.' },
  'restaurant.not_found': { kind: 'not_found', message: 'Restaurant not found' },
  'reservation.restaurant_not_found': { kind: 'not_found', message: 'Restaurant not found' },
  'reservation.not_found': { kind: 'not_found', message: 'Reservation not found or access denied' },
  'reservation.past': { kind: 'bad_request', message: 'Date cannot be in the past' },
  'reservation.too_far_ahead': { kind: 'bad_request', message: 'Bookings can be made at most 365 days ahead' },
  'reservation.closed': { kind: 'bad_request', message: 'The restaurant is closed at this time' },
  'reservation.slot_full': { kind: 'conflict', message: 'No tables available at this time' },
  // A booking asked for again (ADR 024): the answer names nothing of it, the link goes to its email.
  'reservation.already_held': { kind: 'conflict', message: "You already hold this table. We've emailed you the link to it." },
  'waitlist.already_joined': { kind: 'conflict', message: "You are already on the waitlist for this time. We've emailed you the link to it." },
  'booking.key_reused': { kind: 'unprocessable_content', message: 'This request key was already used for a different booking.' },
  'owner.replay_key_reused': { kind: 'unprocessable_content', message: 'This action key was already used for another action.' },
  // A venue's staff (ADR 127): their access, and the owner's invitations.
  'staff.access_removed': { kind: 'forbidden', message: "Your access to this venue has been removed. Ask the venue's owner if this is a mistake." },
  'staff.invitation_invalid': { kind: 'not_found', message: "This invitation is no longer valid. Ask the venue's owner to send a new one." },
  'staff.invitation_expired': { kind: 'bad_request', message: "This invitation has expired. Ask the venue's owner to send it again." },
  'staff.invitation_other_email': {
    kind: 'forbidden',
    message: 'This invitation was sent to another email address. Sign out, then open the link from the email again.',
  },
  'staff.already_has_access': { kind: 'conflict', message: 'This person already has access to the chosen venues' },
  'staff.not_found': { kind: 'not_found', message: 'Staff member not found' },
  'staff.invitation_not_found': { kind: 'not_found', message: 'Invitation not found' },
  'reservation.cancel_not_allowed': { kind: 'forbidden', message: "Not allowed: This reservation can't be cancelled (status or email mismatch)." },
  'waitlist.not_found': { kind: 'not_found', message: 'Waitlist entry not found' },
  'waitlist.offer_expired': { kind: 'bad_request', message: 'This offer has expired' },
  'payment.already_paid': { kind: 'conflict', message: 'This deposit has already been paid' },
  'payment.cancelled': { kind: 'bad_request', message: 'This reservation has been cancelled. Please book again.' },
  'payment.hold_expired': { kind: 'bad_request', message: 'This reservation hold has expired. Please book again.' },
  'payment.not_required': { kind: 'bad_request', message: 'This reservation does not need a deposit' },
  'payment.session_failed': { kind: 'bad_request', message: 'Failed to create payment session' },
  'payment.unavailable': { kind: 'bad_request', message: 'No payment URL returned' },
  'webhook.bad_signature': { kind: 'bad_request', message: 'Invalid Stripe signature', wordings: { missing: 'Missing Stripe signature' } },
  // Billing: plans, subscription checkout, customer portal, paywalls (ADR 056–058, SPEC §8 Checkout and Portal).
  'billing.checkout_unavailable': { kind: 'bad_request', message: 'Checkout unavailable. Please try again.' },
  'billing.checkout_failed': { kind: 'bad_request', message: 'Failed to create checkout session. Please try again.' },
  'billing.already_subscribed': { kind: 'conflict', message: 'You already have this plan. Use Manage Subscription to change or cancel it.' },
  'billing.portal_failed': { kind: 'bad_request', message: 'Failed to open subscription management. Please try again.' },
  'billing.no_customer': { kind: 'bad_request', message: 'There is no subscription to manage yet. Please subscribe first.' },
  // A capability the caller's plans do not unlock (ADR 104): the code names the plan to buy, the API adds it as `data.plan`.
  'billing.restaurant_required': { kind: 'forbidden', message: 'Subscription required — Please subscribe to the Restaurant plan (€29/month)' },
  'billing.stays_required': { kind: 'forbidden', message: 'Subscription required — Please subscribe to the Stays plan (€79/month)' },
  'billing.sommelier_required': { kind: 'forbidden', message: 'Subscription required — Please subscribe to use AI Sommelier' },
  'billing.citypacks_required': { kind: 'forbidden', message: 'Subscription required — Please subscribe to use AI City Packs' },
  'stay.not_found': { kind: 'not_found', message: 'Property not found' },
  'stay.booking_not_found': { kind: 'not_found', message: 'Booking not found or access denied' },
  'stay.invalid_parameters': { kind: 'bad_request', message: 'Invalid booking parameters. Please start from the search page.' },
  'stay.past': { kind: 'bad_request', message: 'Date cannot be in the past' },
  'stay.too_far_ahead': { kind: 'bad_request', message: 'Bookings can be made at most 365 days ahead' },
  'stay.too_long': { kind: 'bad_request', message: 'A stay can be at most 30 nights' },
  'stay.no_availability': { kind: 'conflict', message: 'This room is no longer available for the selected dates. Please try other dates.' },
  'stay.already_held': { kind: 'conflict', message: "You already hold this room for these dates. We've emailed you the link to it." },
  'stay.update_failed': { kind: 'bad_request', message: 'Failed to update booking' },
  'stay.cancel_not_allowed': { kind: 'forbidden', message: "Not allowed: This booking can't be cancelled." },
  'stay.cancel_after_check_in': { kind: 'forbidden', message: 'A stay can be cancelled only before its check-in day. Please contact the property.' },
  'stay.review_not_allowed': { kind: 'bad_request', message: 'You can review your stay after check-out.' },
  'stay.room_type_unpriced': { kind: 'bad_request', message: 'This room type has no price yet, so it cannot be booked. Please choose another room.' },
  // Owner onboarding (ADR 067)
  'onboarding.email_unverified': {
    kind: 'forbidden',
    message: 'Please confirm your email address before listing a venue. Check your inbox for the link we sent you.',
  },
  'onboarding.price_required': { kind: 'bad_request', message: 'Give the room type a price above 0 before going live.' },
  'onboarding.invalid_hours': {
    kind: 'bad_request',
    message: 'Opening hours must give each day (mon to sun) as {"open": "HH:MM", "close": "HH:MM"} or null when closed',
  },
  // Owner dashboard, Restaurant tab (ADR 061).
  'reservation.transition_not_allowed': { kind: 'conflict', message: "This reservation's status does not allow that change" },
  'reservation.seat_not_today': { kind: 'conflict', message: 'A reservation can only be marked as seated on its day' },
  'waitlist.promote_not_allowed': { kind: 'conflict', message: 'This guest is no longer waiting' },
  'owner.invalid_configuration': { kind: 'bad_request', message: 'Blocked tables cannot exceed total tables' },
  // Owners' notifications (ADR 119): a subscription must name a push service (https) or the local push endpoint.
  'push.invalid_endpoint': { kind: 'bad_request', message: 'Invalid subscription endpoint' },
  'push.unavailable': { kind: 'bad_request', message: 'Notifications are not set up on this server' },
  'push.too_many_devices': { kind: 'conflict', message: 'This venue already notifies 20 devices: turn notifications off on one first' },
  // Owner Stays tab (ADR 064–066): room types, rooms and settings.
  'owner_stays.blocked_exceeds_total': { kind: 'bad_request', message: 'Blocked rooms cannot exceed total rooms' },
  'owner_stays.room_code_taken': { kind: 'conflict', message: 'A room with this code already exists' },
  'owner_stays.room_type_not_found': { kind: 'not_found', message: 'Room type not found' },
  'owner_stays.room_not_found': { kind: 'not_found', message: 'Room not found' },
  // Channel calendars a room imports (ADR 125).
  'owner_stays.feed_url_invalid': { kind: 'bad_request', message: 'Paste the calendar address the channel gives you: it starts with https://' },
  'owner_stays.feed_exists': { kind: 'conflict', message: 'This room already imports that calendar' },
  'owner_stays.feed_limit': { kind: 'conflict', message: 'A room imports at most 5 calendars: remove one first' },
  'owner_stays.feed_not_found': { kind: 'not_found', message: 'Calendar not found' },
  // Venue photos (ADR 059)
  'photo.upload_failed': { kind: 'bad_request', message: 'Upload failed' },
  'photo.limit_reached': { kind: 'conflict', message: 'Photo limit reached. Remove a photo to add another.' },
  'photo.invalid_type': { kind: 'bad_request', message: 'This file is not a JPEG, PNG or WebP image' },
  'photo.too_large': { kind: 'bad_request', message: 'A photo can be at most 10 MB' },
  'photo.too_many_pixels': { kind: 'bad_request', message: 'A photo can be at most 16384 × 16384 pixels' },
  'photo.not_found': { kind: 'not_found', message: 'Photo not found' },
  // Reviews and public feedback (ADR 070-071).
  'review.invalid_link': { kind: 'bad_request', message: 'Invalid access link' },
  'review.reservation_not_found': { kind: 'not_found', message: 'Reservation not found' },
  'review.not_yet': { kind: 'bad_request', message: 'You can review your visit once it has taken place.' },
  'feedback.future_date': { kind: 'bad_request', message: 'Visit date cannot be in the future' },
  // The trip: a stay with its dinners (ADR 112).
  'trip.not_found': { kind: 'not_found', message: 'Trip not found or access denied' },
  'trip.table_taken': { kind: 'conflict', message: 'A table you chose has just been taken, so nothing was held. Please choose another time or restaurant.' },
  'trip.evening_outside_stay': { kind: 'bad_request', message: 'Dinners can be added only on the evenings of your stay.' },
  'trip.other_town': { kind: 'bad_request', message: 'This restaurant is not in the town of your stay.' },
  'trip.stay_not_active': { kind: 'bad_request', message: 'Dinners can be added only to a stay that is held or confirmed.' },
  'trip.party_too_large': { kind: 'bad_request', message: 'Tables can be booked for at most 12 guests.' },
  'trip.one_dinner_per_evening': { kind: 'bad_request', message: 'A trip holds one dinner per evening: choose one table for each evening.' },
  // Admin console (ADR 073)
  'admin.owner_not_found': { kind: 'not_found', message: 'Owner not found' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export const isErrorCode = (v: unknown): v is ErrorCode => typeof v === 'string' && Object.hasOwn(ERROR_CATALOGUE, v);

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly kind: DomainErrorKind;
  readonly details?: Record<string, unknown>;

  /** `message` defaults to the catalogue text; a call site may pass a more specific English one. */
  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'DomainError';
    this.code = code;
    this.kind = ERROR_CATALOGUE[code].kind;
    this.details = details;
  }
}

/**
 * A refusal about one input field (`field`: its name in the procedure's input): the API reports it
 * among the field errors, so a form shows it at the field rather than as a toast.
 */
export class FieldError extends DomainError {
  readonly field: string;
  constructor(code: ErrorCode, field: string, message?: string) {
    super(code, message);
    this.field = field;
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
