import { eur, fmtDate } from '../facts';
import type { ChatTexts } from './types';

const day = (date: string) => fmtDate('en', date);
const money = (n: number) => eur('en', n);
const DIET_EN = { vegan: 'vegan', vegetarian: 'vegetarian', gluten_free: 'gluten-free' } as const;
const people = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;
const stayGuests = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;
const span = (checkIn: string, checkOut: string) => `${day(checkIn)} – ${day(checkOut)}`;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DIET: Record<string, string> = { vegan: 'vegan', vegetarian: 'vegetarian', gluten_free: 'gluten-free' };

export const en: ChatTexts = {
  // actions.ts
  people,
  forParty: (n) => ` for ${people(n)}`,
  bookQuestion: (t) => `Book ${t.venue}, ${day(t.date)} at ${t.time}, ${people(t.party)}? (Saying yes accepts the privacy policy.) Yes / No`,
  askVenue: (names) => `Which restaurant would you like a table at? For example: ${names.join(', ')}.`,
  askDay: (venue) => `Which day would you like a table at ${venue}? Please write it like 8 December or 8. 12.`,
  partyOutOfRange: (venue, f, party) =>
    `A table at ${venue} can be booked for ${f.partyMin} to ${f.partyMax} guests; for ${party}, contact the restaurant directly.`,
  dayOutOfRange: (venue, date, daysAhead) => `${venue}: ${day(date)} cannot be booked — you can book from today up to ${daysAhead} days ahead.`,
  notSlot: (s, f) =>
    `${s.when}: ${s.time} is not a booking time (every ${f.slotStepMinutes} minutes from ${f.firstSlot} to ${f.lastSlot}). Free times${s.forParty}: ${s.times.join(', ') || 'none'}.`,
  slotFree: (s) => `${s.when}: ${s.time} is free${s.forParty}.${s.times.length ? ` Also free: ${s.times.join(', ')}.` : ''}`,
  slotPast: 'has passed',
  slotClosed: 'the restaurant is closed',
  slotTooFar: 'cannot be booked: it is more than 365 days ahead',
  slotFull: 'is full',
  slotTaken: (s, why, waitlist) =>
    `${s.when}: ${s.time} ${why}. Free times${s.forParty}: ${s.times.join(', ') || 'none that day'}.${waitlist ? ' You can join the waitlist for that time.' : ''}`,
  freeTimes: (when, forParty, times) => `${when}: free times${forParty}: ${times.join(', ')}.`,
  noFreeTable: (when) => `${when}: no free table that day. Try another day, or join the waitlist.`,
  bookLabel: (venue, time) => `Book ${venue} at ${time}`,
  bookAt: (href) => `Book it at ${href} (signed in with a proven email, you can book right here).`,
  askPartyAndTime: 'For how many guests, and at what time?',
  askTime: (href) => `At what time? Or book at ${href}.`,
  waitlistLabel: 'My waitlist place',
  waitlisted: (t) =>
    `${t.venue} is full at ${t.time}, so you are on the waitlist (${day(t.date)}, ${people(t.party)}). Your place in line is behind the link below.`,
  payDepositLabel: 'Pay the deposit',
  booked: (t) =>
    `Booked: ${t.venue}, ${day(t.date)} at ${t.time}, ${people(t.party)} — awaiting the ${money(t.depositEur)} deposit. Pay it within ${t.holdMinutes} minutes.`,
  bookingFailed: (message) => `The booking did not go through: ${message}`,

  // own-bookings.ts
  myReservationsLabel: 'My Reservations',
  signInForReservations:
    'Please sign in (with a proven email) to see your reservations; a magic link sent to your email signs you in without a password. My Reservations lists and cancels them, and I can list them here.',
  noUpcoming: (email) => `You have no upcoming reservations under ${email} that can be cancelled.`,
  cancelQuestion: (line) => `Cancel ${line}? Yes / No`,
  upcomingHead: (n) => `Your upcoming reservations (${n}):`,
  cancelHint: 'To cancel one, say e.g. "cancel the second one".',
  reservationGone: 'I cannot find that reservation any more.',
  cancelled: (venue, date, time) => `Cancelled: ${venue}, ${day(date)} ${time}.`,

  // stays.ts
  span,
  stayGuests,
  inCity: (city) => ` in ${city}`,
  noFreeRooms: (where, dates, who) => `No free rooms${where} for ${dates}, ${who}. Try other dates.`,
  roomLabel: (property, room) => `Book ${property}: ${room}`,
  roomLine: (r) => `- ${r.property}, ${r.city}: ${r.room} ${money(r.pricePerNight)}/night (${r.available} free)`,
  freeRoomsHead: (where, dates, who) => `Free rooms${where}, ${dates}, ${who}:`,

  // stay-booking.ts
  stayQuestion: (d) => `Book ${d.roomTypeName} at ${d.propertyName}, ${span(d.checkIn, d.checkOut)}, ${stayGuests(d.guests)}? Yes / No`,
  noRoomFree: (when) => `${when}: no room free. Try other dates.`,
  roomFree: (when, room, others) =>
    `${when}: ${room.name} is free, ${money(room.pricePerNight)}/night, ${money(room.total)} in all.${others.length ? ` Also free: ${others.join(', ')}.` : ''}`,
  stayBooked: (d, depositEur, holdMinutes) =>
    `Booked: ${d.roomTypeName} — ${d.propertyName}, ${span(d.checkIn, d.checkOut)}, ${stayGuests(d.guests)} — awaiting the ${money(depositEur)} deposit. Pay it within ${holdMinutes} minutes.`,

  // venue-facts.ts
  openNow: (venue, open, rest) => `${venue} is ${open ? 'open' : 'closed'} now. ${rest}`,
  onWeekdays: (d) => `on ${DAYS[d]}s`,
  onDate: (date) => `on ${day(date)}`,
  noHours: (venue) => `${venue} has not set its opening hours on TableStay; please check with the venue.`,
  closedOn: (venue, when) => `${venue} is closed ${when}.`,
  openOn: (venue, when, from, to) => `${venue} is open ${when} from ${from} to ${to}.`,
  closedAllDay: 'closed',
  weekday: (d) => DAYS[d]!,
  weekHours: (venue, days) => `${venue}'s opening hours: ${days.join(', ')}.`,
  petsAllowed: (venue) => `Yes: pets are allowed at ${venue}.`,
  petsBanned: (venue) => `No: ${venue} does not allow pets.`,
  hasAmenity: (venue, amenity) => `Yes: ${venue} has ${amenity}.`,
  venueAddress: (venue, address) => `${venue} is at ${address}.`,
  servesDiet: (venue, diet) => `Yes: ${venue} serves ${DIET_EN[diet]} dishes.`,
  lacksDiet: (venue, diet) => `${venue} does not list ${DIET_EN[diet]} dishes; please check with the restaurant.`,
  roomPrice: (roomType, price, capacity) => `${roomType} ${price}/night (up to ${capacity} ${capacity === 1 ? 'guest' : 'guests'})`,
  fromPerNight: (n) => ` — from ${money(n)}/night`,
  roomPrices: (property, prices) => `Rooms at ${property}: ${prices.join(', ')}.`,
  roomsFor: (property, party, prices) => `Rooms at ${property} for ${people(party)}: ${prices.join(', ')}.`,
  noRoomFits: (property, party) => `No room at ${property} sleeps ${people(party)}; book two rooms or ask the property.`,
  noRoomTypes: (property) => `${property} has no rooms for sale right now.`,
  restaurantOverview: (venue, cuisine, city, address) =>
    `${venue} is ${cuisine ? `a ${cuisine} restaurant` : 'a restaurant'} in ${city}, at ${address}. Ask me for a free table, its opening hours or its deposit.`,
  stayOverview: (property, city, address) => `${property} is a place to stay in ${city}, at ${address}.`,
  lacksAmenity: (venue, amenity) => `${venue} does not list ${amenity} among its amenities; please check with the venue.`,
  stayTimes: (venue, address, contactEmail) =>
    `${venue} sets its own check-in and check-out times; TableStay does not hold them. Ask the property directly (address: ${address}); for help, write to ${contactEmail}.`,
  stayTimesAny: (contactEmail) =>
    `Each property sets its own check-in and check-out times; TableStay does not hold them. Ask the property directly (its address is on its TableStay page); for help, write to ${contactEmail}.`,

  // policy.ts
  affiliate: (f) =>
    `Yes: affiliates earn a ${f.affiliatePercent}% lifetime recurring commission on the subscriptions of the customers they refer. Sign-up and payouts are at ${f.affiliateUrl}.`,
  planRefund:
    'There are no refunds for partial months: you can cancel a subscription at any time in the customer portal (Manage Subscription), and access is kept until the end of the billing period.',
  planCancel: (f) =>
    `You manage or cancel a subscription in the customer portal (Manage Subscription, under Settings in the Dashboard); access is kept until the end of the billing period, with no refunds for partial months. To change plans, subscribe to the other one on the Plans page (Restaurant ${money(f.plans.restaurant)}, Stays ${money(f.plans.stays)} a month) and cancel the old one.`,
  addonPrices: (f) =>
    `Two add-ons, ${money(f.plans.sommelier)} a month each: AI Sommelier suggests wines and cocktails for a dish (with your budget and taste), and AI City Packs plans a city day by day (1 to 7 days, by your interests). Subscribe on the Plans page.`,
  addon: (f, which) =>
    which === 'sommelier'
      ? `The AI Sommelier add-on (${money(f.plans.sommelier)} a month) suggests a wine and a cocktail for any dish, within your budget and to your taste. Subscribe on the Plans page.`
      : `The AI City Packs add-on (${money(f.plans.citypacks)} a month) builds a day-by-day itinerary for a Slovenian town or city: 1 to 7 days, by your interests. Subscribe on the Plans page.`,
  restaurantPlan: (f) =>
    `The Restaurant plan costs ${money(f.plans.restaurant)} a month. It includes your restaurant listed for bookings, the dashboard with reservations and occupancy analytics, the waitlist and deposits, feedback with its QR code, photos, and the AI review analysis and busy-day suggestions. With rooms as well, add the Stays plan (${money(f.plans.stays)} a month).`,
  staysPlan: (f) =>
    `The Stays plan costs ${money(f.plans.stays)} a month. It includes your properties listed with their room types, stay bookings with deposits, booking and occupancy analytics, check-ins and check-outs, reviews, photos, calendar sync with other channels, and the AI review analysis and busy-day suggestions. With a restaurant as well, add the Restaurant plan (${money(f.plans.restaurant)} a month).`,
  plans: (f) =>
    `The Restaurant plan costs ${money(f.plans.restaurant)} a month and the Stays plan ${money(f.plans.stays)} a month (each lists your venue for bookings, with its dashboard and the AI review analysis and busy-day suggestions); the AI Sommelier and AI City Packs add-ons ${money(f.plans.sommelier)} a month each. A restaurant with rooms takes both plans. There is no free trial: a plan starts with its first payment.`,
  roomDeposit: (f, amount) =>
    `Booking a room takes a deposit of ${amount}, once per booking (not per night), paid by card within ${f.holdMinutes} minutes; the room is held for you that long. It goes directly to the property; TableStay holds no customer funds.`,
  longestStay: (f) =>
    `One stay booking can be for up to ${f.maxNights} nights, with check-in up to ${f.daysAhead} days ahead; for a longer stay, book again from the last night.`,
  ageLimit: (f) => `You must be at least ${f.minAge} years old to use TableStay; it is not meant for children under ${f.minAge}.`,
  passwordReset: (f) =>
    `On the sign-in page choose "Forgot password?", enter your email and open the link we send you to set a new password (at least ${f.passwordMin} characters). You can also sign in with a magic link sent to your email.`,
  deleteAccount: (contactEmail) =>
    `To delete your account and its personal data, write to ${contactEmail} from the account's email. Reservation records are kept for 7 years; an account inactive for 3 years is deleted on its own.`,
  billingProblem: (f, supportEmail) =>
    `TableStay charges owners ${money(f.plans.restaurant)} a month for the Restaurant plan, ${money(f.plans.stays)} for the Stays plan and ${money(f.plans.sommelier)} for each add-on (AI Sommelier, AI City Packs). For a billing problem (a double or wrong charge, an invoice), write to ${supportEmail} with your account's email and the date of the charge. Your invoices and payment details are in the customer portal (Manage Subscription); a deposit is paid to the venue, so settle a deposit charge with the venue.`,
  ownerPhotos: (f) =>
    `In the Dashboard, open Settings, then Photos: Add photos (up to ${f.photoCaps.restaurant} for a restaurant, ${f.photoCaps.property} for a property; JPEG, PNG or WebP) or Remove one; guests see them on your page.`,
  ownerHours:
    'In the Dashboard, open Settings, then Opening hours: set each day’s opening and closing time (or closed) and Save. Tables can be booked only within them.',
  ownerPromote:
    'In the Dashboard, open Reservations: each entry on the Waitlist has a Promote button, which turns the guest’s entry into a reservation for that day.',
  ownerDepositLink:
    'In the Dashboard, open Settings, then Deposit payment link: paste your payment link (an https address) and Save; guests pay the deposit there.',
  ownerQr:
    'In the Dashboard, open Settings: the Feedback QR code card shows the code guests scan to leave feedback on your venue; Download PNG saves it for printing.',
  ownerNotifications:
    'In the Dashboard, open Settings, then Notifications, tap Enable on this device and choose what to be told about (a new booking, a cancellation). While the console is open, new bookings also appear live.',
  ownerReservations:
    'In the Dashboard, Reservations lists today’s reservations: Confirm one that is pending or awaiting a deposit the guest paid through your own link, tap Seated when the guest arrives, and on the Waitlist Promote turns a waiting guest into a reservation. For a property, Bookings on the Stays tab has Confirm, Check in, Check out and Cancel.',
  ownerReviews:
    'In the Dashboard, Feedback shows the month’s reviews and feedback with the average rating and the positive and negative counts. There the AI Review Analyzer (Analyze latest reviews) gives strengths, issues and action tips, and Busy Day Suggestions (Generate tips) a 14-day forecast with actions. A property’s reviews are under Reviews on the Stays tab. Both are included in the plan, at no extra charge. Replying to a review is not offered.',
  ownerSettings:
    'In the Dashboard, Settings holds Restaurant details (description, cuisine, menu link, dietary options), Table management (Total tables, Blocked tables, then Save tables) and the opening hours; each card has its own Save. For a property, Settings on the Stays tab holds its description, address, amenities, Blocked rooms (rooms off sale, e.g. for repairs) and Room Types, where Add room type sets a name, capacity and price per night.',
  ownerCalendar:
    'On the Stays tab, Settings has Calendar sync. Copy each room’s (or room type’s) calendar address into Booking.com’s or Airbnb’s calendar import, so nights sold here close there; and under each room paste the iCal address the channel gives you and tap Import, so nights sold there close here. Sync now refreshes it, and a double booking is shown.',
  bookingChange: (supportEmail) =>
    `A booking’s day, time or party size cannot be changed in place: cancel it in My Reservations and book again, with a new deposit (a refund of the first is between you and the venue). The same goes for a stay’s dates and guests. A wrong email or name on a booking: write to ${supportEmail}.`,
  bookingConfirmed:
    'A reservation is confirmed once its deposit is paid: you get a “Reservation confirmed” email (for a stay, “Stay confirmed”) and My Reservations shows it as confirmed. No email? Look in your spam folder, or sign in with a magic link and find it in My Reservations, where Add to Calendar saves it to your phone’s calendar.',
  about: (supportEmail) =>
    `TableStay books restaurant tables and stays in Slovenia: you find a venue, book, pay the deposit directly to the venue, join a waitlist when it is full and review your visit. It runs in your browser, on a phone or a computer. For anything else, write to ${supportEmail}.`,
  ownerStaff:
    'In the Dashboard, tap Staff: invite a person by email to one or more of your venues as Host (bookings, waitlist, seating, check-in and out) or Manager (also settings, rooms, photos, reviews and AI tools). They accept from the email and sign in as themselves; Remove access locks them out at once. Staff seats are included in your plan.',
  offer: (f) =>
    `When a table frees up, it is offered to the guests on the waitlist first come, first served, by email; the offer is valid for ${f.offerMinutes} minutes, then the table goes to the next guest.`,
  awaitingDeposit: (f) =>
    `"Awaiting deposit" means the table is held while you pay the deposit (${f.holdMinutes} minutes); once it is paid, the reservation is confirmed.`,
  hold: (f) =>
    `You have ${f.holdMinutes} minutes to pay the deposit; the table (or room) is held for you that long, then the reservation expires and it is released: book again if you still want it.`,
  depositRefund:
    'A deposit refund is between you and the venue: contact the restaurant or property directly, as their own terms decide, because the contract is between guest and partner; you can cancel a pending, awaiting-deposit or confirmed reservation in My Reservations.',
  depositWho: 'The deposit is paid directly to the restaurant or property; TableStay holds no customer funds and charges no hidden platform fees.',
  fees: (deposits) =>
    `There are no hidden fees: a table only takes a ${deposits} deposit, paid directly to the restaurant or property; TableStay holds no customer funds.`,
  depositHow: (f, deposits) =>
    `You pay the deposit (${deposits}) by card on the deposit page, within ${f.holdMinutes} minutes of booking; the reservation is then confirmed.`,
  deposit: (f, amount, venue) =>
    `The deposit for a table${venue === null ? '' : ` at ${venue}`} is ${amount}, paid by card within ${f.holdMinutes} minutes of booking. It goes directly to the venue; TableStay holds no customer funds.`,
  payToBook: (f, amount, venue) =>
    `To confirm a table${venue === null ? '' : ` at ${venue}`} you pay a ${amount} deposit by card, within ${f.holdMinutes} minutes; nothing else is charged.`,
  stayGuestLimit: (f) => `A stay booking can be for 1 to ${f.stayGuestsMax} guests.`,
  stayFlow: (f, deposit) =>
    `A stay booking is awaiting its deposit (${deposit}, once per booking) until you pay it by card (within ${f.holdMinutes} minutes), then confirmed, then checked in on arrival and checked out when you leave.`,
  cancellable:
    'Reservations that are pending, awaiting deposit or confirmed can be cancelled, in My Reservations; the email must match the booking. A paid deposit’s refund is between you and the venue: ask it directly.',
  cancelHow:
    'You cancel a reservation in My Reservations, signed in: pending, awaiting-deposit and confirmed reservations can be cancelled. A deposit refund is between you and the venue.',
  privacyContact: (contactEmail) =>
    `Write to ${contactEmail} about your personal data (to see, correct or delete it, or any GDPR request), saying which account or booking it concerns.`,
  aiProviders:
    'This chat may use an external, third-party AI provider to answer, as the Privacy Policy says; conversations with the AI are kept 90 days, and we never sell your data.',
  noSale:
    'We never sell your personal data, to advertisers or anyone else: a restaurant or property gets only the booking details and contacts it needs to serve your booking.',
  stayCancel:
    'You cancel a stay in My Reservations, signed in, only before its check-in day; from the check-in day on it can no longer be cancelled here, so contact the property. A deposit refund is between you and the property.',
  daysAhead: (f) => `You can book up to ${f.daysAhead} days ahead.`,
  partyLimit: (f) => `A table can be booked for ${f.partyMin} to ${f.partyMax} guests; for a larger group, contact the restaurant directly.`,
  bookingTimes: (f) =>
    `Tables can be booked every ${f.slotStepMinutes} minutes from ${f.firstSlot} to ${f.lastSlot}, within the restaurant’s opening hours; a time in the past cannot be booked.`,
  bookHow: (f) =>
    `Open Book a Table, choose the restaurant, date, time (${f.firstSlot}–${f.lastSlot}) and party size (${f.partyMin}–${f.partyMax}), enter your name and email and confirm; you don't need an account. Or tell me here the restaurant, day, time and party size.`,
  waitlist: (f) =>
    `When a restaurant is full at your time, you can join its waitlist: you get a position and an estimated wait, and when a table frees up it is offered first come, first served, by email, valid for ${f.offerMinutes} minutes; then it goes to the next guest.`,

  // concierge.ts, service.ts
  dontKnow: (supportEmail) =>
    `I don't know that. I can help with deposits, booking and free times, the waitlist, cancellations, plans and privacy, and find restaurants and stays by city or cuisine. For anything else, write to ${supportEmail}.`,
  refuse: (supportEmail) =>
    `I can't do that: I don't reveal how I am set up, passwords or other guests' data, and I don't give discounts. For anything else, write to ${supportEmail}.`,
  nothingToConfirm: 'There is nothing for me to confirm right now. Tell me which restaurant or stay, the day and for how many, and I will look.',
  cannotConfirm: 'I can no longer confirm that — please ask again.',
  nothingChanged: 'All right, nothing was booked or changed.',

  // tools.ts
  notRestaurant: (name) => `${name} is not a restaurant listed on TableStay.`,
  notStay: (name) => `${name} is not a stay listed on TableStay.`,
  roomNotFree: (room, property) => `${room} at ${property} is not free for those dates.`,

  // answer.ts
  language: 'English',
  searched: (s) => {
    const what = [...s.diets.map((d) => DIET[d]), ...s.named.map((n) => n.value)].join(', ');
    const noun = s.kind === 'stays' ? 'stays' : s.kind === 'dining' ? 'restaurants' : 'places';
    const extra = `${s.amenities.length ? ` with ${s.amenities.join(' and ')}` : ''}${s.pets ? ' that allow pets' : ''}`;
    return `${what ? `${what} ` : ''}${noun}${extra}${s.city ? ` in ${s.city}` : ''}`;
  },
  noVenues: (asked) => `No ${asked} are listed on TableStay yet. Try another city or cuisine.`,
  venuesHead: (asked, n) => `${asked.charAt(0).toUpperCase()}${asked.slice(1)} on TableStay (${n}):`,
  more: 'More',
  noAnswer: (contactEmail) =>
    `I could not find that in TableStay's help. I can help with booking, deposits, the waitlist, cancellations, plans and privacy, and find restaurants and stays by city or cuisine, e.g. "vegan restaurants in Ljubljana". For anything else, write to ${contactEmail}.`,
};
