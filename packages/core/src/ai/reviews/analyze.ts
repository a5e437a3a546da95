import { ASPECT_TERMS, ASPECTS, CONTRASTS, matchesAny, NEGATIVE_TERMS, NEGATORS, POSITIVE_TERMS, type Aspect } from './lexicon';
import type { ReviewKind } from './schema';

/** SPEC §5 AI input: one review (rating 1–5, its text, its date yyyy-MM-dd). Newest first. */
export interface ReviewInput {
  rating: number;
  text: string | null;
  date: string;
}

type Polarity = 1 | 0 | -1;

interface AspectFacts {
  aspect: Aspect;
  /** Reviews whose words about the aspect are favourable / unfavourable (each review counts once). */
  positive: number;
  negative: number;
  /** Reviews that mention it at all (also the neutral ones). */
  mentions: number;
  /** The guests' own sentences, newest first, at most SNIPPETS of each side. */
  snippets: { positive: string[]; negative: string[] };
}

export interface ReviewFacts {
  reviewCount: number;
  /** Reviews with words to read (the others count only for the rating). */
  withText: number;
  from: string | null;
  to: string | null;
  averageRating: number | null;
  /** Reviews rated 4–5, 3, 1–2. */
  ratings: { positive: number; neutral: number; negative: number };
  sentiment: 'positive' | 'mixed' | 'negative';
  /** Every aspect guests wrote about, most mentioned first. */
  aspects: AspectFacts[];
  /** Aspects whose mentions are mostly favourable / mostly unfavourable (SHARE or more). */
  strengths: Aspect[];
  issues: Aspect[];
}

const SNIPPETS = 3;
const SNIPPET_CHARS = 160;
/** "Mostly": at least this share of an aspect's favourable and unfavourable mentions. */
const SHARE = 0.6;

/** Lower-case words; "wasn't" reads as "was not". */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/n['’]t\b/g, ' not')
      .match(/\p{L}+/gu) ?? []
  );
}

/** Sentences of a review (on . ! ? … and line breaks), trimmed, empty ones dropped. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);
}

/** A sentence cut to SNIPPET_CHARS at a word boundary, with "…" when cut. */
export function snippet(sentence: string): string {
  const s = sentence.replace(/\s+/g, ' ').trim();
  if (s.length <= SNIPPET_CHARS) return s;
  const cut = s.slice(0, SNIPPET_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SNIPPET_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}

/** Parts of a sentence between commas and on either side of "but", "ampak", "vendar" …: each is judged on its own. */
function clauses(sentence: string): string[][] {
  const out: string[][] = [];
  for (const part of sentence.split(/[,;:]/)) {
    out.push([]);
    for (const t of words(part)) {
      if (CONTRASTS.includes(t)) out.push([]);
      else out[out.length - 1]!.push(t);
    }
  }
  return out.filter((c) => c.length > 0);
}

/** Favourable minus unfavourable words; a negator up to three words before turns a word around. */
export function clauseScore(tokens: string[]): number {
  let score = 0;
  tokens.forEach((t, i) => {
    const value = matchesAny(t, POSITIVE_TERMS) ? 1 : matchesAny(t, NEGATIVE_TERMS) ? -1 : 0;
    if (value === 0) return;
    const negated = tokens.slice(Math.max(0, i - 3), i).some((w) => NEGATORS.includes(w));
    score += negated ? -value : value;
  });
  return score;
}

const ratingPolarity = (rating: number): Polarity => (rating >= 4 ? 1 : rating <= 2 ? -1 : 0);

/**
 * The aspects a venue of this kind can have (ADR 118): at a restaurant "the room" is the dining room,
 * the place itself, never a guest room with beds and linen.
 */
const ASPECTS_OF: Record<ReviewKind, readonly Aspect[]> = { dining: ASPECTS.filter((a) => a !== 'rooms'), stays: ASPECTS };

const aspectsIn = (tokens: string[], kind: ReviewKind): Aspect[] => ASPECTS_OF[kind].filter((a) => tokens.some((t) => matchesAny(t, ASPECT_TERMS[a])));

interface Mention {
  polarity: Polarity;
  sentence: string;
}

/** What one review says about each aspect it mentions: the sum over its clauses (a clause without opinion words takes the rating's side). */
function reviewMentions(review: ReviewInput, kind: ReviewKind): Map<Aspect, { score: number; positive: string[]; negative: string[] }> {
  const found = new Map<Aspect, { score: number; positive: string[]; negative: string[] }>();
  for (const sentence of sentences(review.text ?? '')) {
    for (const clause of clauses(sentence)) {
      const aspects = aspectsIn(clause, kind);
      if (aspects.length === 0) continue;
      const raw = clauseScore(clause);
      const mention: Mention = { polarity: raw > 0 ? 1 : raw < 0 ? -1 : ratingPolarity(review.rating), sentence };
      for (const a of aspects) {
        const entry = found.get(a) ?? { score: 0, positive: [], negative: [] };
        entry.score += mention.polarity;
        if (mention.polarity > 0 && !entry.positive.includes(sentence)) entry.positive.push(sentence);
        if (mention.polarity < 0 && !entry.negative.includes(sentence)) entry.negative.push(sentence);
        found.set(a, entry);
      }
    }
  }
  return found;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The facts of the latest reviews (newest first) of a restaurant or a stay: counts, shares and quoted sentences, no wording. */
export function analyzeReviews(reviews: readonly ReviewInput[], kind: ReviewKind): ReviewFacts {
  const table = new Map<Aspect, AspectFacts>();
  for (const review of reviews) {
    for (const [aspect, m] of reviewMentions(review, kind)) {
      const f = table.get(aspect) ?? { aspect, positive: 0, negative: 0, mentions: 0, snippets: { positive: [], negative: [] } };
      f.mentions += 1;
      if (m.score > 0) f.positive += 1;
      if (m.score < 0) f.negative += 1;
      const side = m.score > 0 ? m.positive : m.score < 0 ? m.negative : [];
      const into = m.score > 0 ? f.snippets.positive : f.snippets.negative;
      for (const s of side.slice(0, 1)) if (into.length < SNIPPETS && !into.includes(snippet(s))) into.push(snippet(s));
      table.set(aspect, f);
    }
  }
  const aspects = [...table.values()].toSorted((a, b) => b.mentions - a.mentions || ASPECTS.indexOf(a.aspect) - ASPECTS.indexOf(b.aspect));
  const share = (f: AspectFacts, side: number) => side / Math.max(1, f.positive + f.negative);
  const strengths = aspects
    .filter((f) => f.positive > 0 && share(f, f.positive) >= SHARE)
    .toSorted((a, b) => b.positive - a.positive)
    .map((f) => f.aspect);
  const issues = aspects
    .filter((f) => f.negative > 0 && share(f, f.negative) >= SHARE)
    .toSorted((a, b) => b.negative - a.negative)
    .map((f) => f.aspect);

  const ratings = { positive: 0, neutral: 0, negative: 0 };
  for (const r of reviews) ratings[r.rating >= 4 ? 'positive' : r.rating <= 2 ? 'negative' : 'neutral'] += 1;
  const average = reviews.length ? round1(reviews.reduce((s, r) => s + r.rating, 0) / reviews.length) : null;
  const dates = reviews.map((r) => r.date).toSorted();
  return {
    reviewCount: reviews.length,
    withText: reviews.filter((r) => words(r.text ?? '').length > 0).length,
    from: dates[0] ?? null,
    to: dates.at(-1) ?? null,
    averageRating: average,
    ratings,
    sentiment: average === null ? 'mixed' : average >= 4 ? 'positive' : average <= 2.5 ? 'negative' : 'mixed',
    aspects,
    strengths,
    issues,
  };
}
