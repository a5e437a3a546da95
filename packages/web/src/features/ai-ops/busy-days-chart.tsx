import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useI18n } from '../../i18n';

export interface ChartDay {
  date: string;
  holiday: boolean;
  expected: number;
  capacity: number;
  load: number;
}

/** Expected load per day over the next 14 days; holidays in the accent colour. Lazy-loaded (recharts). */
export default function BusyDaysChart({ days }: { days: ChartDay[] }) {
  const { t, formatDate } = useI18n();
  const short = (d: string) => formatDate(d, { weekday: 'short', day: 'numeric', month: 'numeric' });
  const byDate = new Map(days.map((d) => [d.date, d]));
  return (
    <div className="h-56 w-full" data-testid="busy-days-chart" role="img" aria-label={t('busyDays.chart')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={short} minTickGap={8} fontSize={11} />
          <YAxis domain={[0, 100]} unit="%" fontSize={12} />
          <Tooltip
            labelFormatter={(d) => {
              const day = byDate.get(String(d));
              return `${short(String(d))}${day?.holiday ? ` · ${t('busyDays.holiday')}` : ''}`;
            }}
            formatter={(v, _n, item) => {
              const day = item.payload as ChartDay;
              return [`${String(v)}% (${t('busyDays.expected', { expected: day.expected, capacity: day.capacity })})`, t('busyDays.load')];
            }}
          />
          <Bar dataKey="load" radius={[3, 3, 0, 0]} isAnimationActive={false}>
            {days.map((d) => (
              <Cell key={d.date} fill={d.holiday ? 'var(--destructive)' : 'var(--primary)'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
