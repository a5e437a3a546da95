import type { Database } from '../../db/connection';
import { DomainError } from '../../errors';
import type { BookingDeps } from '../../reservation/booking';
import type { StayDeps } from '../../stay/shared';
import { availability, createReservation } from '../../reservation/service';
import { addDays, dateIn } from '../../time/zone';
import { fmtDate, type ChatConfig, type ProductFacts } from './facts';
import type { Asked } from './parse';
import { has, type Said } from './cues';
import type { ChatUser } from './service';
import type { StayDraft } from './stay-booking';
import { words } from './text';
import { CHAT_TEXTS } from './texts';
import type { DiningVenue } from './venue-repository';
import type { VenueFact, VenueQuestion } from './venues';

/**
 * The chat's actions (ADR 115): a table's availability with the next step, the booking
 * after an explicit yes, the guest's own reservations and their cancellation after a yes. Each
 * through the booking core's public functions, with their rules, rate limits and audit trail.
 */
type Locale = 'en' | 'sl';

/** A link the answer offers (a booking form prefilled, a deposit page): built here, never from model text. */
export interface ChatLink {
  label: string;
  href: string;
}

export interface ConciergeDeps {
  db: Database;
  config: ChatConfig;
  /** The booking core's deps (rate limits, mail): what `reservation.create` and `cancel` use. */
  booking?: BookingDeps;
  /** The stay booking core's deps: what `stay.create` uses (ADR 120). */
  stay?: StayDeps;
  /** The caller's address, counted by the booking rate limit as on the booking form. */
  ip?: string;
}

type Intent = 'confirm' | 'decline' | 'refuse' | 'policy' | 'venues' | 'availability' | 'book' | 'mine' | 'cancel' | 'help' | 'unknown';

/** One turn's answer: its text (the fact first), the venues and links it offers, and what it did. */
export interface Reply {
  intent: Intent;
  text: string;
  venues: VenueFact[];
  links: ChatLink[];
  /** The question a yes or no answers next turn ("Book …? Yes / No"). */
  confirm?: string;
  /** What was booked or cancelled, for the model path and the tests. */
  done?: { kind: 'booked' | 'waitlisted' | 'cancelled'; id: string };
  /** The room a stay's confirmation question names (ADR 120). */
  stay?: StayDraft;
  /** A venue search: what was asked (the venue list is worded from it). */
  venueQuestion?: VenueQuestion;
}

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

export const said = (text: string): Said => {
  const ws = words(text);
  return { words: ws, text: ws.join(' ') };
};

/** A day with its weekday (facts.ts), as the language tests of core's labels import it from here. */
export { fmtDate };

const toMinutes = (x: string) => Number(x.slice(0, 2)) * 60 + Number(x.slice(3));

const bookHref = (v: { id: string }, date: string, time: string | null, party: number | null) =>
  `/book?restaurant_id=${v.id}&date=${date}${time ? `&time=${time}` : ''}${party ? `&party=${party}` : ''}`;

export const canActFor = (user: ChatUser | null): user is ChatUser & { name?: string } => Boolean(user?.emailVerified);
/** The name a booking made in the chat carries: the account's, else the email's local part. */
export const guestNameOf = (user: ChatUser & { name?: string }) => user.name || user.email.split('@')[0]!;

/** A day was said but could not be read: the assistant asks for it rather than guess (never today in its place). */
export const askDay = (l: Locale, venue: string): Reply => ({
  intent: 'availability',
  venues: [],
  links: [],
  text: CHAT_TEXTS[l].askDay(venue),
});

/** Availability for a venue, a day, maybe a time and a party: the free times, then the next step. */
export async function tableAnswer(
  deps: ConciergeDeps,
  l: Locale,
  f: ProductFacts,
  v: DiningVenue,
  asked: Asked,
  user: ChatUser | null,
  message: Said,
  now: Date,
): Promise<Reply> {
  const tx = CHAT_TEXTS[l];
  const wantsBooking = has(message, 'book', 'rezervir', 'reserve');
  const venueLink: VenueFact = { id: v.id, name: v.name, city: v.city, kind: 'restaurant', cuisine: null, href: `/restaurants/${v.id}` };
  const today = dateIn(v.timezone, now);
  const date = asked.date ?? today;
  const party = asked.party;
  const base = { venues: [venueLink], links: [] as ChatLink[] };
  if (party !== null && (party < f.partyMin || party > f.partyMax))
    return {
      intent: 'availability',
      ...base,
      text: tx.partyOutOfRange(v.name, f, party),
    };
  if (date < today || date > addDays(today, f.daysAhead))
    return {
      intent: 'availability',
      ...base,
      text: tx.dayOutOfRange(v.name, date, f.daysAhead),
    };
  const day = await availability(deps.db, { restaurantId: v.id, date }, now);
  const free = day.slots.filter((s) => s.available).map((s) => s.time);
  const when = `${v.name}, ${fmtDate(l, date)}`;
  const forParty = party ? tx.forParty(party) : '';
  const near = (t: string) =>
    [...free]
      .sort((a, b) => Math.abs(toMinutes(a) - toMinutes(t)) - Math.abs(toMinutes(b) - toMinutes(t)))
      .slice(0, 6)
      .sort();
  const evening = has(message, 'tonight', 'nocoj', 'drevi', 'zvecer', 'evening', 'dinner', 'vecerj') ? free.filter((t) => t >= '17:00') : free;
  const slot = asked.time ? day.slots.find((s) => s.time === asked.time) : undefined;
  const parts: string[] = [];
  let bookable: string | null = null;
  let waitlist = false;
  if (asked.time && !slot) {
    parts.push(tx.notSlot({ when, time: asked.time, forParty, times: near(asked.time) }, f));
  } else if (slot?.available) {
    bookable = slot.time;
    const others = near(slot.time).filter((t) => t !== slot.time);
    parts.push(tx.slotFree({ when, time: slot.time, forParty, times: others }));
  } else if (slot) {
    const why = slot.reason === 'past' ? tx.slotPast : slot.reason === 'closed' ? tx.slotClosed : slot.reason === 'too_far' ? tx.slotTooFar : tx.slotFull;
    waitlist = slot.reason === 'full';
    if (waitlist) bookable = slot.time;
    parts.push(tx.slotTaken({ when, time: slot.time, forParty, times: near(slot.time) }, why, waitlist));
  } else {
    const list = (evening.length ? evening : free).slice(0, 10);
    parts.push(list.length ? tx.freeTimes(when, forParty, list) : tx.noFreeTable(when));
  }
  const links: ChatLink[] = [];
  let confirm: string | undefined;
  if (bookable && party) {
    if (canActFor(user)) {
      confirm = tx.bookQuestion({ venue: v.name, date, time: bookable, party });
      parts.push(confirm);
    } else {
      links.push({ label: tx.bookLabel(v.name, bookable), href: bookHref(v, date, bookable, party) });
      parts.push(tx.bookAt(bookHref(v, date, bookable, party)));
    }
  } else if (free.length && (wantsBooking || !party || !asked.time)) {
    parts.push(!party ? tx.askPartyAndTime : tx.askTime(bookHref(v, date, null, party)));
  }
  return { intent: wantsBooking ? 'book' : 'availability', venues: [venueLink], links, text: parts.join(' '), confirm };
}

/** Books after the yes: the booking core's own procedure (rules, rate limit, audit trail, emails). */
export async function book(
  deps: ConciergeDeps,
  l: Locale,
  user: ChatUser & { name?: string },
  v: DiningVenue,
  date: string,
  time: string,
  party: number,
  now: Date,
): Promise<Reply> {
  if (!deps.booking) throw new Error('chat: booking deps missing');
  const tx = CHAT_TEXTS[l];
  const venueLink: VenueFact = { id: v.id, name: v.name, city: v.city, kind: 'restaurant', cuisine: null, href: `/restaurants/${v.id}` };
  try {
    const result = await createReservation(
      deps.booking,
      { restaurantId: v.id, date, time, partySize: party, guestName: guestNameOf(user), guestEmail: user.email, privacyConsent: true },
      { ip: deps.ip ?? 'chat', locale: l },
      now,
    );
    if (result.status === 'waitlisted') {
      const href = `/waitlist/${result.waitlistId}?token=${encodeURIComponent(result.viewToken)}`;
      return {
        intent: 'book',
        venues: [venueLink],
        links: [{ label: tx.waitlistLabel, href }],
        text: tx.waitlisted({ venue: v.name, date, time, party }),
        done: { kind: 'waitlisted', id: result.waitlistId },
      };
    }
    const href = `/deposit/${result.reservationId}?token=${encodeURIComponent(result.viewToken)}`;
    return {
      intent: 'book',
      venues: [venueLink],
      links: [{ label: tx.payDepositLabel, href }],
      text: tx.booked({ venue: v.name, date, time, party, depositEur: Number(v.deposit_eur), holdMinutes: deps.config.BOOKING_HOLD_MINUTES }),
      done: { kind: 'booked', id: result.reservationId },
    };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      intent: 'book',
      venues: [venueLink],
      links: [],
      text: tx.bookingFailed(error.message),
    };
  }
}
