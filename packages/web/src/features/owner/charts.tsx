import { dateTimeFormat, tagOf } from '@tablestay/core/i18n/format';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { Empty } from './parts';

/**
 * The owner's charts (ADR 063): reservations per day over the last 90 days, average rating by
 * month. Loaded with React.lazy from the Overview, so recharts stays in its own chunk; it waits and
 * fails inside the Overview's QueryBoundary (ADR 106).
 */
export default function DiningCharts({ venueId }: { venueId: string }) {
  const { t, locale } = useI18n();
  const q = useSuspenseQuery(trpc.ownerDining.charts.queryOptions({ venueId }));
  const tag = tagOf(locale);
  const day = (d: string) => dateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`));
  const month = (m: string) => dateTimeFormat(tag, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(`${m}-15T12:00:00Z`));
  const anyReservations = q.data.perDay.some((d) => d.reservations > 0);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold">{t('owner.chartPerDay')}</h2>
        {anyReservations ? (
          <div className="h-56" role="img" aria-label={t('owner.chartPerDay')}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={q.data.perDay} margin={{ left: -24, right: 4 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="date" tickFormatter={day} minTickGap={24} fontSize={12} />
                <YAxis allowDecimals={false} fontSize={12} />
                <Tooltip labelFormatter={(d) => day(String(d))} formatter={(v) => [v, t('owner.reservations')]} />
                <Bar dataKey="reservations" fill="var(--primary)" radius={[3, 3, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        ) : (
          <Empty>{t('owner.chartEmpty')}</Empty>
        )}
      </Card>
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold">{t('owner.chartRating')}</h2>
        {q.data.ratingByMonth.length > 0 ? (
          <div className="h-56" role="img" aria-label={t('owner.chartRating')}>
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={q.data.ratingByMonth} margin={{ left: -24, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="month" tickFormatter={month} fontSize={12} />
                <YAxis domain={[0, 5]} ticks={[1, 2, 3, 4, 5]} fontSize={12} />
                <Tooltip labelFormatter={(m) => month(String(m))} formatter={(v) => [v, t('owner.avgRating')]} />
                <Line type="monotone" dataKey="avgRating" stroke="var(--primary)" strokeWidth={2} dot />
              </LineChart>
            </ResponsiveContainer>
          </div>
        ) : (
          <Empty>{t('owner.chartEmpty')}</Empty>
        )}
      </Card>
    </div>
  );
}
