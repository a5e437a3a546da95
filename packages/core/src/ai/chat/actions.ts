import type { Database } from '../../db/connection';
import { DomainError } from '../../errors';
import type { BookingDeps } from '../../reservation/booking';
import type { StayDeps } from '../../stay/shared';
import { availability, createReservation } from '../../reservation/service';
import { addDays, dateIn } from '../../time/zone';
import { formatDate } from '../../i18n/format';
import { eur, type ChatConfig, type ProductFacts } from './facts';
import type { Asked } from './parse';
import { has, type Said } from './cues';
import type { ChatUser } from './service';
import type { StayDraft } from './stay-booking';
import { words } from './text';
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

/** A day with its weekday, by core's formatter (Slovenian months in the genitive: "sobota, 5. decembra"). */
export const fmtDate = (l: Locale, date: string) => formatDate(l, date, { weekday: 'long', day: 'numeric', month: 'long' });

export const guests = (l: Locale, n: number) =>
  l === 'sl' ? `${n} ${n === 1 ? 'oseba' : n === 2 ? 'osebi' : n <= 4 ? 'osebe' : 'oseb'}` : `${n} ${n === 1 ? 'guest' : 'guests'}`;

const toMinutes = (x: string) => Number(x.slice(0, 2)) * 60 + Number(x.slice(3));

const bookHref = (v: { id: string }, date: string, time: string | null, party: number | null) =>
  `/book?restaurant_id=${v.id}&date=${date}${time ? `&time=${time}` : ''}${party ? `&party=${party}` : ''}`;

export const canActFor = (user: ChatUser | null): user is ChatUser & { name?: string } => Boolean(user?.emailVerified);
/** The name a booking made in the chat carries: the account's, else the email's local part. */
export const guestNameOf = (user: ChatUser & { name?: string }) => user.name || user.email.split('@')[0]!;

export function bookQuestion(l: Locale, v: Pick<DiningVenue, 'name'>, date: string, time: string, party: number): string {
  return l === 'sl'
    ? `Rezerviram ${v.name}, ${fmtDate(l, date)} ob ${time}, ${guests(l, party)}? (Z »da« sprejmete politiko zasebnosti.) Da / Ne`
    : `Book ${v.name}, ${fmtDate(l, date)} at ${time}, ${guests(l, party)}? (Saying yes accepts the privacy policy.) Yes / No`;
}

/** A day was said but could not be read: the assistant asks for it rather than guess (never today in its place). */
export const askDay = (l: Locale, venue: string): Reply => ({
  intent: 'availability',
  venues: [],
  links: [],
  text:
    l === 'sl'
      ? `Za kateri dan želite mizo v ${venue}? Napišite ga na primer kot 8. 12. ali 8. decembra.`
      : `Which day would you like a table at ${venue}? Please write it like 8 December or 8. 12.`,
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
      text:
        l === 'sl'
          ? `Mizo v ${v.name} lahko rezervirate za ${f.partyMin} do ${f.partyMax} oseb; za ${party} se obrnite neposredno na restavracijo.`
          : `A table at ${v.name} can be booked for ${f.partyMin} to ${f.partyMax} guests; for ${party}, contact the restaurant directly.`,
    };
  if (date < today || date > addDays(today, f.daysAhead))
    return {
      intent: 'availability',
      ...base,
      text:
        l === 'sl'
          ? `${v.name}: ${fmtDate(l, date)} ni mogoče rezervirati — rezervirate lahko od danes do ${f.daysAhead} dni vnaprej.`
          : `${v.name}: ${fmtDate(l, date)} cannot be booked — you can book from today up to ${f.daysAhead} days ahead.`,
    };
  const day = await availability(deps.db, { restaurantId: v.id, date }, now);
  const free = day.slots.filter((s) => s.available).map((s) => s.time);
  const when = `${v.name}, ${fmtDate(l, date)}`;
  const forParty = party ? (l === 'sl' ? ` za ${guests(l, party)}` : ` for ${guests(l, party)}`) : '';
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
    parts.push(
      l === 'sl'
        ? `${when}: ${asked.time} ni termin za rezervacijo (vsakih ${f.slotStepMinutes} minut od ${f.firstSlot} do ${f.lastSlot}). Prosti termini${forParty}: ${near(asked.time).join(', ') || 'ni jih'}.`
        : `${when}: ${asked.time} is not a booking time (every ${f.slotStepMinutes} minutes from ${f.firstSlot} to ${f.lastSlot}). Free times${forParty}: ${near(asked.time).join(', ') || 'none'}.`,
    );
  } else if (slot?.available) {
    bookable = slot.time;
    const others = near(slot.time).filter((t) => t !== slot.time);
    parts.push(
      l === 'sl'
        ? `${when}: ob ${slot.time} je miza prosta${forParty}.${others.length ? ` Prosti so tudi ${others.join(', ')}.` : ''}`
        : `${when}: ${slot.time} is free${forParty}.${others.length ? ` Also free: ${others.join(', ')}.` : ''}`,
    );
  } else if (slot) {
    const why =
      slot.reason === 'past'
        ? l === 'sl'
          ? 'je že mimo'
          : 'has passed'
        : slot.reason === 'closed'
          ? l === 'sl'
            ? 'je restavracija zaprta'
            : 'the restaurant is closed'
          : slot.reason === 'too_far'
            ? l === 'sl'
              ? 'ni mogoče rezervirati, ker je več kot 365 dni vnaprej'
              : 'cannot be booked: it is more than 365 days ahead'
            : l === 'sl'
              ? 'je polno'
              : 'is full';
    waitlist = slot.reason === 'full';
    if (waitlist) bookable = slot.time;
    parts.push(
      l === 'sl'
        ? `${when}: ob ${slot.time} ${why}. Prosti termini${forParty}: ${near(slot.time).join(', ') || 'ta dan ni prostih'}.${waitlist ? ' Lahko se vpišete na čakalno vrsto za ta termin.' : ''}`
        : `${when}: ${slot.time} ${why}. Free times${forParty}: ${near(slot.time).join(', ') || 'none that day'}.${waitlist ? ' You can join the waitlist for that time.' : ''}`,
    );
  } else {
    const list = (evening.length ? evening : free).slice(0, 10);
    parts.push(
      list.length
        ? l === 'sl'
          ? `${when}: prosti termini${forParty}: ${list.join(', ')}.`
          : `${when}: free times${forParty}: ${list.join(', ')}.`
        : l === 'sl'
          ? `${when}: ta dan ni prostih miz. Poskusite drug dan ali se vpišite na čakalno vrsto.`
          : `${when}: no free table that day. Try another day, or join the waitlist.`,
    );
  }
  const links: ChatLink[] = [];
  let confirm: string | undefined;
  if (bookable && party) {
    if (canActFor(user)) {
      confirm = bookQuestion(l, v, date, bookable, party);
      parts.push(confirm);
    } else {
      links.push({ label: l === 'sl' ? `Rezerviraj ${v.name} ob ${bookable}` : `Book ${v.name} at ${bookable}`, href: bookHref(v, date, bookable, party) });
      parts.push(
        l === 'sl'
          ? `Rezervirate na ${bookHref(v, date, bookable, party)} (prijavljeni s potrjenim e-naslovom lahko rezervirate kar tukaj).`
          : `Book it at ${bookHref(v, date, bookable, party)} (signed in with a proven email, you can book right here).`,
      );
    }
  } else if (free.length && (wantsBooking || !party || !asked.time)) {
    parts.push(
      !party
        ? l === 'sl'
          ? 'Za koliko oseb in ob kateri uri?'
          : 'For how many guests, and at what time?'
        : l === 'sl'
          ? `Ob kateri uri? Ali rezervirajte na ${bookHref(v, date, null, party)}.`
          : `At what time? Or book at ${bookHref(v, date, null, party)}.`,
    );
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
        links: [{ label: l === 'sl' ? 'Moje mesto na čakalni vrsti' : 'My waitlist place', href }],
        text:
          l === 'sl'
            ? `${v.name} je ob ${time} polna, zato ste na čakalni vrsti (${fmtDate(l, date)}, ${guests(l, party)}). Svoje mesto vidite na povezavi spodaj.`
            : `${v.name} is full at ${time}, so you are on the waitlist (${fmtDate(l, date)}, ${guests(l, party)}). Your place in line is behind the link below.`,
        done: { kind: 'waitlisted', id: result.waitlistId },
      };
    }
    const href = `/deposit/${result.reservationId}?token=${encodeURIComponent(result.viewToken)}`;
    return {
      intent: 'book',
      venues: [venueLink],
      links: [{ label: l === 'sl' ? 'Plačaj varščino' : 'Pay the deposit', href }],
      text:
        l === 'sl'
          ? `Rezervirano: ${v.name}, ${fmtDate(l, date)} ob ${time}, ${guests(l, party)} — čaka na varščino ${eur(l, Number(v.deposit_eur))}. Plačajte jo v ${deps.config.BOOKING_HOLD_MINUTES} minutah.`
          : `Booked: ${v.name}, ${fmtDate(l, date)} at ${time}, ${guests(l, party)} — awaiting the ${eur(l, Number(v.deposit_eur))} deposit. Pay it within ${deps.config.BOOKING_HOLD_MINUTES} minutes.`,
      done: { kind: 'booked', id: result.reservationId },
    };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      intent: 'book',
      venues: [venueLink],
      links: [],
      text: l === 'sl' ? `Rezervacija ni uspela: ${error.message}` : `The booking did not go through: ${error.message}`,
    };
  }
}
