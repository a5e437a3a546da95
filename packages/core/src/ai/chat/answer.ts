import { label } from '../../i18n/labels';
import type { Ranked } from './corpus';
import type { Passage } from './corpus';
import { CHAT_TEXTS } from './texts';
import { AMENITIES } from './venue-facts';
import { OTHER_CUISINES, type VenueFact, type VenueQuestion } from './venues';

export interface ChatFacts {
  locale: 'en' | 'sl';
  question: string;
  passages: { title: string; text: string; source: Passage['source'] }[];
  venueQuestion: VenueQuestion | null;
  venues: VenueFact[];
  contactEmail: string;
  /** What the engine recognised, and its answer (ADR 115): the model words this, nothing else. */
  intent?: string;
  answer?: string;
  links?: { label: string; href: string }[];
  done?: { kind: string; id: string } | null;
}

export function factsOf(
  locale: 'en' | 'sl',
  question: string,
  ranked: Ranked<Passage>[],
  venueQuestion: VenueQuestion | null,
  venues: VenueFact[],
  contactEmail: string,
): ChatFacts {
  return {
    locale,
    question,
    passages: ranked.map((r) => ({ title: r.doc.title, text: r.doc.text, source: r.doc.source })),
    venueQuestion,
    venues,
    contactEmail,
  };
}

export function instructions(locale: 'en' | 'sl'): string {
  const language = CHAT_TEXTS[locale].language;
  return [
    "You are TableStay's assistant for guests and owners of restaurants and stays in Slovenia.",
    `Answer in ${language}, briefly, in plain text (no markdown, no URLs: the app shows the venue links itself).`,
    'Use only the FACTS: `answer` is the right answer, computed by code (state its first sentence first); passages are the product help, terms and privacy policy; venues are the listed venues matching the question.',
    'Never say something was booked or cancelled unless FACTS.done says so; keep any "Yes / No" question of the answer word for word.',
    'Never name a venue, price, rule or date that is not in the FACTS. If the FACTS do not answer, say so and point to the contact address.',
  ].join('\n');
}

function venueLines(f: ChatFacts): string {
  const q = f.venueQuestion!;
  const tx = CHAT_TEXTS[f.locale];
  const asked = tx.searched({
    kind: q.kind,
    city: q.city,
    diets: q.diets,
    named: [...q.cuisines, ...q.tags].map((value) => ({ value, other: OTHER_CUISINES[value] })),
    amenities: (q.amenities ?? []).map((a) => AMENITIES[a]![f.locale]),
    pets: Boolean(q.pets),
  });
  if (!f.venues.length) return tx.noVenues(asked);
  const lines = f.venues.map(
    (v) => `- ${v.name}, ${v.city}${v.cuisine ? ` (${label(f.locale, v.cuisine)})` : ''}${v.fromEur ? tx.fromPerNight(v.fromEur) : ''}`,
  );
  return [tx.venuesHead(asked, f.venues.length), ...lines].join('\n');
}

const firstSentence = (text: string) => text.match(/^.*?[.!?](\s|$)/)?.[0].trim() ?? text;

/**
 * The embedded engine's answer (ADR 088): the matched venues as a list, then the best passage in
 * full and the next one's first sentence, in the asked language. Nothing that is not in the facts.
 */
export function composeAnswer(f: ChatFacts): string {
  const tx = CHAT_TEXTS[f.locale];
  const parts: string[] = [];
  if (f.venueQuestion) parts.push(venueLines(f));
  const [best, next] = f.passages;
  if (best) {
    parts.push(`${best.title}: ${best.text}`);
    if (next) parts.push(`${tx.more} — ${next.title}: ${firstSentence(next.text)}`);
  }
  if (!parts.length) parts.push(tx.noAnswer(f.contactEmail));
  return parts.join('\n\n');
}
