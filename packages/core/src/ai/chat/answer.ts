import { label } from '../../i18n/labels';
import type { Ranked } from './bm25';
import type { Passage } from './corpus';
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
  const language = locale === 'sl' ? 'Slovenian' : 'English';
  return [
    "You are TableStay's assistant for guests and owners of restaurants and stays in Slovenia.",
    `Answer in ${language}, briefly, in plain text (no markdown, no URLs: the app shows the venue links itself).`,
    'Use only the FACTS: `answer` is the right answer, computed by code (state its first sentence first); passages are the product help, terms and privacy policy; venues are the listed venues matching the question.',
    'Never say something was booked or cancelled unless FACTS.done says so; keep any "Yes / No" question of the answer word for word.',
    'Never name a venue, price, rule or date that is not in the FACTS. If the FACTS do not answer, say so and point to the contact address.',
  ].join('\n');
}

const DIET: Record<'en' | 'sl', Record<string, string>> = {
  en: { vegan: 'vegan', vegetarian: 'vegetarian', gluten_free: 'gluten-free' },
  sl: { vegan: 'veganske', vegetarian: 'vegetarijanske', gluten_free: 'brezglutenske' },
};

/** A Slovenian label made only of adjectives ("Italijanska", "Sodobna evropska"), which agrees with "restavracije". */
const ADJECTIVES = /^(\p{L}+(ska|ška|čka|dna|bna)\s?)+$/iu;

/**
 * A cuisine or tag in Slovenian (ADR 117): before the noun as a plural adjective ("italijanske"), or
 * a noun phrase to put after it ("morska hrana"). Never the English catalogue value.
 */
function cuisineSl(value: string): { adjective?: string; phrase?: string } {
  const other = OTHER_CUISINES[value];
  if (other) return { adjective: other.sl };
  const text = label('sl', value).toLowerCase();
  return ADJECTIVES.test(text) ? { adjective: text.replace(/a\b/g, 'e') } : { phrase: text };
}

function venueLines(f: ChatFacts): string {
  const q = f.venueQuestion!;
  const sl = f.locale === 'sl';
  const amenities = (q.amenities ?? []).map((a) => AMENITIES[a]![f.locale]);
  let asked: string;
  if (sl) {
    const named = [...q.cuisines, ...q.tags].map(cuisineSl);
    const before = [...q.diets.map((d) => DIET.sl[d]), ...named.flatMap((c) => (c.adjective ? [c.adjective] : []))].join(', ');
    const noun = q.kind === 'stays' ? 'nastanitve' : q.kind === 'dining' ? 'restavracije' : 'obrati';
    const after = [
      ...named.flatMap((c) => (c.phrase ? [c.phrase] : [])),
      ...amenities,
      ...(q.pets ? ['hišni ljubljenčki dovoljeni'] : []),
      ...(q.city ? [q.city] : []),
    ];
    asked = `${before ? `${before} ` : ''}${noun}${after.length ? ` (${after.join('; ')})` : ''}`;
  } else {
    const what = [...q.diets.map((d) => DIET.en[d]), ...q.cuisines, ...q.tags].join(', ');
    const noun = q.kind === 'stays' ? 'stays' : q.kind === 'dining' ? 'restaurants' : 'places';
    const extra = `${amenities.length ? ` with ${amenities.join(' and ')}` : ''}${q.pets ? ' that allow pets' : ''}`;
    asked = `${what ? `${what} ` : ''}${noun}${extra}${q.city ? ` in ${q.city}` : ''}`;
  }
  if (!f.venues.length)
    return sl
      ? `Na TableStay ni objavljenih obratov za iskanje: ${asked}. Poskusite z drugim krajem ali kuhinjo.`
      : `No ${asked} are listed on TableStay yet. Try another city or cuisine.`;
  const lines = f.venues.map((v) => `- ${v.name}, ${v.city}${v.cuisine ? ` (${label(f.locale, v.cuisine)})` : ''}`);
  const head = sl ? `Na TableStay: ${asked} — ${f.venues.length}:` : `${asked.charAt(0).toUpperCase()}${asked.slice(1)} on TableStay (${f.venues.length}):`;
  return [head, ...lines].join('\n');
}

const firstSentence = (text: string) => text.match(/^.*?[.!?](\s|$)/)?.[0].trim() ?? text;

/**
 * The embedded engine's answer (ADR 088): the matched venues as a list, then the best passage in
 * full and the next one's first sentence, in the asked language. Nothing that is not in the facts.
 */
export function composeAnswer(f: ChatFacts): string {
  const sl = f.locale === 'sl';
  const parts: string[] = [];
  if (f.venueQuestion) parts.push(venueLines(f));
  const [best, next] = f.passages;
  if (best) {
    parts.push(`${best.title}: ${best.text}`);
    if (next) parts.push(`${sl ? 'Več' : 'More'} — ${next.title}: ${firstSentence(next.text)}`);
  }
  if (!parts.length)
    parts.push(
      sl
        ? `Na to nimam odgovora v pomoči TableStay. Pomagam lahko pri rezervacijah, varščinah, čakalni vrsti, preklicih, paketih in zasebnosti ter poiščem restavracije in nastanitve po kraju ali kuhinji, npr. »veganske restavracije v Ljubljani«. Za drugo pišite na ${f.contactEmail}.`
        : `I could not find that in TableStay's help. I can help with booking, deposits, the waitlist, cancellations, plans and privacy, and find restaurants and stays by city or cuisine, e.g. "vegan restaurants in Ljubljana". For anything else, write to ${f.contactEmail}.`,
    );
  return parts.join('\n\n');
}
