/**
 * What a chat message can ask (ADR 126): each intent with what it means. The classifier
 * (`classify.ts`) learns them from the example utterances in `examples-en.ts` and `examples-sl.ts`;
 * the policy intents are answered from the product's facts (policy.ts); the others (venue search, a
 * table, the user's bookings, a venue's hours, `other`) have no policy answer, and the engine's own
 * lookups take the message.
 */
const INTENTS = {
  // Guests: tables, deposits, the waitlist.
  deposit: 'Whether a table booking needs a deposit and how much it is.',
  'room-deposit': 'Whether booking a room (a stay) needs a deposit and how much it is.',
  'deposit-how': 'How a deposit is paid (by card, on the deposit page).',
  'deposit-who': 'Who receives the deposit money (the venue, not the platform).',
  'deposit-refund': 'Whether and how a paid deposit is refunded.',
  hold: 'How long a table or room is held while the deposit is unpaid, and what happens when it is not paid in time.',
  'awaiting-deposit': 'What the status "awaiting deposit" means.',
  fees: 'Whether there are hidden fees, booking fees or commissions for guests.',
  'pay-to-book': 'Whether booking a table costs anything / is free.',
  'book-how': 'How to book a table, step by step.',
  times: 'Which times can be booked: the booking time grid, earliest and latest slot.',
  ahead: 'How far in advance a table can be booked.',
  party: 'How many people a table booking can be for (party size limits, big groups).',
  waitlist: 'What the waitlist is and how joining it works when a restaurant is full.',
  offer: 'How long an offered table from the waitlist stays valid; being told when a table frees up.',
  cancellable: 'Which reservations (statuses) can be cancelled.',
  cancel: 'How to cancel a reservation (in general, not a specific one).',
  // Guests: stays.
  'stay-guests': 'How many guests one room booking can be for.',
  'stay-flow': 'What happens after booking a room: deposit, confirmation, check-in and check-out.',
  'stay-cancel': 'Cancelling a stay (a room booking): only before its check-in day; from then on, the property.',
  'longest-stay': 'The longest stay (most nights) that can be booked in one booking.',
  // Accounts and privacy.
  account: 'Signing up, signing in, the magic link.',
  'password-reset': 'A forgotten password and how to reset it.',
  'delete-account': 'Deleting one’s account and personal data.',
  'age-limit': 'The minimum age to use the platform; children.',
  privacy: 'How long data (account, reservations, chat conversations) is kept.',
  reviews: 'How guests review and rate a visit or stay.',
  'booking-change': 'Changing the day, time or party size of a reservation or stay already booked.',
  'booking-confirmed': 'How a guest knows a booking is confirmed; a confirmation email that did not arrive.',
  about: 'What TableStay is, whether there is an app, how to reach support.',
  // Owners: plans and billing.
  plans: 'The owners’ plans and prices in general (both plans).',
  'plan-restaurant': 'The restaurant plan: its price and what it includes.',
  'plan-stays': 'The stays plan: its price and what it includes.',
  addons: 'What the add-ons (AI Sommelier, AI City Packs) do and what they cost.',
  'subscription-cancel': 'How an owner cancels or manages a subscription.',
  'subscription-refund': 'Refunds of a subscription, partial months.',
  'billing-problem': 'A billing problem: charged twice, a wrong amount, an invoice question (goes to support).',
  affiliate: 'The affiliate / referral programme and its commission.',
  // Owners: running a venue.
  owners: 'How to list a restaurant or a property on the platform as an owner.',
  'owner-photos': 'How an owner adds or removes photos of the venue.',
  'owner-hours': 'How an owner sets or changes the venue’s opening hours.',
  'owner-promote': 'How an owner promotes a guest from the waitlist to a reservation.',
  'owner-deposit-link': 'How an owner sets the deposit payment link.',
  'owner-qr': 'The feedback QR code: how an owner creates and downloads it.',
  'owner-notifications': 'How an owner is notified of new bookings (push, the live console).',
  'owner-staff': 'Staff logins: how an owner gives hosts and managers their own login, and removes it.',
  'owner-reservations': 'How an owner works the day’s bookings: confirm, seat, check in and out, cancel.',
  'owner-reviews': 'Where an owner reads reviews and feedback; the AI review analysis and busy-day suggestions.',
  'owner-calendar': 'Calendar sync of a property’s rooms with Booking.com, Airbnb and other channels (iCal export and import, double bookings).',
  'owner-settings': 'How an owner edits the venue’s details (description, cuisine, tables) or a property’s room types.',
  // Routing: the engine's own lookups answer these.
  'venue-search': 'Finding restaurants or stays by town, cuisine, diet or amenity.',
  table: 'A table at a named restaurant: free times on a day, or booking one.',
  mine: 'The user’s own reservations: listing them, or cancelling one of them.',
  'venue-hours': 'When a named venue is open (a day, today, the week).',
  'venue-amenities': 'Whether a named venue has parking, wifi, allows pets and the like.',
  'stay-times': 'Check-in and check-out times.',
  // Neither: what the product has no answer for (jokes, poems, the weather, newsletters); "I don't know" with the contact address.
  other: 'Anything the booking platform does not answer: jokes, poems, the weather, news, maths, email newsletters.',
} as const;

export type IntentId = keyof typeof INTENTS;
