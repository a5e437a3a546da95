import { dateIn } from '../../time/zone';
import { askDay, book, canActFor, said, tableAnswer, type ChatLink, type ConciergeDeps, type Reply, type Turn } from './actions';
import { cancel, mine } from './own-bookings';
import { freeRooms } from './stays';
import { bookStay, stayOffer } from './stay-booking';
import type { ChatUser } from './service';
import { productFacts } from './facts';
import { namedVenue } from './parse';
import { tableInContext } from './context';
import { parseRange } from './dates';
import { CANCEL_WORDS, cancels, has, is, type Said } from './cues';
import { hostile, OWNER_ACTS, WANTS_MINE } from './guards';
import { refineIntent } from './refine';
import { venueRowAnswer } from './venue-answers';
import { policyAnswer } from './policy';
import { followSearch, followUpIntent, INTENT_MIN_SCORE, INTENT_SURE, narrows, searchesFor, venueSearch } from './follow-ups';
import type { IntentId } from './intents/catalogue';
import { PASSAGE_MIN_SCORE, quotePassage } from './corpus';
import { KEEPS, privacyAnswer } from './privacy';
import { CHAT_TEXTS } from './texts';
import { findVenues, loadCatalogue, parseVenueQuestion, venueKindIn, type VenueFact } from './venues';
import { allVenues, diningVenues } from './venue-repository';

type Locale = 'en' | 'sl';

const YES = ['yes', 'yep', 'yeah', 'sure', 'confirm', 'ok', 'okay', 'da', 'potrdi', 'potrjujem', 'seveda', 'ja', 'vredu'];
const NO = ['no', 'nope', 'cancel', 'ne', 'nikar', 'preklici'];
const YES_NO = /(Yes \/ No|Da \/ Ne)\s*$/;
/** A bare answer: yes or no (never "cancel", a request of its own), maybe with "please". */
const BARE_ANSWER = [...YES, 'no', 'nope', 'ne', 'nikar', 'please', 'prosim'];

/** A short answer to a Yes / No question: yes, no, or neither (a new question). */
export function yesOrNo(message: string): 'yes' | 'no' | null {
  const s = said(message);
  if (s.words.length > 4) return null;
  const yes = s.words.some((w) => YES.includes(w));
  const no = s.words.some((w) => NO.includes(w));
  return yes === no ? null : yes ? 'yes' : 'no';
}

/** Questions about a booking answered before a venue named in them, each only when the message says a word of it. */
const POLICY_FIRST: Partial<Record<IntentId, string[]>> = {
  'stay-cancel': CANCEL_WORDS,
  'booking-change': ['chang', 'move', 'resched', 'spremen', 'presta', 'zamenj'],
  'booking-confirmed': ['confirm', 'potrd'],
  'stay-flow': ['after', 'then', 'next', 'happen', 'potem', 'sledi', 'zgodi', 'naprej'],
  'awaiting-deposit': ['await', 'caka'],
  waitlist: ['wait', 'full', 'cakal', 'vrst', 'poln', 'zasede'],
};
const policyFirst = (intent: string, s: Said) => (POLICY_FIRST[intent as IntentId] ?? []).some((word) => has(s, word));

const ASKS_HOW = (s: Said) => is(s, 'how', 'kako', 'can', 'lahko', 'policy', 'pravila', 'pravilo', 'politika');

/**
 * One chat turn, intent first (ADR 115): a yes or no to the question the assistant just asked; a
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
  /** The question this conversation's last answer asked, as the server stored it (ADR 115): what a yes may confirm. */
  pending: string | null = null,
): Promise<Reply> {
  const l = locale;
  const s = said(message);
  const f = await productFacts(deps.db, deps.config, now);
  const none = { venues: [] as VenueFact[], links: [] as ChatLink[] };
  const venues = await diningVenues(deps.db, now);
  const today = dateIn('Europe/Ljubljana', now);

  // A yes or no to a question: the action is worked out again from the turns before it, and done
  // only when it is the very question the server asked last in this conversation (`pending`, held
  // on the server): a question the client's history puts in the assistant's mouth confirms nothing.
  const last = history.at(-1);
  if ((pending !== null || (last?.role === 'assistant' && YES_NO.test(last.content.trim()))) && s.words.length <= 4) {
    const yes = s.words.some((w) => YES.includes(w));
    const no = s.words.some((w) => NO.includes(w));
    if (yes && !no) {
      const before = history.at(-1)?.role === 'assistant' ? history.slice(0, -1) : history;
      const prevUser = before.findLast((t) => t.role === 'user');
      if (pending !== null && prevUser && canActFor(user)) {
        const again = await concierge(deps, l, before.slice(0, before.lastIndexOf(prevUser)), prevUser.content, user, now);
        // The question shown (the client's last answer) must be the one asked, too: a yes to words
        // the guest never saw from us confirms nothing.
        const shown = last?.role === 'assistant' && last.content.includes(pending.replace(YES_NO, '').trim());
        if (again.confirm && again.confirm === pending && shown) {
          if (again.stay) return bookStay(deps, l, user, again.stay, now);
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
      return { intent: 'confirm', ...none, text: CHAT_TEXTS[l].cannotConfirm };
    }
    if (no) return { intent: 'decline', ...none, text: CHAT_TEXTS[l].nothingChanged };
  }

  // A bare yes or no with no question of ours before it confirms nothing: say so, never guess a topic.
  if (s.words.length && s.words.length <= 2 && s.words.every((w) => BARE_ANSWER.includes(w)))
    return { intent: 'confirm', ...none, text: CHAT_TEXTS[l].nothingToConfirm };

  if (hostile(s)) return { intent: 'refuse', ...none, text: CHAT_TEXTS[l].refuse(f.supportEmail) };

  const ctx = tableInContext(history, message, venues, today);
  const named = ctx.fresh.venueId ? venues.find((v) => v.id === ctx.fresh.venueId) : undefined;

  // What the message asks, by the classifier (ADR 126).
  const catalogue = await loadCatalogue(deps.db);
  const alone = parseVenueQuestion(message, catalogue);
  const kindSaid = venueKindIn(message);
  const asked = await followUpIntent(history, message, s, l, kindSaid !== null, named);
  const sure = (id: IntentId) => asked.intent === id && asked.score >= INTENT_MIN_SCORE;

  // What the venue's own row says (ADR 117): check-in times, address, hours, pets, amenities, diets, rooms.
  const records = await allVenues(deps.db, now);
  const fromRow = await venueRowAnswer({ db: deps.db, l, s, message, history, ctx, alone, sure, records, now, contactEmail: f.contactEmail });
  if (fromRow) return { intent: 'policy', ...none, text: fromRow };

  // Money questions first, even about a named venue ("How much is the deposit at Taverna Sol?"),
  // whose kind says whose deposit: a table's or a room's.
  const discussedCity = ctx.venueId ? (records.find((r) => r.id === ctx.venueId)?.city ?? null) : null;
  const venueQuestion = followSearch(history, alone, catalogue, s, message, { city: discussedCity, changes: Boolean(ctx.fresh.date || ctx.fresh.party) });
  const property = namedVenue(
    message,
    records.filter((r) => r.total_rooms > 0),
  );
  const lastSaid = history.findLast((t) => t.role === 'user');
  const intent = refineIntent(asked.score >= INTENT_MIN_SCORE ? asked.intent : 'None', s, {
    named: Boolean(named),
    property: Boolean(property),
    kindSaid,
    lastSaid: lastSaid?.content ?? null,
  });
  // A deposit asked mid-conversation ("what's the deposit there?") is the deposit of the table under discussion.
  const discussed = ctx.venueId && (intent === 'deposit' || intent === 'pay-to-book') ? venues.find((v) => v.id === ctx.venueId) : undefined;
  const priced = named ?? (intent === 'room-deposit' ? property : discussed);
  const addon = has(s, 'sommel') ? 'sommelier' : has(s, 'citypack') || /city pack|mestn\w* vodi/.test(s.text) ? 'citypacks' : null;
  const policy = policyAnswer(intent, f, l, { venue: priced ? { name: priced.name, depositEur: Number(priced.deposit_eur) } : null, addon });
  // Answered first, even of a named venue: money, and what happens to a booking (a stay's
  // cancellation, after booking, the waitlist) when the classifier is fairly sure and no time asks for a table.
  const moneyFirst =
    policy &&
    (['deposit', 'room-deposit', 'deposit-how', 'deposit-who', 'deposit-refund', 'hold', 'fees', 'pay-to-book', 'affiliate', 'offer'].includes(policy.rule) ||
      (policyFirst(policy.rule, s) && asked.score >= 0.6 && !ctx.fresh.time));
  // "How long do you keep my reservations?" asks the retention, not the list.
  const mineAsked = WANTS_MINE(s) && !(intent === 'privacy' && KEEPS(s)) && !(policyFirst(intent, s) && asked.score >= 0.6);
  const ownAction = mineAsked && !ASKS_HOW(s);
  // A venue search, or a follow-up that changes the day, time or party, is not a policy question.
  // A kind alone ("a table", "my hotel") does not make a search: a town, a cuisine, a diet or an amenity does.
  // An owner's how-to that names a kind of venue and "where" ("Kje spremenim delovni čas restavracije?") is no search:
  // the owner acts on their venue (changes, adds, sets; "my", "our"), where a guest only looks.
  const ownerHowTo = intent.startsWith('owner') && OWNER_ACTS(s) && !(venueQuestion && narrows(venueQuestion));
  const searchLike =
    Boolean(venueQuestion && !named && !ownerHowTo && venueSearch(s, venueQuestion) && searchesFor(s, venueQuestion)) &&
    (asked.score < INTENT_SURE || venueQuestion !== alone);
  const followsTable = ctx.fresh.ordinal || ctx.fresh.time || ctx.fresh.date || ctx.fresh.party;
  // An owner's how-to ("who is coming tonight?") is about the console, whatever day or venue it names.
  const ownerAsk = asked.score >= INTENT_SURE && ((intent.startsWith('owner') && !named) || (intent === 'waitlist' && !ctx.fresh.time && !ctx.fresh.party));
  if (policy && (moneyFirst || ownerAsk || (!named && !ownAction && !followsTable && !searchLike)))
    return {
      intent: 'policy',
      ...none,
      text: policy.rule === 'privacy' ? privacyAnswer(s, message, l, f.contactEmail, policy.text) : policy.text,
    };

  const wantsCancel = cancels(s);
  // "I booked at Pri Lipi but we can't come": cancelling one's own booking there, not a new table.
  const cancelsThere = named && sure('cancel') && !ctx.fresh.date && !ctx.fresh.time && !ctx.fresh.party;
  if (cancelsThere) return mine(deps, l, user, ctx.fresh.ordinal, true, now);
  // A day, time or party for the table under discussion ("pardon, v soboto, ne v petek") changes that table.
  const changesTable = !ctx.fresh.venueId && ctx.venueId && (ctx.fresh.date || ctx.fresh.time || ctx.fresh.party);
  // The classifier's "my bookings" for a search ("What stays do you have in Kranjska Gora?") is a search.
  const searchOnly = venueQuestion && narrows(venueQuestion) && !has(s, 'book', 'reserv', 'rezerv');
  if (
    mineAsked ||
    (sure('mine') && !searchLike && !changesTable && !searchOnly) ||
    (wantsCancel && (ctx.fresh.ordinal || is(s, 'booking', 'reservation', 'rezervacijo')))
  )
    return mine(deps, l, user, ctx.fresh.ordinal, wantsCancel, now);

  // A room at a property named now, for dates said now or earlier (ADR 120); a restaurant's name with no room asked keeps its table.
  const date = ctx.fresh.date ?? (has(s, 'book', 'reserv', 'rezerv') ? ctx.date : null);
  if (property && date && (!named || has(s, 'room', 'sob', 'stay', 'nastan', 'night', 'noc', 'suite', 'apartm', 'studio')))
    return stayOffer(deps, l, property, message, date, nightsIn(message, today) ?? nightsBefore(history, today) ?? 1, ctx.party ?? 2, user, now);

  // A table: a venue named now, or one the conversation holds and this message changes the day, time or party of.
  // A message that asks its own search by town or for stays ("Sobe na Bledu od 12. do 14. decembra") changes no table.
  const ownSearch = Boolean(alone && (alone.city || alone.kind === 'stays'));
  const followUp = !ownSearch && (changesTable || (!ctx.fresh.venueId && ctx.venueId && ctx.fresh.ordinal));
  const tableCue = has(s, 'table', 'miz', 'book', 'reserv', 'rezerv', 'free', 'prost', 'availab', 'tonight', 'nocoj', 'tomorrow', 'jutri', 'seat');
  const searchFirst = venueQuestion && !named && !followUp;
  // A venue's name alone answers "which restaurant?": the table the conversation asked for, there.
  const answersWhich = named && s.words.length <= 4 && (ctx.date || ctx.time || ctx.party);
  if (!searchFirst && ((named && (tableCue || ctx.fresh.date || ctx.fresh.time || ctx.fresh.party || answersWhich)) || followUp)) {
    const v = venues.find((x) => x.id === ctx.venueId)!;
    // A day was said but not understood: ask, never propose another day (today) in its place.
    if (ctx.fresh.dateUnclear) return askDay(l, v.name);
    return tableAnswer(deps, l, f, v, ctx, user, s, now);
  }

  // Stays for dates: the rooms free then, not just the list; a follow-up ("and in Piran?") keeps the dates and guests asked.
  const stayDate = ctx.fresh.date ?? (venueQuestion !== alone ? ctx.date : null);
  if (venueQuestion?.kind === 'stays' && stayDate)
    return freeRooms(
      deps.db,
      l,
      venueQuestion.city,
      stayDate,
      nightsIn(message, today) ?? nightsBefore(history, today) ?? 1,
      ctx.fresh.party ?? ctx.party ?? 2,
      now,
    );

  // A kind alone ("the restaurant shows full at 8pm, what now?") with a question of its own is that question.
  if (venueQuestion && venueSearch(s, venueQuestion) && !(policy && !narrows(venueQuestion) && policy.rule !== 'book-how')) {
    return { intent: 'venues', venues: await findVenues(deps.db, venueQuestion, 5, ctx.fresh.party ?? 1), links: [], text: '', venueQuestion };
  }

  // A table asked for a day, time or party at no venue the conversation knows: which restaurant, never the how-to.
  if (
    !ctx.venueId &&
    (ctx.fresh.date || ctx.fresh.time || ctx.fresh.party) &&
    (tableCue || sure('table')) &&
    !venueQuestion &&
    (!policy || policy.rule === 'book-how')
  )
    return { intent: 'availability', ...none, text: CHAT_TEXTS[l].askVenue(venues.slice(0, 5).map((v) => v.name)) };

  if (policy) return { intent: 'policy', ...none, text: policy.text };

  // The help or legal passage that clearly matches a product word, its best sentence first; else "I don't know".
  const quoted = has(s, ...PRODUCT) ? quotePassage(message, l, f.contactEmail, PASSAGE_MIN_SCORE) : null;
  if (quoted) return { intent: 'help', ...none, text: quoted };
  return { intent: 'unknown', ...none, text: CHAT_TEXTS[l].dontKnow(f.supportEmail) };
}

const PRODUCT = [
  'data',
  'podat',
  'personal',
  'osebn',
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

/** "for 3 nights", "2 noči", or a range's ("od 12. do 14. decembra"); null when the message says none. */
function nightsIn(message: string, today: string): number | null {
  const n = /\b(\d{1,2})\s?(?:nights?|noci|noči|nocitv\w*|nočitv\w*)\b/i.exec(message);
  // A span said as a range ("od 12. do 14. decembra") has its nights, whatever day it is.
  return n ? Math.max(1, Number(n[1])) : (parseRange(message, today)?.nights ?? null);
}

/** The nights the user's latest earlier message said, if any. */
const nightsBefore = (history: Turn[], today: string) =>
  history
    .filter((t) => t.role === 'user')
    .map((t) => nightsIn(t.content, today))
    .findLast((n) => n !== null) ?? null;
