import * as z from 'zod';
import { LOCALES } from '../../i18n';
import { venueId } from '../../restaurant/schema';
import { ASPECTS, type Aspect } from './lexicon';

/** The owner dashboard's review analyzer (ADR 082). */

/** Which reviews: the restaurant's (feedback, ADR 072) or the property's stay reviews. */
const REVIEW_KINDS = ['dining', 'stays'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const reviewsStatusInput = z.object({ venueId, kind: z.enum(REVIEW_KINDS) });
/** SPEC §7 summarize-reviews: venue, its reviews, locale (default en). */
export const analyzeReviewsInput = reviewsStatusInput.extend({ locale: z.enum(LOCALES).default('en') });
export type AnalyzeReviewsInput = z.input<typeof analyzeReviewsInput>;

/** How many of the newest reviews are read (bounds the model's input, ADR 082). */
export const LATEST_REVIEWS = 50;

const count = z.number().int().min(0).max(LATEST_REVIEWS);
const line = z.string().trim().min(1).max(400);
const aspect = z.enum(ASPECTS);

/** The worded answer, from a model or the embedded engine; the counts must be the facts' own. */
export const reviewAnswerSchema = z.object({
  summary: z.string().trim().min(1).max(1000),
  strengths: z.array(z.object({ aspect, positive: count, negative: count, text: line })).max(ASPECTS.length),
  issues: z.array(z.object({ aspect, positive: count, negative: count, text: line, tip: line })).max(ASPECTS.length),
});
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

export interface AnalyzedAspect {
  aspect: Aspect;
  positive: number;
  negative: number;
  text: string;
  /** The guests' own sentences (from code, never from a model). */
  snippets: string[];
}

export interface ReviewAnalysis {
  reviewCount: number;
  averageRating: number | null;
  sentiment: 'positive' | 'mixed' | 'negative';
  from: string | null;
  to: string | null;
  summary: string;
  strengths: AnalyzedAspect[];
  issues: (AnalyzedAspect & { tip: string })[];
  /** Who wrote the prose (ADR 079). */
  by: 'model' | 'local';
}
