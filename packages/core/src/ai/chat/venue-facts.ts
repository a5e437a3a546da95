import { addDays, isOpenAt, openingWindow, wallClock } from '../../time/zone';
import { roomTypeName } from '../../i18n/labels';
import { cancels, has, type Said } from './cues';
import { eur } from './facts';
import { CHAT_TEXTS } from './texts';
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

export const asksPets = (s: Said) => cue(s, PETS) || /\b(my|a|the|your) pet\b|\bpet friendly\b/.test(s.text);

/** Asks when a venue opens or closes ("open on Mondays", "when does X close today", "delovni čas"). */
export const asksHours = (s: Said) =>
  (has(s, 'open', 'clos', 'odprt', 'zapr', 'urnik', 'delovn', 'obratova') || /\bhours\b|\bdo kdaj\b/.test(s.text)) &&
  // "a room close by", "close to the lake": near, not closing; "do kdaj moram plačati?": paying, not hours.
  !/\bclose (by|to)\b|\bclosest\b/.test(s.text) &&
  !has(s, 'pay', 'paid', 'plac', 'placa', 'placil');

/** A weekday asked in general ("on Mondays", "ob ponedeljkih"), not one date. */
export const asksWeekly = (s: Said) =>
  /\b(sun|mon|tues|wednes|thurs|fri|satur)days\b|\bob \w+(ah|ih)\b|\bevery (sun|mon|tues|wednes|thurs|fri|satur)day\b/.test(s.text);
const clock = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A venue's opening hours: the asked day's, or the whole week's, as its database row has them. */
export function hoursAnswer(l: Locale, v: VenueRecord, date: string | null, weekly = false, now: Date | null = null): string {
  const tx = CHAT_TEXTS[l];
  const hours = v.open_hours_json;
  if (now) {
    // "Is it open now?": the venue's own wall clock, then today's hours.
    const wall = wallClock(v.timezone, now);
    const today = wall.date;
    const open = isOpenAt(hours, today, Math.floor(wall.seconds / 60));
    const rest = hoursAnswer(l, v, today);
    return tx.openNow(v.name, open, rest);
  }
  if (date) {
    const w = openingWindow(hours, date);
    // "on Mondays" when a weekday is asked in general, else the date ("today", "tomorrow", "on 3 December").
    const wd = new Date(`${date}T12:00:00Z`).getUTCDay();
    const day = weekly ? tx.onWeekdays(wd) : tx.onDate(date);
    if (w === undefined) return tx.noHours(v.name);
    if (w === null) return tx.closedOn(v.name, day);
    return tx.openOn(v.name, day, clock(w.open), clock(w.close));
  }
  // A week from a known Monday (2024-01-01), grouping days with the same hours.
  const week = Array.from({ length: 7 }, (_, i) => addDays('2024-01-01', i));
  const spans: { from: number; to: number; text: string }[] = [];
  for (const [i, d] of week.entries()) {
    const w = openingWindow(hours, d);
    if (w === undefined) return tx.noHours(v.name);
    const text = w ? `${clock(w.open)}–${clock(w.close)}` : tx.closedAllDay;
    const last = spans.at(-1);
    if (last && last.text === text) last.to = i;
    else spans.push({ from: i, to: i, text });
  }
  const name = (i: number) => tx.weekday((i + 1) % 7);
  const parts = spans.map((p) => `${p.from === p.to ? name(p.from) : `${name(p.from)}–${name(p.to)}`} ${p.text}`);
  return tx.weekHours(v.name, parts);
}

/** Pets and amenities of a named venue, from its row. */
export function amenityAnswer(l: Locale, v: VenueRecord, pets: boolean, amenities: string[]): string {
  const tx = CHAT_TEXTS[l];
  const parts: string[] = [];
  if (pets) parts.push(v.pets_allowed ? tx.petsAllowed(v.name) : tx.petsBanned(v.name));
  for (const a of amenities) {
    const named = AMENITIES[a]![l];
    parts.push(v.amenities.includes(a) ? tx.hasAmenity(v.name, named) : tx.lacksAmenity(v.name, named));
  }
  return parts.join(' ');
}

/** Check-in and check-out times: TableStay holds none, so the property says; how to reach it. */
export function stayTimesAnswer(l: Locale, v: VenueRecord | null, contactEmail: string): string {
  if (v) return CHAT_TEXTS[l].stayTimes(v.name, v.address, contactEmail);
  return CHAT_TEXTS[l].stayTimesAny(contactEmail);
}

/** Asks at what time one arrives or must leave a stay. */
export function asksStayTimes(s: Said, namedStay = false): boolean {
  const checkInOut = /\bcheck ?(in|out)\b|\bcheckin|\bcheckout/.test(s.text) || has(s, 'prijav', 'odjav', 'prihod', 'odhod', 'zapust', 'arriv', 'leave');
  const stay = namedStay || has(s, 'stay', 'room', 'nastan', 'sob', 'apartm', 'hotel', 'property') || /\bcheck ?(in|out)\b|\bcheckin|\bcheckout/.test(s.text);
  const when =
    has(s, 'time', 'when', 'hour', 'ura', 'uri', 'ure', 'uro', 'kdaj', 'late', 'early', 'pozn', 'zgod') || /\bby what\b|\buntil when\b|\bdo kater/.test(s.text);
  // "Until when can I cancel before we arrive?" is a cancellation question.
  return checkInOut && stay && when && !cancels(s);
}

/** Asks where a venue is: its address. */
export const asksAddress = (s: Said) => has(s, 'address', 'naslov', 'locat', 'lokacij') || /\bwhere is\b|\bkje (je|se nahaja|lezi)\b/.test(s.text);

/** Asks a price (never a deposit's or a plan's: those are policy questions). */
export const asksPrice = (s: Said) =>
  (has(s, 'price', 'cost', 'cena', 'ceno', 'cene', 'cenik', 'stane', 'drag', 'expens', 'cheap', 'poceni') ||
    /\bhow much\b|\bkoliko (stane|pride)\b/.test(s.text)) &&
  !has(s, 'deposit', 'varscin', 'plan', 'paket', 'subscr', 'narocn', 'fee', 'provizij');

/** The diets a venue's row says it serves, and does not, for those asked. */
export function dietAnswer(l: Locale, v: VenueRecord, diets: ('vegan' | 'vegetarian' | 'gluten_free')[]): string {
  const tx = CHAT_TEXTS[l];
  return diets.map((d) => (v[d] || (d === 'vegetarian' && v.vegan) ? tx.servesDiet(v.name, d) : tx.lacksDiet(v.name, d))).join(' ');
}

/**
 * A property's room types with their price per night and how many they sleep; for a party, only
 * the rooms that sleep it (or, when none does, every room with that said).
 */
export function roomPricesAnswer(
  l: Locale,
  v: VenueRecord,
  types: { name: string; name_sl: string | null; capacity: number; base_price_eur: string | number }[],
  party: number | null = null,
): string {
  const tx = CHAT_TEXTS[l];
  if (!types.length) return tx.noRoomTypes(v.name);
  const fits = party ? types.filter((t) => t.capacity >= party) : types;
  const prices = (fits.length ? fits : types).map((t) => tx.roomPrice(roomTypeName(l, t), eur(l, Number(t.base_price_eur)), t.capacity));
  if (party && !fits.length) return `${tx.noRoomFits(v.name, party)} ${tx.roomPrices(v.name, prices)}`;
  return party ? tx.roomsFor(v.name, party, prices) : tx.roomPrices(v.name, prices);
}

/** Asks about a venue as a whole: "tell me about X", "what is X", "povej mi o X". */
export const asksOverview = (s: Said) =>
  has(s, 'tell', 'about', 'describ', 'info', 'povej', 'opis', 'predstav') || /\bwhat is\b|\bkaj je\b|\bkaksn/.test(s.text);

/** A venue in a few words from its row: what and where it is, and (for a property) its rooms and prices. */
export function overviewAnswer(l: Locale, v: VenueRecord, types: Parameters<typeof roomPricesAnswer>[2]): string {
  const tx = CHAT_TEXTS[l];
  if (v.total_rooms > 0) return `${tx.stayOverview(v.name, v.city ?? '', v.address)} ${roomPricesAnswer(l, v, types)}`;
  return tx.restaurantOverview(v.name, v.cuisine, v.city ?? '', v.address);
}
