import MiniSearch from 'minisearch';
import { privacyPolicy, termsOfService, type LegalDocument } from '../../legal/content';
import { helpPassages, type HelpTopic } from './help';
import { stemTerm, stemTerms } from './stems';

export interface Passage {
  id: string;
  source: 'help' | 'terms' | 'privacy';
  topic?: HelpTopic;
  title: string;
  text: string;
  /** The page the passage comes from or where the user acts on it. */
  href?: string;
}

export interface Ranked<D> {
  doc: D;
  score: number;
}

type Locale = 'en' | 'sl';

const legal = (source: 'terms' | 'privacy', doc: LegalDocument, base: string): Passage[] =>
  doc.sections.map((s) => ({ id: `${source}:${s.id}`, source, title: s.title, text: s.paragraphs.join(' '), href: `${base}#${s.id}` }));

/**
 * The help, terms and privacy passages of one language in MiniSearch (BM25+), its terms stemmed by
 * the language's stemmer (stems.ts); a title weighs three times its text, since it names what the
 * passage answers, and a term one letter off still matches a longer word ("cancelation").
 */
function build(locale: Locale, contactEmail: string) {
  const passages: Passage[] = [
    ...helpPassages(locale).map((p) => ({ ...p, id: `help:${p.id}`, source: 'help' as const })),
    ...legal('terms', termsOfService(locale, contactEmail), '/legal/terms'),
    ...legal('privacy', privacyPolicy(locale, contactEmail), '/legal/privacy'),
  ];
  const search = new MiniSearch<Passage>({
    fields: ['title', 'text'],
    processTerm: (term) => stemTerm(term, locale),
    searchOptions: { boost: { title: 3 }, fuzzy: (term) => (term.length > 6 ? 1 : 0) },
  });
  search.addAll(passages);
  const byId = new Map(passages.map((p) => [p.id, p]));
  return (question: string): Ranked<Passage>[] => search.search(question).map((r) => ({ doc: byId.get(String(r.id))!, score: r.score }));
}

const indexes = new Map<string, ReturnType<typeof build>>();

/** The help, terms and privacy passages in `locale`, indexed once per locale and contact address. */
function index(locale: Locale, contactEmail: string) {
  const key = `${locale}:${contactEmail}`;
  let found = indexes.get(key);
  if (!found) indexes.set(key, (found = build(locale, contactEmail)));
  return found;
}

/**
 * The best passages for a question. A help passage beats a legal one on a near tie (it says how,
 * the legal text says on what terms); passages scoring under a third of the best are dropped.
 */
export function retrieve(question: string, locale: Locale, contactEmail: string, limit = 3): Ranked<Passage>[] {
  const ranked = index(
    locale,
    contactEmail,
  )(question)
    .map((r) => ({ ...r, score: r.doc.source === 'help' ? r.score * 1.15 : r.score }))
    .sort((x, y) => y.score - x.score);
  const best = ranked[0]?.score ?? 0;
  return ranked.filter((r) => r.score >= best / 3).slice(0, limit);
}

/** The passage's sentence that shares the most terms with the question (ties: the earlier one). */
function bestSentence(question: string, text: string, l: Locale): string {
  const want = new Set(stemTerms(question, l));
  // "Where do I write?", "Na kateri naslov?": the sentence with the address answers it.
  const asksWhere = /\b(e-?mail|address|contact|write|naslov|kontakt|pi[sš]em|pi[sš]ite|pisati)/i.test(question);
  // A sentence ends at a stop followed by a space or the end, never inside an address (tablestay.si).
  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
  let best = sentences[0]!;
  let score = -1;
  for (const sentence of sentences) {
    const n = stemTerms(sentence, l).filter((t) => want.has(t)).length + (asksWhere && sentence.includes('@') ? 2 : 0);
    if (n > score) [best, score] = [sentence, n];
  }
  return best.trim();
}

/** How well a help or legal passage must match to be quoted (MiniSearch's BM25+ score; tuned on the development part). */
export const PASSAGE_MIN_SCORE = 15;

/**
 * The best passage for a question quoted as the answer, its best sentence first ("… (Title)"), when
 * it matches with at least `minScore` and is one `accept` takes; else null.
 */
export function quotePassage(
  question: string,
  locale: Locale,
  contactEmail: string,
  minScore: number,
  accept: (p: Passage) => boolean = () => true,
): string | null {
  const [best] = retrieve(question, locale, contactEmail, 1);
  return best && best.score >= minScore && accept(best.doc) ? `${bestSentence(question, best.doc.text, locale)} (${best.doc.title})` : null;
}
