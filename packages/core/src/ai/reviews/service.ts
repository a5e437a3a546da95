import type { SessionUser } from '../../account/schema';
import type { Database } from '../../db/connection';
import type { Locale } from '../../i18n';
import { requireVenue } from '../../owner/scope';
import type { AiPort } from '../port';
import { analyzeReviews, type ReviewFacts, type ReviewInput } from './analyze';
import { localAnswer, tipFor } from './local';
import { ASPECT_NAMES } from './names';
import { countReviews, latestReviewRows } from './repository';
import {
  analyzeReviewsInput,
  LATEST_REVIEWS,
  reviewAnswerSchema,
  reviewsStatusInput,
  type AnalyzeReviewsInput,
  type ReviewAnalysis,
  type ReviewAnswer,
  type ReviewKind,
} from './schema';

type Actor = Pick<SessionUser, 'id' | 'role'>;

/** The review analyzer's use cases (ADR 082): one analyzer for both kinds; only the query differs. */

/** The newest LATEST_REVIEWS reviews (SPEC §5 AI input: rating, text, date yyyy-MM-dd), newest first. */
async function latestReviewInputs(db: Database, kind: ReviewKind, venueId: string): Promise<ReviewInput[]> {
  const rows = await latestReviewRows(db, kind, venueId, LATEST_REVIEWS);
  return rows.map((r) => ({ rating: r.rating, text: r.comment, date: r.date }));
}

/** Whether the button has anything to analyze ("disabled without reviews"). */
export async function reviewsStatus(db: Database, user: Actor, raw: unknown): Promise<{ reviewCount: number }> {
  const input = reviewsStatusInput.parse(raw);
  const venue = await requireVenue(db, user, input.venueId, 'read');
  return { reviewCount: Math.min(await countReviews(db, input.kind, venue.id), LATEST_REVIEWS) };
}

const LANGUAGE: Record<Locale, string> = { en: 'English', sl: 'Slovenian' };

function instructions(kind: ReviewKind, locale: Locale): string {
  return [
    `You help the owner of a ${kind === 'dining' ? 'restaurant' : 'guesthouse or hotel'} understand their latest guest reviews.`,
    `Write in ${LANGUAGE[locale]}, in plain text (no markdown, no HTML).`,
    'Use only the FACTS. `strengths` must list exactly the aspects in facts.strengths, and `issues` exactly those in facts.issues, each with its `positive` and `negative` counts copied from facts.aspects.',
    'For each item write one short sentence (`text`); for each issue give one practical action (`tip`), based on facts.tips.',
    'The `summary` is two or three sentences. Never add an aspect, a number, a date or a quote that is not in the FACTS.',
  ].join('\n');
}

/** A model answer agrees when its strengths and issues are the facts' own, with the facts' counts. */
function agreesWithFacts(facts: ReviewFacts, answer: ReviewAnswer): boolean {
  const same = (items: { aspect: string; positive: number; negative: number }[], expected: readonly string[]) =>
    items.length === expected.length &&
    new Set(items.map((i) => i.aspect)).size === items.length &&
    items.every((i) => {
      const f = facts.aspects.find((a) => a.aspect === i.aspect);
      return expected.includes(i.aspect) && f !== undefined && f.positive === i.positive && f.negative === i.negative;
    });
  return same(answer.strengths, facts.strengths) && same(answer.issues, facts.issues);
}

/** The words of an answer over the facts' order, counts and quoted sentences. */
function combine(facts: ReviewFacts, answer: ReviewAnswer, by: ReviewAnalysis['by']): ReviewAnalysis {
  const aspect = (a: string) => facts.aspects.find((f) => f.aspect === a)!;
  return {
    reviewCount: facts.reviewCount,
    averageRating: facts.averageRating,
    sentiment: facts.sentiment,
    from: facts.from,
    to: facts.to,
    summary: answer.summary,
    strengths: facts.strengths.map((a) => {
      const f = aspect(a);
      const text = answer.strengths.find((s) => s.aspect === a)!.text;
      return { aspect: a, positive: f.positive, negative: f.negative, text, snippets: f.snippets.positive };
    }),
    issues: facts.issues.map((a) => {
      const f = aspect(a);
      const { text, tip } = answer.issues.find((s) => s.aspect === a)!;
      return { aspect: a, positive: f.positive, negative: f.negative, text, tip, snippets: f.snippets.negative };
    }),
    by,
  };
}

/** SPEC §2 "Analyze latest reviews": null when the venue has no reviews yet. */
export async function analyzeVenueReviews(deps: { db: Database; port: AiPort }, user: Actor, raw: AnalyzeReviewsInput): Promise<ReviewAnalysis | null> {
  const input = analyzeReviewsInput.parse(raw);
  const venue = await requireVenue(deps.db, user, input.venueId, 'read');
  const reviews = await latestReviewInputs(deps.db, input.kind, venue.id);
  if (reviews.length === 0) return null;
  const facts = analyzeReviews(reviews, input.kind);
  const names = ASPECT_NAMES[input.locale];
  const worded = await deps.port.word({
    task: 'summarize-reviews',
    instructions: instructions(input.kind, input.locale),
    facts: {
      venueName: venue.name,
      kind: input.kind,
      locale: input.locale,
      ...facts,
      aspectNames: Object.fromEntries(facts.aspects.map((f) => [f.aspect, names[f.aspect]])),
      tips: Object.fromEntries(facts.issues.map((a) => [a, tipFor(input.locale, input.kind, a)])),
    },
    schema: reviewAnswerSchema,
    local: () => localAnswer(facts, input.locale, input.kind),
    agrees: (answer) => agreesWithFacts(facts, answer),
  });
  return combine(facts, worded.value, worded.by);
}
