/**
 * The cues the chat's rules match a question on (ADR 115, ADR 117): its folded words and text, word
 * prefixes and exact words, and the word lists and phrasings (English and Slovenian) shared by rules.
 */

/** A question's folded words and folded text (text.ts `words`), what the cues are matched on. */
export interface Said {
  words: string[];
  text: string;
}

/** Any word beginning with any of the prefixes (folded: č→c, š→s, ž→z). */
export const has = (s: Said, ...prefixes: string[]) => s.words.some((w) => prefixes.some((p) => w.startsWith(p)));
/** Any exact word. */
export const is = (s: Said, ...exact: string[]) => s.words.some((w) => exact.includes(w));

export const DEPOSIT = ['deposit', 'varscin', 'polog', 'ara'];
export const PAY = ['pay', 'paid', 'plac', 'plat'];
export const PRICE = ['much', 'cost', 'price', 'amount', 'kolik', 'stan', 'cen', 'znes', 'visin', 'fee'];
export const PLAN = ['plan', 'paket', 'subscri', 'narocn', 'pricing', 'cenik'];
export const STAY = ['stay', 'room', 'nastan', 'sob', 'apartm', 'hotel', 'prenoc'];
export const CANCEL = ['cancel', 'prekl', 'odpov', 'storn'];
export const BOOK = ['book', 'reserv', 'rezerv'];

/**
 * What something costs, or whether it is free (ADR 117): "how much", "what does it cost", "koliko
 * stane", "brezplačna". A "free table" is availability, so "free" counts only as the question's last word.
 */
export const costs = (s: Said) =>
  is(s, 'cost', 'costs', 'price', 'stane', 'stanejo', 'stala', 'charge', 'charged', 'charges') ||
  has(s, 'brezplac', 'placljiv') ||
  /\bhow much\b|^(is|are)\b(?!.*\bthere\b).*\bfree$|\bfor free\b|\bfree of charge\b/.test(s.text);

/** "the monthly price for listing my hotel": a plan asked about without naming one. */
export const listingPrice = (s: Said) => has(s, 'list', 'objav', 'owner', 'lastnik') && has(s, ...PRICE, 'month', 'mesec');
