import { has, is, type Said } from './cues';

// What a message's words alone decide before its question is read (ADR 115): a prompt to refuse,
// and an owner acting on their own venue.

/** A word naming other people: guests (gost, gosta, gostov … never gostilna), customers, users. */
const namesPeople = (w: string) => /^(guest|customer|user|strank|uporabnik)/.test(w) || /^gost(a|u|om|je|ov|i|ih|oma|ema|e)?$/.test(w);

/** Prompts that try to reach what no guest may see, or to get what the product does not offer. */
export function hostile(s: Said): boolean {
  return (
    has(s, 'ignor', 'disregard', 'jailbreak') ||
    // "Pozabi navodila" (forget your instructions), never "pozabil sem geslo" (I forgot my password).
    is(s, 'pozabi', 'pozabite') ||
    /system prompt|sistemsk\w* navodil|your (instructions|prompt)|svoja navodila/.test(s.text) ||
    (has(s, 'admin', 'skrbnik', 'administr') && has(s, 'password', 'gesl', 'login', 'prijav')) ||
    // Other people's contacts: an email or phone of guests (or of all), an address or mail of guests, never a venue's address ("naslov Gostilne pri Lipi").
    (has(s, 'email', 'mail', 'phone', 'telefon') && (s.words.some(namesPeople) || has(s, 'all', 'vseh', 'vse'))) ||
    // "the emails of the people who booked there": others' contacts asked for, by whatever word.
    /\b(e ?mails?|e ?naslov\w*|phone numbers?|telefonsk\w* stevilk\w*|contacts?|kontakt\w*) (of|od) (the )?(people|others|everyone|ljudi|drugih|vseh)\b/.test(
      s.text,
    ) ||
    (has(s, 'naslov', 'posto', 'posta') && s.words.some(namesPeople)) ||
    // Reviews written in guests' names, and an owner's private contacts.
    /\bfake reviews?\b|\blazn\w* (ocen|mnenj)|\bkot da so (jih )?napisali gostje\b|\bas if (written|they were written) by guests\b/.test(s.text) ||
    (has(s, 'email', 'mail', 'phone', 'telefon') && has(s, 'owner', 'lastnik') && has(s, 'privat', 'zasebn', 'personal', 'osebn')) ||
    // "promo" as a word, never "promote" (an owner's waitlist question).
    has(s, 'discount', 'popust', 'coupon', 'kupon', 'voucher') ||
    is(s, 'promo', 'promocode', 'promokoda')
  );
}

/** "My", "our", "one's own" in their forms (folded): the speaker's own. */
const OWN = [
  'my',
  'our',
  'moj',
  'moja',
  'moje',
  'mojo',
  'moji',
  'mojem',
  'mojega',
  'nas',
  'nasa',
  'naso',
  'nase',
  'nasi',
  'nasem',
  'svoj',
  'svoja',
  'svoje',
  'svojo',
  'svoji',
  'svojem',
];

/** An owner acting on their venue: a verb of changing it, or "my" / "our". */
export const OWNER_ACTS = (s: Said) =>
  has(s, 'chang', 'set', 'edit', 'updat', 'add', 'upload', 'remov', 'delet', 'spremen', 'nastav', 'doda', 'uredi', 'izbri', 'odstran', 'nalozi') ||
  is(s, ...OWN);

/** One's own venue: "my restaurant", "naši restavraciji", "our hotel". */
export const OWNS_VENUE = (s: Said) =>
  is(s, ...OWN) &&
  has(s, 'restau', 'restav', 'lokal', 'hotel', 'nastan', 'venue', 'place', 'property', 'penzion', 'gostiln', 'guesth', 'bistro', 'cafe', 'kavarn');

/** The user's own bookings: "my reservations", "kaj imam rezervirano". */
export const WANTS_MINE = (s: Said) =>
  // "my (upcoming) reservations", never "my card … booking a room".
  s.words.some((w, i) => MINE.includes(w) && s.words.slice(i + 1, i + 3).some((x) => /^(reserv|rezerv|booking)/.test(x))) ||
  /what have i booked|kaj imam rezervirano/.test(s.text);
const MINE = ['my', 'moje', 'moja', 'mojo', 'moji', 'mojih', 'mojo'];
