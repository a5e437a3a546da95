import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { AlertTriangle, CalendarClock } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { QueryBoundary } from '../../components/query-boundary';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { trpc } from '../../trpc';

// recharts is heavy: it loads only once an owner has generated tips.
const BusyDaysChart = lazy(() => import('./busy-days-chart'));

/**
 * SPEC §2 AI Ops "Busy Day Suggestions": "Generate tips" (disabled until the venue has occupancy
 * history, which the server tells), then the 14-day forecast as a chart and the actions for the
 * busiest days. All text is rendered as text; a failure shows a warning sign then the message.
 * The history behind the button is read with `useSuspenseQuery` (the owner's loader fetched it,
 * `loadOwnerPanel`) inside the card's own QueryBoundary (ADR 106).
 */
export function BusyDaysPanel({ venueId, kind }: { venueId: string; kind: 'dining' | 'stays' }) {
  const { t, te, locale } = useI18n();
  const tips = useMutation(trpc.busyDays.generate.mutationOptions());
  const result = tips.data;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6" data-testid="busy-days">
      <div className="flex items-start gap-3">
        <span className="rounded-full bg-accent p-2 text-primary">
          <CalendarClock aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold">{t('busyDays.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('busyDays.promise')}</p>
        </div>
      </div>
      <QueryBoundary title={t('busyDays.title')}>
        <Generate venueId={venueId} kind={kind} pending={tips.isPending} onGenerate={() => tips.mutate({ venueId, kind, locale })} />
      </QueryBoundary>
      {tips.isError && (
        <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{te(tips.error)}</span>
        </p>
      )}
      {result && !tips.isPending && (
        <div className="flex flex-col gap-3" data-testid="busy-days-result">
          {/* A forecast that did not beat "same weekday last week" is told in the summary, not drawn as a confident chart (ADR 118). */}
          {result.reliable && (
            <>
              <h3 className="font-medium">{t('busyDays.chart')}</h3>
              <Suspense fallback={<p className="h-56 text-sm text-muted-foreground">{t('busyDays.chartLoading')}</p>}>
                <BusyDaysChart days={result.days} />
              </Suspense>
            </>
          )}
          <p className="text-sm" data-testid="busy-days-summary">
            {result.summary}
          </p>
          <h3 className="font-medium">{t('busyDays.actions')}</h3>
          {result.tips.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('busyDays.noActions')}</p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="busy-days-tips">
              {result.tips.map((tip) => (
                <li key={tip.action} className="rounded-lg border border-border p-3 text-sm">
                  <span className="block font-medium">{t(`busyDays.action.${tip.action}` as MessageKey)}</span>
                  <span className="block">{tip.text}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}

/** "Generate tips", enabled once the venue has occupancy history, and what that history is. */
function Generate({ venueId, kind, pending, onGenerate }: { venueId: string; kind: 'dining' | 'stays'; pending: boolean; onGenerate: () => void }) {
  const { t } = useI18n();
  const status = useSuspenseQuery(trpc.busyDays.status.queryOptions({ venueId, kind })).data;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={onGenerate} disabled={!status.hasHistory || pending} aria-busy={pending}>
        {pending ? t('busyDays.generating') : t('busyDays.generate')}
      </Button>
      <p className="text-sm text-muted-foreground">
        {status.hasHistory ? t('busyDays.basis', { n: status.historyDays, window: status.windowDays }) : t('busyDays.noHistory')}
      </p>
    </div>
  );
}
