import { dateTimeFormat, formatRating, tagOf } from '@tablestay/core/i18n/format';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Card } from '../../components/ui/card';
import { ReviewAnalyzer } from '../ai-reviews/review-analyzer';
import { BusyDaysPanel } from '../ai-ops/busy-days-panel';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { Empty, FeedbackItem, Stat } from './parts';
import type { PanelProps } from './search';

/** The Feedback sub-tab (SPEC §2): month selector, four cards, the month's list; room above for the two AI panels (ADR 080, 082). */
export function FeedbackPanel({ venue, search, setSearch }: PanelProps) {
  const { t, locale } = useI18n();
  const q = useSuspenseQuery(trpc.ownerDining.feedback.queryOptions({ venueId: venue.id, month: search.month }));
  const monthName = (m: string) => dateTimeFormat(tagOf(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-15T12:00:00Z`));

  return (
    <div className="flex flex-col gap-6">
      {/* The AI Review Analyzer and Busy Day Suggestions (ADR 080, 082) mount here. */}
      <section aria-label={t('owner.aiPanels')} data-slot="ai-panels" className="grid gap-4 empty:hidden sm:grid-cols-2">
        <BusyDaysPanel venueId={venue.id} kind="dining" />
        <ReviewAnalyzer venueId={venue.id} kind="dining" />
      </section>

      {q.data && (
        <>
          <label className="flex max-w-xs flex-col gap-1 text-sm font-medium">
            {t('owner.month')}
            <select
              className="h-11 rounded-lg border border-border bg-card px-3 text-base"
              value={q.data.month}
              onChange={(e) => setSearch({ month: e.target.value })}
            >
              {[...new Set([q.data.month, ...q.data.months.map((m) => m.month)])]
                .toSorted()
                .toReversed()
                .map((m) => (
                  <option key={m} value={m}>
                    {monthName(m)}
                  </option>
                ))}
            </select>
          </label>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat label={t('owner.totalFeedback')} value={q.data.summary.total} />
            <Stat label={t('owner.avgRating')} value={q.data.summary.avgRating === null ? t('owner.na') : formatRating(locale, q.data.summary.avgRating)} />
            <Stat label={t('owner.positive')} value={q.data.summary.positives} />
            <Stat label={t('owner.negative')} value={q.data.summary.negatives} />
          </div>
          <Card className="p-4 sm:p-6">
            <h2 className="mb-2 text-lg font-semibold">
              {t('owner.feedback')} · {monthName(q.data.month)}
            </h2>
            {q.data.list.length === 0 ? (
              <Empty>{t('owner.noFeedbackMonth')}</Empty>
            ) : (
              <ul className="divide-y divide-border">
                {q.data.list.map((f) => (
                  <FeedbackItem key={f.id} f={f} />
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
