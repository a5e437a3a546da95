import { has, is, type Said } from './cues';
import { PASSAGE_MIN_SCORE, quotePassage } from './corpus';
import { CHAT_TEXTS } from './texts';

// Privacy questions (ADR 126): where to write about one's data, whether it is sold, how long it is
// kept, or the Privacy Policy's passage that matches.

type Locale = 'en' | 'sl';

/**
 * A privacy question's answer from the Privacy Policy itself ("do you share my data?"), when a
 * passage of it clearly matches; the retention section is better told by the help passage, which
 * gives every period at once.
 */
const privacyPassage = (message: string, l: Locale, contactEmail: string) =>
  quotePassage(message, l, contactEmail, PASSAGE_MIN_SCORE, (p) => p.source === 'privacy' && p.id !== 'privacy:retention');

/** How long something is kept, or whether it is kept at all: the retention answer, which gives every period. */
export const KEEPS = (s: Said) => /how long|koliko casa|kako dolgo|do kdaj/.test(s.text) || has(s, 'keep', 'store', 'save', 'hran', 'shran');

/** Where to write about one's data ("Who do I email with a GDPR request?"), the AI behind the chat, whether it is sold, how long it is kept, or the policy's passage that matches. */
export function privacyAnswer(s: Said, message: string, l: Locale, contactEmail: string, retention: string): string {
  // Where to write, or a request about one's data (a copy of it, erasing something): the data-protection address.
  if (has(s, 'email', 'mail', 'contact', 'write', 'naslov', 'kontakt', 'pisem', 'pisat', 'obrn', 'gdpr', 'copy', 'kopij', 'erase', 'izbris', 'zbris'))
    return CHAT_TEXTS[l].privacyContact(contactEmail);
  if (is(s, 'ai', 'openai', 'chatgpt', 'gpt', 'llm') || has(s, 'umetn', 'artificial')) return CHAT_TEXTS[l].aiProviders;
  if (has(s, 'sell', 'sold', 'prodaj', 'prodat', 'advertis', 'oglase')) return CHAT_TEXTS[l].noSale;
  return KEEPS(s) ? retention : (privacyPassage(message, l, contactEmail) ?? retention);
}
