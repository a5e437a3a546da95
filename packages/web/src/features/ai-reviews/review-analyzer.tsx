import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { AlertTriangle, Quote, Sparkles, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AnalyzedAspect, ReviewAnalysis, ReviewKind } from '@tablestay/core/ai/reviews/schema';
import { ASPECT_NAMES } from '@tablestay/core/ai/reviews/names';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { QueryBoundary } from '../../components/query-boundary';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';

/**
 * SPEC §2 "AI Review Analyzer": "Analyze latest reviews" (disabled without reviews) returns
 * strengths, issues and action tips, each with its counts and the guests' own sentences. Every text
 * from the server (a model's or the embedded engine's) is rendered as plain text. The review count
 * behind the button is read with `useSuspenseQuery` (the owner's loader fetched it) inside the
 * card's own QueryBoundary (ADR 106).
 */
export function ReviewAnalyzer({ venueId, kind }: { venueId: string; kind: ReviewKind }) {
  const { t, te, locale } = useI18n();
  const analyze = useMutation(trpc.aiReviews.analyze.mutationOptions());
  // An answer is written in one language for one venue: after a switch the owner asks again.
  const current = analyze.variables?.locale === locale && analyze.variables.venueId === venueId && analyze.variables.kind === kind;
  const noAnswer = current && analyze.data === null;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6" data-testid="review-analyzer">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles aria-hidden className="size-5 text-primary" />
          {t('aiReviews.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('aiReviews.intro')}</p>
      </div>
      <QueryBoundary title={t('aiReviews.title')}>
        <Analyze venueId={venueId} kind={kind} noAnswer={noAnswer} pending={analyze.isPending} onAnalyze={() => analyze.mutate({ venueId, kind, locale })} />
      </QueryBoundary>
      {current && analyze.isError && (
        <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {te(analyze.error)}
        </p>
      )}
      {current && analyze.data && <Analysis a={analyze.data} />}
    </Card>
  );
}

/** "Analyze latest reviews", disabled while the venue has no reviews (or the last answer found none). */
function Analyze({
  venueId,
  kind,
  noAnswer,
  pending,
  onAnalyze,
}: {
  venueId: string;
  kind: ReviewKind;
  noAnswer: boolean;
  pending: boolean;
  onAnalyze: () => void;
}) {
  const { t } = useI18n();
  const status = useSuspenseQuery(trpc.aiReviews.status.queryOptions({ venueId, kind })).data;
  const none = status.reviewCount === 0 || noAnswer;
  return (
    <>
      <Button className="self-start" disabled={none || pending} onClick={onAnalyze}>
        {pending ? t('aiReviews.analyzing') : t('aiReviews.analyze')}
      </Button>
      {none && <p className="text-sm text-muted-foreground">{t('aiReviews.noReviews')}</p>}
    </>
  );
}

function Analysis({ a }: { a: ReviewAnalysis }) {
  const { t, locale } = useI18n();
  return (
    <div className="flex flex-col gap-4" data-testid="review-analysis" aria-live="polite">
      <p className="text-xs text-muted-foreground">{t('aiReviews.basedOn', { n: a.reviewCount })}</p>
      <p className="break-words">{a.summary}</p>
      <Section
        title={t('aiReviews.strengths')}
        count={a.strengths.length}
        icon={<ThumbsUp aria-hidden className="size-4 text-emerald-600" />}
        testId="review-strengths"
      >
        {a.strengths.length === 0 ? <Empty>{t('aiReviews.noStrengths')}</Empty> : a.strengths.map((s) => <Item key={s.aspect} item={s} />)}
      </Section>
      <Section
        title={t('aiReviews.issues')}
        count={a.issues.length}
        icon={<ThumbsDown aria-hidden className="size-4 text-destructive" />}
        testId="review-issues"
      >
        {a.issues.length === 0 ? <Empty>{t('aiReviews.noIssues')}</Empty> : a.issues.map((s) => <Item key={s.aspect} item={s} />)}
      </Section>
      {a.issues.length > 0 && (
        <Section title={t('aiReviews.tips')} count={a.issues.length} testId="review-tips">
          {a.issues.map((s) => (
            <li key={s.aspect} className="break-words">
              <span className="font-medium">{ASPECT_NAMES[locale][s.aspect]}:</span> {s.tip}
            </li>
          ))}
        </Section>
      )}
      <p className="text-xs text-muted-foreground">{a.by === 'model' ? t('aiReviews.byModel') : t('aiReviews.byLocal')}</p>
    </div>
  );
}

function Section({ title, count, icon, testId, children }: { title: string; count: number; icon?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <section data-testid={testId}>
      <h3 className="mb-2 flex items-center gap-2 font-semibold">
        {icon}
        {title} ({count})
      </h3>
      <ul className="flex flex-col gap-3">{children}</ul>
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <li className="text-sm text-muted-foreground">{children}</li>;

function Item({ item }: { item: AnalyzedAspect }) {
  const { t, locale } = useI18n();
  return (
    <li className="rounded-lg border border-border p-3" data-testid="review-aspect">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{ASPECT_NAMES[locale][item.aspect]}</span>
        <span className="text-sm text-muted-foreground">{t('aiReviews.counts', { positive: item.positive, negative: item.negative })}</span>
      </p>
      <p className="text-sm break-words">{item.text}</p>
      {item.snippets.map((s) => (
        <blockquote key={s} className="mt-2 flex gap-2 border-l-2 border-border pl-2 text-sm text-muted-foreground italic">
          <Quote aria-hidden className="mt-0.5 size-3 shrink-0" />
          <span className="break-words">“{s}”</span>
        </blockquote>
      ))}
    </li>
  );
}
