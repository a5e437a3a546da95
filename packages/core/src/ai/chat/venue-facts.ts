import { addDays, isOpenAt, openingWindow, wallClock } from '../../time/zone';
import { fmtDate } from './actions';
import { has, type Said } from './cues';
import type { VenueRecord } from './venue-repository';

/**
 * What the database holds about one listed venue that a guest asks in passing (ADR 117): its
 * opening hours, whether pets are allowed, its amenities, its address. Each answer states the
 * venue's own value, or says plainly that TableStay does not hold it.
 */
type Locale = 'en' | 'sl';

/** Amenities as stored, with the folded word prefixes that ask for them (English and Slovenian). */
/** `stayOnly`: also a dining word ("breakfast", "kitchen"), so a search counts it only when it asks for stays. */
export const AMENITIES: Record<string, { cues: string[]; phrase?: RegExp; en: string; sl: string; stayOnly?: boolean }> = {
  parking: { cues: ['parking', 'park', 'parkir'], en: 'parking', sl: 'parkirišče' },
  wifi: { cues: ['wifi', 'internet', 'brezzic'], phrase: /\bwi fi\b/, en: 'wifi', sl: 'wifi' },
  breakfast: { cues: ['breakfast', 'zajtrk'], en: 'breakfast', sl: 'zajtrk', stayOnly: true },
  pool: { cues: ['pool', 'bazen', 'swimm'], en: 'a pool', sl: 'bazen' },
  spa: { cues: ['spa', 'wellnes', 'sauna', 'savn'], en: 'a spa', sl: 'wellness' },
  gym: { cues: ['gym', 'fitnes'], en: 'a gym', sl: 'fitnes' },
  balcony: { cues: ['balcon', 'balkon'], en: 'a balcony', sl: 'balkon' },
  air_conditioning: { cues: ['klima', 'aircon'], phrase: /\bair condition/, en: 'air conditioning', sl: 'klimo' },
  sea_view: { cues: [], phrase: /\bsea ?view|\bview of the sea|\bpogled\w* na morje/, en: 'a sea view', sl: 'pogled na morje' },
  kitchen: { cues: ['kitchen', 'kitchenet'], phrase: /\bcajn\w* kuhinj/, en: 'a kitchen', sl: 'kuhinjo', stayOnly: true },
  washer: { cues: ['washer', 'washing', 'pralni'], en: 'a washing machine', sl: 'pralni stroj' },
};

const PETS = ['dog', 'pets', 'puppy', 'pes', 'psa', 'pse', 'psom', 'psi', 'psu', 'psov', 'psick', 'kuzk', 'ljubljenc', 'zival'];
/** A cue of four letters or more begins a word; a shorter one is the whole word ("spa", not "spanje"). */
const cue = (s: Said, cues: string[]) => s.words.some((w) => cues.some((c) => (c.length >= 4 ? w.startsWith(c) : w === c || w === `${c}s`)));

/** The amenities a message asks about (stored keys). */
export function askedAmenities(s: Said): string[] {
  return Object.entries(AMENITIES)
    .filter(([, a]) => cue(s, a.cues) || a.phrase?.test(s.text))
    .map(([k]) => k);
}

export const asksPets = (s: Said) => cue(s, PETS) || /\b(my|a|the|your) pet\b/.test(s.text);

/** Asks when a venue opens or closes ("open on Mondays", "when does X close today", "delovni čas"). */
export const asksHours = (s: Said) => has(s, 'open', 'clos', 'odprt', 'zapr', 'urnik', 'delovn', 'obratova') || /\bhours\b|\bdo kdaj\b/.test(s.text);

const DAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAYS_SL_PLURAL = ['nedeljah', 'ponedeljkih', 'torkih', 'sredah', 'četrtkih', 'petkih', 'sobotah'];
/** A weekday asked in general ("on Mondays", "ob ponedeljkih"), not one date. */
export const asksWeekly = (s: Said) =>
  /\b(sun|mon|tues|wednes|thurs|fri|satur)days\b|\bob \w+(ah|ih)\b|\bevery (sun|mon|tues|wednes|thurs|fri|satur)day\b/.test(s.text);
const DAYS_SL = ['nedelja', 'ponedeljek', 'torek', 'sreda', 'četrtek', 'petek', 'sobota'];
const clock = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A venue's opening hours: the asked day's, or the whole week's, as its database row has them. */
export function hoursAnswer(l: Locale, v: VenueRecord, date: string | null, weekly = false, now: Date | null = null): string {
  const hours = v.open_hours_json;
  if (now) {
    // "Is it open now?": the venue's own wall clock, then today's hours.
    const wall = wallClock(v.timezone, now);
    const today = wall.date;
    const open = isOpenAt(hours, today, Math.floor(wall.seconds / 60));
    const rest = hoursAnswer(l, v, today);
    return l === 'sl' ? `${v.name} je zdaj ${open ? 'odprt' : 'zaprt'}. ${rest}` : `${v.name} is ${open ? 'open' : 'closed'} now. ${rest}`;
  }
  if (date) {
    const w = openingWindow(hours, date);
    // "on Mondays" when a weekday is asked in general, else the date ("today", "tomorrow", "on 3 December").
    const wd = new Date(`${date}T12:00:00Z`).getUTCDay();
    const day = weekly ? (l === 'sl' ? `ob ${DAYS_SL_PLURAL[wd]}` : `on ${DAYS_EN[wd]}s`) : l === 'sl' ? fmtDate(l, date) : `on ${fmtDate(l, date)}`;
    if (w === undefined)
      return l === 'sl'
        ? `${v.name} na TableStay nima vpisanega delovnega časa; preverite ga pri obratu.`
        : `${v.name} has not set its opening hours on TableStay; please check with the venue.`;
    if (w === null) return l === 'sl' ? `${v.name} je ${day} zaprt.` : `${v.name} is closed ${day}.`;
    return l === 'sl'
      ? `${v.name} je ${day} odprt od ${clock(w.open)} do ${clock(w.close)}.`
      : `${v.name} is open ${day} from ${clock(w.open)} to ${clock(w.close)}.`;
  }
  // A week from a known Monday (2024-01-01), grouping days with the same hours.
  const week = Array.from({ length: 7 }, (_, i) => addDays('2024-01-01', i));
  const spans: { from: number; to: number; text: string }[] = [];
  for (const [i, d] of week.entries()) {
    const w = openingWindow(hours, d);
    if (w === undefined)
      return l === 'sl'
        ? `${v.name} na TableStay nima vpisanega delovnega časa; preverite ga pri obratu.`
        : `${v.name} has not set its opening hours on TableStay; please check with the venue.`;
    const text = w ? `${clock(w.open)}–${clock(w.close)}` : l === 'sl' ? 'zaprto' : 'closed';
    const last = spans.at(-1);
    if (last && last.text === text) last.to = i;
    else spans.push({ from: i, to: i, text });
  }
  const name = (i: number) => (l === 'sl' ? DAYS_SL : DAYS_EN)[(i + 1) % 7]!;
  const parts = spans.map((p) => `${p.from === p.to ? name(p.from) : `${name(p.from)}–${name(p.to)}`} ${p.text}`);
  return l === 'sl' ? `Delovni čas ${v.name}: ${parts.join(', ')}.` : `${v.name}'s opening hours: ${parts.join(', ')}.`;
}

/** Pets and amenities of a named venue, from its row. */
export function amenityAnswer(l: Locale, v: VenueRecord, pets: boolean, amenities: string[]): string {
  const parts: string[] = [];
  if (pets)
    parts.push(
      v.pets_allowed
        ? l === 'sl'
          ? `Da: ${v.name} sprejema hišne ljubljenčke.`
          : `Yes: pets are allowed at ${v.name}.`
        : l === 'sl'
          ? `Ne: ${v.name} hišnih ljubljenčkov ne sprejema (niso dovoljeni).`
          : `No: ${v.name} does not allow pets.`,
    );
  for (const a of amenities) {
    const m = AMENITIES[a]!;
    parts.push(
      v.amenities.includes(a)
        ? l === 'sl'
          ? `Da: ${v.name} ima ${m.sl}.`
          : `Yes: ${v.name} has ${m.en}.`
        : l === 'sl'
          ? `${v.name} med svojo ponudbo nima navedeno: ${m.sl}; preverite pri obratu.`
          : `${v.name} does not list ${m.en} among its amenities; please check with the venue.`,
    );
  }
  return parts.join(' ');
}

/** Check-in and check-out times: TableStay holds none, so the property says; how to reach it. */
export function stayTimesAnswer(l: Locale, v: VenueRecord | null, contactEmail: string): string {
  if (v)
    return l === 'sl'
      ? `Uro prijave in odjave določi nastanitev ${v.name} sama; TableStay je ne hrani. Vprašajte jo neposredno (naslov: ${v.address}); za pomoč pišite na ${contactEmail}.`
      : `${v.name} sets its own check-in and check-out times; TableStay does not hold them. Ask the property directly (address: ${v.address}); for help, write to ${contactEmail}.`;
  return l === 'sl'
    ? `Uro prijave in odjave določi vsaka nastanitev sama; TableStay je ne hrani. Vprašajte nastanitev neposredno (naslov je na njeni strani na TableStay); za pomoč pišite na ${contactEmail}.`
    : `Each property sets its own check-in and check-out times; TableStay does not hold them. Ask the property directly (its address is on its TableStay page); for help, write to ${contactEmail}.`;
}

/** Asks at what time one arrives or must leave a stay. */
export function asksStayTimes(s: Said, namedStay = false): boolean {
  const checkInOut = /\bcheck ?(in|out)\b|\bcheckin|\bcheckout/.test(s.text) || has(s, 'prijav', 'odjav', 'prihod', 'odhod', 'zapust', 'arriv', 'leave');
  const stay = namedStay || has(s, 'stay', 'room', 'nastan', 'sob', 'apartm', 'hotel', 'property') || /\bcheck ?(in|out)\b|\bcheckin|\bcheckout/.test(s.text);
  const when =
    has(s, 'time', 'when', 'hour', 'ura', 'uri', 'ure', 'uro', 'kdaj', 'late', 'early', 'pozn', 'zgod') || /\bby what\b|\buntil when\b|\bdo kater/.test(s.text);
  return checkInOut && stay && when;
}
