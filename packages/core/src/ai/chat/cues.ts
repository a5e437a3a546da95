/**
 * The cues the chat's remaining rules match a message on (ADR 115, ADR 117): its folded words and
 * text, word prefixes and exact words. What a message asks is the classifier's (ADR 126); these only
 * pick out the entities a lookup needs (a day, an amenity, "my").
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

/** Word prefixes of cancelling: cancel, prekliči, odpovem, storniram. */
export const CANCEL_WORDS = ['cancel', 'prekl', 'odpov', 'storn'];
/** The message speaks of cancelling. */
export const cancels = (s: Said) => has(s, ...CANCEL_WORDS);
/** Asks what something costs (folded text): "how much", "koliko stane", "kolk". */
export const ASKS_COST = /how much|cost|price|koliko|kolk|stane|cena/;
