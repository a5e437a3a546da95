// English only: chrono-node's other locales stay out of the bundle.
import { casual, GB, type Chrono } from 'chrono-node/en';
import uFuzzy from '@leeoniya/ufuzzy';
import { addDays } from '../../time/zone';
import { sameWord, stem, terms, words } from './text';

/**
 * What a chat message says about a table (ADR 115): the venue it names, a day, a time, a party
 * size, and which item of an earlier list it points at ("the second one"). Pure.
 */
export interface Asked {
  venueId: string | null;
  date: string | null;
  time: string | null;
  party: number | null;
  /** 1-based position in the list the assistant last gave; -1 the last one. */
  ordinal: number | null;
  /** A day was said but could not be read ("the 8th of Decembr"): the assistant asks rather than guess. */
  dateUnclear: boolean;
}

export interface NamedVenue {
  id: string;
  name: string;
}

/** A letter written twice or more in a row, as once. */
const squeeze = (text: string) => text.replace(/([a-z])\1+/g, '$1');

/** One typo per word of a name ("Tavrna Sol", "Zelni Vrt"), every word present, in any order. */
const fuzzy = new uFuzzy({ intraMode: 1, interIns: Infinity });

/**
 * The venue whose every name word the message holds (inflected forms too), the longest name first;
 * failing that, the one it names with a typo in a word (uFuzzy, ADR 126), then with a letter
 * doubled or not, then with a typo in an inflected word, compared stem to stem.
 */
export function namedVenue<V extends NamedVenue>(message: string, venues: V[]): V | null {
  const said = words(message);
  const stems = said.map(stem);
  const longest = (hits: V[]) => hits.sort((a, b) => b.name.length - a.name.length)[0] ?? null;
  const exact = venues.filter((v) => {
    const want = terms(v.name);
    return want.length > 0 && want.every((w) => stems.some((s) => sameWord(s, w)));
  });
  if (exact.length) return longest(exact);
  const text = said.join(' ');
  const typo = venues.filter((v) => (fuzzy.filter([text], words(v.name).join(' ')) ?? []).length > 0);
  if (typo.length) return longest(typo);
  // A doubled or dropped double letter ("Taverna Sool", "Tratoria"), which uFuzzy keeps exact in short words.
  const single = squeeze(text);
  const doubled = venues.filter((v) => (fuzzy.filter([single], squeeze(words(v.name).join(' '))) ?? []).length > 0);
  if (doubled.length) return longest(doubled);
  // Inflected and misspelled at once ("v Tavrni Sol"): one error between the stems.
  const stemmed = stems.join(' ');
  return longest(venues.filter((v) => terms(v.name).length > 0 && (fuzzy.filter([stemmed], terms(v.name).join(' ')) ?? []).length > 0));
}

const SL_DAYS: string[][] = [
  ['nedelja', 'nedeljo', 'nedelje', 'nedeljah'],
  ['ponedeljek', 'ponedeljka', 'ponedeljkih'],
  ['torek', 'torka', 'torkih'],
  ['sreda', 'sredo', 'srede', 'sredah'],
  ['cetrtek', 'cetrtka', 'cetrtkih'],
  ['petek', 'petka', 'petkih'],
  ['sobota', 'soboto', 'sobote', 'sobotah'],
];
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The next date (today included) falling on `weekday`. */
const nextWeekday = (today: string, weekday: number) => addDays(today, (weekday - weekdayOf(today) + 7) % 7);

/**
 * Month names as the folded words read them, by month: Slovenian in every case the chat meets
 * ("december", "decembra", "decembru", "marec", "marca"), then English with its abbreviations.
 * Slovenian ones are read here; English ones only tell `dateUnclear` that a month was named
 * (chrono-node reads English dates).
 */
const SL_MONTHS: string[][] = [
  ['januar', 'januarja', 'januarju'],
  ['februar', 'februarja', 'februarju'],
  ['marec', 'marca', 'marcu'],
  ['april', 'aprila', 'aprilu'],
  ['maj', 'maja', 'maju'],
  ['junij', 'junija', 'juniju'],
  ['julij', 'julija', 'juliju'],
  ['avgust', 'avgusta', 'avgustu'],
  ['september', 'septembra', 'septembru'],
  ['oktober', 'oktobra', 'oktobru'],
  ['november', 'novembra', 'novembru'],
  ['december', 'decembra', 'decembru'],
];
const EN_MONTHS = [
  'january',
  'jan',
  'february',
  'feb',
  'march',
  'mar',
  'april',
  'apr',
  'may',
  'june',
  'jun',
  'july',
  'jul',
  'august',
  'aug',
  'september',
  'sep',
  'sept',
  'october',
  'oct',
  'november',
  'nov',
  'december',
  'dec',
];
const slMonthOf = (w: string | undefined) => (w === undefined ? -1 : SL_MONTHS.findIndex((forms) => forms.includes(w)));
const isMonth = (w: string | undefined) => w !== undefined && (slMonthOf(w) >= 0 || EN_MONTHS.includes(w));
/** A day of the month as a word: "8", "8th", "1st", "22nd", "3rd". */
const dayOf = (w: string | undefined) => {
  const m = w === undefined ? null : /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(w);
  const d = m ? Number(m[1]) : 0;
  return d >= 1 && d <= 31 ? d : 0;
};

/** The date of day `d` of month `m` (1-based), in `year` if said, else the next one from `today`; null when there is no such day. */
function calendarDay(d: number, m: number, year: number | null, today: string): string | null {
  const date = (y: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const fits = (y: number) => new Date(`${date(y)}T12:00:00Z`).getUTCDate() === d;
  let y = year ?? Number(today.slice(0, 4));
  if (year === null && date(y) < today) y++;
  // A day the month does not have (31 April, 29 February of a common year) is no date.
  if (!fits(y)) return null;
  return date(y);
}

/** A Slovenian month-name date: "8. decembra", "8 decembra 2027", "za 3. januarja". */
function slovenianMonthDate(ws: string[], today: string): string | null {
  const yearAt = (i: number) => (ws[i] && /^20\d\d$/.test(ws[i]!) ? Number(ws[i]) : null);
  for (let i = 0; i < ws.length; i++) {
    const m = slMonthOf(ws[i]);
    if (m < 0) continue;
    // "maj" and "marec" only beside a day.
    const before = dayOf(ws[i - 1]);
    if (before) return calendarDay(before, m + 1, yearAt(i + 1), today);
    const after = dayOf(ws[i + 1]);
    if (after) return calendarDay(after, m + 1, yearAt(i + 2), today);
  }
  return null;
}

/** The message names a month (beside a number) or a day of the month this parser could not read: ask, never guess. */
export function dateUnclear(message: string, today: string): boolean {
  if (parseDate(message, today)) return false;
  const ws: string[] = words(message);
  return ws.some((w, i) => isMonth(w) && (dayOf(ws[i - 1]) > 0 || dayOf(ws[i + 1]) > 0 || ws[i - 1] === 'of' || /^(in|v|za)$/.test(ws[i - 1] ?? '')));
}

/**
 * An English date by chrono-node, relative to `today` (read at noon UTC, its fields in UTC, so the
 * process's zone never shifts the day). A weekday alone ("on Friday", "this weekend") is the first
 * such day on or after `from`.
 */
function englishDate(message: string, today: string, from: string): string | null {
  const at = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
  // Day first ("8/12" is 8 December); "Dec 24", which British reading takes for a year, by the casual reading.
  // A time in hours ("ob 20h", "20 h") is no duration from now: chrono-node would read "20h" as 20 hours ahead.
  const text = message.replace(/\b\d{1,2}\s?h\b/gi, ' ');
  const read = (parser: Chrono) => {
    const found = parser.parse(text, at, { forwardDate: true });
    return (found.find((r) => r.start.isCertain('day')) ?? found.find((r) => r.start.isCertain('weekday')))?.start;
  };
  const start = read(GB) ?? read(casual);
  if (!start) return null;
  if (!start.isCertain('day')) return nextWeekday(from, start.get('weekday')!);
  const date = `${start.get('year')}-${String(start.get('month')).padStart(2, '0')}-${String(start.get('day')).padStart(2, '0')}`;
  return calendarDay(start.get('day')!, start.get('month')!, start.isCertain('year') ? start.get('year') : null, today) === date ? date : null;
}

/**
 * A day said in English or Slovenian, relative to `today` (the venue's). A weekday ("and
 * Saturday?", "pa v soboto?") is the first one on or after `discussed`, the day the conversation is
 * about, when there is one: the question moves that day, it does not start again from today.
 * Slovenian by the grammar here (month names in their cases, "jutri", "pojutrišnjem", "v petek"),
 * English by chrono-node.
 */
export function parseDate(message: string, today: string, discussed: string | null = null): string | null {
  const ws: string[] = words(message);
  const text = ws.join(' ');
  const iso = /\b(20\d\d)-(\d\d)-(\d\d)\b/.exec(message);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dm = /\b(\d{1,2})\.\s?(\d{1,2})\.(\s?(20\d\d))?/.exec(message);
  if (dm) {
    const [d, m] = [Number(dm[1]), Number(dm[2])];
    if (d >= 1 && d <= 31 && m >= 1 && m <= 12) return calendarDay(d, m, dm[4] ? Number(dm[4]) : null, today);
  }
  const named = slovenianMonthDate(ws, today);
  if (named) return named;
  if (/\bpojutrisnjem\b/.test(text)) return addDays(today, 2);
  if (ws.includes('jutri')) return addDays(today, 1);
  if (ws.some((w) => ['danes', 'nocoj', 'drevi'].includes(w))) return today;
  const from = discussed && discussed > today ? discussed : today;
  if (ws.includes('vikend') || /\bweekend\b/.test(text)) return nextWeekday(from, 6);
  for (const [i, forms] of SL_DAYS.entries()) if (ws.some((w) => forms.includes(w))) return nextWeekday(from, i);
  return englishDate(message, today, from) ?? dayOfMonth(message, today, from);
}

/**
 * A day of the month alone ("and the 21st?"): in the month under discussion (or this one), else the
 * next month that has it and is not past.
 */
function dayOfMonth(message: string, today: string, from: string): string | null {
  const ordinal = /\b(?:the\s)?(\d{1,2})(?:st|nd|rd|th)\b/i.exec(message);
  if (!ordinal || isMonthNamed(message)) return null;
  const d = Number(ordinal[1]);
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  for (let tries = 0; tries < 3; tries++) {
    const date = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    if (d >= 1 && new Date(`${date}T12:00:00Z`).getUTCDate() === d && date >= today) return date;
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return null;
}

/** The message names a month (then chrono-node, not `dayOfMonth`, reads its day). */
const isMonthNamed = (message: string) => words(message).some((w) => isMonth(w));

/** A time of day: 19:30, 19.30, 7pm, 7:30 pm, ob 19h, ob 19. */
const pad = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

export function parseTime(message: string): string | null {
  const pm = /\b(\d{1,2})(?::(\d\d))?\s?(am|pm)\b/i.exec(message);
  if (pm) {
    let h = Number(pm[1]) % 12;
    if (pm[3]!.toLowerCase() === 'pm') h += 12;
    return h < 24 ? pad(h, Number(pm[2] ?? 0)) : null;
  }
  const hm = /\b([01]?\d|2[0-3])[:.]([0-5]\d)\b(?!\.)/.exec(message);
  if (hm) return pad(Number(hm[1]), Number(hm[2]));
  const ob = /\b(?:ob|at)\s([01]?\d|2[0-3])(?:\s?h)?\b(?![.:]\d)/i.exec(message);
  if (ob) return pad(Number(ob[1]), 0);
  return null;
}

const PARTY_WORDS = 'people|persons?|guests?|pax|oseb[aie]?|ljudi|gost(?:a|e|ov|i)?|diners';

/** A party size: "for 4", "za 4", "4 people", "4 osebe", "party of 4". */
export function parseParty(message: string): number | null {
  const m =
    new RegExp(`\\b(\\d{1,3})\\s?(?:${PARTY_WORDS})\\b`, 'i').exec(message) ??
    /\b(?:for|za|party of|table for|miza za|mizo za)\s(\d{1,3})\b(?![:.]\d)/i.exec(message);
  return m ? Number(m[1]) : null;
}

const ORDINALS: [number, string[]][] = [
  [1, ['first', '1st', 'prva', 'prvi', 'prvo', 'prve']],
  [2, ['second', '2nd', 'druga', 'drugi', 'drugo', 'druge']],
  [3, ['third', '3rd', 'tretja', 'tretji', 'tretjo', 'tretje']],
  [4, ['fourth', '4th', 'cetrta', 'cetrti', 'cetrto']],
  [5, ['fifth', '5th', 'peta', 'peti', 'peto']],
  [-1, ['last', 'zadnja', 'zadnji', 'zadnjo']],
];

export function parseOrdinal(message: string): number | null {
  const ws: string[] = words(message);
  const hit = ORDINALS.find(([, forms]) => ws.some((w) => forms.includes(w)));
  if (hit) return hit[0];
  const n = /\b(?:number|no\.?|st\.?|stevilka|#)\s?(\d)\b/i.exec(message);
  return n ? Number(n[1]) : null;
}

/** Everything one message says. */
export function parseAsked(message: string, venues: NamedVenue[], today: string, discussed: string | null = null): Asked {
  return {
    venueId: namedVenue(message, venues)?.id ?? null,
    date: parseDate(message, today, discussed),
    time: parseTime(message),
    party: parseParty(message),
    ordinal: parseOrdinal(message),
    dateUnclear: dateUnclear(message, today),
  };
}
