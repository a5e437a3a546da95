import uFuzzy from '@leeoniya/ufuzzy';
import { dateUnclear, parseDate } from './dates';
import { fold, NUMBER_WORDS, sameWord, stem, terms, words } from './text';

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
  /** Its town: a name whose rest is its town ("Kavarna Kranj") is never named by the town alone. */
  city?: string | null;
}

/** A venue's kind, as the first word of its name (folded). */
const KINDS =
  /^(gostilna|gostisce|hisa|kavarna|restavracija|restaurant|okrepcevalnica|penzion|pension|apartmaji|apartments|vila|villa|hotel|hostel|taverna|trattoria|bistro|pizzeria|picerija|kmetija|bar)$/;
/** A name that is a place phrase: "Pri Lipi", "Pod Gradom", "Na Gradu", "Ob Reki". */
const PLACE_PHRASE = /^(pri|pod|na|ob|nad|za)$/;

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
  // The name without its kind when the rest is a place phrase ("pri Lipi" for Gostilna Pri Lipi, "pod
  // Gradom") or one longer word written as a name ("Mlinar" for Mlinar Bistro); never its town, and
  // never a short word alone ("Sol", which is also salt).
  const byRest = venues.filter((v) => {
    const parts = v.name.split(/\s+/);
    const kindAt = KINDS.test(words(parts[0]!)[0] ?? '') ? 'first' : KINDS.test(words(parts.at(-1)!)[0] ?? '') ? 'last' : null;
    const rest = kindAt === 'first' ? parts.slice(1) : kindAt === 'last' ? parts.slice(0, -1) : [];
    if (!rest.length) return false;
    const want = terms(rest.join(' '));
    if (v.city && terms(v.city).some((c) => want.some((w) => sameWord(c, w)))) return false;
    // Or one word of five letters or more, written as a name (capital, not first): "kdaj je odprt Mlinar".
    const asName = rest.length === 1 && rest[0]!.length >= 5 && (said.length <= 3 || new RegExp(`(?<=\\S\\s+)${rest[0]!.slice(0, 4)}`, 'u').test(message));
    return want.length > 0 && (PLACE_PHRASE.test(words(rest[0]!)[0] ?? '') || asName) && want.every((w) => stems.some((x) => sameWord(x, w)));
  });
  if (byRest.length) return longest(byRest);
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
  const ob = /\b(?:ob|at)\s([01]?\d|2[0-3])(?:\s?h|-?ih)?\b(?![.:]\d)/i.exec(message);
  // "at 8" at a restaurant is 20:00: no table is booked before 09:00.
  const morning = /\b(morning|zjutraj|dopoldne|am)\b/i.test(message);
  if (ob) return pad(Number(ob[1]) >= 1 && Number(ob[1]) <= 8 && !morning ? Number(ob[1]) + 12 : Number(ob[1]), 0);
  return null;
}

const PARTY_WORDS = 'people|ppl|persons?|guests?|adults?|pax|oseb[aie]?|ljudi|odrasl\\w*|gost(?:a|e|ov|i)?|diners';

const NUMBER = `\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')}`;

/** A party size: "for 4", "za 4", "4 people", "4 osebe", "party of 4", "for two", "za dva". */
export function parseParty(message: string): number | null {
  const folded = fold(message);
  const m =
    new RegExp(`\\b(${NUMBER})\\s?(?:${PARTY_WORDS}|of us)\\b`, 'i').exec(folded) ??
    new RegExp(
      `\\b(?:for|za|party of|table for|miza za|mizo za|we are|we're|there are|nas je|nas bo|nas je pa|nas bo pa)\\s(${NUMBER})\\b(?![:.]\\d)(?!\\s?(?:nights?|noc\\w*|days?|dni|dneve|weeks?|tedn\\w*|minut\\w*|hours?|ur[aeo]?)\\b)`,
      'i',
    ).exec(folded);
  if (!m) return null;
  return /^\d/.test(m[1]!) ? Number(m[1]) : (NUMBER_WORDS[m[1]!.toLowerCase()] ?? null);
}

const ORDINALS: [number, string[]][] = [
  [1, ['first', '1st', 'prva', 'prvi', 'prvo', 'prve']],
  [2, ['second', '2nd', 'druga', 'drugi', 'drugo', 'druge']],
  [3, ['third', '3rd', 'tretja', 'tretji', 'tretjo', 'tretje']],
  [4, ['fourth', '4th', 'cetrta', 'cetrti', 'cetrto']],
  [5, ['fifth', '5th', 'peta', 'peti', 'peto']],
  [-1, ['last', 'zadnja', 'zadnji', 'zadnjo']],
];

const TIME_UNITS =
  /^(minutes?|moment|time|times|hours?|days?|nights?|weeks?|months?|years?|minut\w*|trenut\w*|krat|dan|dni|noc\w*|ted(en|na)|mesec\w*|let[ao]?|ur[aoi]?)$/;

export function parseOrdinal(message: string): number | null {
  const ws: string[] = words(message);
  // "last minute", "the first time", "prvi dan" say when, not which item of a list.
  const hit = ORDINALS.find(([, forms]) => ws.some((w, i) => forms.includes(w) && !TIME_UNITS.test(ws[i + 1] ?? '')));
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
