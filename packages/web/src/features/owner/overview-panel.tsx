import { formatRating } from '@tablestay/core/i18n/format';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CalendarCheck, MessageSquare, Star } from 'lucide-react';
import { lazy } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { QueryBoundary } from '../../components/query-boundary';
import { Empty, FeedbackItem, Stat } from './parts';
import { ReservationItem } from './reservation-item';
import { IfMay } from './role';
import type { PanelProps } from './search';

// recharts is large: it loads only when an owner opens a panel with a chart, never on guest pages.
const Charts = lazy(() => import('./charts'));

export function OverviewPanel({ venue, setSearch, readOnly }: PanelProps) {
  const { t, tm, locale } = useI18n();
  const q = useSuspenseQuery(trpc.ownerDining.overview.queryOptions({ venueId: venue.id }));
  const o = q.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-3 sm:grid-cols-3">
        <Stat icon={<CalendarCheck aria-hidden className="size-5" />} label={t('owner.todaysReservations')} value={o.todayCount} />
        <Stat
          icon={<Star aria-hidden className="size-5" />}
          label={t('owner.avgRatingMonth')}
          value={o.avgRatingThisMonth === null ? t('owner.na') : formatRating(locale, o.avgRatingThisMonth)}
        />
        <Stat icon={<MessageSquare aria-hidden className="size-5" />} label={t('owner.totalFeedbackMonth')} value={o.feedbackThisMonth} />
      </div>

      <Card className="p-4 sm:p-6">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{t('owner.todaysReservations')}</h2>
          <Button variant="outline" onClick={() => setSearch({ view: 'reservations', date: undefined })}>
            {t('owner.viewAll')}
          </Button>
        </div>
        {o.todayFirst.length === 0 ? (
          <Empty>{t('owner.noReservationsToday')}</Empty>
        ) : (
          <ul className="divide-y divide-border">
            {o.todayFirst.map((r) => (
              <ReservationItem key={r.id} venueId={venue.id} r={r} today={o.today} readOnly={readOnly} />
            ))}
          </ul>
        )}
      </Card>

      <Card className="p-4 sm:p-6">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{t('owner.recentFeedback')}</h2>
          <IfMay need="manager">
            <Button variant="outline" onClick={() => setSearch({ view: 'feedback' })}>
              {t('owner.viewAll')}
            </Button>
          </IfMay>
        </div>
        {o.recentFeedback.length === 0 ? (
          <Empty>{t('owner.noFeedback')}</Empty>
        ) : (
          <ul className="divide-y divide-border">
            {o.recentFeedback.map((f) => (
              <FeedbackItem key={f.id} f={f} />
            ))}
          </ul>
        )}
      </Card>

      <QueryBoundary title={tm('Failed to load dashboard data')}>
        <Charts venueId={venue.id} />
      </QueryBoundary>
    </div>
  );
}
