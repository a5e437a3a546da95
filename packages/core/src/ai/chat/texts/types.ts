import type { ProductFacts } from '../facts';
import type { StayDraft } from '../stay-booking';
import type { VenueQuestion } from '../venues';

/** A table asked for or booked: the venue's name, the day ('YYYY-MM-DD'), the time and the party. */
interface TableFacts {
  venue: string;
  date: string;
  time: string;
  party: number;
}

/** An availability answer's opening: "Zeleni Vrt, Saturday 5 December", the time asked, " for 2 guests" (or ''), and times to offer. */
interface SlotFacts {
  when: string;
  time: string;
  forParty: string;
  times: string[];
}

/** A venue search as the answer words it (ADR 117): what was asked, the amenities already in the language. */
export interface Searched {
  kind: VenueQuestion['kind'];
  city: string | null;
  diets: string[];
  /** The cuisines, then the tags; `other`: a cuisine no venue lists, with its Slovenian adjective (venues.ts OTHER_CUISINES). */
  named: { value: string; other?: { sl: string } }[];
  amenities: string[];
  pets: boolean;
}

/**
 * Every reply text of the chat's embedded engine in one language: en.ts and sl.ts implement it, so a
 * language without a text fails the typecheck. Cue words the engine matches questions on are not here.
 */
export interface ChatTexts {
  // actions.ts: a table's availability, the booking after a yes
  /** "2 osebi" / "2 guests". */
  people(n: number): string;
  /** " for 2 guests" after an availability answer's day. */
  forParty(n: number): string;
  bookQuestion(t: TableFacts): string;
  askDay(venue: string): string;
  /** A table asked for at no venue named: which restaurant, with some listed ones. */
  askVenue(names: string[]): string;
  partyOutOfRange(venue: string, f: ProductFacts, party: number): string;
  dayOutOfRange(venue: string, date: string, daysAhead: number): string;
  notSlot(s: SlotFacts, f: ProductFacts): string;
  /** `times`: the other free times near it. */
  slotFree(s: SlotFacts): string;
  /** Why a slot cannot be booked, as `slotTaken`'s `why`. */
  slotPast: string;
  slotClosed: string;
  slotTooFar: string;
  slotFull: string;
  slotTaken(s: SlotFacts, why: string, waitlist: boolean): string;
  freeTimes(when: string, forParty: string, times: string[]): string;
  noFreeTable(when: string): string;
  bookLabel(venue: string, time: string): string;
  /** Where to book for a guest the chat cannot book for (a table or a room). */
  bookAt(href: string): string;
  askPartyAndTime: string;
  askTime(href: string): string;
  waitlistLabel: string;
  waitlisted(t: TableFacts): string;
  payDepositLabel: string;
  booked(t: TableFacts & { depositEur: number; holdMinutes: number }): string;
  /** A table or a room the booking core refused, with its message. */
  bookingFailed(message: string): string;

  // own-bookings.ts: the guest's own reservations, cancelling one
  myReservationsLabel: string;
  signInForReservations: string;
  noUpcoming(email: string): string;
  cancelQuestion(line: string): string;
  upcomingHead(n: number): string;
  cancelHint: string;
  reservationGone: string;
  cancelled(venue: string, date: string, time: string): string;

  // stays.ts: rooms free for dates
  /** The nights of a stay: "12. 12.–14. 12." / "Saturday 12 December – Monday 14 December". */
  span(checkIn: string, checkOut: string): string;
  /** "2 gosta" / "2 guests". */
  stayGuests(n: number): string;
  /** " (Ljubljana)" / " in Ljubljana". */
  inCity(city: string): string;
  noFreeRooms(where: string, dates: string, who: string): string;
  roomLabel(property: string, room: string): string;
  roomLine(r: { property: string; city: string; room: string; pricePerNight: number; available: number }): string;
  freeRoomsHead(where: string, dates: string, who: string): string;

  // stay-booking.ts: a room at a named property, booked after a yes
  stayQuestion(d: StayDraft): string;
  noRoomFree(when: string): string;
  roomFree(when: string, room: { name: string; pricePerNight: number; total: number }, others: string[]): string;
  stayBooked(d: StayDraft, depositEur: number, holdMinutes: number): string;

  // venue-facts.ts: a venue's hours, pets and amenities, check-in times
  openNow(venue: string, open: boolean, rest: string): string;
  /** A weekday asked in general, by its index from Sunday: "on Mondays" / "ob ponedeljkih". */
  onWeekdays(day: number): string;
  /** One date: "on Saturday 5 December" / "sobota, 5. decembra". */
  onDate(date: string): string;
  noHours(venue: string): string;
  closedOn(venue: string, when: string): string;
  openOn(venue: string, when: string, from: string, to: string): string;
  /** A closed day in the week's hours. */
  closedAllDay: string;
  /** A weekday's name by its index from Sunday. */
  weekday(day: number): string;
  weekHours(venue: string, days: string[]): string;
  petsAllowed(venue: string): string;
  petsBanned(venue: string): string;
  hasAmenity(venue: string, amenity: string): string;
  venueAddress(venue: string, address: string): string;
  servesDiet(venue: string, diet: 'vegan' | 'vegetarian' | 'gluten_free'): string;
  lacksDiet(venue: string, diet: 'vegan' | 'vegetarian' | 'gluten_free'): string;
  roomPrice(roomType: string, price: string, capacity: number): string;
  roomsFor(property: string, party: number, prices: string[]): string;
  noRoomFits(property: string, party: number): string;
  /** A stay's cheapest room a night, after its name in a list. */
  fromPerNight(eur: number): string;
  roomPrices(property: string, prices: string[]): string;
  noRoomTypes(property: string): string;
  restaurantOverview(venue: string, cuisine: string | null, city: string, address: string): string;
  stayOverview(property: string, city: string, address: string): string;
  lacksAmenity(venue: string, amenity: string): string;
  stayTimes(venue: string, address: string, contactEmail: string): string;
  stayTimesAny(contactEmail: string): string;

  // policy.ts: the policy answers, the product's numbers from ProductFacts
  affiliate(f: ProductFacts): string;
  planRefund: string;
  planCancel(f: ProductFacts): string;
  addonPrices(f: ProductFacts): string;
  /** One add-on the question names: what it does, first, then its price. */
  addon(f: ProductFacts, which: 'sommelier' | 'citypacks'): string;
  roomDeposit(f: ProductFacts, amount: string): string;
  longestStay(f: ProductFacts): string;
  ageLimit(f: ProductFacts): string;
  passwordReset(f: ProductFacts): string;
  deleteAccount(contactEmail: string): string;
  billingProblem(f: ProductFacts, supportEmail: string): string;
  ownerPhotos(f: ProductFacts): string;
  ownerHours: string;
  ownerPromote: string;
  ownerDepositLink: string;
  ownerQr: string;
  ownerNotifications: string;
  ownerStaff: string;
  ownerReservations: string;
  ownerReviews: string;
  ownerSettings: string;
  ownerCalendar: string;
  bookingChange(supportEmail: string): string;
  bookingConfirmed: string;
  about(supportEmail: string): string;
  restaurantPlan(f: ProductFacts): string;
  staysPlan(f: ProductFacts): string;
  plans(f: ProductFacts): string;
  offer(f: ProductFacts): string;
  awaitingDeposit(f: ProductFacts): string;
  hold(f: ProductFacts): string;
  depositRefund: string;
  depositWho: string;
  /** `deposits`: the listed deposits' range, "10 EUR–30 EUR". */
  fees(deposits: string): string;
  depositHow(f: ProductFacts, deposits: string): string;
  /** `venue`: the venue the question names, if any (its deposit is `amount`). */
  deposit(f: ProductFacts, amount: string, venue: string | null): string;
  payToBook(f: ProductFacts, amount: string, venue: string | null): string;
  stayGuestLimit(f: ProductFacts): string;
  stayFlow(f: ProductFacts, deposit: string): string;
  cancellable: string;
  cancelHow: string;
  stayCancel: string;
  noSale: string;
  aiProviders: string;
  privacyContact(contactEmail: string): string;
  daysAhead(f: ProductFacts): string;
  partyLimit(f: ProductFacts): string;
  bookingTimes(f: ProductFacts): string;
  bookHow(f: ProductFacts): string;
  waitlist(f: ProductFacts): string;

  // concierge.ts and service.ts: what the engine says when it cannot help or act
  dontKnow(supportEmail: string): string;
  refuse(supportEmail: string): string;
  cannotConfirm: string;
  nothingToConfirm: string;
  nothingChanged: string;

  // tools.ts: the model's tools
  notRestaurant(name: string): string;
  notStay(name: string): string;
  roomNotFree(room: string, property: string): string;

  // answer.ts: the venue list, the passages, the model's instructions
  /** The language the model is told to answer in. */
  language: string;
  /** What a venue search asked: "vegan restaurants in Ljubljana" / "veganske restavracije (Ljubljana)". */
  searched(s: Searched): string;
  noVenues(asked: string): string;
  venuesHead(asked: string, n: number): string;
  /** Before the next passage's first sentence. */
  more: string;
  noAnswer(contactEmail: string): string;
}
