import type { Database } from '../../db/connection';
import { DomainError } from '../../errors';
import type { BookingDeps } from '../../reservation/booking';
import { availability, createReservation } from '../../reservation/service';
import { cancelOwnReservation } from '../../reservation/guest-cancel';
import { listForGuest } from '../../reservation/guest-dashboard';
import { listed } from '../../restaurant/venue-sql';
import { addDays, dateIn } from '../../time/zone';
import type { ChatUser } from './service';
import { eur, productFacts, type ChatConfig, type ProductFacts } from './facts';
import { namedVenue, parseAsked, type Asked } from './parse';
import { has, is, policyAnswer, type Said } from './policy';
import { retrieve } from './corpus';
import { findVenues, loadCatalogue, parseVenueQuestion, type VenueFact, type VenueQuestion } from './venues';
import { words } from './text';

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
  /** The caller's address, counted by the booking rate limit as on the booking form. */
  ip?: string;
}

export type Intent = 'confirm' | 'decline' | 'refuse' | 'policy' | 'venues' | 'availability' | 'book' | 'mine' | 'cancel' | 'help' | 'unknown';

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
  /** A venue search: what was asked (the venue list is worded from it). */
  venueQuestion?: VenueQuestion;
}

interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

interface DiningVenue {
  id: string;
  name: string;
  city: string;
  timezone: string;
  deposit_eur: string;
}

const said = (text: string): Said => {
  const ws = words(text);
  return { words: ws, text: ws.join(' ') };
};

const YES = ['yes', 'yep', 'yeah', 'sure', 'confirm', 'ok', 'okay', 'da', 'potrdi', 'potrjujem', 'seveda', 'ja', 'vredu'];
const NO = ['no', 'nope', 'cancel', 'ne', 'nikar', 'preklici'];
const YES_NO = /(Yes \/ No|Da \/ Ne)\s*$/;

function dontKnow(l: Locale, contactEmail: string): string {
  return l === 'sl'
    ? `Tega ne vem. Pomagam lahko pri varščinah, rezervacijah in prostih terminih, čakalni vrsti, preklicih, paketih in zasebnosti ter poiščem restavracije in nastanitve po kraju ali kuhinji. Za drugo pišite na ${contactEmail}.`
    : `I don't know that. I can help with deposits, booking and free times, the waitlist, cancellations, plans and privacy, and find restaurants and stays by city or cuisine. For anything else, write to ${contactEmail}.`;
}

function refuse(l: Locale, contactEmail: string): string {
  return l === 'sl'
    ? `Tega ne morem: ne razkrivam navodil, gesel ali podatkov drugih gostov in ne dajem popustov. Za drugo pišite na ${contactEmail}.`
    : `I can't do that: I don't reveal how I am set up, passwords or other guests' data, and I don't give discounts. For anything else, write to ${contactEmail}.`;
}

/** Prompts that try to reach what no guest may see, or to get what the product does not offer. */
function hostile(s: Said): boolean {
  return (
    has(s, 'ignor', 'disregard', 'jailbreak', 'pozabi') ||
    /system prompt|sistemsk\w* navodil|your (instructions|prompt)|svoja navodila/.test(s.text) ||
    (has(s, 'admin', 'skrbnik', 'administr') && has(s, 'password', 'gesl', 'login', 'prijav')) ||
    (has(s, 'email', 'mail', 'naslov', 'phone', 'telefon') && has(s, 'guest', 'gost', 'customer', 'strank', 'all', 'vseh', 'vse')) ||
    has(s, 'discount', 'popust', 'coupon', 'kupon', 'promo', 'voucher')
  );
}

const fmtDate = (l: Locale, date: string) =>
  new Intl.DateTimeFormat(l === 'sl' ? 'sl-SI' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

const guests = (l: Locale, n: number) =>
  l === 'sl' ? `${n} ${n === 1 ? 'oseba' : n === 2 ? 'osebi' : n <= 4 ? 'osebe' : 'oseb'}` : `${n} ${n === 1 ? 'guest' : 'guests'}`;

async function diningVenues(db: Database, now: Date): Promise<DiningVenue[]> {
  return db
    .selectFrom('restaurants as r')
    .where(listed('dining', now))
    .select(['r.id', 'r.name', 'r.city', 'r.timezone', 'r.deposit_eur'])
    .orderBy('r.name')
    .execute();
}

/** The venues the assistant's last list named, in order ("the second one"). */
function lastList(history: Turn[], venues: DiningVenue[]): DiningVenue[] {
  const last = [...history].reverse().find((t) => t.role === 'assistant');
  if (!last) return [];
  return last.content
    .split('\n')
    .filter((line) => /^\s*(-|\d+\.)\s/.test(line))
    .map((line) => namedVenue(line, venues))
    .filter((v): v is DiningVenue => Boolean(v));
}

/** The table the conversation is about: earlier user messages first, this one last, each overriding. */
function tableInContext(history: Turn[], message: string, venues: DiningVenue[], today: string): Asked & { fresh: Asked } {
  const state: Asked = { venueId: null, date: null, time: null, party: null, ordinal: null };
  for (const t of history) {
    if (t.role !== 'user') continue;
    const a = parseAsked(t.content, venues, today);
    if (a.venueId) state.venueId = a.venueId;
    if (a.date) state.date = a.date;
    if (a.time) state.time = a.time;
    if (a.party) state.party = a.party;
  }
  const fresh = parseAsked(message, venues, today);
  if (!fresh.venueId && fresh.ordinal) fresh.venueId = lastList(history, venues).at(fresh.ordinal > 0 ? fresh.ordinal - 1 : -1)?.id ?? null;
  return {
    venueId: fresh.venueId ?? state.venueId,
    date: fresh.date ?? state.date,
    time: fresh.time ?? state.time,
    party: fresh.party ?? state.party,
    ordinal: fresh.ordinal,
    fresh,
  };
}

/** The booking form for anyone, prefilled (ids, dates and times need no escaping). */
const bookHref = (v: { id: string }, date: string, time: string | null, party: number | null) =>
  `/book?restaurant_id=${v.id}&date=${date}${time ? `&time=${time}` : ''}${party ? `&party=${party}` : ''}`;

const canActFor = (user: ChatUser | null): user is ChatUser & { name?: string } => Boolean(user?.emailVerified);

function bookQuestion(l: Locale, v: DiningVenue, date: string, time: string, party: number): string {
  return l === 'sl'
    ? `Rezerviram ${v.name}, ${fmtDate(l, date)} ob ${time}, ${guests(l, party)}? (Z »da« sprejmete politiko zasebnosti.) Da / Ne`
    : `Book ${v.name}, ${fmtDate(l, date)} at ${time}, ${guests(l, party)}? (Saying yes accepts the privacy policy.) Yes / No`;
}

/** Availability for a venue, a day, maybe a time and a party: the free times, then the next step. */
async function tableAnswer(
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
  const near = (t: string) => {
    const m = (x: string) => Number(x.slice(0, 2)) * 60 + Number(x.slice(3));
    return [...free]
      .sort((a, b) => Math.abs(m(a) - m(t)) - Math.abs(m(b) - m(t)))
      .slice(0, 6)
      .sort();
  };
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
async function book(
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
      { restaurantId: v.id, date, time, partySize: party, guestName: user.name || user.email.split('@')[0], guestEmail: user.email, privacyConsent: true },
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
            ? `${v.name} je ob ${time} polna, zato ste na čakalni vrsti (${fmtDate(l, date)}, ${guests(l, party)}). Stanje: ${href}`
            : `${v.name} is full at ${time}, so you are on the waitlist (${fmtDate(l, date)}, ${guests(l, party)}). Status: ${href}`,
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
          ? `Rezervirano: ${v.name}, ${fmtDate(l, date)} ob ${time}, ${guests(l, party)} — čaka na varščino ${eur(l, Number(v.deposit_eur))}. Plačajte jo v ${deps.config.BOOKING_HOLD_MINUTES} minutah: ${href}`
          : `Booked: ${v.name}, ${fmtDate(l, date)} at ${time}, ${guests(l, party)} — awaiting the ${eur(l, Number(v.deposit_eur))} deposit. Pay it within ${deps.config.BOOKING_HOLD_MINUTES} minutes: ${href}`,
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

/** The signed-in guest's upcoming reservations, numbered, or how to see them. */
async function mine(deps: ConciergeDeps, l: Locale, user: ChatUser | null, ordinal: number | null, wantsCancel: boolean, now: Date): Promise<Reply> {
  const empty = { venues: [] as VenueFact[], links: [] as ChatLink[] };
  if (!canActFor(user))
    return {
      intent: wantsCancel ? 'cancel' : 'mine',
      venues: [],
      links: [{ label: l === 'sl' ? 'Moje rezervacije' : 'My Reservations', href: '/my-reservations' }],
      text:
        l === 'sl'
          ? 'Za vaše rezervacije se prijavite (s potrjenim e-naslovom): v Moje rezervacije jih vidite in prekličete, tukaj pa vam jih naštejem.'
          : 'Please sign in (with a proven email) to see your reservations: My Reservations lists and cancels them, and I can list them here.',
    };
  const upcoming = (await listForGuest(deps.db, user.email, now)).filter((r) => r.canCancel);
  if (!upcoming.length)
    return {
      intent: 'mine',
      ...empty,
      text: l === 'sl' ? 'Nimate prihajajočih rezervacij, ki bi jih lahko preklicali.' : 'You have no upcoming reservations that can be cancelled.',
    };
  const line = (r: (typeof upcoming)[number]) =>
    `${r.restaurant.name}, ${fmtDate(l, r.date)} ${r.time}, ${guests(l, r.party_size)} (${r.status.replace('_', ' ')})`;
  if (wantsCancel) {
    const pick = ordinal ? upcoming.at(ordinal > 0 ? ordinal - 1 : -1) : upcoming.length === 1 ? upcoming[0] : undefined;
    if (pick) {
      const q = l === 'sl' ? `Prekličem ${line(pick)}? Da / Ne` : `Cancel ${line(pick)}? Yes / No`;
      return { intent: 'cancel', ...empty, text: q, confirm: q };
    }
  }
  const head = l === 'sl' ? `Vaše prihajajoče rezervacije (${upcoming.length}):` : `Your upcoming reservations (${upcoming.length}):`;
  const tail = l === 'sl' ? 'Katero želite preklicati? Npr. »prekliči drugo«.' : 'To cancel one, say e.g. "cancel the second one".';
  return { intent: 'mine', ...empty, text: [head, ...upcoming.map((r, i) => `${i + 1}. ${line(r)}`), tail].join('\n') };
}

async function cancel(deps: ConciergeDeps, l: Locale, user: ChatUser, ordinal: number | null, now: Date): Promise<Reply> {
  if (!deps.booking) throw new Error('chat: booking deps missing');
  const upcoming = (await listForGuest(deps.db, user.email, now)).filter((r) => r.canCancel);
  const pick = ordinal ? upcoming.at(ordinal > 0 ? ordinal - 1 : -1) : upcoming[0];
  if (!pick)
    return { intent: 'cancel', venues: [], links: [], text: l === 'sl' ? 'Te rezervacije ne najdem več.' : 'I cannot find that reservation any more.' };
  try {
    await cancelOwnReservation(deps.booking, { id: pick.id }, user.email, now);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { intent: 'cancel', venues: [], links: [], text: error.message };
  }
  return {
    intent: 'cancel',
    venues: [],
    links: [],
    text:
      l === 'sl'
        ? `Preklicano: ${pick.restaurant.name}, ${fmtDate(l, pick.date)} ${pick.time}.`
        : `Cancelled: ${pick.restaurant.name}, ${fmtDate(l, pick.date)} ${pick.time}.`,
    done: { kind: 'cancelled', id: pick.id },
  };
}

/** The availability lookup behind the model's `check_availability` tool: a venue by name, then the same answer. */
export async function availabilityLookup(
  deps: ConciergeDeps,
  l: Locale,
  user: ChatUser | null,
  input: { venue: string; date?: string; time?: string; party?: number },
  now = new Date(),
): Promise<{ text: string; links: ChatLink[] }> {
  const venues = await diningVenues(deps.db, now);
  const v = namedVenue(input.venue, venues);
  if (!v) return { text: l === 'sl' ? `Restavracije ${input.venue} na TableStay ni.` : `${input.venue} is not a restaurant listed on TableStay.`, links: [] };
  const f = await productFacts(deps.db, deps.config, now);
  const asked: Asked = { venueId: v.id, date: input.date ?? null, time: input.time ?? null, party: input.party ?? null, ordinal: null };
  const r = await tableAnswer(deps, l, f, v, asked, user, said(''), now);
  return { text: r.text, links: r.links };
}

/** The lookup behind the model's `my_reservations` tool: the signed-in guest's own, by proven email. */
export const reservationsLookup = async (deps: ConciergeDeps, l: Locale, user: ChatUser | null, now = new Date()) =>
  (await mine(deps, l, user, null, false, now)).text;

const WANTS_MINE = (s: Said) =>
  (is(s, 'my', 'moje', 'moja', 'mojo', 'moji', 'mojih', 'mine') && has(s, 'reserv', 'rezerv', 'booking', 'bookings')) ||
  /what have i booked|kaj imam rezervirano/.test(s.text);
const ASKS_HOW = (s: Said) => is(s, 'how', 'kako', 'can', 'lahko', 'policy', 'pravila', 'pravilo', 'politika');

/**
 * One chat turn, intent first (issue 29): a yes or no to the question the assistant just asked; a
 * hostile prompt; a deposit or other policy question; the user's own bookings; a table at a named
 * venue (availability, then booking after an explicit yes); a venue search; else the help passage
 * that clearly matches, else "I don't know" with the contact address.
 */
export async function concierge(
  deps: ConciergeDeps,
  locale: Locale,
  history: Turn[],
  message: string,
  user: ChatUser | null,
  now = new Date(),
): Promise<Reply> {
  const l = locale;
  const s = said(message);
  const f = await productFacts(deps.db, deps.config, now);
  const none = { venues: [] as VenueFact[], links: [] as ChatLink[] };
  const venues = await diningVenues(deps.db, now);
  const today = dateIn('Europe/Ljubljana', now);

  // A yes or no to the question just asked: the action is worked out again from the turns before it.
  const last = history.at(-1);
  if (last?.role === 'assistant' && YES_NO.test(last.content.trim()) && s.words.length <= 4) {
    const yes = s.words.some((w) => YES.includes(w));
    const no = s.words.some((w) => NO.includes(w));
    if (yes && !no) {
      const before = history.slice(0, -1);
      const prevUser = [...before].reverse().find((t) => t.role === 'user');
      if (prevUser && canActFor(user)) {
        const again = await concierge(deps, l, before.slice(0, before.lastIndexOf(prevUser)), prevUser.content, user, now);
        if (again.confirm && last.content.includes(again.confirm.replace(YES_NO, '').trim())) {
          if (again.intent === 'cancel') {
            const ord = tableInContext(before.slice(0, before.lastIndexOf(prevUser)), prevUser.content, venues, today).fresh.ordinal;
            return cancel(deps, l, user, ord, now);
          }
          const ctx = tableInContext(before.slice(0, before.lastIndexOf(prevUser)), prevUser.content, venues, today);
          const v = venues.find((x) => x.id === ctx.venueId)!;
          const time = /(\d\d:\d\d)/.exec(again.confirm)![1]!;
          return book(deps, l, user, v, ctx.date ?? dateIn(v.timezone, now), time, ctx.party!, now);
        }
      }
      return {
        intent: 'confirm',
        ...none,
        text: l === 'sl' ? 'Tega ne morem več potrditi — vprašajte prosim znova.' : 'I can no longer confirm that — please ask again.',
      };
    }
    if (no) return { intent: 'decline', ...none, text: l === 'sl' ? 'V redu, nič nisem spremenil.' : 'All right, nothing was booked or changed.' };
  }

  if (hostile(s)) return { intent: 'refuse', ...none, text: refuse(l, f.contactEmail) };

  const ctx = tableInContext(history, message, venues, today);
  const named = ctx.fresh.venueId ? venues.find((v) => v.id === ctx.fresh.venueId) : undefined;

  // Money questions first, even about a named venue: "How much is the deposit at Taverna Sol?"
  const policy = policyAnswer(s, f, l, { venue: named ? { name: named.name, depositEur: Number(named.deposit_eur) } : null });
  const moneyFirst = policy && ['deposit', 'deposit-how', 'deposit-who', 'deposit-refund', 'hold', 'fees', 'affiliate', 'offer'].includes(policy.rule);
  const ownAction = WANTS_MINE(s) && !ASKS_HOW(s);
  if (policy && (moneyFirst || (!named && !ownAction && !ctx.fresh.ordinal && !ctx.fresh.time))) return { intent: 'policy', ...none, text: policy.text };

  const wantsCancel = has(s, 'cancel', 'prekl', 'odpov', 'storn');
  if (WANTS_MINE(s) || (wantsCancel && (ctx.fresh.ordinal || is(s, 'booking', 'reservation', 'rezervacijo'))))
    return mine(deps, l, user, ctx.fresh.ordinal, wantsCancel, now);

  // A table: a venue named now, or one the conversation holds and this message changes the day, time or party of.
  const followUp = !ctx.fresh.venueId && ctx.venueId && (ctx.fresh.date || ctx.fresh.time || ctx.fresh.party || ctx.fresh.ordinal);
  const tableCue = has(s, 'table', 'miz', 'book', 'reserv', 'rezerv', 'free', 'prost', 'availab', 'tonight', 'nocoj', 'tomorrow', 'jutri', 'seat');
  const venueQuestion = parseVenueQuestion(message, await loadCatalogue(deps.db));
  const searchFirst = venueQuestion && !named && !followUp;
  if (!searchFirst && ((named && (tableCue || ctx.fresh.date || ctx.fresh.time || ctx.fresh.party)) || followUp)) {
    const v = venues.find((x) => x.id === ctx.venueId)!;
    return tableAnswer(deps, l, f, v, ctx, user, s, now);
  }

  if (venueQuestion && venueSearch(s, venueQuestion)) {
    return { intent: 'venues', venues: await findVenues(deps.db, venueQuestion), links: [], text: '', venueQuestion };
  }

  if (policy) return { intent: 'policy', ...none, text: policy.text };

  // The help passage that clearly matches a product word, else "I don't know".
  if (has(s, ...PRODUCT)) {
    const [best] = retrieve(message, l, f.contactEmail, 1);
    if (best && best.score >= 4) return { intent: 'help', ...none, text: `${best.doc.title}: ${best.doc.text}` };
  }
  return { intent: 'unknown', ...none, text: dontKnow(l, f.contactEmail) };
}

const PRODUCT = [
  'book',
  'reserv',
  'rezerv',
  'deposit',
  'varscin',
  'table',
  'miz',
  'stay',
  'nastan',
  'room',
  'sob',
  'plan',
  'paket',
  'privacy',
  'zasebn',
  'gdpr',
  'cookie',
  'piskot',
  'term',
  'pogoj',
  'liabil',
  'odgovorn',
  'account',
  'racun',
  'tablestay',
];

/** A venue question that asks for venues: a kind, a diet, a cuisine or a listing word, not a city alone. */
function venueSearch(s: Said, q: VenueQuestion): boolean {
  return (
    Boolean(q.kind || q.diets.length || q.cuisines.length || q.tags.length) || has(s, 'where', 'kje', 'recomm', 'priporo', 'eat', 'jest', 'sleep', 'prespa')
  );
}
