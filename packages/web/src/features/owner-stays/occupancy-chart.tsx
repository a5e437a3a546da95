import { useSuspenseQuery } from '@tanstack/react-query';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';

/**
 * Nightly occupancy over the last 90 days (ADR 065), as a percent of the rooms on sale. Lazy-loaded;
 * it waits and fails inside the Overview's QueryBoundary (ADR 106).
 */
export default function OccupancyChart({ venueId }: { venueId: string }) {
  const { t, formatDate } = useI18n();
  const q = useSuspenseQuery(trpc.ownerStays.occupancy.queryOptions({ venueId }));
  const short = (d: string) => formatDate(d, { day: 'numeric', month: 'short' });
  return (
    <div className="h-56 w-full" data-testid="occupancy-chart" role="img" aria-label={t('ownerStays.chart.title')}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={q.data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={short} minTickGap={24} fontSize={12} />
          <YAxis domain={[0, 100]} unit="%" fontSize={12} />
          <Tooltip labelFormatter={(d) => short(String(d))} formatter={(v) => [`${String(v)}%`, t('ownerStays.chart.percent')]} />
          <Area type="monotone" dataKey="percent" stroke="var(--primary)" fill="var(--primary)" fillOpacity={0.2} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
